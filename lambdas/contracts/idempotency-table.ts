/**
 * The reading-idempotency table as data: its key schema, the attribute names Powertools
 * Idempotency writes (its DynamoDBPersistenceLayer defaults) and the environment variables that
 * name it. Pure, so infra/ (infra/constructs/idempotency-table.ts) and the laptop runtime
 * (local/dynamodb-local.ts) build the same table that lambdas/shared/reading-idempotency.ts uses.
 */

/** Partition key: the idempotency key (a hash of the reading, never readable personal data). */
export const IDEMPOTENCY_PARTITION_KEY = 'id';

/** Attribute names Powertools Idempotency writes; `expiration` (epoch seconds) is the TTL attribute. */
export const idempotencyAttributes = {
  key: IDEMPOTENCY_PARTITION_KEY,
  expiry: 'expiration',
  inProgressExpiry: 'in_progress_expiration',
  status: 'status',
  data: 'data',
} as const;

/** Environment variable holding the table name (set by infra in AWS, by the local runtime on a laptop). */
export const IDEMPOTENCY_TABLE_NAME_VARIABLE = 'IDEMPOTENCY_TABLE_NAME';

/** Optional endpoint override (a local DynamoDB stand-in); unset in AWS. */
export const DYNAMODB_ENDPOINT_VARIABLE = 'DYNAMODB_ENDPOINT';

/** The table the laptop runtime and the unit tests create. */
export const LOCAL_IDEMPOTENCY_TABLE_NAME = 'fernleaf-local-idempotency';

/**
 * How long an accepted reading is remembered: covers double clicks, retries and resubmitted tabs
 * (docs/product/meter-readings.md › Meter readings).
 */
export const READING_IDEMPOTENCY_WINDOW_SECONDS = 10 * 60;
