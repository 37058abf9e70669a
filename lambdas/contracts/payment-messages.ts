/* The payment journey's own words, shared by the API and the pages; no zod, so a page can show them before any schema loads. */

export const paymentMessages = {
  /** Shown when the provider gives no message of its own (docs/product/payment.md › Payment). */
  sessionFailed: 'Failed to create checkout session',
  sessionNotFound: 'We could not find that payment.',
  verificationFailed: 'We could not check the payment just now. Please try again later.',
} as const;
