import { describe, expect, it } from 'vitest';
import type { Account } from '#contracts/account';
import type { SubmitMeterReadingRequest } from '#contracts/meter-reading';
import {
  buildReadingPayload,
  findSubmittedRegister,
  londonDate,
} from '../../../../lambdas/submit-meter-reading/service';

describe('londonDate', () => {
  it.each([
    // Winter (GMT = UTC): the UTC day is the UK day on both sides of midnight.
    ['2026-01-14T23:59:59Z', '2026-01-14'],
    ['2026-01-15T00:00:00Z', '2026-01-15'],
    // Summer (BST = UTC+1): 23:30 UTC is already tomorrow in the UK.
    ['2026-06-30T22:59:59Z', '2026-06-30'],
    ['2026-06-30T23:00:00Z', '2026-07-01'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
    // Clocks go forward at 01:00 UTC on 29 March 2026.
    ['2026-03-28T23:30:00Z', '2026-03-28'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-03-29T23:30:00Z', '2026-03-30'],
    // Clocks go back at 01:00 UTC on 25 October 2026: 23:30 UTC on the 24th is 00:30 BST on the 25th.
    ['2026-10-24T22:59:59Z', '2026-10-24'],
    ['2026-10-24T23:30:00Z', '2026-10-25'],
    ['2026-10-25T23:30:00Z', '2026-10-25'],
  ])('%s is %s in the UK', (instant, expected) => {
    expect(londonDate(new Date(instant))).toBe(expected);
  });
});

const request: SubmitMeterReadingRequest = {
  fuel: 'electricity',
  accountNo: '100002',
  postcode: 'le1 6rp',
  serialNumber: 'E21K118870',
  register: '02',
  mpanCore: '1300054321987',
  reading: '012900',
};

describe('buildReadingPayload', () => {
  it('builds the workflow payload without the browser-only fuel field', () => {
    expect(buildReadingPayload(request, new Date('2026-07-31T23:15:00Z'))).toEqual({
      readingDate: '2026-08-01',
      postcode: 'LE16RP',
      accountNo: '100002',
      reading: '012900',
      serialNumber: 'E21K118870',
      register: '02',
      mpanCore: '1300054321987',
      readType: 'C',
    });
  });
});

describe('findSubmittedRegister', () => {
  const account: Account = {
    accountNo: '100002',
    postcode: 'LE1 6RP',
    addressSingleLine: 'Flat 3',
    hasElectricity: true,
    hasGas: true,
    meters: [
      {
        meterId: 'e',
        serial: 'E21K118870',
        mpxn: '1300054321987',
        meterType: 'ELECTRICITY',
        registers: [
          { registerLabel: '01', registerTypeName: 'Day', readings: [] },
          { registerLabel: '02', registerTypeName: 'Night', readings: [] },
        ],
      },
      {
        meterId: 'g',
        serial: 'G1',
        mpxn: '999',
        meterType: 'GAS',
        registers: [{ registerLabel: '01', registerTypeName: 'Unit', readings: [] }],
      },
    ],
  };

  it('finds the register of a meter matched by serial and supply number', () => {
    expect(findSubmittedRegister(account, request).registerTypeName).toBe('Night');
  });

  it.each([
    [{ serialNumber: 'E00000000' }, 404, 'meter_not_found'],
    [{ mpanCore: '999' }, 404, 'meter_not_found'],
    [{ register: '03' }, 404, 'register_not_found'],
    [{ fuel: 'gas' as const }, 400, 'wrong_fuel'],
    [{ fuel: 'electricity' as const, serialNumber: 'G1', mpanCore: '999', register: '01' }, 400, 'wrong_fuel'],
  ])('refuses %j', (change, status, code) => {
    expect(() => findSubmittedRegister(account, { ...request, ...change })).toThrow(
      expect.objectContaining({ status, code }),
    );
  });
});
