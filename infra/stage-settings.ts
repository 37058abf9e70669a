import { RemovalPolicy } from 'aws-cdk-lib';
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { configSecretIds, type ConfigSecretId } from '#contracts/app-config';
import { defaultExternalUrls, type ExternalUrls } from '#contracts/brand';

/**
 * Everything that differs between stages, in ONE typed place: ops change a stage here and
 * nowhere else. bin/app.ts picks the stage with `-c stage=dev|staging|prod` (default dev).
 */
export const stageNames = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

/** Prefix of every stack and resource name; the stage follows it. */
export const APP_NAME = 'fernleaf';

export interface ThrottleLimits {
  /** Steady-state requests per second across all callers. */
  rateLimit: number;
  /** Requests allowed in a burst above the steady rate. */
  burstLimit: number;
}

/**
 * Per-client (per source IP) limits enforced by the stage's AWS WAF web ACL
 * (infra/constructs/web-acl.ts), counted over a sliding 5-minute window.
 */
export interface WafRateLimits {
  /** Requests per IP per 5 minutes to the account number + postcode routes (lambdas/contracts/routes.ts accountLookup). */
  accountLookupPer5Minutes: number;
  /** Requests per IP per 5 minutes to any /api/* path (the account routes count here too). */
  apiPer5Minutes: number;
}

/**
 * Reserved concurrency of the route functions: a ceiling per function, so one route flooded (or
 * an upstream slowed to the 6 s budget) cannot take the account's whole Lambda concurrency from the
 * others, and a floor the others cannot take from it. Sized from the route throttles:
 * docs/security.md › Throttles sized from the WAF limits.
 */
export interface ReservedConcurrency {
  /** Each account number + postcode route (they share the account workflows). */
  accountRoutes: number;
  /** Each other route (prices, reviews, payment status, the webhook). */
  otherRoutes: number;
}

/**
 * A regional custom domain for the API (API Gateway, in the stage's region) that CloudFront uses as
 * its origin, so the default execute-api endpoint can be switched off and nobody can spend the
 * API's throttles by calling it directly (docs/security.md › Throttles sized from the WAF limits).
 */
export interface ApiOriginDomain {
  /** e.g. 'api-origin.fernleaf.example'; ops point it (CNAME) at the stack output ApiOriginTarget. */
  domainName: string;
  /** ACM certificate in the stage's region (not us-east-1) covering domainName. */
  certificateArn: string;
}

export interface CustomDomain {
  /** Host names the distribution answers, e.g. ['www.fernleaf.example']. */
  domainNames: string[];
  /** ACM certificate in us-east-1 covering every name above (CloudFront only reads certificates there). */
  certificateArn: string;
}

export interface StageSettings {
  stage: StageName;
  /** Target account and region; when absent the CLI's current credentials decide (CDK_DEFAULT_*). */
  account?: string;
  region?: string;
  /** Optional: without it the site answers on its *.cloudfront.net name. */
  customDomain?: CustomDomain;
  /** External sites (defaults in lambdas/contracts/brand.ts); the portal origin goes into the CloudFront Function. */
  externalUrls: ExternalUrls;
  /** Limits on the API's $default stage (all routes together). */
  apiThrottle: ThrottleLimits;
  /**
   * Tighter limits on each route that takes an account number + postcode (enumeration risk).
   * API Gateway limits are shared by all callers; a per-client limit needs a WAF rate rule.
   */
  accountLookupThrottle: ThrottleLimits;
  /** Optional: without it every route function shares the account's unreserved concurrency. */
  reservedConcurrency?: ReservedConcurrency;
  /** Optional: without it CloudFront reaches the API on its execute-api address, which stays enabled. */
  apiOriginDomain?: ApiOriginDomain;
  /** Retention of Lambda and API access logs. */
  logRetention: RetentionDays;
  /**
   * Days CloudFront and S3 access logs are kept before the lifecycle rule deletes them.
   * CloudFront's logs (standard logging v2) leave out the path and query string: docs/security.md › Access logs without secrets.
   */
  accessLogExpirationDays: number;
  /** Receives the alarm notifications (an SNS e-mail subscription the address must confirm). */
  alarmEmail?: string;
  /** RETAIN keeps buckets, logs, the secret and parameters when a stack is deleted. */
  removalPolicy: RemovalPolicy.RETAIN | RemovalPolicy.DESTROY;
  /** Keeps previous versions of the site's objects (rollback of a bad upload). */
  bucketVersioning: boolean;
  priceClass: PriceClass;
  /** Per-client limits of the web ACL the edge-security stack (us-east-1) creates for this stage. */
  wafRateLimits: WafRateLimits;
  /**
   * Optional: an existing AWS WAF web ACL (us-east-1, CLOUDFRONT scope) to attach INSTEAD of the
   * one this app creates; with it set, no edge-security stack is synthesised and wafRateLimits is unused.
   */
  webAclArn?: string;
  /** Powertools log level of the functions. */
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** Alarm when an API route's p99 latency (ms) stays above this. */
  latencyAlarmP99Ms: number;
}

