import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '#contracts/account-rules';
import { paymentMessages } from '#contracts/payment-messages';
import { priceCapMessages } from '#contracts/price-cap-values';
import { reviewMessages } from '#contracts/reviews';
import { tariffLabelMessages } from '#contracts/tariff-labels';
import { tariffMessages } from '#contracts/tariffs';
import { secretNameVariable } from '#contracts/app-config';
import { routes } from '#contracts/routes';
import type { ApiHandler } from '../../../lambdas/shared/http';
import { forgetCachedCatalogue } from '../../../lambdas/shared/tariff-catalogue-store';
import { forgetRegulatorFigures } from '../../../lambdas/shared/regulator-figures';
import { seedRegulatorFigures } from '../../../local/sandbox/regulator-figures';
import { startLocalSsm, type LocalSsm } from '../../../local/ssm-local';
import { apiEvent, testContext } from '../support/api-gateway';
import { sandboxLookup } from '../support/fixtures';

/*
 * Slow and silent AWS services: Secrets Manager (the secrets of its purpose every route with an
 * upstream reads first) and DynamoDB (the tariff catalogue: our prices; SSM's faults, the
 * regulator's figures: tests/unit/faults/ssm-faults.test.ts). Same
 * shortened budget and reasoning as tests/unit/faults/route-faults.test.ts: without the deadline
 * these calls would never end.
 */
const BUDGET_MS = 400;
const MARGIN_MS = 1_500;

const secretsManager = mockClient(SecretsManagerClient);
const dynamoDb = mockClient(DynamoDBDocumentClient);

/** An AWS call that answers only after `ms` (or never). */
const after =
  <T>(ms: number, value: T) =>
  () =>
    new Promise<T>((resolve) => {
      if (Number.isFinite(ms)) setTimeout(() => resolve(value), ms).unref();
    });

beforeEach(() => {
  clearCaches();
  secretsManager.reset();
  dynamoDb.reset();
  forgetCachedCatalogue();
  vi.stubEnv('REQUEST_BUDGET_MS', String(BUDGET_MS));
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
});
afterEach(() => vi.unstubAllEnvs());

async function invoke(name: string, method: 'GET' | 'POST', path: string, body?: unknown, id?: string) {
  const { handler } = (await import(`../../../lambdas/${name}/handler.ts`)) as { handler: ApiHandler };
  const started = performance.now();
  const result = await handler(apiEvent(method, path, body, id ? { id } : undefined), testContext(name));
  const elapsedMs = performance.now() - started;
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as Record<string, unknown>, elapsedMs };
}

function routeNamed(name: string) {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route ${name}`);
  return route;
}

const lookup = sandboxLookup('dualFuel');
const secretRoutes = [
  { name: 'get-reviews', method: 'GET', path: '/api/reviews', message: reviewMessages.timedOut },
  {
    name: 'lookup-account',
    method: 'POST',
    path: '/api/accounts/lookup',
    body: lookup,
    message: accountMessages.lookupFailed,
  },
  {
    name: 'get-meter-readings',
    method: 'POST',
    path: '/api/getmeterreadings',
    body: lookup,
    message: accountMessages.lookupFailed,
  },
  {
    name: 'create-checkout-session',
    method: 'POST',
    path: '/api/checkout-sessions',
    body: { ...lookup, amount: '25.50', attemptId: randomUUID() },
    message: paymentMessages.sessionFailed,
  },
  {
    name: 'get-checkout-session',
    method: 'GET',
    path: '/api/checkout-sessions/cs_test_1',
    id: 'cs_test_1',
    message: paymentMessages.verificationFailed,
  },
] as const;

describe.each(['slow', 'silent'] as const)('a %s Secrets Manager', (kind) => {
  it.each(secretRoutes)('$name answers 504 in its own words within the budget', async (route) => {
    // A name per case: a slow answer arriving after its test has ended fills only its own cache entry.
    for (const id of routeNamed(route.name).reads.secrets ?? [])
      vi.stubEnv(secretNameVariable(id), `fernleaf/test/${route.name}-${kind}-${id}`);
    // Slow: the answer comes after twice the budget; silent: never.
    secretsManager
      .on(GetSecretValueCommand)
      .callsFake(after(kind === 'slow' ? BUDGET_MS * 2 : Infinity, { SecretString: '{}' }));
    const outcome = await invoke(
      route.name,
      route.method,
      route.path,
      'body' in route ? route.body : undefined,
      'id' in route ? route.id : undefined,
    );
    expect(outcome.status).toBe(504);
    expect(outcome.body).toMatchObject({ error: { message: route.message } });
    expect(outcome.elapsedMs, 'answered within the budget').toBeLessThan(BUDGET_MS + MARGIN_MS);
  });
});

const catalogueRoutes = [
  { name: 'get-price-cap', path: '/api/price-cap', message: priceCapMessages.timedOut },
  { name: 'get-tariffs', path: '/api/tariffs', message: tariffMessages.timedOut },
  { name: 'get-tariff-labels', path: '/api/tariff-labels?postcode=NG15FS', message: tariffLabelMessages.timedOut },
] as const;

describe.each(['slow', 'silent'] as const)('a %s DynamoDB', (kind) => {
  // The regulator's figures these routes also read come from a working SSM stand-in.
  let ssm: LocalSsm | undefined;
  let regulatorEnvironment: Record<string, string> = {};
  beforeAll(async () => {
    ssm = await startLocalSsm();
    regulatorEnvironment = { ...ssm.environment, ...(await seedRegulatorFigures(ssm.url)) };
  });
  afterAll(() => ssm?.close());

  it.each(catalogueRoutes)('$name answers 504 in its own words within the budget', async (route) => {
    vi.stubEnv('TARIFF_CATALOGUE_TABLE_NAME', 'fernleaf-test-tariff-catalogue');
    for (const [name, value] of Object.entries(regulatorEnvironment)) vi.stubEnv(name, value);
    forgetRegulatorFigures();
    dynamoDb.on(GetCommand).callsFake(after(kind === 'slow' ? BUDGET_MS * 2 : Infinity, {}));
    const [path, query] = route.path.split('?');
    const { handler } = (await import(`../../../lambdas/${route.name}/handler.ts`)) as { handler: ApiHandler };
    const event = apiEvent('GET', path ?? route.path);
    if (query) event.queryStringParameters = Object.fromEntries(new URLSearchParams(query));
    const started = performance.now();
    const result = await handler(event, testContext(route.name));
    expect(result.statusCode).toBe(504);
    expect(JSON.parse(String(result.body))).toMatchObject({ error: { message: route.message } });
    expect(performance.now() - started, 'answered within the budget').toBeLessThan(BUDGET_MS + MARGIN_MS);
  });
});
