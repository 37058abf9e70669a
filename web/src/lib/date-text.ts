const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A UK date as the site writes it: '2026-11-25' -> '25 November 2026'. */
export const dateText = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** The day before a UK date (YYYY-MM-DD): the last day of a period given with an exclusive end. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
