import type { AddressInfo } from 'node:net';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterEach, expect, it } from 'vitest';
import { startLocalDynamoDb, type LocalDynamoDb } from '../../../local/dynamodb-local.js';

/**
 * With DYNAMODB_ENDPOINT set, the local server's table lives in a DynamoDB the user runs, which may
 * keep a new table CREATING for a while: startLocalDynamoDb resolves only once it is ACTIVE.
 */
const CREATE_TABLE_MS = 600;
const running: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((one) => one.close()));
});

async function externalDynalite(): Promise<string> {
  const server = dynalite({ createTableMs: CREATE_TABLE_MS });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function tableStatus(endpoint: string, tableName: string): Promise<string | undefined> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.TableStatus;
  } finally {
    client.destroy();
  }
}

it('resolves only once a table that takes a while to create is ACTIVE', async () => {
  const endpoint = await externalDynalite();
  const started = performance.now();
  const local: LocalDynamoDb = await startLocalDynamoDb({ endpoint, tableName: 'slow-table' });
  running.push(local);
  expect(performance.now() - started).toBeGreaterThanOrEqual(CREATE_TABLE_MS - 50);
  expect(await tableStatus(endpoint, 'slow-table')).toBe('ACTIVE');
});

it('waits for a table another start is still creating (two servers on one DynamoDB)', async () => {
  const endpoint = await externalDynalite();
  const [first, second] = await Promise.all([
    startLocalDynamoDb({ endpoint, tableName: 'shared-table' }),
    startLocalDynamoDb({ endpoint, tableName: 'shared-table' }),
  ]);
  running.push(first, second);
  expect(await tableStatus(endpoint, 'shared-table')).toBe('ACTIVE');
  await expect(first.clear()).resolves.toBeUndefined();
  await expect(second.clear()).resolves.toBeUndefined();
});
