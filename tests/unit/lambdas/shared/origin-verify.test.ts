import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER, originVerifyRefusal } from '#contracts/origin-verify';
import { createHandler, json, type ApiEvent } from '../../../../lambdas/shared/http';
import { listenOnFreePort } from '../../../../local/http-server';
import { createSiteListener } from '../../../../local/site-server';
import { apiEvent, testContext } from '../../support/api-gateway';

const secretsManager = mockClient(SecretsManagerClient);
const routeLogic = vi.fn(() => Promise.resolve(json(200, { ok: true })));
const handler = createHandler('test-route', routeLogic);

function withHeader(value?: string, name = ORIGIN_VERIFY_HEADER): ApiEvent {
  const event = apiEvent('POST', '/api/things', { a: 1 });
  if (value !== undefined) event.headers = { ...event.headers, [name]: value };
  return event;
}

async function call(event: ApiEvent) {
  const result = await handler(event, testContext());
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as unknown };
}

const refused = {
  status: originVerifyRefusal.status,
  body: { error: { code: originVerifyRefusal.code, message: originVerifyRefusal.message } },
};

beforeEach(() => {
  clearCaches();
  secretsManager.reset();
  routeLogic.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('the origin header check (every route, before its logic)', () => {
  it('refuses a request without the header or with a wrong value, and never runs the route', async () => {
    vi.stubEnv('ORIGIN_VERIFY_VALUES', 'value-now');
    await expect(call(withHeader())).resolves.toEqual(refused);
    await expect(call(withHeader('value-no'))).resolves.toEqual(refused);
    await expect(call(withHeader(''))).resolves.toEqual(refused);
    expect(routeLogic).not.toHaveBeenCalled();
  });

  it('answers 401, not 403: CloudFront would turn a 403 into the not-found page', () => {
    expect(originVerifyRefusal.status).not.toBe(403);
  });

  it('refuses before reading the body: an oversized body without the header is a 401, not a 413', async () => {
    vi.stubEnv('ORIGIN_VERIFY_VALUES', 'value-now');
    const event = withHeader();
    event.body = 'x'.repeat(64 * 1024);
    await expect(call(event)).resolves.toEqual(refused);
  });

  it('lets the right value through, whatever the case of the header name', async () => {
    vi.stubEnv('ORIGIN_VERIFY_VALUES', 'value-now');
    await expect(call(withHeader('value-now'))).resolves.toMatchObject({ status: 200 });
    await expect(call(withHeader('value-now', 'X-Origin-Verify'))).resolves.toMatchObject({ status: 200 });
  });

  it("accepts the secret's current and previous values (rotation without downtime), nothing else", async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET_NAME', 'fernleaf/test/origin-verify');
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'fernleaf/test/origin-verify' })
      .resolves({ SecretString: JSON.stringify({ current: 'new-value', previous: 'old-value' }) });
    await expect(call(withHeader('new-value'))).resolves.toMatchObject({ status: 200 });
    await expect(call(withHeader('old-value'))).resolves.toMatchObject({ status: 200 });
    await expect(call(withHeader('older-value'))).resolves.toEqual(refused);
    await expect(call(withHeader())).resolves.toEqual(refused);
    // Cached like the configuration secrets: one read for all four requests.
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('an empty previous value accepts nothing extra', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET_NAME', 'fernleaf/test/origin-verify-2');
    secretsManager
      .on(GetSecretValueCommand)
      .resolves({ SecretString: JSON.stringify({ current: 'only', previous: '' }) });
    await expect(call(withHeader(''))).resolves.toEqual(refused);
    await expect(call(withHeader('only'))).resolves.toMatchObject({ status: 200 });
  });

  it('an unreadable or empty secret is an operator problem: 503, and the route does not run', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET_NAME', 'fernleaf/test/origin-verify-3');
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ current: '' }) });
    await expect(call(withHeader('anything'))).resolves.toMatchObject({ status: 503 });
    expect(routeLogic).not.toHaveBeenCalled();
  });
});

describe('the local CloudFront (local/site-server.ts)', () => {
  it('adds the header to /api requests, overwriting a visitor’s own', async () => {
    vi.stubEnv('ORIGIN_VERIFY_VALUES', 'local-value');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
    const site = await listenOnFreePort(
      createSiteListener({
        distDir: 'web/dist',
        portalOrigin: 'https://my.fernleaf.example',
        originVerifyValue: 'local-value',
      }),
    );
    const direct = await listenOnFreePort(
      createSiteListener({ distDir: 'web/dist', portalOrigin: 'https://my.fernleaf.example' }),
    );
    try {
      // A postcode the route refuses in its own words (400) before it reads anything: proof the request reached it.
      const path = '/api/price-cap?postcode=nope';
      const through = await fetch(`${site.url}${path}`, { headers: { [ORIGIN_VERIFY_HEADER]: 'forged' } });
      expect(through.status).toBe(400);
      const around = await fetch(`${direct.url}${path}`, { headers: { [ORIGIN_VERIFY_HEADER]: 'forged' } });
      expect(around.status).toBe(originVerifyRefusal.status);
    } finally {
      await Promise.all([site.close(), direct.close()]);
    }
  });
});
