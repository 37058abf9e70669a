import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { IDEMPOTENCY_TABLE_NAME_VARIABLE, idempotencyAttributes } from '#contracts/idempotency-table';
import { ConfigError } from './config-error.js';
import { dynamoDbClient } from './dynamodb-client.js';

/*
 * Exactly once across all Lambda instances (docs/decisions/004-exactly-once-records.md): Powertools
 * Idempotency on the stage's idempotency table. Readings (submit-meter-reading) and card payments
 * (handle-card-provider-webhook) use it with key prefixes of their own.
 */

/** Work with the same key is being done by another request right now (any instance). */
export class AlreadyInFlightError extends Error {
  constructor(readonly keyPrefix: string) {
    super(`Work for the same ${keyPrefix} key is already in flight`);
    this.name = 'AlreadyInFlightError';
  }
}

/** The idempotency store could not be read or written: nothing can be promised about duplicates. */
export class IdempotencyStoreError extends Error {
  constructor(cause: unknown) {
    super('The idempotency store failed', { cause });
    this.name = 'IdempotencyStoreError';
  }
}

/**
 * The DynamoDB client from the environment: the table in IDEMPOTENCY_TABLE_NAME and, on a laptop
 * only, DYNAMODB_ENDPOINT (a local stand-in, which takes any static credentials). Shared by the
 * exactly-once records and the failed-lookup counters (./failed-lookups.ts).
 */
export function dynamoDbFromEnvironment(): { dynamoDb: DynamoDBClient; tableName: string } {
  const tableName = process.env[IDEMPOTENCY_TABLE_NAME_VARIABLE];
  if (!tableName) throw new ConfigError(`${IDEMPOTENCY_TABLE_NAME_VARIABLE} is not set`);
  return { dynamoDb: dynamoDbClient(), tableName };
}

/** Powertools Idempotency's store on the environment's table. */
export function persistenceFromEnvironment(): DynamoDBPersistenceLayer {
  const { dynamoDb, tableName } = dynamoDbFromEnvironment();
  return new DynamoDBPersistenceLayer({
    tableName,
    awsSdkV3Client: dynamoDb,
    keyAttr: idempotencyAttributes.key,
    expiryAttr: idempotencyAttributes.expiry,
    inProgressExpiryAttr: idempotencyAttributes.inProgressExpiry,
    statusAttr: idempotencyAttributes.status,
    dataAttr: idempotencyAttributes.data,
  });
}

export interface OnceOptions {
  /** Keeps one caller's records apart from another's on the shared table; not the function's name, so keys survive a rename. */
  keyPrefix: string;
  /** How long a finished key gives its first outcome back instead of doing the work again. */
  windowSeconds: number;
  /**
   * How long an in-flight record blocks the key when the caller has no Lambda context (unit
   * tests): the route's time-out in lambdas/contracts/routes.ts, the longest work can be in flight.
   */
  fallbackInFlightMs: number;
}

/**
 * Does a piece of work at most once per key across all instances. Work that throws leaves no
 * record, so a retry does it again; while it is in flight the same key gets AlreadyInFlightError
 * (the in-flight record lapses after the invocation's remaining time if an instance dies); once
 * done, the same key gets the first outcome back with `repeated: true` for `windowSeconds`.
 * Expiry is checked by Powertools against `expiration` itself; DynamoDB's TTL only tidies the table.
 */
export function createOnce<T>({ keyPrefix, windowSeconds, fallbackInFlightMs }: OnceOptions) {
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
      const remaining = context?.getRemainingTimeInMillis?.bind(context) ?? (() => fallbackInFlightMs);
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

export type Once<T> = ReturnType<typeof createOnce<T>>;
