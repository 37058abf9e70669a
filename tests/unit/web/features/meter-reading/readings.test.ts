import { describe, expect, it } from 'vitest';
import type { ReadingAccount, ReadingMeter } from '#contracts/meter-reading';
import {
  availableFuels,
  formatReadingDate,
  historyRows,
  latestReading,
  metersOfFuel,
  padReading,
  withAcceptedReading,
} from '../../../../../web/src/features/meter-reading/readings';
import { nth } from '../../../../support/defined';

const economy7: ReadingMeter = {
  meterRef: '1-8870',
  serialEnding: '8870',
  meterType: 'ELECTRICITY',
  registers: [
    {
      registerLabel: '01',
      registerTypeName: 'Day',
      readings: [
        { readingDate: '2026-09-15', readingValue: 35120 },
        { readingDate: '2026-10-15', readingValue: 35398 },
        { readingDate: '2026-08-15', readingValue: 34800 },
      ],
    },
    {
      registerLabel: '02',
      registerTypeName: 'Night',
      readings: [
        { readingDate: '2026-10-15', readingValue: 12877 },
        { readingDate: '2026-09-15', readingValue: 12690 },
      ],
    },
  ],
};
const gas: ReadingMeter = {
  meterRef: '2-1',
  serialEnding: '1',
  meterType: 'GAS',
  registers: [{ registerLabel: '01', registerTypeName: 'Unit', readings: [] }],
};

function account(
  meters: ReadingMeter[],
  flags: Partial<Pick<ReadingAccount, 'hasElectricity' | 'hasGas'>> = {},
): ReadingAccount {
  return {
    accountNo: '1',
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
        { readingDate: '2026-11-23', readingValue: 100 },
        { readingDate: '2026-11-23', readingValue: 200 },
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

  it("names the meter by its serial's ending when the fuel has more than one", () => {
    const second = { ...economy7, meterRef: '3-0099', serialEnding: '0099', registers: [nth(economy7.registers, 0)] };
    const rows = historyRows([economy7, second]);
    expect(rows.map((row) => row.register)).toContain('01 (Day), meter ending 8870');
    expect(rows.map((row) => row.register)).toContain('01 (Day), meter ending 0099');
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });
});

describe('withAcceptedReading', () => {
  it("adds the reading to the register of the meter it names, dated with today's UK date", () => {
    // The UK day: 23:30 UTC on 31 October is still 31 October (GMT); on 30 September it is 00:30 BST on 1 October.
    const updated = withAcceptedReading(
      account([economy7, gas]),
      '1-8870',
      '02',
      13000,
      new Date('2026-10-31T23:30:00Z'),
    );
    expect(latestReading(nth(nth(updated.meters, 0).registers, 1))).toEqual({
      readingDate: '2026-10-31',
      readingValue: 13000,
    });
    const inSummerTime = withAcceptedReading(
      account([economy7]),
      '1-8870',
      '02',
      13000,
      new Date('2026-09-30T23:30:00Z'),
    );
    expect(nth(nth(inSummerTime.meters, 0).registers, 1).readings.at(-1)).toEqual({
      readingDate: '2026-10-01',
      readingValue: 13000,
    });
    expect(nth(updated.meters, 1)).toEqual(gas);
    expect(nth(nth(updated.meters, 0).registers, 0)).toEqual(nth(economy7.registers, 0));
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
