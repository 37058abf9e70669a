/* The meter-reading journey's words and reading size, shared by the API and the pages; no zod, so a page can use them before any schema loads. */

/** Every message of the meter-reading journey, shared by the API and the pages. */
export const meterReadingMessages = {
  readingRequired: 'Please enter a reading first',
  readingIncomplete: 'Enter all 6 digits of the reading, including any leading zeros',
  confirmRequired: 'Please confirm by ticking the checkbox',
  readingFormat: 'The reading must be 1 to 6 digits',
  fuelRequired: 'Choose electricity or gas',
  meterRequired: 'The meter is missing',
  registerRequired: 'The register is missing',
  meterNotOnAccount: 'We could not find that meter on your account.',
  registerNotOnMeter: 'We could not find that register on your meter.',
  wrongFuel: 'That meter does not supply the fuel you chose.',
  /** Defaults when the reading workflow gives no message of its own (docs/product/meter-readings.md › Meter readings). */
  submitted: 'Reading submitted successfully!',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** An identical reading is still being sent by another request (docs/product/meter-readings.md › Meter readings). */
  inProgress: 'This reading is already being sent. Please wait a moment and check your reading history.',
} as const;

/**
 * Number of whole-unit digits on the meter face: six boxes, decimals always 00
 * (docs/product/meter-readings.md › Meter readings).
 */
export const READING_DIGITS = 6;
