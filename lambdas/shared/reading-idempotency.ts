import { createHash } from 'node:crypto';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import {
  DYNAMODB_ENDPOINT_VARIABLE,
  IDEMPOTENCY_TABLE_NAME_VARIABLE,
  idempotencyAttributes,
  READING_IDEMPOTENCY_WINDOW_SECONDS,
} from '#contracts/idempotency-table';
import { ConfigError } from './config-error.js';

export interface ReadingIdentity {
  accountNo: string;
  serialNumber: string;
  register: string;
  readingDate: string;
  /** Whole units; '012345' and '12345' are the same reading. */
  reading: number;
}

/** An identical reading is being sent by another request right now (any instance). */
export class ReadingInFlightError extends Error {
  constructor() {
    super('An identical reading is already being sent');
    this.name = 'ReadingInFlightError';
  }
}

/** The idempotency store could not be read or written: nothing can be promised about duplicates. */
export class IdempotencyStoreError extends Error {
  constructor(cause: unknown) {
    super('The reading idempotency store failed', { cause });
    this.name = 'IdempotencyStoreError';
  }
}

/**
 * When the caller has no Lambda context (unit tests): the submit route's time-out in
 * lambdas/routes.ts, the longest a send can be in flight.
 */
const FALLBACK_IN_FLIGHT_MS = 8_000;

/** A hash rather than the raw values: the key holds no readable personal data. */
export function readingKey(identity: ReadingIdentity): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        identity.accountNo.trim(),
        identity.serialNumber,
        identity.register,
        identity.readingDate,
        identity.reading,
      ]),
    )
    .digest('hex');
}

/**
 * The DynamoDB client from the environment: the table in IDEMPOTENCY_TABLE_NAME and, on a laptop
 * only, DYNAMODB_ENDPOINT (a local stand-in, which takes any static credentials).
 */
export function persistenceFromEnvironment(): DynamoDBPersistenceLayer {
  const tableName = process.env[IDEMPOTENCY_TABLE_NAME_VARIABLE];
  if (!tableName) throw new ConfigError(`${IDEMPOTENCY_TABLE_NAME_VARIABLE} is not set`);
  const endpoint = process.env[DYNAMODB_ENDPOINT_VARIABLE];
  const client = new DynamoDBClient({
    ...(endpoint
      ? {
          endpoint,
          region: process.env.AWS_REGION ?? 'eu-west-2',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    // Bounded, so a slow table cannot eat the route's time-out (lambdas/routes.ts).
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 },
  });
  return new DynamoDBPersistenceLayer({
    tableName,
    awsSdkV3Client: client,
    keyAttr: idempotencyAttributes.key,
    expiryAttr: idempotencyAttributes.expiry,
    inProgressExpiryAttr: idempotencyAttributes.inProgressExpiry,
    statusAttr: idempotencyAttributes.status,
    dataAttr: idempotencyAttributes.data,
  });
}

type Send<T> = () => Promise<T>;

/**
 * Sends each reading once across all Lambda instances, with Powertools Idempotency on DynamoDB
 * (docs/api.md › API): an identical reading (same account, meter register, UK day and value) within
 * the window gets the first answer without a second send. A send that throws (refusal, workflow
 * failure, time-out) leaves no record, so the user can retry. While the first send is in flight,
 * a duplicate gets ReadingInFlightError. Expiry is checked by Powertools against `expiration`
 * itself; DynamoDB's TTL only tidies the table.
 */
export function createReadingIdempotency<T>() {
  const config = new IdempotencyConfig({ expiresAfterSeconds: READING_IDEMPOTENCY_WINDOW_SECONDS });
  let sendOnce: ((key: { key: string }, send: Send<T>) => Promise<T>) | undefined;

  function idempotentSend() {
    sendOnce ??= makeIdempotent(async (_key: { key: string }, send: Send<T>) => send(), {
      persistenceStore: persistenceFromEnvironment(),
      config,
      // Not the function's name: the key stays the same whatever the stage calls the function.
      keyPrefix: 'submit-meter-reading',
    });
    return sendOnce;
  }

  async function attempt(key: string, send: Send<T>): Promise<{ outcome: T; duplicate: boolean }> {
    let sent = false;
    const outcome = await idempotentSend()({ key }, () => {
      sent = true;
      return send();
    });
    return { outcome, duplicate: !sent };
  }

  return {
    async run(
      identity: ReadingIdentity,
      send: Send<T>,
      context?: Partial<Context>,
    ): Promise<{ outcome: T; duplicate: boolean }> {
      // How long an in-flight record blocks duplicates if this instance dies mid-send.
      const remaining = context?.getRemainingTimeInMillis?.bind(context) ?? (() => FALLBACK_IN_FLIGHT_MS);
      config.registerLambdaContext({ ...context, getRemainingTimeInMillis: remaining } as Context);
      const key = readingKey(identity);
      try {
        return await attempt(key, send);
      } catch (error) {
        const name = (error as Error).name;
        // The in-flight record vanished between our write and our read: that send failed, so this one may go.
        if (name === 'IdempotencyItemNotFoundError') return attempt(key, send).catch(translate);
        return translate(error);
      }
    },
  };
}

function translate(error: unknown): never {
  const name = (error as Error).name;
  if (name === 'IdempotencyAlreadyInProgressError') throw new ReadingInFlightError();
  if (name.startsWith('Idempotency')) throw new IdempotencyStoreError(error);
  throw error;
}

export type ReadingIdempotency<T> = ReturnType<typeof createReadingIdempotency<T>>;
