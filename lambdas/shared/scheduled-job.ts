import type { Context } from 'aws-lambda';
import { logger, withInvocationLogger } from './logger.js';
import { countColdStart } from './metrics.js';

/** A scheduled job's logic: the schedule's input (ignored by jobs that need none) and the Lambda context. */
type JobLogic<T> = (event: unknown, context: Context) => Promise<T>;

/**
 * Wraps a scheduled job (lambdas/contracts/scheduled-jobs.ts) as createHandler
 * (./http.ts) wraps a route: a cold-start metric, and the job's name and the invocation's request id
 * on every log line of the run (a child logger of its own, ./logger.ts). A job that fails throws, so
 * the run counts as a Lambda error, which is alarmed on (docs/operations.md › Metrics and tracing).
 */
export function createScheduledHandler<T>(jobName: string, run: JobLogic<T>) {
  return async (event: unknown, context: Context): Promise<T> => {
    countColdStart(jobName);
    const invocationLogger = logger.createChild();
    invocationLogger.addContext(context);
    invocationLogger.appendKeys({ job: jobName });
    return withInvocationLogger(invocationLogger, () => run(event, context));
  };
}
