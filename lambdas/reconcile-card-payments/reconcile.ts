import type { Context } from 'aws-lambda';
import Stripe from 'stripe';
import { RECONCILIATION_GRACE_MINUTES, RECONCILIATION_WINDOW_HOURS } from '#contracts/scheduled-jobs';
import { CARD_PROVIDER_TIMEOUT_MS, cardProviderClient } from '../shared/card-provider.js';
import {
  checkoutSessionSchema,
  PAYMENT_POSTING_TIMEOUT_MS,
  PaymentPostingError,
  postPaidCheckout,
} from '../shared/card-payment-posting.js';
import { loadConfig } from '../shared/config.js';
import { AlreadyInFlightError } from '../shared/idempotency.js';
import { logger } from '../shared/logger.js';
import { apiMetricNames, countMetric } from '../shared/metrics.js';
import { countUpstreamFailure } from '../shared/upstream.js';

/** The provider's largest page: fewest requests for a window of sessions. */
const PAGE_SIZE = 100;

/**
 * The run stops taking sessions when less time than this is left before the function's time-out:
 * the longest one session can take (a page of the list, the posting, and the exactly-once records
 * either side). Stopping itself leaves no posting half done and still counts and logs the run; a
 * time-out would do neither. The next run carries on, as the window overlaps.
 */
export const TIME_NEEDED_PER_SESSION_MS = CARD_PROVIDER_TIMEOUT_MS + PAYMENT_POSTING_TIMEOUT_MS + 2_000;

/** What one run found, in counts only: a session id opens its status page, so none is logged. */
export interface ReconciliationSummary {
  /** Paid checkout sessions in the window. */
  checked: number;
  /** Posted now: the webhook had not posted them. */
  posted: number;
  /** Posted before (by the webhook or an earlier run). */
  alreadyPosted: number;
  /** Paid within the grace period: left to the webhook for now. */
  tooRecent: number;
  /** Being posted by another instance right now (a webhook delivery): not ours to post. */
  inFlight: number;
  /** Paid without an account number or amount: nothing can be posted (the webhook logged its event for ops). */
  unusable: number;
  /** The workflow did not take the posting: tried again next run. */
  failed: number;
}

/** The run could not finish (the provider's list, or the exactly-once records, failed); what it managed is posted. */
export class ReconciliationError extends Error {
  constructor(
    message: string,
    readonly summary: ReconciliationSummary,
  ) {
    super(message);
    this.name = 'ReconciliationError';
  }
}

/**
 * When the payer paid: the PaymentIntent's `created` (the list expands it), as the session has no
 * paid-at time of its own; the session's `created` if the provider did not expand it.
 */
function paidAtSeconds(session: Stripe.Checkout.Session): number {
  const paymentIntent = session.payment_intent;
  return typeof paymentIntent === 'object' && paymentIntent !== null ? paymentIntent.created : session.created;
}

function recordMetrics(summary: ReconciliationSummary): void {
  countMetric(apiMetricNames.reconciliationSessionsChecked, {}, summary.checked);
  countMetric(apiMetricNames.paymentsPostedByReconciliation, {}, summary.posted);
  countMetric(apiMetricNames.reconciliationFailures, {}, summary.failed);
}

/**
 * The scheduled reconciliation (docs/api.md › Reconciliation of missed webhooks): lists the card
 * provider's checkout sessions completed in the last RECONCILIATION_WINDOW_HOURS (longer than its
 * three days of webhook retries) and posts every paid one through the webhook's own posting
 * (lambdas/shared/card-payment-posting.ts), so one the webhook posted is found in the same
 * exactly-once record and not posted again. Payments younger than RECONCILIATION_GRACE_MINUTES
 * are left to the webhook. Throws ReconciliationError when a posting failed or the run could not
 * finish (including running short of time, TIME_NEEDED_PER_SESSION_MS), so the run counts as the
 * function's error (alarmed); the next run tries again.
 */
export async function reconcileCardPayments(
  context: Partial<Context>,
  now: Date = new Date(),
): Promise<ReconciliationSummary> {
  const config = await loadConfig(['cardProviderSecretKey', 'cardProviderApiUrl', 'paymentPostingUrl']);
  const client = cardProviderClient(config);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const paidBy = nowSeconds - RECONCILIATION_GRACE_MINUTES * 60;
  const summary: ReconciliationSummary = {
    checked: 0,
    posted: 0,
    alreadyPosted: 0,
    tooRecent: 0,
    inFlight: 0,
    unusable: 0,
    failed: 0,
  };

  const finish = (problem?: string): ReconciliationSummary => {
    recordMetrics(summary);
    if (problem) {
      logger.error('Card payment reconciliation failed', { problem, ...summary });
      throw new ReconciliationError(problem, summary);
    }
    logger.info('Card payments reconciled', { ...summary });
    return summary;
  };

  const sessions = client.checkout.sessions.list({
    created: { gte: nowSeconds - RECONCILIATION_WINDOW_HOURS * 60 * 60 },
    status: 'complete',
    limit: PAGE_SIZE,
    expand: ['data.payment_intent'],
  });
  const timeLeftMs = () => context.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY;
  let outOfTime = false;
  try {
    for await (const listed of sessions) {
      if (timeLeftMs() < TIME_NEEDED_PER_SESSION_MS) {
        outOfTime = true;
        break;
      }
      const parsed = checkoutSessionSchema.safeParse(listed);
      if (!parsed.success || parsed.data.payment_status !== 'paid') continue;
      summary.checked++;
      const paidAt = paidAtSeconds(listed);
      if (paidAt > paidBy) {
        summary.tooRecent++;
        continue;
      }
      const report = { paidAt: new Date(paidAt * 1000).toISOString(), eventId: null };
      try {
        const outcome = await postPaidCheckout(parsed.data, report, config.paymentPostingUrl, context);
        if (outcome === 'posted') summary.posted++;
        else if (outcome === 'already-posted') summary.alreadyPosted++;
        else summary.unusable++;
      } catch (error) {
        if (error instanceof AlreadyInFlightError) summary.inFlight++;
        else if (error instanceof PaymentPostingError) summary.failed++;
        // The records' store failing (IdempotencyStoreError) or anything unexpected: stop, nothing more can be promised.
        else throw error;
      }
    }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // The provider's message can name a session; its type and status say enough.
      logger.error('Card provider list failed', { type: error.type, statusCode: error.statusCode });
      countUpstreamFailure('card-provider', error instanceof Stripe.errors.StripeConnectionError ? 'network' : 'http');
      return finish('The card provider did not list the checkout sessions');
    }
    logger.error('Reconciliation stopped', { error: (error as Error).name });
    return finish('The reconciliation stopped before the end of the list');
  }
  if (outOfTime) return finish('The reconciliation ran out of time before the end of the list');
  return finish(summary.failed > 0 ? 'Some payments could not be posted' : undefined);
}
