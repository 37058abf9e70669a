import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DeleteItemCommand,
  DynamoDBClient,
  ResourceInUseException,
  ScanCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import {
  DYNAMODB_ENDPOINT_VARIABLE,
  IDEMPOTENCY_PARTITION_KEY,
  IDEMPOTENCY_TABLE_NAME_VARIABLE,
  LOCAL_IDEMPOTENCY_TABLE_NAME,
} from '#contracts/idempotency-table';
import {
  CATALOGUE_PARTITION_KEY,
  CATALOGUE_SORT_KEY,
  LOCAL_TARIFF_CATALOGUE_TABLE_NAME,
  TARIFF_CATALOGUE_TABLE_NAME_VARIABLE,
} from '#contracts/tariff-catalogue-table';

/** How often and how long startLocalDynamoDb polls for the table to be ACTIVE. */
const TABLE_POLL_SECONDS = 0.1;
const TABLE_WAIT_SECONDS = 30;

export interface LocalDynamoDb {
  /** DYNAMODB_ENDPOINT, IDEMPOTENCY_TABLE_NAME and TARIFF_CATALOGUE_TABLE_NAME for the handlers. */
  environment: Record<string, string>;
  /** Deletes every idempotency record (tests: each test starts with no remembered readings). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export interface LocalDynamoDbOptions {
  /** A DynamoDB the user already runs; without it, dynalite starts in-process (in memory). */
  endpoint?: string;
  tableName?: string;
  catalogueTableName?: string;
}

/**
 * The product's DynamoDB tables on a laptop: dynalite in-process on a free 127.0.0.1 port (or
 * the given endpoint), with the idempotency table and the tariff catalogue created with the key
 * schemas infra/ deploys (lambdas/contracts/idempotency-table.ts, tariff-catalogue-table.ts).
 * dynalite has no TTL; nothing depends on it, as Powertools checks `expiration` itself.
 * Resolves once both tables are ACTIVE.
 */
export async function startLocalDynamoDb(options: LocalDynamoDbOptions = {}): Promise<LocalDynamoDb> {
  const tableName = options.tableName ?? LOCAL_IDEMPOTENCY_TABLE_NAME;
  const server = options.endpoint ? undefined : dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  if (server) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = options.endpoint ?? `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;

  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const catalogueTableName = options.catalogueTableName ?? LOCAL_TARIFF_CATALOGUE_TABLE_NAME;
  await createTable(client, tableName, [IDEMPOTENCY_PARTITION_KEY]);
  await createTable(client, catalogueTableName, [CATALOGUE_PARTITION_KEY, CATALOGUE_SORT_KEY]);

  return {
    environment: {
      [DYNAMODB_ENDPOINT_VARIABLE]: endpoint,
      [IDEMPOTENCY_TABLE_NAME_VARIABLE]: tableName,
      [TARIFF_CATALOGUE_TABLE_NAME_VARIABLE]: catalogueTableName,
    },
    async clear() {
      const { Items = [] } = await client.send(new ScanCommand({ TableName: tableName }));
      await Promise.all(
        Items.map((item) =>
          client.send(
            new DeleteItemCommand({
              TableName: tableName,
              Key: { [IDEMPOTENCY_PARTITION_KEY]: item[IDEMPOTENCY_PARTITION_KEY]! },
            }),
          ),
        ),
      );
    },
    async close() {
      client.destroy();
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}

/** Creates a table keyed by string attributes (partition key, then an optional sort key), or reuses it. */
async function createTable(client: DynamoDBClient, tableName: string, keys: [string, string?]): Promise<void> {
  const names = keys.filter((key): key is string => key !== undefined);
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: names.map((AttributeName, index) => ({ AttributeName, KeyType: index === 0 ? 'HASH' : 'RANGE' })),
        AttributeDefinitions: names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      }),
    );
  } catch (error) {
    // A table kept by a DynamoDB the user runs: reuse it.
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  // A DynamoDB (Local, or dynalite run by the user) may keep a new table CREATING for a while, and
  // answers requests to it with ResourceNotFoundException meanwhile: the server starts serving only
  // once the table is ACTIVE, so the first requests never meet a 503.
  await waitUntilTableExists(
    { client, minDelay: TABLE_POLL_SECONDS, maxDelay: TABLE_POLL_SECONDS, maxWaitTime: TABLE_WAIT_SECONDS },
    { TableName: tableName },
  );
}
