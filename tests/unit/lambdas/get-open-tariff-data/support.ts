import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RatePeriod } from '#contracts/tariff-catalogue';
import { startLocalDynamoDb, type LocalDynamoDb } from '../../../../local/dynamodb-local.js';
import { seedSampleCatalogue } from '../../../../local/sandbox/tariff-catalogue.js';
import { seedRegulatorFigures } from '../../../../local/sandbox/regulator-figures.js';
import { startLocalSsm, type LocalSsm } from '../../../../local/ssm-local.js';
import { forgetRegulatorFigures } from '../../../../lambdas/shared/regulator-figures.js';
import type { ApiEvent, ApiResult } from '../../../../lambdas/shared/http.js';
import {
  forgetCachedCatalogue,
  readCatalogue,
  storeFromEnvironment,
} from '../../../../lambdas/shared/tariff-catalogue-store.js';
import { handler } from '../../../../lambdas/get-open-tariff-data/handler.js';
import { apiEvent, testContext } from '../../support/api-gateway.js';

/**
 * The open tariff API's handler over the sandbox's sample catalogue, published to dynalite the
 * way ops publish prices (local/sandbox/tariff-catalogue.ts), and the sample typical consumption
 * in the SSM stand-in (local/sandbox/regulator-figures.ts). Returns the catalogue's periods, as
 * read straight from the table, for the tests to compute their own expectations.
 */
export function useSampleCatalogue(): { periods: () => RatePeriod[]; dynamoDb: () => LocalDynamoDb } {
  let dynamoDb: LocalDynamoDb | undefined;
  let ssm: LocalSsm | undefined;
  let periods: RatePeriod[] = [];
  const saved = { ...process.env };
  beforeAll(async () => {
    dynamoDb = await startLocalDynamoDb();
    ssm = await startLocalSsm();
    Object.assign(process.env, dynamoDb.environment, ssm.environment, await seedRegulatorFigures(ssm.url));
    await seedSampleCatalogue(dynamoDb.environment);
    periods = (await readCatalogue(storeFromEnvironment(dynamoDb.environment)))?.periods ?? [];
  });
  beforeEach(() => {
    forgetCachedCatalogue();
    forgetRegulatorFigures();
    if (dynamoDb) Object.assign(process.env, dynamoDb.environment);
  });
  afterAll(async () => {
    forgetCachedCatalogue();
    await Promise.all([dynamoDb?.close(), ssm?.close()]);
    process.env = saved;
  });
  return {
    periods: () => periods,
    dynamoDb: () => {
      if (!dynamoDb) throw new Error('dynalite starts in beforeAll');
      return dynamoDb;
    },
  };
}

/** A GET of the open API as API Gateway delivers it: `path` after /api/v1/, with its query. */
export function openApiEvent(path: string, query: Record<string, string> = {}, host = 'localhost:3000'): ApiEvent {
  const rawPath = `/api/v1/${path}`;
  const event = apiEvent('GET', '/api/v1/{proxy+}', undefined, { proxy: path });
  const rawQueryString = new URLSearchParams(query).toString();
  return {
    ...event,
    rawPath,
    rawQueryString,
    headers: { host },
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: { ...event.requestContext, http: { ...event.requestContext.http, path: rawPath } },
  };
}

/** Answers are untyped JSON; the tests read them freely and assert on what they read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  result: ApiResult;
}

export async function get<T = Json>(
  path: string,
  query: Record<string, string> = {},
  host?: string,
): Promise<Answer<T>> {
  const result = await handler(openApiEvent(path, query, host), testContext('get-open-tariff-data'));
  return { status: result.statusCode ?? 0, body: JSON.parse(String(result.body)) as T, result };
}

export function eventFile(name: string): ApiEvent {
  return JSON.parse(readFileSync(`lambdas/get-open-tariff-data/events/${name}.json`, 'utf8')) as ApiEvent;
}
