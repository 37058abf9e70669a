import type { FunctionDefinition } from './routes.js';

/**
 * The functions that run on a schedule rather than behind a route: read by infra/ (one Lambda and
 * one EventBridge Scheduler schedule each, infra/constructs/scheduled-jobs.ts) and by
 * bin/invoke.ts (`npm run invoke -- <name> <event.json>`). The handler lives in
 * lambdas/<name>/handler.ts and exports `handler`.
 */
export interface ScheduledJobDefinition extends FunctionDefinition {
  /** What the job does, in a sentence: the function's and the schedule's description. */
  description: string;
  /** How often it runs. */
  everyMinutes: number;
}

/**
 * How far back the reconciliation looks: longer than the card provider's three days of webhook
 * retries, so a payment whose retries ran out is still found on the runs after that.
 */
export const RECONCILIATION_WINDOW_HOURS = 4 * 24;

/**
 * A payment is reconciled only once it is this old: the webhook normally posts it within seconds,
 * so the reconciliation posts only what the webhook really missed, and its alarm means that.
 */
export const RECONCILIATION_GRACE_MINUTES = 60;

export const scheduledJobs: readonly ScheduledJobDefinition[] = [
  // Lists the window's completed checkout sessions (pages of 100) and posts any the webhook missed, 5 s per posting.
  {
    name: 'reconcile-card-payments',
    description:
      'Posts paid card payments whose webhook never posted them (docs/api.md › Reconciliation of missed webhooks)',
    everyMinutes: 60,
    memoryMb: 256,
    timeoutSeconds: 120,
    reads: { secrets: ['card-provider', 'payment-posting'] },
    paymentIdempotency: true,
  },
  // Reads one SSM parameter (the price-cap index) and writes one metric.
  {
    name: 'check-price-cap',
    description:
      "Days of price cap left in SSM, for the alarms that warn before it ends (docs/operations.md › The regulator's figures)",
    everyMinutes: 60,
    memoryMb: 256,
    timeoutSeconds: 30,
    reads: { regulatorFigures: true },
  },
];
