import { describe, expect, it } from 'vitest';
import { publishedFigures, type PublishedFigures } from '../../../../web/src/lib/published-figures';
import {
  addMonths,
  assertPublishedFiguresCurrent,
  isoDay,
  publishedFiguresProblems,
  staleAfter,
} from '../../../../web/src/lib/published-figures-rules';
import { checkedPublishedFigures } from '../../../../web/vite.config';
import { nth } from '../../../support/defined';

/** A deep copy to break one field of. */
function copy(): PublishedFigures {
  return structuredClone<PublishedFigures>(publishedFigures);
}

/** A day on which every sample set is current. */
const CURRENT_DAY = '2026-11-25';

describe('the published figures (web/src/lib/published-figures.ts)', () => {
  it('may be published today: no field missing, no period stale (this fails when ops must update them)', () => {
    expect(publishedFiguresProblems(publishedFigures, isoDay(new Date()))).toEqual([]);
  });

  it('have no problem on a day when all the samples are current', () => {
    expect(publishedFiguresProblems(publishedFigures, CURRENT_DAY)).toEqual([]);
  });

  it('a missing field is named', () => {
    const figures = copy() as unknown as { complaints: { annual: Record<string, unknown> } };
    delete figures.complaints.annual.notResolvedByEndOfNextWorkingDay;
    expect(publishedFiguresProblems(figures, CURRENT_DAY)).toEqual([
      'complaints.annual.notResolvedByEndOfNextWorkingDay: missing or not valid (invalid_type)',
    ]);
  });

  it('an unknown field, an empty list and a percentage over 100 are refused', () => {
    const figures = copy() as unknown as Record<string, Record<string, unknown>>;
    figures.fuelMix!.comment = 'typo';
    const complaints = copy().complaints;
    figures.complaints = { ...complaints, quarters: [] };
    const problems = publishedFiguresProblems(figures, CURRENT_DAY);
    expect(problems).toContain('fuelMix: missing or not valid (unrecognized_keys)');
    expect(problems).toContain('complaints.quarters: missing or not valid (too_small)');

    const over = copy();
    (over.complaints.annual as { resolvedWithinEightWeeksPercent: number }).resolvedWithinEightWeeksPercent = 101;
    expect(publishedFiguresProblems(over, CURRENT_DAY)).toEqual([
      'complaints.annual.resolvedWithinEightWeeksPercent: missing or not valid (too_big)',
    ]);
  });

  it('each set goes stale on its own day, and the build names it', () => {
    expect(staleAfter.fuelMix(publishedFigures)).toBe('2027-10-01');
    expect(staleAfter.annualComplaints(publishedFigures)).toBe('2027-03-31');
    expect(staleAfter.quarterlyComplaints(publishedFigures)).toBe('2027-03-30');
    expect(staleAfter.guaranteedStandards(publishedFigures)).toBe('2027-11-25');
    expect(staleAfter.warmHomeDiscount(publishedFigures)).toBe('2027-03-31');

    const problems = publishedFiguresProblems(publishedFigures, '2027-04-01');
    expect(problems).toEqual([
      'complaints.annual: the next annual report was due by 2027-03-31: update web/src/lib/published-figures.ts (stale)',
      'complaints.quarters: a newer quarter was due by 2027-03-30: update web/src/lib/published-figures.ts (stale)',
      'warmHomeDiscount: the scheme year ended by 2027-03-31: update web/src/lib/published-figures.ts (stale)',
    ]);
    expect(() => assertPublishedFiguresCurrent(publishedFigures, '2027-04-01')).toThrow(
      /cannot be published on 2027-04-01:\n- complaints\.annual/,
    );
    expect(publishedFiguresProblems(publishedFigures, '2027-10-02')).toContain(
      'fuelMix: the next disclosure was due by 2027-10-01: update web/src/lib/published-figures.ts (stale)',
    );
  });

  it('periods must have the shape the rules give them', () => {
    const figures = copy();
    Object.assign(figures.fuelMix, { period: { from: '2025-01-01', to: '2025-12-31' }, publishedOn: '2026-11-01' });
    Object.assign(figures.complaints.annual, { period: { from: '2025-07-01', to: '2025-12-31' } });
    Object.assign(figures.complaints.quarters[0], { period: { from: '2026-07-01', to: '2026-07-31' } });
    expect(publishedFiguresProblems(figures, CURRENT_DAY)).toEqual([
      'fuelMix.period: a fuel mix covers 1 April to 31 March',
      'fuelMix.publishedOn: 2026-11-01 is after the deadline, 2025-10-01',
      'complaints.annual.period: the annual report covers 12 months',
      'complaints.quarters.0.period: a quarter covers 3 months',
      'fuelMix: the next disclosure was due by 2026-10-01: update web/src/lib/published-figures.ts (stale)',
    ]);
  });

  it('dates must be real and not in the future; shares must add up to 100% over the same sources', () => {
    const figures = copy();
    Object.assign(figures.warmHomeDiscount, { lastUpdated: '2026-02-30' });
    Object.assign(figures.guaranteedStandards, { lastReviewed: '2026-12-01' });
    Object.assign(figures.fuelMix.ukAverage.shares[0], { percent: 50 });
    Object.assign(nth(figures.fuelMix.ukAverage.shares, 1), { source: 'Gas' });
    expect(publishedFiguresProblems(figures, CURRENT_DAY)).toEqual([
      'fuelMix.ukAverage.shares: the shares add up to 102.4%, not 100%',
      'fuelMix.ukAverage.shares: list the same sources in the same order as fuelMix.supplier.shares',
      'guaranteedStandards.lastReviewed: 2026-12-01 is after today (2026-11-25)',
      'warmHomeDiscount.lastUpdated: 2026-02-30 is not a real day',
    ]);
  });

  it('adds months as the calendar does', () => {
    expect(addMonths('2025-12-31', 15)).toBe('2027-03-31');
    expect(addMonths('2026-09-30', 6)).toBe('2027-03-30');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('the build refuses stale figures (the Vite plugin of web/vite.config.ts)', () => {
    const plugin = checkedPublishedFigures(() => new Date('2030-01-01T12:00:00Z'));
    expect(plugin.apply).toBe('build');
    const configResolved = plugin.configResolved as () => void;
    expect(() => configResolved()).toThrow(/cannot be published on 2030-01-01/);
    expect(() =>
      // The day the register of facts was last checked (web/fact-register.ts): both are current on it.
      (checkedPublishedFigures(() => new Date('2026-11-27T12:00:00Z')).configResolved as () => void)(),
    ).not.toThrow();
  });
});
