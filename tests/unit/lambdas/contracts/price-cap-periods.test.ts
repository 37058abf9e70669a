import { describe, expect, it } from 'vitest';
import { capDaysLeft, capStatusOn, daysBetween } from '#contracts/price-cap-periods';
import type { CapIndex } from '#contracts/regulator-parameters';
import { ukDate } from '#contracts/uk-date';

/*
 * Which cap period applies on a UK date, and when none does (docs/product/home.md › Price-cap
 * badges): an ended period is never current, from the first minute of the UK day it ends on.
 */

const index: CapIndex = {
  writtenAt: '',
  periods: [
    { validFrom: '2026-07-01', validTo: '2026-10-01', revision: 'r1' },
    { validFrom: '2026-10-01', validTo: '2027-01-01', revision: 'r2' },
  ],
};

describe('the cap period of a UK date', () => {
  it('is the period containing it, the next one from its first day, and none from the latest end', () => {
    expect(capStatusOn(index, '2026-09-30')).toMatchObject({
      status: 'current',
      period: { revision: 'r1' },
      next: { revision: 'r2' },
    });
    expect(capStatusOn(index, '2026-10-01')).toMatchObject({
      status: 'current',
      period: { revision: 'r2' },
      next: undefined,
    });
    expect(capStatusOn(index, '2026-12-31')).toMatchObject({ status: 'current', period: { revision: 'r2' } });
    expect(capStatusOn(index, '2027-01-01')).toEqual({ status: 'ended', latest: index.periods[1] });
    expect(capStatusOn(index, '2027-06-30')).toMatchObject({ status: 'ended' });
    expect(capStatusOn(index, '2026-06-30')).toEqual({ status: 'none' });
    expect(capStatusOn({ periods: [], writtenAt: '' }, '2026-11-27')).toEqual({ status: 'none' });
  });

  it('turns at UK midnight, whatever the clocks: GMT on 1 January, BST on 1 April and 1 July', () => {
    const spring: CapIndex = {
      writtenAt: '',
      periods: [{ validFrom: '2027-01-01', validTo: '2027-04-01', revision: 'r3' }],
    };
    // 31 December 23:59:59 GMT is still 2026; one second later the period has ended.
    expect(capStatusOn(index, ukDate(new Date('2026-12-31T23:59:59Z'))).status).toBe('current');
    expect(capStatusOn(index, ukDate(new Date('2027-01-01T00:00:00Z'))).status).toBe('ended');
    // 1 April 2027 starts at 23:00 UTC on 31 March (BST began on 28 March).
    expect(capStatusOn(spring, ukDate(new Date('2027-03-31T22:59:59Z'))).status).toBe('current');
    expect(capStatusOn(spring, ukDate(new Date('2027-03-31T23:00:00Z'))).status).toBe('ended');
    // 1 October 2026 began at 23:00 UTC on 30 September (BST until 25 October).
    expect(capStatusOn(index, ukDate(new Date('2026-09-30T22:59:59Z')))).toMatchObject({ period: { revision: 'r1' } });
    expect(capStatusOn(index, ukDate(new Date('2026-09-30T23:00:00Z')))).toMatchObject({ period: { revision: 'r2' } });
  });
});

describe('days of cap left', () => {
  it('counts to the end of the last period that follows on from today, 0 once none applies', () => {
    expect(daysBetween('2026-12-30', '2027-01-01')).toBe(2);
    expect(daysBetween('2027-03-27', '2027-04-01')).toBe(5);
    expect(capDaysLeft(index, '2026-09-30')).toBe(93);
    expect(capDaysLeft(index, '2026-12-18')).toBe(14);
    expect(capDaysLeft(index, '2026-12-31')).toBe(1);
    expect(capDaysLeft(index, '2027-01-01')).toBe(0);
    expect(capDaysLeft({ periods: [], writtenAt: '' }, '2027-01-01')).toBe(0);
  });
});
