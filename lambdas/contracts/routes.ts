import type { ConfigSecretId } from './app-config.js';
import { apiPaths } from './api-paths.js';
import { HOME_DOCUMENT_RENDERER_FILE } from './home-document.js';

/**
 * Every request's one budget: each route answers within it, its upstream calls included
 * (lambdas/shared/deadline.ts keeps the clock; docs/security.md › Deadlines).
 */
export const REQUEST_BUDGET_MS = 6_000;

/**
 * Every function's Lambda time-out: the request budget (above, 6 s) plus a
 * 2 s margin for start-up and the answer, so a route answers its own 504 before Lambda would
 * stop it. Well under API Gateway's 30 s integration limit and CloudFront's 30 s origin
 * response time-out, so neither ever cuts a route off first.
 */
export const LAMBDA_TIMEOUT_SECONDS = Math.ceil(REQUEST_BUDGET_MS / 1000) + 2;

/**
 * The API's route table: the single list read by infra/ (one Lambda per route) and by
 * bin/serve.ts (local dispatch), so neither needs wiring for a new route; its handler lives in
 * lambdas/<name>/handler.ts and exports `handler`. A route also needs its schema, a web client,
 * tests and a row in docs/api.md (docs/CONTRIBUTING.md › Add an API route).
 */
/**
 * What every function of ours declares, a route's or a scheduled job's (./scheduled-jobs.ts): its
 * folder, size, time-out and what it may read and write.
 */
export interface FunctionDefinition {
  /**
   * Folder under lambdas/ and part of the function's name: `<verb>-<resource>` in kebab case
   * (get-price-cap, lookup-account, submit-meter-reading), whatever the public path looks like.
   */
  name: string;
  memoryMb: number;
  timeoutSeconds: number;
  /**
   * What the function may read: the secrets of the upstreams it calls (lambdas/contracts/app-config.ts
   * configSecrets; nothing else is granted) and/or the tariff catalogue table (GetItem and Query
   * only; lambdas/shared/tariff-catalogue-store.ts) and/or the regulator's figures in SSM (the price
   * cap and typical consumption: read on the stage's own path only, lambdas/shared/regulator-figures.ts).
   */
  reads: { secrets?: readonly ConfigSecretId[]; tariffCatalogue?: boolean; regulatorFigures?: boolean };
  /** Reads and writes the idempotency table for card payments (lambdas/shared/idempotency.ts, key prefixes of its own). */
  paymentIdempotency?: boolean;
  /**
   * Files of the web build (paths from the repository root) the function loads at run time, copied
   * beside its bundle: the home page's renderer (lambdas/contracts/home-document.ts).
   */
  besideBundle?: readonly string[];
}

export interface RouteDefinition extends FunctionDefinition {
  method: 'GET' | 'POST';
  /**
   * API Gateway route path; `{param}` segments become pathParameters, and a last `{name+}`
   * segment (greedy, as in API Gateway) takes the rest of the path, one segment or more.
   */
  path: `/api/${string}`;
  /** Routes that take an account number + postcode get a tighter rate limit (enumeration risk). */
  accountLookup?: boolean;
  /** Reads and writes the reading-idempotency table (lambdas/shared/idempotency.ts). */
  readingIdempotency?: boolean;
  /**
   * Called by a third party that signs its requests (the card provider's webhook), not by
   * browsers: larger bodies than ours, so the web ACL's common rule set is scoped away from it
   * (infra/constructs/web-acl.ts).
   */
  webhook?: boolean;
}

/** True for the routes whose function gets the idempotency table's name and read/write access. */
export function usesIdempotencyTable(route: FunctionDefinition & { readingIdempotency?: boolean }): boolean {
  return route.readingIdempotency === true || route.paymentIdempotency === true;
}

export const routes: readonly RouteDefinition[] = [
  {
    name: 'get-price-cap',
    method: 'GET',
    path: apiPaths.priceCap,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { tariffCatalogue: true, regulatorFigures: true },
  },
  {
    name: 'get-tariffs',
    method: 'GET',
    path: apiPaths.tariffs,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { tariffCatalogue: true, regulatorFigures: true },
  },
  {
    // The home page's document with today's figures: CloudFront sends `/` here
    // (infra/edge/viewer-request.function.js; docs/decisions/026-home-figures-in-the-document.md).
    name: 'get-home-document',
    method: 'GET',
    path: apiPaths.homeDocument,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { tariffCatalogue: true, regulatorFigures: true },
    besideBundle: [HOME_DOCUMENT_RENDERER_FILE],
  },
  {
    name: 'get-tariff-labels',
    method: 'GET',
    path: apiPaths.tariffLabels,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { tariffCatalogue: true, regulatorFigures: true },
  },
  {
    name: 'get-reviews',
    method: 'GET',
    path: apiPaths.reviews,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { secrets: ['reviews'] },
  },
  {
    name: 'get-meter-readings',
    method: 'POST',
    path: apiPaths.meterReadingsLookup,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { secrets: ['meter-readings'] },
    accountLookup: true,
  },
  // Two upstream calls (ownership check, then the submission) sharing one request deadline.
  {
    name: 'submit-meter-reading',
    method: 'POST',
    path: apiPaths.meterReadings,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { secrets: ['meter-readings', 'reading-submission'] },
    accountLookup: true,
    readingIdempotency: true,
  },
  {
    name: 'lookup-account',
    method: 'POST',
    path: apiPaths.accountLookup,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { secrets: ['account-lookup'] },
    accountLookup: true,
  },
  // Account re-check then the card provider, sharing one request deadline.
  {
    name: 'create-checkout-session',
    method: 'POST',
    path: apiPaths.checkoutSessions,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { secrets: ['account-lookup', 'card-provider'] },
    accountLookup: true,
  },
  {
    name: 'get-checkout-session',
    method: 'GET',
    path: apiPaths.checkoutSession,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { secrets: ['card-provider'] },
  },
  // The open tariff API (docs/open-tariff-api.md › Endpoints): every path under /api/v1/, public and cacheable.
  {
    name: 'get-open-tariff-data',
    method: 'GET',
    path: apiPaths.openTariffData,
    memoryMb: 256,
    timeoutSeconds: LAMBDA_TIMEOUT_SECONDS,
    reads: { tariffCatalogue: true, regulatorFigures: true },
  },
  // Signed by the card provider, not called by browsers: DynamoDB (two records) and one posting of up to 5 s.
  {
    name: 'handle-card-provider-webhook',
    method: 'POST',
    path: apiPaths.cardProviderWebhook,
    memoryMb: 256,
    timeoutSeconds: 15,
    reads: { secrets: ['card-provider', 'payment-posting'] },
    paymentIdempotency: true,
    webhook: true,
  },
];

export function handlerEntry(route: Pick<FunctionDefinition, 'name'>): string {
  return `lambdas/${route.name}/handler.ts`;
}
