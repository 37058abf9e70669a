import { describe, expect, it } from 'vitest';
import type { Account } from '#contracts/account';
import type { SubmitMeterReadingRequest } from '#contracts/meter-reading';
import { buildReadingPayload, findSubmittedRegister } from '../../../../lambdas/submit-meter-reading/service';

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
