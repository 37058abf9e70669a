import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type BatchWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { RatePeriod } from '#contracts/tariff-catalogue';
import {
  CATALOGUE_CACHE_SECONDS,
  CATALOGUE_PARTITION_KEY,
  CATALOGUE_SORT_KEY,
  currentPointerKey,
  periodSortKey,
  TARIFF_CATALOGUE_TABLE_NAME_VARIABLE,
  versionPartition,
  type CatalogueVersion,
} from '#contracts/tariff-catalogue-table';
import { dynamoDbClient } from './dynamodb-client.js';

/*
 * Reading and publishing the tariff catalogue in DynamoDB through the real SDK, the same in AWS
 * and against dynalite (key design: lambdas/contracts/tariff-catalogue-table.ts).
 */

export interface CatalogueStore {
  client: DynamoDBDocumentClient;
  tableName: string;
}

export interface Catalogue extends CatalogueVersion {
  periods: RatePeriod[];
}

/** The store the environment names (TARIFF_CATALOGUE_TABLE_NAME; DYNAMODB_ENDPOINT for a local one). */
export function storeFromEnvironment(environment: NodeJS.ProcessEnv = process.env): CatalogueStore {
  const tableName = environment[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE];
  if (!tableName) throw new Error(`${TARIFF_CATALOGUE_TABLE_NAME_VARIABLE} is not set`);
  return { client: DynamoDBDocumentClient.from(dynamoDbClient(environment)), tableName };
}

/** The live version's pointer, or undefined before the first import. */
export async function currentVersion(store: CatalogueStore): Promise<CatalogueVersion | undefined> {
  const { Item } = await store.client.send(
    new GetCommand({ TableName: store.tableName, Key: currentPointerKey, ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return { version: String(Item.version), importedAt: String(Item.importedAt), periodCount: Number(Item.periodCount) };
}

/** The live catalogue, every period of it, or undefined before the first import. */
export async function readCatalogue(store: CatalogueStore): Promise<Catalogue | undefined> {
  const version = await currentVersion(store);
  if (!version) return undefined;
  const periods: RatePeriod[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await store.client.send(
      new QueryCommand({
        TableName: store.tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': CATALOGUE_PARTITION_KEY },
        ExpressionAttributeValues: { ':pk': versionPartition(version.version) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) periods.push(item.period as RatePeriod);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  if (periods.length !== version.periodCount)
    throw new Error(
      `Catalogue version ${version.version} has ${periods.length} periods, expected ${version.periodCount}`,
    );
  return { ...version, periods };
}

/** Raised when someone else published between reading the live version and moving the pointer. */
export class CatalogueChangedError extends Error {
  constructor() {
    super('The live catalogue changed while importing: run the import again to see the new diff');
  }
}

const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;

async function writeAll(store: CatalogueStore, items: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    let requests: NonNullable<BatchWriteCommandInput['RequestItems']>[string] = items
      .slice(start, start + BATCH_SIZE)
      .map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; requests.length > 0; attempt += 1) {
      if (attempt > MAX_BATCH_ATTEMPTS)
        throw new Error('DynamoDB kept refusing part of a batch; nothing was published');
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 25));
      const { UnprocessedItems } = await store.client.send(
        new BatchWriteCommand({ RequestItems: { [store.tableName]: requests } }),
      );
      requests = UnprocessedItems?.[store.tableName] ?? [];
    }
  }
}

/**
 * Publishes a complete catalogue: writes it as a new version, then moves the pointer, on
 * condition that the live version is still `expected` (the one the diff was made against).
 */
export async function publishCatalogue(
  store: CatalogueStore,
  periods: RatePeriod[],
  expected: CatalogueVersion | undefined,
  now: Date = new Date(),
): Promise<CatalogueVersion> {
  const importedAt = now.toISOString();
  // A suffix of its own, so two imports in the same millisecond never write into one partition.
  const version: CatalogueVersion = {
    version: `${importedAt}-${randomUUID().slice(0, 8)}`,
    importedAt,
    periodCount: periods.length,
  };
  await writeAll(
    store,
    periods.map((period) => ({
      [CATALOGUE_PARTITION_KEY]: versionPartition(version.version),
      [CATALOGUE_SORT_KEY]: periodSortKey(period),
      period,
    })),
  );
  try {
    await store.client.send(
      new PutCommand({
        TableName: store.tableName,
        Item: { ...currentPointerKey, ...version },
        ConditionExpression: expected ? '#version = :expected' : 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: expected ? { '#version': 'version' } : { '#pk': CATALOGUE_PARTITION_KEY },
        ExpressionAttributeValues: expected ? { ':expected': expected.version } : undefined,
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new CatalogueChangedError();
    throw error;
  }
  return version;
}

let cached: { catalogue: Catalogue; until: number } | undefined;
/** The read under way, shared by the requests that arrive meanwhile (one process serving many at once). */
let reading: Promise<Catalogue | undefined> | undefined;

/**
 * The catalogue for a request: read once and kept for CATALOGUE_CACHE_SECONDS in the function's
 * memory, so a warm function answers without DynamoDB. Requests that need it while it is being
 * read wait for that one read rather than each starting their own (the local server, or Lambda
 * answering several requests in one instance). Undefined when nothing was ever imported.
 */
export async function loadCatalogue(store: () => CatalogueStore, now = Date.now()): Promise<Catalogue | undefined> {
  if (cached && now < cached.until) return cached.catalogue;
  reading ??= readCatalogue(store()).finally(() => {
    reading = undefined;
  });
  const catalogue = await reading;
  if (catalogue) cached = { catalogue, until: now + CATALOGUE_CACHE_SECONDS * 1000 };
  return catalogue;
}

/** Tests: forget the cached catalogue. */
export function forgetCachedCatalogue(): void {
  cached = undefined;
  reading = undefined;
}
