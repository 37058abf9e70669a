import { describe, expect, it } from 'vitest';
import type { Account, Meter } from '#contracts/account';
import {
  availableFuels,
  formatReadingDate,
  historyRows,
  latestReading,
  metersOfFuel,
  padReading,
} from '../../../../../web/src/features/meter-reading/readings';
import { nth } from '../../../../support/defined';

const economy7: Meter = {
  meterId: 'E7',
  serial: 'E21K118870',
  mpxn: '1300054321987',
  meterType: 'ELECTRICITY',
  registers: [
    {
      registerLabel: '01',
      registerTypeName: 'Day',
      readings: [
        { readingDate: '2026-09-15T10:00:00', readingValue: 35120, readType: 'C' },
        { readingDate: '2026-10-15T10:00:00', readingValue: 35398, readType: 'C' },
        { readingDate: '2026-08-15T10:00:00', readingValue: 34800, readType: 'E' },
      ],
    },
    {
      registerLabel: '02',
      registerTypeName: 'Night',
      readings: [
        { readingDate: '2026-10-15T10:00:00', readingValue: 12877, readType: 'C' },
        { readingDate: '2026-09-15T10:00:00', readingValue: 12690, readType: 'C' },
      ],
    },
  ],
};
const gas: Meter = {
  meterId: 'G',
  serial: 'G1',
  mpxn: '741',
  meterType: 'GAS',
  registers: [{ registerLabel: '01', registerTypeName: 'Unit', readings: [] }],
};

function account(meters: Meter[], flags: Partial<Pick<Account, 'hasElectricity' | 'hasGas'>> = {}): Account {
  return {
    accountNo: '1',
    postcode: 'LE1 6RP',
    addressSingleLine: 'x',
    hasElectricity: false,
    hasGas: false,
    meters,
    ...flags,
  };
}

describe('latestReading', () => {
  it('picks the newest-dated reading of each register from unsorted input', () => {
    expect(latestReading(nth(economy7.registers, 0))?.readingValue).toBe(35398);
    expect(latestReading(nth(economy7.registers, 1))?.readingValue).toBe(12877);
  });

  it('counts the later of two same-day readings as the newer', () => {
    const sameDay = {
      registerLabel: '01',
      registerTypeName: 'Unit',
      readings: [
        { readingDate: '2026-11-23T12:00:00', readingValue: 100, readType: 'C' },
        { readingDate: '2026-11-23T12:00:00', readingValue: 200, readType: 'C' },
      ],
    };
    expect(latestReading(sameDay)?.readingValue).toBe(200);
    expect(historyRows([{ ...gas, registers: [sameDay] }]).map((row) => row.reading)).toEqual(['000200', '000100']);
  });

  it('has none for a register without history', () => {
    expect(latestReading(nth(gas.registers, 0))).toBeUndefined();
  });
});

describe('availableFuels and metersOfFuel', () => {
  it('offers only the fuels the account has, electricity first', () => {
    expect(availableFuels(account([gas, economy7], { hasElectricity: true, hasGas: true }))).toEqual([
      'electricity',
      'gas',
    ]);
    expect(availableFuels(account([gas], { hasGas: true }))).toEqual(['gas']);
    expect(availableFuels(account([economy7], { hasElectricity: true }))).toEqual(['electricity']);
    // A meter on the account counts even if the flag disagrees.
    expect(availableFuels(account([gas]))).toEqual(['gas']);
  });

  it('filters meters by fuel', () => {
    expect(metersOfFuel(account([gas, economy7]), 'gas')).toEqual([gas]);
    expect(metersOfFuel(account([gas, economy7]), 'electricity')).toEqual([economy7]);
  });
});

describe('historyRows', () => {
  it('lists every register, newest first, with the date part only and padded readings', () => {
    const rows = historyRows([economy7]);
    expect(rows.map((row) => [row.register, row.readingDate, row.reading])).toEqual([
      ['01 (Day)', '15/10/2026', '035398'],
      ['02 (Night)', '15/10/2026', '012877'],
      ['01 (Day)', '15/09/2026', '035120'],
      ['02 (Night)', '15/09/2026', '012690'],
      ['01 (Day)', '15/08/2026', '034800'],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('names the meter when the fuel has more than one', () => {
    const second = { ...economy7, meterId: 'E8', serial: 'E99', registers: [nth(economy7.registers, 0)] };
    expect(historyRows([economy7, second])[0]?.register).toMatch(/, meter E/);
  });
});

describe('formatting', () => {
  it.each([
    ['2026-10-15T10:00:00', '15/10/2026'],
    ['2026-01-02', '02/01/2026'],
    ['2026-03-29T00:30:00Z', '29/03/2026'],
    ['yesterday', 'yesterday'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatReadingDate(input)).toBe(expected);
  });

  it('pads readings to the six digits of the meter face', () => {
    expect(padReading(987)).toBe('000987');
    expect(padReading(999999)).toBe('999999');
  });
});
