/*
 * UK dates as the site writes them. Month names, not Intl.DateTimeFormat: a page's first Intl
 * formatter costs a slow phone's CPU while it hydrates (docs/performance.md › Figures behind choices in the code),
 * and a YYYY-MM-DD date needs no time zone or locale data.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2025-04-01' -> '1 April 2025', the same wherever the page is built or read. */
export function dateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** '2026-02-01' -> 'February 2026'. */
export function monthText(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The day before a UK date (YYYY-MM-DD): the last day of a period given with an exclusive end. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
