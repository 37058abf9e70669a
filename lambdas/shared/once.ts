import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { IdempotencyStoreError, persistenceFromEnvironment } from './reading-idempotency.js';

/** Work with the same key is being done by another request right now (any instance). */
export class AlreadyInFlightError extends Error {
  constructor(readonly keyPrefix: string) {
    super(`Work for the same ${keyPrefix} key is already in flight`);
    this.name = 'AlreadyInFlightError';
  }
}

/** When the caller has no Lambda context (unit tests): the webhook route's time-out in lambdas/contracts/routes.ts. */
const FALLBACK_IN_FLIGHT_MS = 15_000;

/**
 * Does a piece of work at most once per key across all Lambda instances, with Powertools
 * Idempotency on the stage's idempotency table (the one lambdas/shared/reading-idempotency.ts
 * uses; `keyPrefix` keeps the records apart). Work that throws leaves no record, so a retry
 * does it again; while it is in flight, the same key gets AlreadyInFlightError; once done, the
 * same key gets the first outcome back with `repeated: true` for `windowSeconds`.
 */
export function createOnce<T>(keyPrefix: string, windowSeconds: number) {
  const config = new IdempotencyConfig({ expiresAfterSeconds: windowSeconds });
  let doOnce: ((key: { key: string }, work: () => Promise<T>) => Promise<T>) | undefined;

  async function attempt(key: string, work: () => Promise<T>): Promise<{ outcome: T; repeated: boolean }> {
    doOnce ??= makeIdempotent(async (_key: { key: string }, run: () => Promise<T>) => run(), {
      persistenceStore: persistenceFromEnvironment(),
      config,
      keyPrefix,
    });
    let done = false;
    const outcome = await doOnce({ key }, async () => {
      done = true;
      return work();
    });
    return { outcome, repeated: !done };
  }

  function translate(error: unknown): never {
    const name = (error as Error).name;
    if (name === 'IdempotencyAlreadyInProgressError') throw new AlreadyInFlightError(keyPrefix);
    if (name.startsWith('Idempotency')) throw new IdempotencyStoreError(error);
    throw error;
  }

  return {
    async run(
      key: string,
      work: () => Promise<T>,
      context?: Partial<Context>,
    ): Promise<{ outcome: T; repeated: boolean }> {
      const remaining = context?.getRemainingTimeInMillis?.bind(context) ?? (() => FALLBACK_IN_FLIGHT_MS);
      config.registerLambdaContext({ ...context, getRemainingTimeInMillis: remaining } as Context);
      try {
        return await attempt(key, work);
      } catch (error) {
        // The in-flight record vanished between our write and our read: that attempt failed, so this one may go.
        if ((error as Error).name === 'IdempotencyItemNotFoundError') return attempt(key, work).catch(translate);
        return translate(error);
      }
    },
  };
}
