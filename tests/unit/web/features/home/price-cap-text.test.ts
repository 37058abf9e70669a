import { describe, expect, it } from 'vitest';
import { capPeriodText, yearlyPoundsText } from '../../../../../web/src/features/home/price-cap-text';
import { dayBefore } from '../../../../../web/src/lib/date-text';

describe('the price-cap words', () => {
  it('rounds a yearly estimate to whole pounds, half up', () => {
    expect(yearlyPoundsText(161_369)).toBe('£1,614');
    expect(yearlyPoundsText(161_349)).toBe('£1,613');
    expect(yearlyPoundsText(161_350)).toBe('£1,614');
    expect(yearlyPoundsText(99_949)).toBe('£999');
  });

  it('names a cap period by its first and last days (every period has an end)', () => {
    expect(capPeriodText({ estimatedAnnualCostPence: 1, validFrom: '2026-10-01', validTo: '2027-01-01' })).toBe(
      'for 1 October 2026 to 31 December 2026',
    );
    expect(capPeriodText({ estimatedAnnualCostPence: 1, validFrom: '2026-07-01', validTo: '2026-10-01' })).toBe(
      'for 1 July 2026 to 30 September 2026',
    );
  });

  it('finds the day before across months, years and a leap day', () => {
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2026-10-01')).toBe('2026-09-30');
  });
});
