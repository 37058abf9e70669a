import Stripe from 'stripe';
import type { AppConfig } from '#contracts/app-config';
import { DeadlineExceededError, remainingMs, withinRequestDeadline } from './deadline.js';
import { HttpError } from './http.js';
import { logger } from './logger.js';
import { countUpstreamFailure } from './upstream.js';

/**
 * The SDK's own time-out. It only limits idle time on the socket (a trickling answer never trips
 * it), so each call is also raced against the request's deadline (cardProviderCall below); this
 * is the SDK's part, inside the 6 s budget (lambdas/shared/deadline.ts).
 */
export const CARD_PROVIDER_TIMEOUT_MS = 5_000;

type CardProviderConfig = Pick<AppConfig, 'cardProviderSecretKey' | 'cardProviderApiUrl'>;

let cached: { cacheKey: string; client: Stripe } | undefined;

/**
 * The card provider's SDK, reused across invocations of a warm Lambda. With
 * cardProviderApiUrl set (local runs, tests) it talks to that host instead of the provider's.
 * No retries: a create call is only safe to repeat with the same idempotency key, which the
 * browser's next attempt supplies.
 */
export function cardProviderClient(config: CardProviderConfig): Stripe {
  const cacheKey = `${config.cardProviderApiUrl ?? ''}\n${config.cardProviderSecretKey}`;
  if (cached?.cacheKey === cacheKey) return cached.client;

  let endpoint: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> = {};
  if (config.cardProviderApiUrl) {
    const url = new URL(config.cardProviderApiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    endpoint = { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
  }
  const client = new Stripe(config.cardProviderSecretKey, {
    ...endpoint,
    maxNetworkRetries: 0,
    timeout: CARD_PROVIDER_TIMEOUT_MS,
    telemetry: false,
  });
  cached = { cacheKey, client };
  return client;
}

/**
 * One call to the provider within the request's deadline: the SDK's idle time-out is cut to what
 * is left of the budget, and the call as a whole is abandoned when the deadline passes (a
 * DeadlineExceededError, which cardProviderFailure answers with a 504).
 */
export function cardProviderCall<T>(call: (options: { timeout: number }) => Promise<T>): Promise<T> {
  const timeout = Math.max(1, Math.min(CARD_PROVIDER_TIMEOUT_MS, remainingMs(CARD_PROVIDER_TIMEOUT_MS)));
  return withinRequestDeadline('Card provider call', call({ timeout }));
}

/**
 * Turns a failure of the provider's SDK into what the user sees. Only a card error (the
 * provider declining a card: `StripeCardError`, type `card_error`) carries a message written for
 * payers, so only that one is passed on. Everything else (an invalid or idempotency-conflicting
 * request, an API error, a broken connection, a time-out, a key problem, an answer that is not
 * JSON) is developer text: ours to log, and the user gets the fallback message
 * (docs/product/payment.md › Payment).
 */
export function cardProviderFailure(error: unknown, fallbackMessage: string): HttpError {
  if (error instanceof DeadlineExceededError) {
    logger.warn('Card provider unreachable', { timedOut: true });
    return new HttpError(504, 'card_provider_unavailable', fallbackMessage);
  }
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = /timeout/i.test(error.message);
    logger.warn('Card provider unreachable', { timedOut });
    countUpstreamFailure('card-provider', timedOut ? 'timeout' : 'network');
    return new HttpError(timedOut ? 504 : 502, 'card_provider_unavailable', fallbackMessage);
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    logger.error('Card provider refused our credentials', { type: error.type, statusCode: error.statusCode });
    countUpstreamFailure('card-provider', 'credentials');
    return new HttpError(502, 'card_provider_error', fallbackMessage);
  }
  logger.warn('Card provider refused the request', {
    type: error.type,
    code: error.code,
    statusCode: error.statusCode,
  });
  const forPayers = error instanceof Stripe.errors.StripeCardError || error.type === 'card_error';
  // A declined card is the payer's business, not a failure of the provider.
  if (!forPayers)
    countUpstreamFailure('card-provider', error.statusCode && error.statusCode >= 500 ? 'http' : 'refused');
  return new HttpError(502, 'card_provider_error', forPayers && error.message ? error.message : fallbackMessage);
}

/** True when the provider says the object asked for does not exist. */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);
}
