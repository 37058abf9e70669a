import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import * as z from '../contracts/zod.js';
import { logger } from './logger.js';

/**
 * Runtime configuration of the API. In AWS the values live in ONE Secrets Manager secret per
 * stage (a JSON object with the keys below; its name in APP_SECRET_NAME). Without
 * APP_SECRET_NAME, as on a laptop, each key is read from its environment variable instead
 * (bin/serve.ts points them at the embedded sandbox). Handlers never know which source it was.
 */
export const appConfigSchema = z.object({
  accountLookupUrl: z.url(),
  meterReadingsUrl: z.url(),
  electricityReadingUrl: z.url(),
  gasReadingUrl: z.url(),
  quoteUrl: z.url(),
  quoteApiKey: z.string().min(1),
  reviewsUrl: z.url(),
  reviewsBusinessUnitId: z.string().min(1),
  cardProviderSecretKey: z.string().min(1),
  /** Base URL of the card provider's API; only set to reach a non-default host. */
  cardProviderApiUrl: z.url().optional(),
  /** Public origin of the site, used for checkout return URLs (e.g. https://www.fernleaf.example). */
  siteOrigin: z.url(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppConfigKey = keyof AppConfig;

/** Environment variable that holds each key when there is no secret (local runs, tests). */
export const configEnvironmentVariables: Record<AppConfigKey, string> = {
  accountLookupUrl: 'ACCOUNT_LOOKUP_URL',
  meterReadingsUrl: 'METER_READINGS_URL',
  electricityReadingUrl: 'ELECTRICITY_READING_URL',
  gasReadingUrl: 'GAS_READING_URL',
  quoteUrl: 'QUOTE_URL',
  quoteApiKey: 'QUOTE_API_KEY',
  reviewsUrl: 'REVIEWS_URL',
  reviewsBusinessUnitId: 'REVIEWS_BUSINESS_UNIT_ID',
  cardProviderSecretKey: 'CARD_PROVIDER_SECRET_KEY',
  cardProviderApiUrl: 'CARD_PROVIDER_API_URL',
  siteOrigin: 'SITE_ORIGIN',
};

/** How long a fetched secret is reused before Secrets Manager is asked again. */
export const SECRET_CACHE_SECONDS = 300;

/** A required setting is missing or malformed: an operator problem, answered with a 503. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

async function readRawConfig(): Promise<Record<string, unknown>> {
  const secretName = process.env.APP_SECRET_NAME;
  if (secretName) {
    try {
      const secret = await getSecret<Record<string, unknown>>(secretName, {
        transform: 'json',
        maxAge: SECRET_CACHE_SECONDS,
      });
      return secret ?? {};
    } catch (error) {
      // An unset, unreadable or non-JSON secret is an operator problem: a 503, never a 500.
      logger.error('Stage secret could not be read', { error: (error as Error).name });
      throw new ConfigError('The stage secret could not be read');
    }
  }
  return Object.fromEntries(
    Object.entries(configEnvironmentVariables)
      .map(([key, variable]) => [key, process.env[variable]])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** Loads and validates only the keys a route needs, so one missing value breaks only its users. */
export async function loadConfig<K extends AppConfigKey>(keys: readonly K[]): Promise<Pick<AppConfig, K>> {
  const raw = await readRawConfig();
  const schema = z.object(Object.fromEntries(keys.map((key) => [key, appConfigSchema.shape[key]])));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    logger.error('Configuration incomplete', { problems });
    throw new ConfigError(`Missing or invalid configuration: ${problems}`);
  }
  return result.data as unknown as Pick<AppConfig, K>;
}
