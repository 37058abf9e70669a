import { describe, expect, it } from 'vitest';
import {
  allowanceSince,
  checkPlausibility,
  MAX_UNITS_PER_30_DAYS,
} from '../../../../../web/src/features/meter-reading/plausibility';

const today = new Date('2026-11-14T12:00:00Z');
const previous = { value: 35_398, readingDate: '2026-10-15T10:00:00' };

describe('checkPlausibility', () => {
  it('accepts anything when there is no previous reading', () => {
    expect(checkPlausibility({ fuel: 'electricity', reading: 999_999, today })).toEqual({ kind: 'plausible' });
  });

  it.each([
    ['the same reading', 35_398],
    ['a normal month', 35_700],
    ['exactly the allowance', 35_398 + 5_000],
  ])('accepts %s', (_, reading) => {
    expect(checkPlausibility({ fuel: 'electricity', reading, previous, today })).toEqual({ kind: 'plausible' });
  });

  it('flags a lower reading', () => {
    expect(checkPlausibility({ fuel: 'electricity', reading: 35_397, previous, today })).toEqual({ kind: 'lower' });
  });

  it('flags a reading more than the monthly allowance above the previous one', () => {
    expect(checkPlausibility({ fuel: 'electricity', reading: 35_398 + 5_001, previous, today })).toEqual({
      kind: 'high',
      units: 5_001,
      allowance: 5_000,
    });
  });

  it('uses the smaller gas allowance', () => {
    expect(
      checkPlausibility({
        fuel: 'gas',
        reading: 1_987 + 1,
        previous: { value: 987, readingDate: '2026-10-20' },
        today,
      }),
    ).toMatchObject({ kind: 'high', allowance: 1_000 });
  });

  it('explains a dial that has gone past 999999 instead of calling it lower', () => {
    expect(
      checkPlausibility({
        fuel: 'electricity',
        reading: 120,
        previous: { value: 999_500, readingDate: '2026-10-15' },
        today,
      }),
    ).toEqual({ kind: 'rollover', units: 620 });
  });

  it('calls a big drop lower, not a roll-over, when wrapping would mean implausible use', () => {
    expect(
      checkPlausibility({
        fuel: 'electricity',
        reading: 120,
        previous: { value: 900_000, readingDate: '2026-10-15' },
        today,
      }),
    ).toEqual({ kind: 'lower' });
  });
});

describe('allowanceSince', () => {
  it('gives at least one month for a recent previous reading', () => {
    expect(allowanceSince('electricity', '2026-11-13', today)).toBe(MAX_UNITS_PER_30_DAYS.electricity);
  });

  it('grows with the time since the previous reading', () => {
    expect(allowanceSince('electricity', '2026-08-16', today)).toBe(15_000);
    expect(allowanceSince('gas', '2026-08-16T08:00:00', today)).toBe(3_000);
  });

  it('falls back to one month for a date it cannot read', () => {
    expect(allowanceSince('gas', 'unknown', today)).toBe(1_000);
  });
});
