import * as z from '#contracts/zod';
import type { IsoDate, Period, PublishedFigures } from './published-figures';

/**
 * The build's check of the published figures (docs/product/regulatory-pages.md › Published
 * figures): every field present and of the right kind, the periods shaped as the rules say, and
 * none of them stale on the day of the build. Run by web/prerender.ts before any page is written
 * and by tests/unit/web/lib/published-figures-rules.test.ts; never part of the browser bundle.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const period = z.strictObject({ from: isoDate, to: isoDate });
const percent = z.number().min(0).max(100);
const count = z.number().int().nonnegative();
const text = z.string().trim().min(1);

const fuelMixFigures = z.strictObject({
  shares: z
    .array(z.strictObject({ source: text, percent, inText: text }))
    .min(1)
    .readonly(),
  co2GramsPerKwh: z.number().nonnegative(),
  radioactiveWasteGramsPerKwh: z.number().nonnegative(),
});

const quarter = z.strictObject({
  label: text,
  period,
  lastUpdated: isoDate,
  complaintsPer100kCustomers: z.number().nonnegative(),
  resolvedByEndOfNextWorkingDayPercent: percent,
  resolvedWithinEightWeeksPercent: percent,
  topReasons: z.array(text).min(1).readonly(),
});

export const publishedFiguresSchema = z.strictObject({
  complaints: z.strictObject({
    annual: z.strictObject({
      period,
      lastUpdated: isoDate,
      domesticComplaints: count,
      notResolvedByEndOfNextWorkingDay: count,
      resolvedWithinEightWeeksPercent: percent,
    }),
    quarters: z.array(quarter).min(1).readonly(),
  }),
  fuelMix: z.strictObject({
    period,
    publishedOn: isoDate,
    lastUpdated: isoDate,
    supplier: fuelMixFigures,
    ukAverage: fuelMixFigures,
  }),
  guaranteedStandards: z.strictObject({
    paymentPounds: z.number().positive(),
    paymentSince: isoDate,
    paymentSource: z.strictObject({ name: text, url: z.string().regex(/^https:\/\//, 'an https address') }),
    paymentWithinWorkingDays: count.positive(),
    latePaymentPounds: z.number().positive(),
    smartMeterStandardsSince: isoDate,
    lastReviewed: isoDate,
  }),
  warmHomeDiscount: z.strictObject({
    schemeYear: period,
    schemeYearLabel: text,
    amountPounds: z.number().positive(),
    paidBy: text,
    lastUpdated: isoDate,
  }),
});

/** Midnight UTC of a 'YYYY-MM-DD' day, or NaN when it is no real day ('2026-02-30'). */
function dayOf(date: IsoDate): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date ? time : Number.NaN;
}

/** The same day `months` later (clamped to the month's last day), as 'YYYY-MM-DD'. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function isoDay(moment: Date): IsoDate {
  return moment.toISOString().slice(0, 10);
}

/**
 * How long each set may stand before the build refuses it:
 * - fuel mix: until the next disclosure is due, 1 October a year after this one's period ends;
 * - annual complaints report: until 3 months after the next 12 months end;
 * - quarterly complaints: until 6 months after the newest quarter ends (one quarter missed);
 * - Guaranteed Standards amounts: a year after someone last checked them;
 * - Warm Home Discount: until its scheme year ends.
 */
export const staleAfter = {
  fuelMix: (figures: PublishedFigures) => `${Number(figures.fuelMix.period.to.slice(0, 4)) + 1}-10-01`,
  annualComplaints: (figures: PublishedFigures) => addMonths(figures.complaints.annual.period.to, 15),
  quarterlyComplaints: (figures: PublishedFigures) => addMonths(figures.complaints.quarters[0].period.to, 6),
  guaranteedStandards: (figures: PublishedFigures) => addMonths(figures.guaranteedStandards.lastReviewed, 12),
  warmHomeDiscount: (figures: PublishedFigures) => figures.warmHomeDiscount.schemeYear.to,
} as const;

function periodProblems(name: string, value: Period, problems: string[]) {
  const from = dayOf(value.from);
  const to = dayOf(value.to);
  if (Number.isNaN(from) || Number.isNaN(to))
    problems.push(`${name}: ${value.from} to ${value.to} is not a real period`);
  else if (from > to) problems.push(`${name}: the period ends (${value.to}) before it starts (${value.from})`);
}

function notAfterToday(name: string, date: IsoDate, today: IsoDate, problems: string[]) {
  if (Number.isNaN(dayOf(date))) problems.push(`${name}: ${date} is not a real day`);
  else if (date > today) problems.push(`${name}: ${date} is after today (${today})`);
}

function sumProblem(name: string, shares: readonly { percent: number }[]): string | undefined {
  const total = shares.reduce((sum, share) => sum + share.percent, 0);
  return Math.abs(total - 100) > 0.15 ? `${name}: the shares add up to ${total.toFixed(1)}%, not 100%` : undefined;
}

/**
 * Every problem with the figures on `today` (an empty list when they may be published), each
 * naming the field and what to do; `figures` is unknown because ops may have broken any part.
 */
