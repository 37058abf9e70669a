import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { configEnvironmentVariables, secretNameVariable, type AppConfig } from '#contracts/app-config';
import { DYNAMODB_ENDPOINT_VARIABLE, IDEMPOTENCY_TABLE_NAME_VARIABLE } from '#contracts/idempotency-table';
import type { ApiEvent } from '../../../lambdas/shared/http.js';
import { startSandbox, type Sandbox } from '../../../local/sandbox/index.js';
import { sandboxLookup } from '../support/fixtures';

/**
 * In AWS the card provider's key and the upstream URLs come from the secrets of their purpose, not
 * the environment: the checkout route must work from its two secrets alone (the card provider's
 * and the account lookup's) and read each once per cache period. Secrets Manager is mocked; the
 * provider is the sandbox's checkout emulator.
 */
const secretsManager = mockClient(SecretsManagerClient);
const CARD_PROVIDER_SECRET = 'fernleaf/dev/card-provider';
const ACCOUNT_LOOKUP_SECRET = 'fernleaf/dev/account-lookup';
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

beforeEach(() => {
  clearCaches();
  secretsManager.reset();
  vi.unstubAllEnvs();
  // Nothing of the configuration in the environment: only the secret's name.
  for (const variable of Object.values(configEnvironmentVariables)) vi.stubEnv(variable, '');
  // The table the failed-lookup counters use (set by infra in AWS, like the secrets' names).
  for (const variable of [IDEMPOTENCY_TABLE_NAME_VARIABLE, DYNAMODB_ENDPOINT_VARIABLE])
    vi.stubEnv(variable, sandbox.environment[variable]);
  vi.stubEnv(secretNameVariable('card-provider'), CARD_PROVIDER_SECRET);
  vi.stubEnv(secretNameVariable('account-lookup'), ACCOUNT_LOOKUP_SECRET);
});

function cardProviderSecret(): Partial<AppConfig> {
  const env = sandbox.environment;
  return {
    cardProviderSecretKey: env.CARD_PROVIDER_SECRET_KEY,
    cardProviderApiUrl: env.CARD_PROVIDER_API_URL,
    siteOrigin: 'https://www.fernleaf.test',
  };
}

function createEvent(): ApiEvent {
  const event = JSON.parse(readFileSync('lambdas/create-checkout-session/events/post.json', 'utf8')) as ApiEvent;
  return {
    ...event,
    body: JSON.stringify({ ...sandboxLookup('dualFuel'), amount: '12.34', attemptId: randomUUID() }),
  };
}

const context = { awsRequestId: 'test', functionName: 'create-checkout-session' } as Context;

it('creates the checkout session with the key and URLs from its two secrets, each read once per cache period', async () => {
  secretsManager
    .on(GetSecretValueCommand, { SecretId: CARD_PROVIDER_SECRET })
    .resolves({ SecretString: JSON.stringify(cardProviderSecret()) })
    .on(GetSecretValueCommand, { SecretId: ACCOUNT_LOOKUP_SECRET })
    .resolves({ SecretString: JSON.stringify({ accountLookupUrl: sandbox.environment.ACCOUNT_LOOKUP_URL }) });
  const { handler } = await import('../../../lambdas/create-checkout-session/handler.js');

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await handler(createEvent(), context);
    expect(result.statusCode).toBe(201);
    expect(JSON.parse(String(result.body)).url).toMatch(new RegExp(`^${sandbox.checkoutUrl}/pay/cs_test_`));
  }
  expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
});

it('answers 503, not 500, while its secrets have no value yet', async () => {
  secretsManager.on(GetSecretValueCommand).rejects(
    Object.assign(new Error("Secrets Manager can't find the specified secret value"), {
      name: 'ResourceNotFoundException',
    }),
  );
  const { handler } = await import('../../../lambdas/create-checkout-session/handler.js');
  const result = await handler(createEvent(), context);
  expect(result.statusCode).toBe(503);
  expect(JSON.parse(String(result.body)).error.code).toBe('service_unavailable');
});
