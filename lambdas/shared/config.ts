import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { getParametersByName } from '@aws-lambda-powertools/parameters/ssm';
import { z } from 'zod';
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
    const secret = await getSecret<Record<string, unknown>>(secretName, { transform: 'json', maxAge: SECRET_CACHE_SECONDS });
    return secret ?? {};
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

/** Value shown wherever a price-cap setting is missing or unreadable (spec section 3). */
export const MISSING_DISPLAY_VALUE = '--';

export interface PriceCapSettings {
  ownStandardVariableTariff: string;
  regulatorPriceCap: string;
  priceCapDate: string;
}

/** For each price-cap value: the env var naming its SSM parameter, and the env var with a local value. */
export const priceCapSources: Record<keyof PriceCapSettings, { parameterNameVariable: string; valueVariable: string }> = {
  ownStandardVariableTariff: { parameterNameVariable: 'PRICE_CAP_OWN_SVT_PARAMETER', valueVariable: 'PRICE_CAP_OWN_SVT' },
  regulatorPriceCap: { parameterNameVariable: 'PRICE_CAP_REGULATOR_PARAMETER', valueVariable: 'PRICE_CAP_REGULATOR' },
  priceCapDate: { parameterNameVariable: 'PRICE_CAP_DATE_PARAMETER', valueVariable: 'PRICE_CAP_DATE' },
};

export const PRICE_CAP_CACHE_SECONDS = 60;

function displayValue(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : MISSING_DISPLAY_VALUE;
}

/**
 * The three price-cap display values. From SSM when parameter names are configured, else
 * from plain environment values. Never throws: whatever cannot be read becomes '--'.
 */
export async function loadPriceCapSettings(): Promise<PriceCapSettings> {
  const entries = Object.entries(priceCapSources) as [keyof PriceCapSettings, (typeof priceCapSources)[keyof PriceCapSettings]][];
  const parameterNames = entries.map(([, source]) => process.env[source.parameterNameVariable]).filter((name): name is string => !!name);

  let fromSsm: Record<string, unknown> = {};
  if (parameterNames.length > 0) {
    try {
      const request = Object.fromEntries(parameterNames.map((name) => [name, {}]));
      const { _errors: failed, ...values } = await getParametersByName<string>(request, { maxAge: PRICE_CAP_CACHE_SECONDS, throwOnError: false });
      if (failed?.length) logger.warn('Some price-cap parameters could not be read', { parameters: failed });
      fromSsm = values;
    } catch (error) {
      logger.error('Price-cap parameters could not be read', error as Error);
    }
  }

  const settings = {} as PriceCapSettings;
  for (const [key, source] of entries) {
    const parameterName = process.env[source.parameterNameVariable];
    settings[key] = displayValue(parameterName ? fromSsm[parameterName] : process.env[source.valueVariable]);
  }
  return settings;
}
