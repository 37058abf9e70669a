import { BatchGetItemCommand, DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '#contracts/account-rules';
import {
  DYNAMODB_ENDPOINT_VARIABLE,
  FAILED_LOOKUP_WINDOW_SECONDS,
  FAILED_LOOKUPS_PER_ACCOUNT,
  FAILED_LOOKUPS_PER_POSTCODE,
  IDEMPOTENCY_TABLE_NAME_VARIABLE,
} from '#contracts/idempotency-table';
import type { ApiHandler } from '../../../../lambdas/shared/http';
import { FAILED_LOOKUPS_LIMITED_MESSAGE } from '../../../../lambdas/shared/failed-lookups';
import { RATE_LIMITED_BODY } from '../../../../infra/constructs/web-acl';
import { apiEvent, testContext } from '../../support/api-gateway';
import { sandboxLookup } from '../../support/fixtures';
import { useSandboxEnvironment } from '../../support/sandbox';

/**
 * Failed lookups counted per account number and per postcode in the idempotency table (dynalite
 * here), across routes and instances: past a limit every lookup of that number or postcode answers
 * our own 429, the right details included, and the answer never says which part was wrong.
 */
useSandboxEnvironment({ POWERTOOLS_LOG_LEVEL: 'SILENT' });

afterEach(() => {
  vi.useRealTimers();
});

async function handlerOf(route: string): Promise<ApiHandler> {
  return ((await import(`../../../../lambdas/${route}/handler.ts`)) as { handler: ApiHandler }).handler;
}

async function lookup(body: { accountNo: string; postcode: string }, route = 'lookup-account') {
  const result = await (
    await handlerOf(route)
  )(
    apiEvent('POST', route === 'lookup-account' ? '/api/accounts/lookup' : '/api/getmeterreadings', body),
    testContext(route),
  );
  return {
    status: result.statusCode,
    body: JSON.parse(String(result.body)) as { error?: { code: string; message: string } },
  };
}

const known = sandboxLookup('dualFuel');
/** Valid UK postcodes that are not the account's. */
const wrongPostcodes = [
  'SW1A 1AA',
  'EC1A 1BB',
  'W1A 0AX',
  'M1 1AE',
  'B33 8TH',
  'CR2 6XH',
  'DN55 1PT',
  'LS1 4AP',
  'BS1 4DJ',
  'CF10 1EP',
  'EH1 1YZ',
];

it('answers 429 for an account number after its failed lookups reach the limit, the right postcode included', async () => {
  for (let attempt = 0; attempt < FAILED_LOOKUPS_PER_ACCOUNT; attempt++) {
    const failed = await lookup({ accountNo: known.accountNo, postcode: wrongPostcodes[attempt]! });
    expect(failed.status).toBe(404);
    expect(failed.body.error?.message).toBe(accountMessages.notFound);
  }
  const limited = await lookup(known);
  expect(limited).toEqual({ status: 429, body: JSON.parse(RATE_LIMITED_BODY) });
  // Another account in the same postcode is not held back.
  expect((await lookup({ accountNo: '999999', postcode: known.postcode })).status).toBe(404);
});

it('answers 429 for a postcode after its failed lookups reach the limit, whatever the account number', async () => {
  for (let attempt = 0; attempt < FAILED_LOOKUPS_PER_POSTCODE; attempt++) {
    const failed = await lookup({ accountNo: String(900000 + attempt), postcode: known.postcode });
    expect(failed.status).toBe(404);
  }
  expect((await lookup(known)).status).toBe(429);
  // The postcode as typed differently is the same postcode.
  expect((await lookup({ ...known, postcode: known.postcode.toLowerCase().replace(' ', '') })).status).toBe(429);
});

it('counts failures on every account route together (the meter-reading lookup here, the payment one after)', async () => {
  for (let attempt = 0; attempt < FAILED_LOOKUPS_PER_ACCOUNT; attempt++)
    expect(
      (await lookup({ accountNo: known.accountNo, postcode: wrongPostcodes[attempt]! }, 'get-meter-readings')).status,
    ).toBe(404);
  expect((await lookup(known, 'lookup-account')).status).toBe(429);
});

it('says the same words as the per-IP limit, never which part was wrong', () => {
  expect(JSON.parse(RATE_LIMITED_BODY)).toEqual({
    error: { code: 'rate_limited', message: FAILED_LOOKUPS_LIMITED_MESSAGE },
  });
});

it('lets the account be looked up again once the window has passed', async () => {
  const start = Math.ceil(Date.now() / 1000 / FAILED_LOOKUP_WINDOW_SECONDS) * FAILED_LOOKUP_WINDOW_SECONDS * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  for (let attempt = 0; attempt < FAILED_LOOKUPS_PER_ACCOUNT; attempt++)
    await lookup({ accountNo: known.accountNo, postcode: wrongPostcodes[attempt]! });
  expect((await lookup(known)).status).toBe(429);
  vi.setSystemTime(start + FAILED_LOOKUP_WINDOW_SECONDS * 1000);
  expect((await lookup(known)).status).toBe(200);
});

it('keeps hashes, a count and an expiry in the table: no readable account number or postcode', async () => {
  await lookup({ accountNo: known.accountNo, postcode: wrongPostcodes[0]! });
  const client = new DynamoDBClient({
    endpoint: process.env[DYNAMODB_ENDPOINT_VARIABLE],
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { Items = [] } = await client.send(
      new ScanCommand({ TableName: process.env[IDEMPOTENCY_TABLE_NAME_VARIABLE] }),
    );
    const counters = Items.filter((item) => item.id?.S?.startsWith('failed-lookup#'));
    expect(counters.map((item) => item.id!.S!.split('#')[1]).sort()).toEqual(['account', 'postcode']);
    for (const item of counters) {
      expect(Object.keys(item).sort()).toEqual(['count', 'expiration', 'id']);
      expect(item.count?.N).toBe('1');
      expect(Number(item.expiration?.N)).toBeGreaterThan(Date.now() / 1000);
      expect(Number(item.expiration?.N)).toBeLessThanOrEqual(Date.now() / 1000 + FAILED_LOOKUP_WINDOW_SECONDS + 60);
    }
    const stored = JSON.stringify(counters);
    for (const personal of [known.accountNo, wrongPostcodes[0]!, wrongPostcodes[0]!.replace(' ', '')])
      expect(stored).not.toContain(personal);
  } finally {
    client.destroy();
  }
});

describe('when the counters cannot be used', () => {
  it('counts a counter DynamoDB leaves unprocessed as no failures, not as a 500', async () => {
    const dynamoDb = mockClient(DynamoDBClient);
    dynamoDb.on(BatchGetItemCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => ({
      Responses: {},
      UnprocessedKeys: input.RequestItems,
    }));
    try {
      expect((await lookup(known)).status).toBe(200);
      expect(dynamoDb.commandCalls(BatchGetItemCommand)).toHaveLength(1);
    } finally {
      dynamoDb.restore();
    }
  });

  it('still answers the lookup (the WAF per-IP limits hold meanwhile)', async () => {
    const dynamoDb = mockClient(DynamoDBClient);
    dynamoDb
      .onAnyCommand()
      .rejects(Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' }));
    try {
      expect((await lookup(known)).status).toBe(200);
      expect((await lookup({ ...known, postcode: wrongPostcodes[0]! })).status).toBe(404);
      expect(dynamoDb.calls().length).toBeGreaterThan(0);
    } finally {
      dynamoDb.restore();
    }
  });
});
