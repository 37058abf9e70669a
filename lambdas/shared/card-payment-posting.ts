import type { Context } from 'aws-lambda';
import { PAYMENT_IDEMPOTENCY_WINDOW_SECONDS, paymentPostingKey, type PaymentPosting } from '#contracts/payment-posting';
import { storedPaymentReference } from '#contracts/payment';
import * as z from '#contracts/zod';
import { createOnce } from './idempotency.js';
import { logger } from './logger.js';
import { apiMetricNames, countMetric } from './metrics.js';
import { callUpstream, UpstreamError } from './upstream.js';

/*
 * Posting a paid checkout session to the payment-posting workflow exactly once, whoever finds it:
 * the card provider's webhook (lambdas/handle-card-provider-webhook/webhook.ts) or the scheduled
 * reconciliation (lambdas/reconcile-card-payments/reconcile.ts). Both go through `postPaidCheckout`,
 * so both use the same posting and the same exactly-once record per session.
 */

/** The payment-posting workflow's answer within this, or the posting counts as failed. */
export const PAYMENT_POSTING_TIMEOUT_MS = 5_000;

/** The checkout session fields a posting is made from; `payment_intent` may be expanded to the object. */
export const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  payment_status: z.string(),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_intent: z.union([z.string(), z.object({ id: z.string(), created: z.number().int().optional() })]).nullable(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** What told us the session was paid: the provider's event, or the reconciliation's look at the session. */
export interface PaymentReport {
  /** When the provider recorded the payment, ISO 8601 UTC. */
  paidAt: string;
  /** The event that reported it; null when the reconciliation found the payment without one. */
  eventId: string | null;
}

/** The workflow did not take the posting (failed, unreachable or too slow): nothing was recorded, so a retry posts it. */
export class PaymentPostingError extends Error {
  constructor(readonly kind: string) {
    super('The payment-posting workflow did not take the posting');
    this.name = 'PaymentPostingError';
  }
}

/** `unusable`: paid, but without an account number or a positive amount, so nothing can be posted. */
export type PostingOutcome = 'posted' | 'already-posted' | 'unusable';

/**
 * Without a Lambda context (unit tests): the longest caller's time-out (the reconciliation's,
 * lambdas/contracts/scheduled-jobs.ts), the longest a posting can be in flight.
 */
const fallbackInFlightMs = 120_000;

/** One record per payment, so the webhook's events and the reconciliation post each session once. */
const postingOnce = createOnce<{ postingKey: string }>({
  keyPrefix: 'card-payment-posting',
  windowSeconds: PAYMENT_IDEMPOTENCY_WINDOW_SECONDS,
  fallbackInFlightMs,
});

/** The account the checkout was for: create-checkout-session sets both; metadata first. */
function accountNumberOf(session: CheckoutSession): string | undefined {
  const fromMetadata = session.metadata?.accountNo?.trim();
  return fromMetadata || session.client_reference_id?.trim() || undefined;
}

function postingFor(session: CheckoutSession, report: PaymentReport): PaymentPosting | undefined {
  const accountNo = accountNumberOf(session);
  const amountPence = session.amount_total;
  if (!accountNo || amountPence === null || amountPence <= 0 || !session.currency) return undefined;
  const paymentIntent = session.payment_intent;
  const reference = storedPaymentReference(session.metadata);
  return {
    postingKey: paymentPostingKey(session.id),
    accountNo,
    amountPence,
    currency: session.currency.toUpperCase(),
    paidAt: report.paidAt,
    ...(reference && { reference }),
    provider: {
      checkoutSessionId: session.id,
      paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
      eventId: report.eventId,
    },
  };
}

async function postPayment(posting: PaymentPosting, url: string): Promise<void> {
  try {
    await callUpstream(url, {
      body: posting,
      headers: { 'idempotency-key': posting.postingKey },
      timeoutMs: PAYMENT_POSTING_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    countMetric(apiMetricNames.paymentPostingFailures);
    countMetric(apiMetricNames.upstreamFailures);
    countMetric(apiMetricNames.upstreamFailuresByKind, { upstream: 'payment-posting', kind: error.kind });
    logger.error('Payment posting failed', {
      kind: error.kind,
      status: error.status,
      // The event, never the checkout session: a session id opens its status page (docs/security.md › Access logs without secrets).
      ...(posting.provider.eventId && { eventId: posting.provider.eventId }),
    });
    throw new PaymentPostingError(error.kind);
  }
}

/**
 * Posts a paid checkout session to the payment-posting workflow unless it was posted before (by
 * either caller, within PAYMENT_IDEMPOTENCY_WINDOW_SECONDS). The caller has checked that the
 * session is paid. Throws PaymentPostingError when the workflow did not take it (no record is
 * kept, so the next attempt posts it), AlreadyInFlightError while another instance is posting the
 * same session, IdempotencyStoreError when the records cannot be read or written.
 */
export async function postPaidCheckout(
  session: CheckoutSession,
  report: PaymentReport,
  paymentPostingUrl: string,
  context: Partial<Context>,
): Promise<PostingOutcome> {
  const posting = postingFor(session, report);
  if (!posting) return 'unusable';
  const { repeated } = await postingOnce.run(
    session.id,
    async () => {
      await postPayment(posting, paymentPostingUrl);
      countMetric(apiMetricNames.paymentsPosted);
      return { postingKey: posting.postingKey };
    },
    context,
  );
  return repeated ? 'already-posted' : 'posted';
}
