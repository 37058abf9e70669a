import { readdirSync, readFileSync } from 'node:fs';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configEnvironmentVariables,
  configSecretIds,
  configSecrets,
  secretNameVariable,
  type AppConfigKey,
} from '#contracts/app-config';
import { routes } from '#contracts/routes';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import type { Context } from 'aws-lambda';
import type { ApiEvent, ApiHandler } from '../../../lambdas/shared/http.js';
import { startSandbox, type Sandbox } from '../../../local/sandbox/index.js';
import { testContext } from '../support/api-gateway.js';

/**
 * Each route runs in AWS with ONLY the secrets its row of the route table declares (the grants
 * and variables infra gives it, docs/security.md › Secrets split by purpose): every secret is
 * mocked with the sandbox's values of its keys, nothing of the configuration is in the
 * environment, and a route that needed an undeclared secret would answer 503.
 */
const secretsManager = mockClient(SecretsManagerClient);
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

beforeEach(() => {
  clearCaches();
  secretsManager.reset();
  vi.unstubAllEnvs();
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
  // The sandbox's table and the rest, but nothing of the configuration: that comes from the secrets.
  for (const [variable, value] of Object.entries(sandbox.environment)) vi.stubEnv(variable, value);
  for (const variable of Object.values(configEnvironmentVariables)) vi.stubEnv(variable, '');
  for (const id of configSecretIds) {
    const value = Object.fromEntries(
      (configSecrets[id] as readonly AppConfigKey[]).map((key) => [
        key,
        key === 'siteOrigin' ? 'https://www.fernleaf.test' : sandbox.environment[configEnvironmentVariables[key]],
      ]),
    );
    secretsManager
      .on(GetSecretValueCommand, { SecretId: `fernleaf/test/${id}` })
      .resolves({ SecretString: JSON.stringify(value) });
  }
});

const routesWithSecrets = routes.filter((route) => (route.reads.secrets ?? []).length > 0);

describe.each(routesWithSecrets.map((route) => [route.name, route] as const))('%s', (name, route) => {
  const events = readdirSync(`lambdas/${name}/events`).map((file) => `lambdas/${name}/events/${file}`);

  it.each(events)('answers %s from its declared secrets alone, reading no other', async (eventFile) => {
    for (const id of route.reads.secrets ?? []) vi.stubEnv(secretNameVariable(id), `fernleaf/test/${id}`);
    const { handler } = (await import(`../../../lambdas/${name}/handler.ts`)) as { handler: ApiHandler };
    const event = JSON.parse(readFileSync(eventFile, 'utf8')) as ApiEvent;

    const result = await handler(event, testContext(name));

    expect(result.statusCode, String(result.body)).not.toBe(503);
    expect(result.statusCode, String(result.body)).toBeLessThan(500);
    const read = secretsManager.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId);
    for (const secretId of read)
      expect((route.reads.secrets ?? []).map((id) => `fernleaf/test/${id}`)).toContain(secretId);
  });
});

describe.each(scheduledJobs.map((job) => [job.name, job] as const))('scheduled job %s', (name, job) => {
  const events = readdirSync(`lambdas/${name}/events`).map((file) => `lambdas/${name}/events/${file}`);

  it.each(events)('runs %s from its declared secrets alone, reading no other', async (eventFile) => {
    for (const id of job.reads.secrets ?? []) vi.stubEnv(secretNameVariable(id), `fernleaf/test/${id}`);
    const { handler } = (await import(`../../../lambdas/${name}/handler.ts`)) as {
      handler: (event: unknown, context: Context) => Promise<unknown>;
    };
    await expect(handler(JSON.parse(readFileSync(eventFile, 'utf8')), testContext(name))).resolves.toBeDefined();
    const read = secretsManager.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId);
    // A job that declares no secret (the price-cap check reads only SSM) reads none.
    if ((job.reads.secrets ?? []).length > 0) expect(read.length).toBeGreaterThan(0);
    else expect(read).toEqual([]);
    for (const secretId of read)
      expect((job.reads.secrets ?? []).map((id) => `fernleaf/test/${id}`)).toContain(secretId);
  });
});
