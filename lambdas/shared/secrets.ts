import { DEFAULT_PROVIDERS } from '@aws-lambda-powertools/parameters/base';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * Secrets Manager for every secret a function reads (the secrets of each purpose: ./config.ts; the origin
 * header's values: ./origin-verify.ts), with explicit connection and request time-outs: the SDK
 * has none by default. Two attempts of at most 2 s fit inside the request's deadline
 * (./deadline.ts), which also bounds each read as a whole. No zod here, so routes that read no
 * configuration secret do not bundle its schema.
 */
export const secrets = new SecretsProvider({
  awsSdkV3Client: new SecretsManagerClient({
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 500, requestTimeout: 1_500, throwOnRequestTimeout: true },
  }),
});
// Registered as Powertools' default, so its cache is the one clearCaches() empties.
DEFAULT_PROVIDERS.secrets = secrets;
