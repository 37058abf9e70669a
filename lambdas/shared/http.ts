import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from '#contracts/zod';
import { apiError, INVALID_REQUEST_MESSAGE } from '#contracts/errors';
import { ConfigError } from './config-error.js';
import { DeadlineExceededError, requestBudgetMs, withinMs, withRequestDeadline } from './deadline.js';
import { logger, withInvocationLogger } from './logger.js';
import { countColdStart } from './metrics.js';
import { OriginNotVerifiedError, refuseUnverifiedOrigin } from './origin-verify.js';
import { decodedBodyBytes, MAX_REQUEST_BODY_BYTES, nestsDeeperThan } from './request-bounds.js';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;
type RouteLogic = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** A failure with a status and a message meant for the user; anything else is a bug. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface JsonOptions {
  /** Lets CloudFront and browsers cache a public answer for this many seconds. */
  cacheSeconds?: number;
}

export function json(statusCode: number, body: unknown, options: JsonOptions = {}): ApiResult {
  const cacheControl = options.cacheSeconds
    ? `public, max-age=${Math.min(options.cacheSeconds, 60)}, s-maxage=${options.cacheSeconds}`
    : 'no-store';
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
    body: JSON.stringify(body),
  };
}

export function errorResponse(status: number, code: string, message: string): ApiResult {
  return json(status, apiError(code, message));
}

/**
 * `application/json`, with or without parameters (`; charset=utf-8`), any case. Anything else,
 * a missing header included, is refused before the body is read: a cross-site form or `fetch`
 * without a preflight can only send `text/plain`, `multipart/form-data` or
 * `application/x-www-form-urlencoded`, so this also keeps other sites from driving a JSON route
 * from a visitor's browser (docs/api.md › Bounded requests).
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** API Gateway (payload 2.0) lower-cases header names; a hand-made event may not. */
function headerValue(event: ApiEvent, name: string): string | undefined {
  const found = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

/**
 * Parses and validates a JSON body; bad input becomes a 400 with the first problem's message, a
 * body that is not declared JSON a 415. The body's size was checked by createHandler; its nesting
 * is checked here, before JSON.parse.
 */
export function parseJsonBody<T>(event: ApiEvent, schema: z.ZodType<T>): T {
  if (!isJsonContentType(headerValue(event, 'content-type')))
    throw new HttpError(
      415,
      'unsupported_media_type',
      'The request body must be JSON (Content-Type: application/json).',
    );
  let raw: unknown;
  const text = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  if (nestsDeeperThan(text)) throw new HttpError(400, 'invalid_request', INVALID_REQUEST_MESSAGE);
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
  return validate(raw, schema);
}

/** Every issue carries one of our messages (lambdas/contracts/zod.ts); the first one is shown. */
export function validate<T>(input: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, 'invalid_request', result.error.issues[0]?.message ?? INVALID_REQUEST_MESSAGE);
  }
  return result.data;
}

/** API Gateway accepts bodies up to 10 MB; we refuse anything over the route's limit first. */
function refuseOversizedBody(event: ApiEvent, maxBodyBytes: number = MAX_REQUEST_BODY_BYTES): void {
  if (decodedBodyBytes(event.body, event.isBase64Encoded) > maxBodyBytes) {
    throw new HttpError(413, 'payload_too_large', 'The request is too large.');
  }
}

/** What a route answers (with 504) when its deadline passes; each route names its own words. */
export interface TimedOutAnswer {
  code: string;
  message: string;
}

export interface HandlerOptions {
  /** The route's time-out answer (docs/api.md › Every route); a generic one if the route never expects to need it. */
  timedOut?: TimedOutAnswer;
  /** A larger body limit than MAX_REQUEST_BODY_BYTES, for a route whose sender we do not control. */
  maxBodyBytes?: number;
}

const GENERIC_TIMED_OUT: TimedOutAnswer = {
  code: 'timeout',
  message: 'This is taking too long. Please try again later.',
};

/**
 * Time kept back from the Lambda's own remaining time, so the answer is sent before Lambda stops
 * the function (it only matters if a function's time-out were ever set below the budget).
 */
const LAMBDA_MARGIN_MS = 500;

/**
 * Wraps a route's logic: refuses requests that did not come through CloudFront (the secret
 * origin header, lambdas/shared/origin-verify.ts) and oversized bodies, adds the route and request id to every log
 * line of this invocation (a child logger of its own, lambdas/shared/logger.ts), gives the request
 * its deadline (lambdas/shared/deadline.ts) and answers 504 with the route's words when it
 * passes, turns HttpError into its response and anything unexpected into a plain 500 without
 * internals.
 */
export function createHandler(routeName: string, run: RouteLogic): ApiHandler;
export function createHandler(routeName: string, options: HandlerOptions, run: RouteLogic): ApiHandler;
export function createHandler(
  routeName: string,
  optionsOrRun: HandlerOptions | RouteLogic,
  maybeRun?: RouteLogic,
): ApiHandler {
  const options = typeof optionsOrRun === 'function' ? {} : optionsOrRun;
  const run = typeof optionsOrRun === 'function' ? optionsOrRun : maybeRun;
  if (!run) throw new Error(`createHandler('${routeName}') needs the route's logic`);
  return async (event, context) => {
    countColdStart(routeName);
    const invocationLogger = logger.createChild();
    invocationLogger.addContext(context);
    invocationLogger.appendKeys({ route: routeName, requestId: event.requestContext?.requestId });
    return withInvocationLogger(invocationLogger, () => runGuarded(event, context, run, options));
  };
}

function budgetFor(context: Context): number {
  const lambdaRemaining = context?.getRemainingTimeInMillis?.();
  const budget = requestBudgetMs();
  return typeof lambdaRemaining === 'number' && lambdaRemaining > 0
    ? Math.max(0, Math.min(budget, lambdaRemaining - LAMBDA_MARGIN_MS))
    : budget;
}

/** Only requests that came through CloudFront, within the size limit, reach the route's logic. */
async function checkedRun(
  event: ApiEvent,
  context: Context,
  run: RouteLogic,
  options: HandlerOptions,
): Promise<ApiResult> {
  await refuseUnverifiedOrigin(event);
  refuseOversizedBody(event, options.maxBodyBytes);
  return run(event, context);
}

async function runGuarded(
  event: ApiEvent,
  context: Context,
  run: (event: ApiEvent, context: Context) => Promise<ApiResult>,
  options: HandlerOptions,
): Promise<ApiResult> {
  try {
    // Steps that honour the deadline stop by themselves (slightly before the budget is spent, to
    // answer in their own words); the race is the back-stop for any that do not.
    const budgetMs = budgetFor(context);
    return await withRequestDeadline(budgetMs, () =>
      withinMs('The route', budgetMs, checkedRun(event, context, run, options)),
    );
  } catch (error) {
    if (error instanceof OriginNotVerifiedError) return errorResponse(error.status, error.code, error.message);
    if (error instanceof DeadlineExceededError) {
      const timedOut = options.timedOut ?? GENERIC_TIMED_OUT;
      logger.warn('Request deadline passed', { step: error.message });
      return errorResponse(504, timedOut.code, timedOut.message);
    }
    if (error instanceof HttpError) {
      logger.info('Request refused', { status: error.status, code: error.code });
      return errorResponse(error.status, error.code, error.message);
    }
    if (error instanceof ConfigError) {
      logger.error('Configuration problem', error);
      return errorResponse(
        503,
        'service_unavailable',
        'This service is temporarily unavailable. Please try again later.',
      );
    }
    logger.error('Unexpected failure', error as Error);
    return errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again later.');
  }
}
