/*
 * The price-cap comparison's words, apart from its schema: no zod at run time, so the price-cap
 * function and the home page's first JavaScript can import them.
 */

/** Shown in a badge whose value is unknown (docs/product/home.md › Price-cap badges). */
export const MISSING_DISPLAY_VALUE = '--';

export const priceCapMessages = {
  unavailable: 'Our price comparison could not be loaded just now. Please try again later.',
  timedOut: 'Our price comparison took too long to load. Please try again later.',
  /** The latest cap period has ended and the next one is not set yet. */
  beingUpdated: 'The price cap figures are being updated, so we cannot compare prices just now.',
} as const;
