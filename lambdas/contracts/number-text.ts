/*
 * Numbers as the site's copy writes them, with commas between thousands: 11500 -> '11,500'.
 *
 * Not toLocaleString or Intl.NumberFormat: a page's first Intl formatter loads ICU's locale
 * data, a slow phone's CPU spent while the page hydrates, for a format that never changes
 * (docs/performance.md › Figures behind choices in the code). Same result as
 * `value.toLocaleString('en-GB', { maximumFractionDigits })`, except that a negative rounded to
 * nothing is '0', not '-0' (tests/unit/lambdas/contracts/number-text.test.ts).
 */

/** The largest magnitude written out: beyond it a double no longer holds every unit. */
const LARGEST = Number.MAX_SAFE_INTEGER;
const MOST_PLACES = 3;

/**
 * The magnitude rounded half away from zero in its shortest decimal text, as Intl rounds it:
 * 1.005 -> 1.01 and 491.34999999999997 -> 491.3 at two and one places (no binary error).
 */
function roundedDecimal(magnitude: number, places: number): { whole: string; fraction: string } {
  // Below 1e-6 String() switches to exponent form; such a value rounds to 0 at up to 3 places.
  if (magnitude < 1e-6) return { whole: '0', fraction: '' };
  const [whole = '0', fraction = ''] = String(magnitude).split('.');
  if (fraction.length <= places) return { whole, fraction };
  const roundUp = (fraction[places] ?? '0') >= '5';
  const digits = String(BigInt(whole + fraction.slice(0, places)) + (roundUp ? 1n : 0n)).padStart(places + 1, '0');
  const point = digits.length - places;
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** '1,234,567', '2,700', '12.5' (maximumFractionDigits 1), trailing zeros dropped as en-GB does. */
export function numberText(value: number, maximumFractionDigits = MOST_PLACES): string {
  if (!Number.isFinite(value) || Math.abs(value) > LARGEST) throw new RangeError(`Cannot write ${value} as text`);
  if (!Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0 || maximumFractionDigits > MOST_PLACES)
    throw new RangeError(`numberText writes 0 to ${MOST_PLACES} decimal places`);
  const { whole, fraction } = roundedDecimal(Math.abs(value), maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Whole pounds as the copy shows them: 40 -> '£40', 1284 -> '£1,284'. */
export const poundsText = (pounds: number) => `£${numberText(pounds, 0)}`;
