/*
 * The one error shape of the API (README: API): every failed call answers
 * `{ error: { code, message } }` with a 4xx/5xx status. Built by the handlers
 * (lambdas/shared/http.ts) and the local API emulation, read by the web client. No zod, so the
 * web client's first JavaScript can import it.
 */

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
