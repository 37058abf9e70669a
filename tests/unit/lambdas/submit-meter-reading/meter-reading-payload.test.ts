import { describe, expect, it } from 'vitest';
import type { Account } from '#contracts/account';
import type { SubmitMeterReadingRequest } from '#contracts/meter-reading';
import { buildReadingPayload, findSubmittedMeter } from '../../../../lambdas/submit-meter-reading/service';

const request: SubmitMeterReadingRequest = {
  fuel: 'electricity',
  accountNo: '100002',
  postcode: 'le1 6rp',
  meterRef: '1-8870',
  register: '02',
  reading: '012900',
};

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

describe('buildReadingPayload', () => {
  it("builds the workflow payload from the account's meter, without the browser-only fields", () => {
    expect(buildReadingPayload(request, account.meters[0]!, new Date('2026-07-31T23:15:00Z'))).toEqual({
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

describe('findSubmittedMeter', () => {
  it('finds the meter its reference names and the register', () => {
    const { meter, register } = findSubmittedMeter(account, request);
    expect([meter.serial, meter.mpxn, register.registerTypeName]).toEqual(['E21K118870', '1300054321987', 'Night']);
  });

  it("finds a meter whose serial is too short to show four characters by its serial's last half", () => {
    expect(findSubmittedMeter(account, { ...request, fuel: 'gas', meterRef: '2-1', register: '01' }).meter.mpxn).toBe(
      '999',
    );
  });

  it.each([
    [{ meterRef: '1-0000' }, 404, 'meter_not_found'],
    [{ meterRef: '2-8870' }, 404, 'meter_not_found'],
    [{ meterRef: 'E21K118870' }, 404, 'meter_not_found'],
    [{ meterRef: '1300054321987' }, 404, 'meter_not_found'],
    [{ register: '03' }, 404, 'register_not_found'],
    [{ fuel: 'gas' as const }, 400, 'wrong_fuel'],
    [{ fuel: 'electricity' as const, meterRef: '2-1', register: '01' }, 400, 'wrong_fuel'],
  ])('refuses %j', (change, status, code) => {
    expect(() => findSubmittedMeter(account, { ...request, ...change })).toThrow(
      expect.objectContaining({ status, code }),
    );
  });
});
