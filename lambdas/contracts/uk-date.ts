/*
 * Dates as a UK supplier counts them: the day in Great Britain, whatever time zone the code runs
 * in (UTC in AWS). A reading taken at 00:30 BST on 1 July is a 1 July reading; prices valid from
 * 1 October start at midnight UK time (23:00 UTC while summer time lasts).
 */

export const UK_TIME_ZONE = 'Europe/London';

// Made on first use, not when the module loads: a browser's first Intl formatter costs a slow
// phone's CPU, which the meter-reading page would otherwise pay while it hydrates
// (docs/performance.md › Figures behind choices in the code).
let ukDateFormat: Intl.DateTimeFormat | undefined;

function ukParts(instant: Date): Record<string, string> {
  ukDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(ukDateFormat.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The UK date of an instant, as YYYY-MM-DD. */
export function ukDate(instant: Date): string {
  const parts = ukParts(instant);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The instant a UK date (YYYY-MM-DD) begins: '2026-10-01' -> 2026-09-30T23:00:00.000Z. */
export function ukMidnight(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  // The UK is at UTC or one hour ahead; at 00:00 UTC the clocks have not changed yet that day.
  const hourInUk = Number(ukParts(utcMidnight).hour);
  return new Date(utcMidnight.getTime() - hourInUk * 3_600_000);
}
