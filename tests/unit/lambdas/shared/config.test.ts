import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../../../lambdas/shared/config.js';

const secretsManager = mockClient(SecretsManagerClient);

beforeEach(() => {
  clearCaches();
  secretsManager.reset();
});

afterEach(() => vi.unstubAllEnvs());

describe('loadConfig', () => {
  it("reads the key's own secret as JSON when its name is set, and caches it", async () => {
    vi.stubEnv('REVIEWS_SECRET_NAME', 'fernleaf-dev-app');
    vi.stubEnv('REVIEWS_URL', 'https://ignored.example/reviews');
    secretsManager.on(GetSecretValueCommand, { SecretId: 'fernleaf-dev-app' }).resolves({
      SecretString: JSON.stringify({
        reviewsUrl: 'https://reviews.example',
        reviewsBusinessUnitId: 'unit-1',
        // A key of another purpose, put in the wrong secret by mistake, is not picked up from it.
        accountLookupUrl: 'https://workflows.example/lookup',
      }),
    });

    await expect(loadConfig(['reviewsUrl', 'reviewsBusinessUnitId'])).resolves.toEqual({
      reviewsUrl: 'https://reviews.example',
      reviewsBusinessUnitId: 'unit-1',
    });
    await loadConfig(['reviewsUrl']);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('reads each key from the secret of its purpose, and only those secrets', async () => {
    vi.stubEnv('CARD_PROVIDER_SECRET_NAME', 'fernleaf/dev/card-provider');
    vi.stubEnv('ACCOUNT_LOOKUP_SECRET_NAME', 'fernleaf/dev/account-lookup');
    vi.stubEnv('REVIEWS_SECRET_NAME', 'fernleaf/dev/reviews');
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'fernleaf/dev/card-provider' })
      .resolves({
        SecretString: JSON.stringify({ cardProviderSecretKey: 'sk_test_1', siteOrigin: 'https://a.example' }),
      })
      .on(GetSecretValueCommand, { SecretId: 'fernleaf/dev/account-lookup' })
      .resolves({ SecretString: JSON.stringify({ accountLookupUrl: 'https://workflows.example/lookup' }) });

    await expect(loadConfig(['cardProviderSecretKey', 'accountLookupUrl', 'siteOrigin'])).resolves.toEqual({
      cardProviderSecretKey: 'sk_test_1',
      accountLookupUrl: 'https://workflows.example/lookup',
      siteOrigin: 'https://a.example',
    });
    expect(
      secretsManager
        .commandCalls(GetSecretValueCommand)
        .map((call) => call.args[0].input.SecretId)
        .sort(),
    ).toEqual(['fernleaf/dev/account-lookup', 'fernleaf/dev/card-provider']);
  });

  it('answers a ConfigError (503) when a key is only in a secret of another purpose', async () => {
    vi.stubEnv('ACCOUNT_LOOKUP_SECRET_NAME', 'fernleaf/dev/account-lookup');
    vi.stubEnv('REVIEWS_SECRET_NAME', 'fernleaf/dev/reviews');
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'fernleaf/dev/account-lookup' })
      .resolves({ SecretString: JSON.stringify({ reviewsUrl: 'https://reviews.example' }) })
      .on(GetSecretValueCommand, { SecretId: 'fernleaf/dev/reviews' })
      .resolves({ SecretString: JSON.stringify({ reviewsBusinessUnitId: 'unit' }) });
    await expect(loadConfig(['reviewsUrl'])).rejects.toThrow('reviewsUrl');
  });

  it('reads environment variables when there is no secret', async () => {
    vi.stubEnv('ACCOUNT_LOOKUP_URL', 'http://127.0.0.1:9999/workflows/account-lookup');
    await expect(loadConfig(['accountLookupUrl'])).resolves.toEqual({
      accountLookupUrl: 'http://127.0.0.1:9999/workflows/account-lookup',
    });
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('names the missing or malformed keys without their values', async () => {
    vi.stubEnv('REVIEWS_URL', 'not a url');
    vi.stubEnv('REVIEWS_BUSINESS_UNIT_ID', '');
    const failure = loadConfig(['reviewsUrl', 'reviewsBusinessUnitId']);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow('reviewsUrl, reviewsBusinessUnitId');
  });

  it('takes upstream URLs over https, and over http only to 127.0.0.1 (the local sandbox)', async () => {
    for (const accepted of ['https://workflows.example/lookup', 'http://127.0.0.1:4100/workflows/account-lookup']) {
      vi.stubEnv('ACCOUNT_LOOKUP_URL', accepted);
      await expect(loadConfig(['accountLookupUrl'])).resolves.toEqual({ accountLookupUrl: accepted });
    }
    for (const refused of [
      'http://workflows.example/lookup',
      'http://localhost:4100/workflows/account-lookup',
      'ftp://workflows.example/lookup',
      'javascript:alert(1)',
    ]) {
      vi.stubEnv('ACCOUNT_LOOKUP_URL', refused);
      await expect(loadConfig(['accountLookupUrl']), refused).rejects.toBeInstanceOf(ConfigError);
    }
    vi.stubEnv('CARD_PROVIDER_API_URL', 'http://api.cardprovider.example');
    vi.stubEnv('CARD_PROVIDER_SECRET_KEY', 'sk_test_1');
    await expect(loadConfig(['cardProviderSecretKey', 'cardProviderApiUrl'])).rejects.toThrow('cardProviderApiUrl');
  });

  it('validates only the keys a route asks for', async () => {
    vi.stubEnv('SITE_ORIGIN', 'https://www.fernleaf.example');
    vi.stubEnv('REVIEWS_URL', '');
    await expect(loadConfig(['siteOrigin'])).resolves.toEqual({ siteOrigin: 'https://www.fernleaf.example' });
  });
});

describe('loadConfig when a secret cannot be used', () => {
  it.each([
    [
      'has no value yet',
      () =>
        secretsManager
          .on(GetSecretValueCommand)
          .rejects(Object.assign(new Error('no AWSCURRENT value'), { name: 'ResourceNotFoundException' })),
    ],
    ['is not JSON', () => secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'not json' })],
  ])('answers with a ConfigError (503) when the secret %s', async (_, arrange) => {
    vi.stubEnv('REVIEWS_SECRET_NAME', 'fernleaf-dev-app');
    arrange();
    await expect(loadConfig(['reviewsUrl'])).rejects.toBeInstanceOf(ConfigError);
  });
});
