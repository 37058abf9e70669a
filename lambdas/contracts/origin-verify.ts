/*
 * The secret header CloudFront adds to every request it sends to the API (docs/security.md ›
 * The API answers only through CloudFront). Shared by the handlers (lambdas/shared/origin-verify.ts),
 * the infrastructure (the distribution's API origin, the secret) and the local CloudFront.
 */

/** Header CloudFront sets on the API origin; a viewer's own header of that name is overwritten. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** In AWS: the name of the secret holding `{ "current": "...", "previous": "..." }`. */
export const ORIGIN_VERIFY_SECRET_NAME_VARIABLE = 'ORIGIN_VERIFY_SECRET_NAME';

/** Without a secret (laptop, tests): the accepted value(s), comma-separated. */
export const ORIGIN_VERIFY_VALUES_VARIABLE = 'ORIGIN_VERIFY_VALUES';

/** The secret's JSON: the value CloudFront sends now, and the one it sent before the last rotation. */
export interface OriginVerifySecret {
  current: string;
  previous?: string;
}

/** How long a function keeps the values before reading the secret again. */
export const ORIGIN_VERIFY_CACHE_SECONDS = 300;

/** What a caller without the header (or with a wrong one) is told. 401: CloudFront maps 403 to the not-found page. */
export const originVerifyRefusal = {
  status: 401,
  code: 'origin_not_verified',
  message: 'This API only answers requests made through the website.',
} as const;
