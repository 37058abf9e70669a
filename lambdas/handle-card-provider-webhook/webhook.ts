import type { Context } from 'aws-lambda';
import Stripe from 'stripe';
import { handledWebhookEvents, PAYMENT_IDEMPOTENCY_WINDOW_SECONDS, webhookMessages } from '#contracts/payment-posting';
import * as z from '#contracts/zod';
import { checkoutSessionSchema, PaymentPostingError, postPaidCheckout } from '../shared/card-payment-posting.js';
import { loadConfig } from '../shared/config.js';
import { HttpError, json, type ApiEvent, type ApiResult } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { apiMetricNames, countMetric } from '../shared/metrics.js';
import { AlreadyInFlightError, createOnce, IdempotencyStoreError } from '../shared/idempotency.js';
import { nestsDeeperThan } from '../shared/request-bounds.js';

/** The provider's own default: a signature older than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What happened to an event; the answer's `outcome`, a log key and (later) a metric dimension. */
export type WebhookOutcome =
  'posted' | 'already-posted' | 'payment-failed' | 'awaiting-payment' | 'unusable' | 'ignored' | 'duplicate';

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

type ProviderEvent = z.infer<typeof eventSchema>;

/** Without a Lambda context (unit tests): this route's time-out in lambdas/contracts/routes.ts. */
const fallbackInFlightMs = 15_000;
/** One record per event id: a fast, stored answer to a redelivery (the payment's own record: ../shared/card-payment-posting.ts). */
const eventOnce = createOnce<{ outcome: WebhookOutcome }>({
  keyPrefix: 'card-provider-event',
  windowSeconds: PAYMENT_IDEMPOTENCY_WINDOW_SECONDS,
  fallbackInFlightMs,
});

/** The event type as a metric dimension: the handled ones by name, the rest as `other` (bounded cardinality). */
function metricEventType(type: string): string {
  return (handledWebhookEvents as readonly string[]).includes(type) ? type : 'other';
}

/** The body exactly as the provider sent it: the signature covers these bytes, not a re-encoding. */
export function rawBody(event: ApiEvent): Buffer {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
}

async function verifiedEvent(event: ApiEvent, signingSecret: string): Promise<ProviderEvent> {
  const signature = event.headers?.['stripe-signature'];
  if (!signature) throw new HttpError(400, 'missing_signature', webhookMessages.missingSignature);
  const body = rawBody(event);
  if (nestsDeeperThan(body.toString('utf8'))) throw new HttpError(400, 'invalid_event', webhookMessages.invalidEvent);
  let parsed: unknown;
  try {
    parsed = await Stripe.webhooks.constructEventAsync(body, signature, signingSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      logger.warn('Webhook signature refused');
      countMetric(apiMetricNames.webhookSignatureFailures);
      throw new HttpError(400, 'invalid_signature', webhookMessages.invalidSignature);
    }
    // The SDK parses the body only after the signature matched.
    if (error instanceof SyntaxError) throw new HttpError(400, 'invalid_json', webhookMessages.invalidJson);
    throw error;
  }
  const result = eventSchema.safeParse(parsed);
  if (!result.success) throw new HttpError(400, 'invalid_event', webhookMessages.invalidEvent);
  return result.data;
}

async function processEvent(
  providerEvent: ProviderEvent,
  paymentPostingUrl: string,
  context: Partial<Context>,
): Promise<WebhookOutcome> {
  const paidNow =
    providerEvent.type === 'checkout.session.async_payment_succeeded' ||
    providerEvent.type === 'checkout.session.completed';
  if (!paidNow && providerEvent.type !== 'checkout.session.async_payment_failed') return 'ignored';

  const parsed = checkoutSessionSchema.safeParse(providerEvent.data.object);
  if (!parsed.success) throw new HttpError(400, 'invalid_event', webhookMessages.invalidEvent);
  const session = parsed.data;
  if (providerEvent.type === 'checkout.session.async_payment_failed') {
    logger.info('Card payment failed', { eventId: providerEvent.id });
    return 'payment-failed';
  }
  // A completed checkout with a delayed payment method is paid later (async_payment_succeeded).
  if (session.payment_status !== 'paid') return 'awaiting-payment';

  const report = { paidAt: new Date(providerEvent.created * 1000).toISOString(), eventId: providerEvent.id };
  let outcome: WebhookOutcome;
  try {
    outcome = await postPaidCheckout(session, report, paymentPostingUrl, context);
  } catch (error) {
    if (error instanceof PaymentPostingError)
      throw new HttpError(502, 'payment_posting_failed', webhookMessages.postingFailed);
    throw error;
  }
  if (outcome === 'unusable') {
    // Retrying cannot add an account number: answer 2xx, and the error log tells ops to post by hand
    // (the event's id finds the session in the provider's dashboard).
    logger.error('Paid checkout session without account number or amount', { eventId: providerEvent.id });
  }
  return outcome;
}

/**
 * POST /api/card-provider/webhook (docs/api.md › Card provider webhook): verifies the provider's
 * signature over the raw body, records the event id once and posts a paid checkout's payment to
 * the payment-posting workflow exactly once per checkout session. Only a 2xx ends the provider's
 * retries, so an event that is still in flight elsewhere or whose posting failed answers non-2xx.
 */
export async function handleCardProviderWebhook(event: ApiEvent, context: Partial<Context>): Promise<ApiResult> {
  const config = await loadConfig(['cardProviderWebhookSecret', 'paymentPostingUrl']);
  const providerEvent = await verifiedEvent(event, config.cardProviderWebhookSecret);
  try {
    const { outcome, repeated } = await eventOnce.run(
      providerEvent.id,
      async () => ({ outcome: await processEvent(providerEvent, config.paymentPostingUrl, context) }),
      context,
    );
    const answer: WebhookOutcome = repeated ? 'duplicate' : outcome.outcome;
    logger.info('Webhook event handled', { eventId: providerEvent.id, type: providerEvent.type, outcome: answer });
    countMetric(apiMetricNames.webhookEvents, { type: metricEventType(providerEvent.type), outcome: answer });
    return json(200, { received: true, outcome: answer });
  } catch (error) {
    if (error instanceof AlreadyInFlightError) {
      logger.info('Webhook event already in flight', { eventId: providerEvent.id, keyPrefix: error.keyPrefix });
      throw new HttpError(409, 'event_in_progress', webhookMessages.inFlight);
    }
    if (error instanceof IdempotencyStoreError) {
      logger.error('Idempotency table unusable', { error: (error.cause as Error | undefined)?.name });
      throw new HttpError(503, 'service_unavailable', webhookMessages.storeFailed);
    }
    throw error;
  }
}
