import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '#contracts/payment-messages';
import { cardProviderFailure } from '../../../../lambdas/shared/card-provider';

/** Only a card decline's message is meant for payers (lambdas/shared/card-provider.ts). */
const fallback = paymentMessages.sessionFailed;
type RawError = NonNullable<ConstructorParameters<typeof Stripe.errors.StripeCardError>[0]>;
const raw = (type: RawError['type'], message: string): RawError => ({ type, message });

describe('cardProviderFailure', () => {
  it('passes a card decline on in the provider words', () => {
    const failure = cardProviderFailure(
      new Stripe.errors.StripeCardError(raw('card_error', 'Your card was declined.')),
      fallback,
    );
    expect(failure.message).toBe('Your card was declined.');
  });

  it.each([
    ['invalid request', new Stripe.errors.StripeInvalidRequestError(raw('invalid_request_error', 'No such price: x'))],
    [
      'idempotency',
      new Stripe.errors.StripeIdempotencyError(
        raw(
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        ),
      ),
    ],
    ['API', new Stripe.errors.StripeAPIError(raw('api_error', 'Something went wrong on Stripe'))],
    [
      'connection',
      new Stripe.errors.StripeConnectionError(raw('api_error', 'An error occurred with our connection to Stripe.')),
    ],
    ['invalid JSON', new Stripe.errors.StripeAPIError(raw('api_error', 'Invalid JSON received from the Stripe API'))],
    [
      'authentication',
      new Stripe.errors.StripeAuthenticationError(raw('authentication_error', 'Invalid API Key provided: sk_test_***')),
    ],
    [
      'permission',
      new Stripe.errors.StripePermissionError(raw('invalid_request_error', 'The provided key does not have access')),
    ],
    ['rate limit', new Stripe.errors.StripeRateLimitError(raw('rate_limit_error', 'Too many requests'))],
  ])('answers the fallback to a %s error', (_kind, error) => {
    const failure = cardProviderFailure(error, fallback);
    expect(failure.message).toBe(fallback);
    expect(failure.status).toBeGreaterThanOrEqual(502);
  });

  it('rethrows what is not a provider error (a bug of ours becomes the plain 500)', () => {
    expect(() => cardProviderFailure(new TypeError('x'), fallback)).toThrow(TypeError);
  });
});