const defaultRegion = 'eu-west-2';
/** CloudFront reads web ACLs and log delivery sources only in this region. */
export const CLOUDFRONT_REGION = 'us-east-1';

export const stageSettings: Record<StageName, StageSettings> = {
  dev: {
    stage: 'dev',
    region: defaultRegion,
    externalUrls: { ...defaultExternalUrls },
    // Sized so that filling a throttle takes 100+ addresses each at its WAF limit (docs/security.md ›
    // Throttles sized from the WAF limits); no reserved concurrency (new accounts' quota is small).
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    accountLookupThrottle: { rateLimit: 20, burstLimit: 40 },
    wafRateLimits: { accountLookupPer5Minutes: 50, apiPer5Minutes: 500 },
    logRetention: RetentionDays.ONE_WEEK,
    accessLogExpirationDays: 30,
    removalPolicy: RemovalPolicy.DESTROY,
    bucketVersioning: false,
    priceClass: PriceClass.PRICE_CLASS_100,
    logLevel: 'DEBUG',
    latencyAlarmP99Ms: 5000,
  },
  staging: {
    stage: 'staging',
    region: defaultRegion,
    externalUrls: { ...defaultExternalUrls },
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
    accountLookupThrottle: { rateLimit: 50, burstLimit: 100 },
    reservedConcurrency: { accountRoutes: 25, otherRoutes: 10 },
    wafRateLimits: { accountLookupPer5Minutes: 100, apiPer5Minutes: 1000 },
    logRetention: RetentionDays.ONE_MONTH,
    accessLogExpirationDays: 90,
    alarmEmail: 'web-alerts-staging@fernleaf.example',
    removalPolicy: RemovalPolicy.DESTROY,
    bucketVersioning: false,
    priceClass: PriceClass.PRICE_CLASS_100,
    logLevel: 'INFO',
    latencyAlarmP99Ms: 4000,
  },
  prod: {
    stage: 'prod',
    region: defaultRegion,
    externalUrls: { ...defaultExternalUrls },
    // 300 addresses, each at its WAF limit, to fill either throttle; 50 concurrent lookups per route
    // carry 100 rps at 0.5 s each (docs/security.md › Throttles sized from the WAF limits).
    apiThrottle: { rateLimit: 1000, burstLimit: 2000 },
    accountLookupThrottle: { rateLimit: 100, burstLimit: 200 },
    reservedConcurrency: { accountRoutes: 50, otherRoutes: 20 },
    // A household needs a handful of lookups; 100 per 5 minutes leaves room for shared (CGNAT) addresses.
    wafRateLimits: { accountLookupPer5Minutes: 100, apiPer5Minutes: 1000 },
    logRetention: RetentionDays.SIX_MONTHS,
    accessLogExpirationDays: 365,
    alarmEmail: 'web-alerts@fernleaf.example',
    removalPolicy: RemovalPolicy.RETAIN,
    bucketVersioning: true,
    // Customers are in the UK: European and North American edges serve them at the lowest price.
    priceClass: PriceClass.PRICE_CLASS_100,
    logLevel: 'INFO',
    latencyAlarmP99Ms: 3000,
  },
};

export function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (stageNames as readonly string[]).includes(value);
}

/** Reads the `stage` context value: one stage, `all` (for checks that synthesise every stage) or nothing (dev). */
export function stagesFromContext(value: unknown): StageName[] {
  if (value === undefined || value === null || value === '') return ['dev'];
  if (value === 'all') return [...stageNames];
  if (isStageName(value)) return [value];
  throw new Error(
    `Unknown stage "${typeof value === 'string' ? value : JSON.stringify(value)}": use -c stage=${stageNames.join('|')} (or all to synthesise every stage).`,
  );
}

/** Names shared by the stack that creates a resource and the stacks that read it by name. */
export function resourceNames(stage: StageName) {
  const prefix = `${APP_NAME}-${stage}`;
  return {
    prefix,
    configStack: `${prefix}-config`,
    webStack: `${prefix}-web`,
    /** us-east-1: the CLOUDFRONT-scope web ACL. */
    edgeSecurityStack: `${prefix}-edge-security`,
    /** us-east-1: the distribution's standard logging (v2) delivery. */
    accessLogsStack: `${prefix}-access-logs`,
    webAcl: `${prefix}-web-acl`,
    /** One secret per purpose (lambdas/contracts/app-config.ts configSecrets): `fernleaf/<stage>/<id>`. */
    configSecrets: Object.fromEntries(configSecretIds.map((id) => [id, `${APP_NAME}/${stage}/${id}`])) as Record<
      ConfigSecretId,
      string
    >,
    /** `{ current, previous }`: the secret origin header CloudFront sends to the API (docs/security.md › The API answers only through CloudFront). */
    originVerifySecret: `${APP_NAME}/${stage}/origin-verify`,
    idempotencyTable: `${prefix}-reading-idempotency`,
    /** Written by `npm run tariffs -- import` (bin/tariffs.ts), read by the tariff routes. */
    tariffCatalogueTable: `${prefix}-tariff-catalogue`,
  } as const;
}
