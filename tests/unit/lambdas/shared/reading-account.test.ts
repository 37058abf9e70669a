import { describe, expect, it } from 'vitest';
import type { Account, Meter } from '#contracts/account';
import { findMeterByRef, meterRef, readingAccount, serialEnding } from '../../../../lambdas/shared/reading-account';

describe('serialEnding', () => {
  it.each([
    ['E19Z004512', '4512'],
    ['G4K00087231', '7231'],
    ['E1234567', '4567'],
    // Shorter than 8: the last half, rounded down, so at least half stays hidden.
    ['E123456', '456'],
    ['G12', '2'],
    ['G1', '1'],
    ['G', ''],
    ['', ''],
  ])('shows %j as %j', (serial, ending) => {
    expect(serialEnding(serial)).toBe(ending);
  });
});

const meter = (
  serial: string,
  meterType: Meter['meterType'],
  readings: Meter['registers'][number]['readings'] = [],
) => ({
  meterId: `id-${serial}`,
  serial,
  mpxn: `mpxn-${serial}`,
  meterType,
  registers: [{ registerLabel: '01', registerTypeName: 'Unit', readings }],
});

const account: Account = {
  accountNo: '1',
  postcode: 'NG1 5FS',
  addressSingleLine: '12 Castle Road, Nottingham, NG1 5FS',
  hasElectricity: true,
  hasGas: true,
  meters: [
    meter('E19Z004512', 'ELECTRICITY', [
      { readingDate: '2026-11-02T18:00:00', readingValue: 300, readType: 'C' },
      { readingDate: '2026-11-02T08:00:00', readingValue: 200, readType: 'E' },
      { readingDate: '2026-10-01T08:00:00', readingValue: 100, readType: 'S' },
    ]),
    meter('G4K00087231', 'GAS'),
  ],
};

describe('meterRef and findMeterByRef', () => {
  it("names a meter by its place and serial's ending, and finds it again by that name only", () => {
    expect(account.meters.map(meterRef)).toEqual(['1-4512', '2-7231']);
    expect(findMeterByRef(account, '2-7231')?.mpxn).toBe('mpxn-G4K00087231');
    for (const ref of ['1-7231', '3-4512', 'G4K00087231', 'mpxn-G4K00087231', 'id-G4K00087231', ''])
      expect(findMeterByRef(account, ref)).toBeUndefined();
  });

  it('does not find a meter exchanged in that place since the lookup', () => {
    const exchanged = { ...account, meters: [meter('E99X000001', 'ELECTRICITY'), ...account.meters.slice(1)] };
    expect(findMeterByRef(exchanged, '1-4512')).toBeUndefined();
  });
});

describe('readingAccount', () => {
  it('keeps the day of each reading, oldest first, the later of one day last', () => {
    const [electricity] = readingAccount(account).meters;
    expect(electricity?.registers[0]?.readings).toEqual([
      { readingDate: '2026-10-01', readingValue: 100 },
      { readingDate: '2026-11-02', readingValue: 200 },
      { readingDate: '2026-11-02', readingValue: 300 },
    ]);
  });

  it('passes on a reading date it cannot read as it is', () => {
    const odd = {
      ...account,
      meters: [meter('E19Z004512', 'ELECTRICITY', [{ readingDate: 'yesterday', readingValue: 1, readType: 'C' }])],
    };
    expect(readingAccount(odd).meters[0]?.registers[0]?.readings).toEqual([
      { readingDate: 'yesterday', readingValue: 1 },
    ]);
  });

  it('drops fields the workflow adds, the postcode, supply numbers, serials and meter ids', () => {
    const withExtra = {
      ...account,
      balancePence: 12_000,
      meters: account.meters.map((m) => ({ ...m, location: 'cupboard' })),
    } as Account;
    const text = JSON.stringify(readingAccount(withExtra));
    for (const absent of [
      'balancePence',
      'location',
      'postcode',
      'mpxn',
      'E19Z004512',
      'G4K00087231',
      'id-',
      'readType',
    ])
      expect(text).not.toContain(absent);
  });
});
