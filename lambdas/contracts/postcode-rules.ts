/**
 * The one postcode rule of the whole site (home quote form, payment, meter reading, API).
 * Plain functions without zod, so the home page's quote form stays light; the API's schema is
 * in postcode.ts.
 */
export const postcodeMessages = {
  required: 'Postcode is required',
  invalid: 'Invalid UK postcode format',
} as const;

/**
 * Outward code (area, district) and inward code (sector, unit); GIR 0AA is Girobank's historic code.
 * Its source also goes to web/public/early-events.js (the home page's quote form), which checks a
 * postcode typed before the app has hydrated.
 */
export const ukPostcodePattern = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;
const UK_POSTCODE = ukPostcodePattern;

/** Upper case with every whitespace character removed: the form sent to upstreams and quote links. */
export function compactPostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A valid postcode as people write it, the inward code after a space: 'ng15fs' -> 'NG1 5FS'. */
export function displayPostcode(value: string): string {
  const compact = compactPostcode(value);
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE.test(compactPostcode(value));
}

/** The message to show for a postcode as typed, or undefined when it is acceptable. */
export function postcodeError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return postcodeMessages.required;
  return isUkPostcode(trimmed) ? undefined : postcodeMessages.invalid;
}
