import { ratesOf, type RateName, type RatePeriod, type TariffKind } from '#contracts/tariff-catalogue';
import { ukMidnight } from '#contracts/uk-date';

/*
 * The catalogue's periods in the API's terms: UK dates become the instants they start at
 * (`2026-10-01` -> `2026-09-30T23:00:00Z`), rates become path segments.
 */

/** The instant a UK date starts, as the API writes it: ISO 8601 in UTC, without milliseconds. */
export function instantOf(ukDay: string): string {
  return ukMidnight(ukDay)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

export function startOf(period: RatePeriod): number {
  return ukMidnight(period.validFrom).getTime();
}

/** When the period ends (exclusive), or Infinity while it has no end. */
export function endOf(period: RatePeriod): number {
  return period.validTo === null ? Number.POSITIVE_INFINITY : ukMidnight(period.validTo).getTime();
}

export function activeAt(period: RatePeriod, at: Date): boolean {
  return startOf(period) <= at.getTime() && at.getTime() < endOf(period);
}

/** True when the period overlaps [from, to): from inclusive, to exclusive, either open. */
export function overlaps(period: RatePeriod, from: Date | undefined, to: Date | undefined): boolean {
  return (from === undefined || endOf(period) > from.getTime()) && (to === undefined || startOf(period) < to.getTime());
}

/** The rates of a kind of tariff, unit rates first. */
export function ratesOfKind(kind: TariffKind): RateName[] {
  return ratesOf(kind);
}

const segments: Record<RateName, string> = {
  standard_unit_rate: 'standard-unit-rates',
  day_unit_rate: 'day-unit-rates',
  night_unit_rate: 'night-unit-rates',
  standing_charge: 'standing-charges',
};

/** The path segment of a rate's history: standard_unit_rate -> standard-unit-rates. */
export function rateSegment(rate: RateName): string {
  return segments[rate];
}

export function rateOfSegment(segment: string): RateName | undefined {
  return (Object.keys(segments) as RateName[]).find((rate) => segments[rate] === segment);
}
