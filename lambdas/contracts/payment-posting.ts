import { paymentReferencePattern } from './payment.js';
import * as z from './zod.js';

/**
 * The payment-posting workflow's contract (docs/api.md › Card provider webhook). The webhook
 * route, or the scheduled reconciliation when the webhook never posted it (docs/api.md ›
 * Reconciliation of missed webhooks), sends one `POST` with this JSON per paid checkout session, with an `Idempotency-Key`
 * header equal to `postingKey`, so the workflow can refuse a repeat on its side too. Any 2xx
 * means "posted"; anything else (or no answer in time) means "not posted": the webhook then
 * answers 5xx and the card provider delivers the event again.
 */
export const paymentPostingSchema = z.object({
  /** Stable per payment: `card-checkout-<checkout session id>`. */
  postingKey: z.string().min(1),
  accountNo: z.string().min(1),
  /** Integer pence, as the card provider reports the session's total. */
  amountPence: z.number().int().positive(),
  /** ISO 4217, upper case (the provider sends `gbp`). */
  currency: z.string().length(3),
  /**
   * When the provider recorded the payment, ISO 8601 UTC: the event's `created`, or, for a payment
   * the scheduled reconciliation found, its PaymentIntent's `created` (when the payer confirmed).
   */
  paidAt: z.iso.datetime(),
  /**
   * The reference the payer was shown and the provider's receipt carries ("7K3Q-9XBD",
   * lambdas/contracts/payment.ts), so the workflow can record it against the payment. Absent
   * for a checkout session created without one.
   */
  reference: z.string().regex(paymentReferencePattern).optional(),
  provider: z.object({
    checkoutSessionId: z.string().min(1),
    paymentIntentId: z.string().min(1).nullable(),
    /** The event that reported the payment; null when the scheduled reconciliation posted it (no event reached us). */
    eventId: z.string().min(1).nullable(),
  }),
});
export type PaymentPosting = z.infer<typeof paymentPostingSchema>;

export function paymentPostingKey(checkoutSessionId: string): string {
  return `card-checkout-${checkoutSessionId}`;
}

/** The card provider's event types the webhook endpoint is subscribed to (docs/operations.md › Deploying to AWS). */
export const handledWebhookEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
] as const;

/**
 * How long an event id and a posted payment are remembered. The provider retries a failed
 * delivery for up to three days and ops can resend an event by hand later; 35 days covers both.
 */
export const PAYMENT_IDEMPOTENCY_WINDOW_SECONDS = 35 * 24 * 60 * 60;

/** Messages for the provider's delivery log (ops read them there); never shown to payers. */
export const webhookMessages = {
  missingSignature: 'The signature header is missing.',
  invalidSignature: 'The webhook signature could not be verified.',
  invalidJson: 'The request body must be valid JSON.',
  invalidEvent: 'The request body is not a card provider event.',
  inFlight: 'This event or payment is being processed. Please retry later.',
  postingFailed: 'The payment could not be posted just now. Please retry later.',
  storeFailed: 'The event could not be recorded just now. Please retry later.',
} as const;
