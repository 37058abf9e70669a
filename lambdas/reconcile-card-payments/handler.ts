import { createScheduledHandler } from '../shared/scheduled-job.js';
import { reconcileCardPayments } from './reconcile.js';

/**
 * Every hour (lambdas/contracts/scheduled-jobs.ts): posts the paid card payments whose webhook never
 * posted them (./reconcile.ts). The schedule's input is not read.
 */
export const handler = createScheduledHandler('reconcile-card-payments', (_event, context) =>
  reconcileCardPayments(context),
);
