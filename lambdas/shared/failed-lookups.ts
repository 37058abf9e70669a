import { createHash } from 'node:crypto';
import { BatchGetItemCommand, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AccountLookupRequest } from '#contracts/account';
import {
  FAILED_LOOKUP_COUNT_ATTRIBUTE,
  FAILED_LOOKUP_KEY_PREFIX,
  FAILED_LOOKUP_WINDOW_SECONDS,
  FAILED_LOOKUPS_PER_ACCOUNT,
  FAILED_LOOKUPS_PER_POSTCODE,
  IDEMPOTENCY_PARTITION_KEY,
  idempotencyAttributes,
} from '#contracts/idempotency-table';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '#contracts/errors';
import { compactPostcode } from '#contracts/postcode';
import { DeadlineExceededError, withinRequestDeadline } from './deadline.js';
import { HttpError } from './http.js';
import { dynamoDbFromEnvironment } from './idempotency.js';
import { logger } from './logger.js';
import { apiMetricNames, countMetric } from './metrics.js';

/*
 * Failed account lookups counted per account number and per postcode, across every instance and
 * every client address (docs/security.md › Failed lookups per account and postcode): the WAF counts
 * per address, so many addresses trying one account, or one postcode, meet this limit instead.
 */

/** The same words as the WAF's per-IP limit: nothing says whether the number or the postcode was wrong. */
export const FAILED_LOOKUPS_LIMITED_MESSAGE = TOO_MANY_ATTEMPTS_MESSAGE;

interface Counter {
  key: string;
  limit: number;
}

/** A hash, so the table holds no readable account number or postcode (a key, not a secret). */
function hashed(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('base64url');
}

function countersFor(request: AccountLookupRequest, nowMs: number): { counters: Counter[]; windowEnd: number } {
  const window = Math.floor(nowMs / 1000 / FAILED_LOOKUP_WINDOW_SECONDS);
  const accountNo = request.accountNo.trim().toUpperCase();
  const postcode = compactPostcode(request.postcode);
  return {
    counters: [
      {
        key: `${FAILED_LOOKUP_KEY_PREFIX}account#${hashed('account', accountNo)}#${window}`,
        limit: FAILED_LOOKUPS_PER_ACCOUNT,
      },
      {
        key: `${FAILED_LOOKUP_KEY_PREFIX}postcode#${hashed('postcode', postcode)}#${window}`,
        limit: FAILED_LOOKUPS_PER_POSTCODE,
      },
    ],
    windowEnd: (window + 1) * FAILED_LOOKUP_WINDOW_SECONDS,
  };
}

let client: { dynamoDb: DynamoDBClient; tableName: string } | undefined;
function store() {
  client ??= dynamoDbFromEnvironment();
  return client;
}

/**
 * The store failing must not lock customers out: the limit is skipped for that request (logged,
 * and the WAF's per-IP limits still hold), but a passed deadline is still the route's 504.
 */
async function failOpen<T>(step: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await withinRequestDeadline(step, work());
  } catch (error) {
    if (error instanceof DeadlineExceededError) throw error;
    logger.error('Failed-lookup counters unavailable', { step, error: (error as Error).name });
    return fallback;
  }
}

/** The 429 a lookup gets once its account number or postcode has met its limit. */
export function tooManyFailedLookups(): HttpError {
  countMetric(apiMetricNames.failedLookupsLimited);
  return new HttpError(429, 'rate_limited', FAILED_LOOKUPS_LIMITED_MESSAGE);
}

/**
 * True when the account number or the postcode has met its limit in this window. Both counters in
 * one BatchGetItem: one round trip and one signed request per lookup instead of two (the happy
 * path of every account lookup pays it). A key DynamoDB leaves unprocessed (throttling) counts as
 * no failures, like the store failing: the WAF's per-address limits still hold.
 */
export async function failedLookupLimitReached(request: AccountLookupRequest, now = Date.now()): Promise<boolean> {
  const { counters } = countersFor(request, now);
  const { dynamoDb, tableName } = store();
  const counts = await failOpen(
    'Reading the failed-lookup counters',
    async () => {
      const { Responses } = await dynamoDb.send(
        new BatchGetItemCommand({
          RequestItems: {
            [tableName]: {
              Keys: counters.map(({ key }) => ({ [IDEMPOTENCY_PARTITION_KEY]: { S: key } })),
              ProjectionExpression: '#key, #count',
              ExpressionAttributeNames: { '#key': IDEMPOTENCY_PARTITION_KEY, '#count': FAILED_LOOKUP_COUNT_ATTRIBUTE },
            },
          },
        }),
      );
      const countByKey = new Map(
        (Responses?.[tableName] ?? []).map((item) => [
          item[IDEMPOTENCY_PARTITION_KEY]?.S,
          Number(item[FAILED_LOOKUP_COUNT_ATTRIBUTE]?.N ?? 0),
        ]),
      );
      return counters.map(({ key }) => countByKey.get(key) ?? 0);
    },
    counters.map(() => 0),
  );
  return counters.some((counter, index) => (counts[index] ?? 0) >= counter.limit);
}

/** Counts one failed lookup against the account number and the postcode. */
export async function recordFailedLookup(request: AccountLookupRequest, now = Date.now()): Promise<void> {
  const { counters, windowEnd } = countersFor(request, now);
  const { dynamoDb, tableName } = store();
  await failOpen(
    'Counting a failed lookup',
    () =>
      Promise.all(
        counters.map(({ key }) =>
          dynamoDb.send(
            new UpdateItemCommand({
              TableName: tableName,
              Key: { [IDEMPOTENCY_PARTITION_KEY]: { S: key } },
              UpdateExpression: 'ADD #count :one SET #expiration = :expiration',
              ExpressionAttributeNames: {
                '#count': FAILED_LOOKUP_COUNT_ATTRIBUTE,
                '#expiration': idempotencyAttributes.expiry,
              },
              // A minute past the window: DynamoDB's TTL tidies; the window in the key decides.
              ExpressionAttributeValues: { ':one': { N: '1' }, ':expiration': { N: String(windowEnd + 60) } },
            }),
          ),
        ),
      ),
    [],
  );
}
