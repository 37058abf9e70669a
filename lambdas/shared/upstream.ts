import type * as z from '#contracts/zod';
import { currentDeadline } from './deadline.js';
import { HttpError } from './http.js';
import { logger } from './logger.js';
import { apiMetricNames, countMetric } from './metrics.js';
/**
 * Default time-out of one upstream call. Inside a request it is also cut to what is left of the
 * request's deadline (lambdas/shared/deadline.ts), so two calls in a row still fit in the budget.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5_000;
/**
 * Largest upstream answer we read. Our biggest real answer (an account with its readings) is
 * tens of kilobytes; a 50 MB answer read whole would need several times that in a 256 MB function.
 */
export const MAX_UPSTREAM_BODY_BYTES = 1024 * 1024;

/** `redirect`: the upstream answered 3xx; we never follow one (docs/security.md › URL schemes and content types). */
export type UpstreamFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'too-large' | 'redirect';

/** An upstream did not give a usable answer; `kind` decides the status we answer with. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

interface UpstreamRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Non-2xx statuses whose JSON body the caller wants to read instead of an error. */
  acceptStatuses?: number[];
}

export interface UpstreamResponse {
  status: number;
  body: unknown;
}

/**
 * An AbortSignal that aborts with a TimeoutError after `ms`, as AbortSignal.timeout does, but
 * on setTimeout: the timer is cleared once the call is over, and test fake timers control it
 * (they cannot reach AbortSignal.timeout's internal timer).
 */
function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  );
  // Like AbortSignal.timeout's timer, it does not keep the process alive on its own.
  timer.unref?.();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * Calls an upstream JSON endpoint with a hard time-out (answer and body within `timeoutMs`, or
 * within what is left of the request's deadline if that is sooner: a slow, trickling or
 * never-ending answer is cut off either way). Never retries: the callers here are either cached
 * reads or submissions that must not be sent twice.
 */
export async function callUpstream(url: string, request: UpstreamRequest = {}): Promise<UpstreamResponse> {
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const requestDeadline = currentDeadline();
  const ownTimeoutMs = request.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const timeoutMs = requestDeadline ? Math.min(ownTimeoutMs, requestDeadline.remainingMs()) : ownTimeoutMs;
  const timeLimit = deadline(timeoutMs);
  // Also aborted when the answer grows too large, which closes the connection.
  const stop = new AbortController();
  const signals = [timeLimit.signal, stop.signal, ...(requestDeadline ? [requestDeadline.signal] : [])];
  try {
    return await callWithin(url, request, method, timeoutMs, AbortSignal.any(signals), stop);
  } finally {
    timeLimit.clear();
  }
}

/** Reads the body as text, giving up (and aborting the request) past MAX_UPSTREAM_BODY_BYTES. */
async function readBoundedText(response: Response, stop: AbortController): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_UPSTREAM_BODY_BYTES) {
    stop.abort();
    throw new UpstreamError('too-large', `Upstream answer of ${declared} bytes is over the limit`, response.status);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > MAX_UPSTREAM_BODY_BYTES) {
      stop.abort();
      await reader.cancel().catch(() => undefined);
      throw new UpstreamError('too-large', 'Upstream answer is over the size limit', response.status);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function callWithin(
  url: string,
  request: UpstreamRequest,
  method: 'GET' | 'POST',
  timeoutMs: number,
  signal: AbortSignal,
  stop: AbortController,
): Promise<UpstreamResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
      // Never follow a redirect: it could take the keys and account data in the request to
      // another host, or to http (docs/security.md › URL schemes and content types).
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError('timeout', `Upstream did not answer within ${timeoutMs} ms`);
    }
    if (/redirect/i.test(String((error as { cause?: { message?: unknown } }).cause?.message))) {
      throw new UpstreamError('redirect', 'Upstream answered with a redirect, which is never followed');
    }
    throw new UpstreamError('network', `Upstream unreachable: ${(error as Error).message}`);
  }

  let body: unknown;
  try {
    const text = await readBoundedText(response, stop);
    body = text ? JSON.parse(text) : undefined;
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if ((error as Error).name === 'TimeoutError')
      throw new UpstreamError('timeout', `Upstream body not received within ${timeoutMs} ms`);
    throw new UpstreamError('malformed', 'Upstream answered with a body that is not JSON', response.status);
  }

  if (!response.ok && !request.acceptStatuses?.includes(response.status)) {
    throw new UpstreamError('http', `Upstream answered HTTP ${response.status}`, response.status, body);
  }
  return { status: response.status, body };
}

/** What the user is told when an upstream lets a route down. */
export interface UpstreamFailureAnswers {
  unavailable: { code: string; message: string };
  /** Defaults to `unavailable` (with status 504). */
  timedOut?: { code: string; message: string };
}

/**
 * Calls an upstream and validates its JSON answer with the route's contract. Whatever goes
 * wrong is logged under `label` (kind and status, never the body: it may hold personal data)
 * and becomes the route's HttpError: 504 for a time-out, 502 for anything else.
 */
export async function fetchValidated<T>(
  label: string,
  url: string,
  request: UpstreamRequest,
  schema: z.ZodType<T>,
  answers: UpstreamFailureAnswers,
): Promise<T> {
  const timedOut = answers.timedOut ?? answers.unavailable;
  let body: unknown;
  try {
    ({ body } = await callUpstream(url, request));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logger.warn(`${label} failed`, { kind: error.kind, status: error.status });
    countUpstreamFailure(label, error.kind);
    if (error.kind === 'timeout') throw new HttpError(504, timedOut.code, timedOut.message);
    throw new HttpError(502, answers.unavailable.code, answers.unavailable.message);
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    countUpstreamFailure(label, 'malformed');
    logger.warn(`${label} answered an unexpected shape`, { path: issue?.path.join('.'), issue: issue?.message });
    throw new HttpError(502, answers.unavailable.code, answers.unavailable.message);
  }
  return parsed.data;
}

/** Counts a failed upstream call: the total (alarmed on) and by upstream and kind (dashboard). */
export function countUpstreamFailure(upstream: string, kind: string): void {
  countMetric(apiMetricNames.upstreamFailures);
  countMetric(apiMetricNames.upstreamFailuresByKind, { upstream, kind });
}
