import type { CapIndex, CapPeriodRef } from './regulator-parameters.js';

/*
 * Which price-cap period applies on a UK date, and when there is none: a period that has ended is
 * never presented as current (docs/product/home.md › Price-cap badges). Pure, so the route, the
 * scheduled check and the tests share it.
 */

/**
 * Days before the last period's end from which ops are warned that no next period is set: Ofgem
 * announces a quarter's cap about five weeks before it starts, so two weeks leave time to set it.
 */
export const PRICE_CAP_WARNING_DAYS = 14;

export type CapStatus =
  | { status: 'current'; period: CapPeriodRef; next: CapPeriodRef | undefined }
  /** Today is on or after the end of the latest period: the figures are being updated. */
  | { status: 'ended'; latest: CapPeriodRef }
  /** Nothing published, or today is before the first period. */
  | { status: 'none' };

export function capStatusOn(index: CapIndex, date: string): CapStatus {
  const at = index.periods.findIndex((period) => period.validFrom <= date && date < period.validTo);
  const period = index.periods[at];
  if (period) return { status: 'current', period, next: index.periods[at + 1] };
  const latest = index.periods.at(-1);
  if (latest && latest.validTo <= date) return { status: 'ended', latest };
  return { status: 'none' };
}

/** Whole days from one UK date to a later one: daysBetween('2026-12-30', '2027-01-01') = 2. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Days until no period applies any more (the end of the last period that follows on from today's
 * without a gap), 0 when none applies today: the scheduled check's metric
 * (lambdas/check-price-cap/handler.ts) and its alarms.
 */
export function capDaysLeft(index: CapIndex, date: string): number {
  const status = capStatusOn(index, date);
  if (status.status !== 'current') return 0;
  const last = index.periods.at(-1)!;
  return daysBetween(date, last.validTo);
}
