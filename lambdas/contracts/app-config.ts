import { upstreamUrl } from './url-schemes.js';
import * as z from './zod.js';

/**
 * The API's runtime configuration as data: its schema, where each key comes from, and the
 * names ops see. Pure, so infra/ builds the stage secret and the functions' environment from
 * the same facts the handlers read (lambdas/shared/config.ts) without loading any Lambda runtime
 * code.
 *
 * In AWS the values live in Secrets Manager, split by purpose (`configSecrets` below: the card
 * provider's keys in one secret, each workflow's URL or key in its own), so a function can read
 * only the secrets of the upstreams it calls (docs/security.md › Secrets split by purpose). A
 * function learns a secret's name from that secret's variable (`secretNameVariable`); where the
 * variable is unset, as on a laptop, each key of that secret is read from its own environment
 * variable instead (bin/serve.ts points them at the embedded sandbox).
 */
/** Upstream URLs are https (http only to 127.0.0.1, the local sandbox): ./url-schemes.ts. */
export const appConfigSchema = z.object({
  accountLookupUrl: upstreamUrl(),
  meterReadingsUrl: upstreamUrl(),
  electricityReadingUrl: upstreamUrl(),
  gasReadingUrl: upstreamUrl(),
  reviewsUrl: upstreamUrl(),
  reviewsBusinessUnitId: z.string().min(1),
  cardProviderSecretKey: z.string().min(1),
  /** Base URL of the card provider's API; only set to reach a non-default host. */
  cardProviderApiUrl: upstreamUrl().optional(),
  /** Public origin of the site, used for checkout return URLs (e.g. https://www.fernleaf.example). */
  siteOrigin: z.url(),
  /** Signing secret of the card provider's webhook endpoint (`whsec_...`), shown when ops create it. */
  cardProviderWebhookSecret: z.string().min(1),
  /** The payment-posting workflow: receives each paid card payment once (docs/api.md › Card provider webhook). */
  paymentPostingUrl: upstreamUrl(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppConfigKey = keyof AppConfig;

/** Environment variable that holds each key when there is no secret (local runs, tests). */
export const configEnvironmentVariables: Record<AppConfigKey, string> = {
  accountLookupUrl: 'ACCOUNT_LOOKUP_URL',
  meterReadingsUrl: 'METER_READINGS_URL',
  electricityReadingUrl: 'ELECTRICITY_READING_URL',
  gasReadingUrl: 'GAS_READING_URL',
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

/**
 * The secrets of a stage, by purpose: each key above lives in exactly one of them, and a route
 * declares the secrets it reads (`reads.secrets` in ./routes.ts), which is all its function may
 * read in AWS. The id is also the last part of the secret's name, `fernleaf/<stage>/<id>`.
 */
export const configSecrets = {
  /** The card provider's keys, and where its hosted checkout returns to: the three card routes. */
  'card-provider': ['cardProviderSecretKey', 'cardProviderApiUrl', 'cardProviderWebhookSecret', 'siteOrigin'],
  /** The payment account lookup: lookup-account and the checkout's re-check. */
  'account-lookup': ['accountLookupUrl'],
  /** The meter-reading account lookup: get-meter-readings and the reading's ownership check. */
  'meter-readings': ['meterReadingsUrl'],
  /** The two reading-submission workflows. */
  'reading-submission': ['electricityReadingUrl', 'gasReadingUrl'],
  /** The review widget: get-reviews. */
  reviews: ['reviewsUrl', 'reviewsBusinessUnitId'],
  /** The payment-posting workflow: the card provider's webhook. */
  'payment-posting': ['paymentPostingUrl'],
} as const satisfies Record<string, readonly AppConfigKey[]>;

export type ConfigSecretId = keyof typeof configSecrets;

export const configSecretIds = Object.keys(configSecrets) as ConfigSecretId[];

/** The secret that holds a key. */
export function configSecretOf(key: AppConfigKey): ConfigSecretId {
  const id = configSecretIds.find((candidate) => (configSecrets[candidate] as readonly string[]).includes(key));
  if (id === undefined) throw new Error(`No secret holds the configuration key ${key}`);
  return id;
}

/** The environment variable that names a secret in AWS, e.g. CARD_PROVIDER_SECRET_NAME. */
export function secretNameVariable(id: ConfigSecretId): string {
  return `${id.toUpperCase().replaceAll('-', '_')}_SECRET_NAME`;
}
