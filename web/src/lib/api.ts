import { isApiError } from '#contracts/errors';

/**
 * What the client needs of a contract: zod schemas fit, and this module imports no zod, so a
 * page that loads its schema lazily keeps zod out of its first JavaScript.
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Shown when the API cannot be reached at all (offline, DNS, connection reset). */
export const NETWORK_ERROR_MESSAGE = 'We could not reach our servers. Check your connection and try again.';

/** What a failed call says when the server gives no message of its own (a non-JSON error, a proxy's page). */
const DEFAULT_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** A failed API call with the message the server meant for the user. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

interface RequestOptions {
  signal?: AbortSignal;
  /** Message when the server gives none (non-JSON error, proxy page). */
  fallbackMessage?: string;
}

/** A schema, or the promise of one still downloading: the request does not wait for it, only the check of the answer does. */
type SchemaOrLoading<T> = ResponseSchema<T> | Promise<ResponseSchema<T>>;

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: SchemaOrLoading<T>,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const fallback = options.fallbackMessage ?? DEFAULT_FAILURE_MESSAGE;
  // A schema that fails to load while the request is still out must not be an unhandled rejection; awaited below.
  Promise.resolve(schema).catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'network_error');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiError(payload)) throw new ApiClientError(payload.error.message, response.status, payload.error.code);
    throw new ApiClientError(fallback, response.status, 'unexpected_response');
  }
  return checkedPayload(payload, schema, response.status, fallback);
}

async function checkedPayload<T>(payload: unknown, schema: SchemaOrLoading<T>, status: number, fallback: string) {
  // The contract's code not arriving is a connection problem too: the user reads our words, not the browser's.
  const check = await Promise.resolve(schema).catch(() => undefined);
  if (!check) throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'network_error');
  const parsed = check.safeParse(payload);
  if (!parsed.success) throw new ApiClientError(fallback, status, 'unexpected_response');
  return parsed.data;
}

/**
 * The body of a successful GET asked for earlier (web/src/lib/early-answers.ts), checked against
 * its contract as apiGet checks its own answers; a request that failed is a network error here.
 */
export async function checkedEarlyAnswer<T>(body: Promise<unknown>, schema: SchemaOrLoading<T>): Promise<T> {
  Promise.resolve(schema).catch(() => undefined);
  const payload = await body.catch(() => {
    throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'network_error');
  });
  return checkedPayload(payload, schema, 200, DEFAULT_FAILURE_MESSAGE);
}

/** GET a JSON route of our own API and validate the answer against its contract. */
export function apiGet<T>(path: string, schema: SchemaOrLoading<T>, options: RequestOptions = {}): Promise<T> {
  return request('GET', path, schema, undefined, options);
}

/** POST JSON to our own API and validate the answer against its contract. */
export function apiPost<T>(
  path: string,
  body: unknown,
  schema: SchemaOrLoading<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request('POST', path, schema, body, options);
}