export function publishedFiguresProblems(figures: unknown, today: IsoDate): string[] {
  const parsed = publishedFiguresSchema.safeParse(figures);
  if (!parsed.success)
    return parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(figures)'}: missing or not valid (${issue.code})`,
    );
  const data = parsed.data as PublishedFigures;
  const problems: string[] = [];

  const { fuelMix, complaints, guaranteedStandards, warmHomeDiscount } = data;
  periodProblems('fuelMix.period', fuelMix.period, problems);
  if (!fuelMix.period.from.endsWith('-04-01') || !fuelMix.period.to.endsWith('-03-31'))
    problems.push('fuelMix.period: a fuel mix covers 1 April to 31 March');
  else if (Number(fuelMix.period.to.slice(0, 4)) !== Number(fuelMix.period.from.slice(0, 4)) + 1)
    problems.push('fuelMix.period: a fuel mix covers one year, 1 April to the next 31 March');
  const publishBy = `${fuelMix.period.to.slice(0, 4)}-10-01`;
  if (fuelMix.publishedOn > publishBy)
    problems.push(`fuelMix.publishedOn: ${fuelMix.publishedOn} is after the deadline, ${publishBy}`);
  if (fuelMix.publishedOn <= fuelMix.period.to)
    problems.push('fuelMix.publishedOn: published before the period it discloses ended');
  notAfterToday('fuelMix.lastUpdated', fuelMix.lastUpdated, today, problems);
  for (const [name, mix] of [
    ['fuelMix.supplier.shares', fuelMix.supplier.shares],
    ['fuelMix.ukAverage.shares', fuelMix.ukAverage.shares],
  ] as const) {
    const problem = sumProblem(name, mix);
    if (problem) problems.push(problem);
  }
  const sources = (mix: readonly { source: string }[]) => mix.map((share) => share.source).join(', ');
  if (sources(fuelMix.supplier.shares) !== sources(fuelMix.ukAverage.shares))
    problems.push('fuelMix.ukAverage.shares: list the same sources in the same order as fuelMix.supplier.shares');

  const annual = complaints.annual;
  periodProblems('complaints.annual.period', annual.period, problems);
  if (realPeriod(annual.period) && addMonths(annual.period.from, 12) !== nextDay(annual.period.to))
    problems.push('complaints.annual.period: the annual report covers 12 months');
  if (annual.notResolvedByEndOfNextWorkingDay > annual.domesticComplaints)
    problems.push('complaints.annual.notResolvedByEndOfNextWorkingDay: more than the complaints received');
  notAfterToday('complaints.annual.lastUpdated', annual.lastUpdated, today, problems);
  complaints.quarters.forEach((quarterFigures, index) => {
    const name = `complaints.quarters.${index}.period`;
    periodProblems(name, quarterFigures.period, problems);
    if (
      realPeriod(quarterFigures.period) &&
      addMonths(quarterFigures.period.from, 3) !== nextDay(quarterFigures.period.to)
    )
      problems.push(`${name}: a quarter covers 3 months`);
    const newer = complaints.quarters[index - 1];
    if (newer && newer.period.from <= quarterFigures.period.from)
      problems.push(`${name}: list the quarters newest first`);
    notAfterToday(`${name}.to`, quarterFigures.period.to, today, problems);
    notAfterToday(`complaints.quarters.${index}.lastUpdated`, quarterFigures.lastUpdated, today, problems);
  });

  notAfterToday('guaranteedStandards.paymentSince', guaranteedStandards.paymentSince, today, problems);
  notAfterToday('guaranteedStandards.lastReviewed', guaranteedStandards.lastReviewed, today, problems);

  periodProblems('warmHomeDiscount.schemeYear', warmHomeDiscount.schemeYear, problems);
  notAfterToday('warmHomeDiscount.lastUpdated', warmHomeDiscount.lastUpdated, today, problems);

  const stale: [string, IsoDate][] = [
    ['fuelMix: the next disclosure was due', staleAfter.fuelMix(data)],
    ['complaints.annual: the next annual report was due', staleAfter.annualComplaints(data)],
    ['complaints.quarters: a newer quarter was due', staleAfter.quarterlyComplaints(data)],
    ['guaranteedStandards: the amounts were due for a check', staleAfter.guaranteedStandards(data)],
    ['warmHomeDiscount: the scheme year ended', staleAfter.warmHomeDiscount(data)],
  ];
  for (const [what, limit] of stale)
    if (today > limit) problems.push(`${what} by ${limit}: update web/src/lib/published-figures.ts (stale)`);
  return problems;
}

function realPeriod(value: Period): boolean {
  return !Number.isNaN(dayOf(value.from)) && !Number.isNaN(dayOf(value.to));
}

function nextDay(date: IsoDate): IsoDate {
  return isoDay(new Date(dayOf(date) + 24 * 60 * 60 * 1000));
}

/** Throws, listing every problem, unless the figures may be published on `today` (web/prerender.ts). */
export function assertPublishedFiguresCurrent(figures: unknown, today: IsoDate): void {
  const problems = publishedFiguresProblems(figures, today);
  if (problems.length > 0)
    throw new Error(`The published figures cannot be published on ${today}:\n- ${problems.join('\n- ')}`);
}
