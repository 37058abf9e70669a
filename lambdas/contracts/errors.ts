/*
 * The one error shape of the API (docs/api.md › Only our words): every failed call answers
 * `{ error: { code, message } }` with a 4xx/5xx status. Built by the handlers
 * (lambdas/shared/http.ts) and the local API emulation, read by the web client. No zod, so the
 * web client's first JavaScript can import it.
 */

/**
 * What a user is told about a request the API cannot take when no rule of ours names the
 * problem: zod's own wording ("Invalid input: expected string, received number") never reaches
 * anyone (lambdas/contracts/zod.ts).
 */
export const INVALID_REQUEST_MESSAGE = 'The request is not valid.';

/**
 * The words of every "too many" answer: the WAF's per-IP limits (infra/constructs/web-acl.ts) and
 * the failed-lookup limit per account number and postcode (lambdas/shared/failed-lookups.ts), so
 * neither tells which limit, or which part of the details, it was.
 */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export interface ApiError {
  error: { code: string; message: string };
}

export function apiError(code: string, message: string): ApiError {
  return { error: { code, message } };
}

export function isApiError(payload: unknown): payload is ApiError {
  const error = (payload as Partial<ApiError> | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}
