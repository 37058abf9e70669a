import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage } from '@aws-lambda-powertools/logger/types';
import { API_SERVICE_NAME } from '#contracts/service-name';

/** The current invocation's logger (with its route and request id), set by createHandler. */
const invocationLogger = new AsyncLocalStorage<Logger>();

/**
 * Writes through the current invocation's child logger when there is one. Keys appended to a
 * single shared logger would bleed between requests served at the same time (the local server
 * runs many at once), so createHandler (lambdas/shared/http.ts) gives each invocation a child
 * and every `logger.info(...)` made while it runs lands there, without threading it through.
 *
 * Why not Powertools' own per-invocation keys: Logger 2.35 keeps them per invocation only when
 * Lambda runs several invocations in one process and says so (AWS_LAMBDA_MAX_CONCURRENCY, with
 * Lambda's InvokeStore; LogAttributesStore in @aws-lambda-powertools/logger). Anywhere else, the
 * local server and the tests included, it falls back to one object shared by every request.
 */
class InvocationScopedLogger extends Logger {
  override debug(input: LogItemMessage, ...extra: LogItemExtraInput): void {
    const current = invocationLogger.getStore();
    if (current) current.debug(input, ...extra);
    else super.debug(input, ...extra);
  }
  override info(input: LogItemMessage, ...extra: LogItemExtraInput): void {
    const current = invocationLogger.getStore();
    if (current) current.info(input, ...extra);
    else super.info(input, ...extra);
  }
  override warn(input: LogItemMessage, ...extra: LogItemExtraInput): void {
    const current = invocationLogger.getStore();
    if (current) current.warn(input, ...extra);
    else super.warn(input, ...extra);
  }
  override error(input: LogItemMessage, ...extra: LogItemExtraInput): void {
    const current = invocationLogger.getStore();
    if (current) current.error(input, ...extra);
    else super.error(input, ...extra);
  }
}

/**
 * One structured logger for every function (Powertools). Log request ids and outcomes, never
 * account numbers, postcodes or readings: those are personal data.
 */
export const logger: Logger = new InvocationScopedLogger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? API_SERVICE_NAME,
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO') as 'INFO',
});

/** Runs `work` with `child` as the logger behind `logger` for everything it awaits. */
export function withInvocationLogger<T>(child: Logger, work: () => Promise<T>): Promise<T> {
  return invocationLogger.run(child, work);
}
