import * as z from './zod.js';

/**
 * The API's runtime configuration as data: its schema, where each key comes from, and the
 * names ops see. Pure, so infra/ builds the stage secret and the functions' environment from
 * the same facts the handlers read (lambdas/shared/config.ts, lambdas/shared/price-cap-settings.ts)
 * without loading any Lambda runtime code.
 *
 * In AWS the values live in ONE Secrets Manager secret per stage (a JSON object with the keys
 * below; its name in APP_SECRET_NAME). Without APP_SECRET_NAME, as on a laptop, each key is read
 * from its environment variable instead (bin/serve.ts points them at the embedded sandbox).
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
  /** Signing secret of the card provider's webhook endpoint (`whsec_...`), shown when ops create it. */
  cardProviderWebhookSecret: z.string().min(1),
  /** The payment-posting workflow: receives each paid card payment once (docs/api.md › API). */
  paymentPostingUrl: z.url(),
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
  cardProviderWebhookSecret: 'CARD_PROVIDER_WEBHOOK_SECRET',
  paymentPostingUrl: 'PAYMENT_POSTING_URL',
};

/** How long a fetched secret is reused before Secrets Manager is asked again. */
export const SECRET_CACHE_SECONDS = 300;
