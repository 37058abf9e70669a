/**
 * The idempotency table as data (readings, card events and payments posted, failed-lookup counters;
 * docs/security.md › The idempotency table): its key schema, the attribute names Powertools
 * Idempotency writes (its DynamoDBPersistenceLayer defaults) and the environment variables that
 * name it. Pure, so infra/ (infra/constructs/idempotency-table.ts) and the laptop runtime
 * (local/dynamodb-local.ts) build the same table that lambdas/shared/idempotency.ts uses.
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

/**
 * Failed account lookups, counted per account number and per postcode on the same table (items
 * `failed-lookup#account#<hash>#<window>` and `failed-lookup#postcode#<hash>#<window>` with a
 * `count` and the `expiration` TTL): past a limit, every lookup of that account number or postcode
 * answers 429 until the window ends (docs/security.md › Failed lookups per account and postcode).
 */
export const FAILED_LOOKUP_KEY_PREFIX = 'failed-lookup#';
/** The counting window (fixed, aligned on the clock). */
export const FAILED_LOOKUP_WINDOW_SECONDS = 15 * 60;
/** Failed lookups of one account number per window (someone trying postcodes for it). */
export const FAILED_LOOKUPS_PER_ACCOUNT = 10;
/** Failed lookups with one postcode per window (someone trying account numbers in it). */
export const FAILED_LOOKUPS_PER_POSTCODE = 20;
/** The counter attribute of a failed-lookup item. */
export const FAILED_LOOKUP_COUNT_ATTRIBUTE = 'count';
