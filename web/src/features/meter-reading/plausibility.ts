import type { Fuel } from '#contracts/meter-reading';
import { READING_DIGITS } from '#contracts/meter-reading-rules';

/**
 * Units a household could plausibly use in 30 days. Far above any home: a typical one uses
 * about 225 kWh of electricity and under 100 m³ of gas a month (2,700 kWh / 11,500 kWh a year),
 * so a gap this big almost always means a mistyped digit.
 */
export const MAX_UNITS_PER_30_DAYS: Record<Fuel, number> = { electricity: 5_000, gas: 1_000 };

/** The meter face wraps from 999999 to 000000. */
const DIAL_SIZE = 10 ** READING_DIGITS;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PlausibilityResult =
  | { kind: 'plausible' }
  /** Lower than the previous reading and not explained by the dial going round. */
  | { kind: 'lower' }
  /** Lower, but the dial has gone past 999999: `units` is the use that implies. */
  | { kind: 'rollover'; units: number }
  /** More than the allowance for the time since the previous reading. */
  | { kind: 'high'; units: number; allowance: number };

export interface PlausibilityInput {
  fuel: Fuel;
  reading: number;
  previous?: { value: number; readingDate: string };
  today: Date;
}

/**
 * The allowance for the time since the previous reading: MAX_UNITS_PER_30_DAYS for each 30
 * days, and never less than one month's worth (short gaps still get a full month's allowance).
 */
export function allowanceSince(fuel: Fuel, previousDate: string, today: Date): number {
  const previous = Date.parse(`${previousDate.slice(0, 10)}T00:00:00Z`);
  // Whole days: the reading dates carry no time zone, so hours would be false precision.
  const days = Number.isNaN(previous) ? 0 : Math.max(0, Math.floor((today.getTime() - previous) / DAY_MS));
  return Math.round(MAX_UNITS_PER_30_DAYS[fuel] * Math.max(1, days / 30));
}

/**
 * What leading UK suppliers check before accepting a reading: lower than the last one (unless
 * the dial has gone round), or implausibly far above it. Either asks the user to confirm; the
 * reading is never blocked, as the user is looking at the meter and we are not.
 */
export function checkPlausibility({ fuel, reading, previous, today }: PlausibilityInput): PlausibilityResult {
  if (!previous) return { kind: 'plausible' };
  const allowance = allowanceSince(fuel, previous.readingDate, today);
  if (reading < previous.value) {
    const unitsIfWrapped = reading + DIAL_SIZE - previous.value;
    return unitsIfWrapped <= allowance ? { kind: 'rollover', units: unitsIfWrapped } : { kind: 'lower' };
  }
  const units = reading - previous.value;
  return units > allowance ? { kind: 'high', units, allowance } : { kind: 'plausible' };
}
