import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { brand } from '#contracts/brand';
import { parseAmount, type PaymentLimits } from '#contracts/money';
import { PAYMENT_REFERENCE_ALPHABET, type CreateCheckoutSessionRequest } from '#contracts/payment';
import { paymentMessages } from '#contracts/payment-messages';
import { compactPostcode } from '#contracts/postcode';
import { fetchAccount } from '../shared/account-workflow.js';
import { cardProviderCall, cardProviderClient, cardProviderFailure } from '../shared/card-provider.js';
import { loadConfig } from '../shared/config.js';
import { HttpError } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { apiMetricNames, countMetric } from '../shared/metrics.js';

/** Where the hosted checkout sends the payer back; the provider fills in the session id. */
export function returnUrls(siteOrigin: string): { successUrl: string; cancelUrl: string } {
  const origin = new URL(siteOrigin).origin;
  return {
    successUrl: `${origin}/Payment/Success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/Payment/Failure`,
  };
}

/**
 * The provider's idempotency key for one confirmation. The same attempt for the same account,
 * postcode and amount always gives the same key, so a double click or a retried request
 * returns the first session instead of creating a second; a new attempt gets a new key.
 */
export function checkoutIdempotencyKey(
  attemptId: string,
  accountNo: string,
  postcode: string,
  amountPence: number,
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([attemptId, accountNo, compactPostcode(postcode), amountPence]))
    .digest('hex');
  return `checkout-session-${digest}`;
}

/**
 * The payment reference the payer quotes (docs/product/payment.md › Payment): eight characters
 * from PAYMENT_REFERENCE_ALPHABET (lambdas/contracts/payment.ts), grouped in fours. It is derived
 * from the provider idempotency key rather than drawn at random, because a retried request with
 * the same key must send exactly the same parameters (the provider refuses a key reused with
 * different ones). The first 40 bits of a SHA-256 of the key give eight 5-bit characters, so
 * every character is equally likely. It is a reference to quote together with the account, not
 * a unique id: the checkout session and payment ids stay the keys for finding a payment.
 */
export function paymentReference(idempotencyKey: string): string {
  const digest = createHash('sha256').update(`payment-reference:${idempotencyKey}`).digest();
  let bits = digest.readUIntBE(0, 5);
  let characters = '';
  for (let index = 0; index < 8; index++) {
    characters = PAYMENT_REFERENCE_ALPHABET.charAt(bits % 32) + characters;
    bits = Math.floor(bits / 32);
  }
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** The payment's description at the provider: its dashboard and its e-mailed receipt show it. */
export function paymentDescription(reference: string): string {
  return `${brand.name} payment, reference ${reference}`;
}

/**
 * Everything the provider is asked to create, in one place so tests can read it.
 *
 * Receipts: we know no e-mail address for the payer (the account lookup has none, and the payer
 * need not be the account holder), so neither `customer_email` nor
 * `payment_intent_data.receipt_email` is set: the hosted page then asks the payer for an e-mail
 * address, and the provider e-mails its receipt there when "Successful payments" is switched on
 * in its customer e-mail settings (docs/operations.md › Card provider receipts). The
 * receipt includes the PaymentIntent's `description`, which therefore carries our reference; the
 * reference is also in the PaymentIntent's and the session's metadata, where the result page
 * (lambdas/get-checkout-session/session-status.ts) and the webhook read it.
 */
export function checkoutSessionParams(
  accountNo: string,
  amountPence: number,
  siteOrigin: string,
  reference: string,
): Stripe.Checkout.SessionCreateParams {
  const { successUrl, cancelUrl } = returnUrls(siteOrigin);
  return {
    mode: 'payment',
    success_url: successUrl,
    cancel_url: cancelUrl,
    line_items: [
      {
        price_data: {
          currency: 'gbp',
          product_data: { name: `Payment for account ${accountNo}` },
          unit_amount: amountPence,
        },
        quantity: 1,
      },
    ],
    // The webhook route (lambdas/handle-card-provider-webhook/webhook.ts) posts the payment to this account.
    client_reference_id: accountNo,
    metadata: { accountNo, reference },
    payment_intent_data: { description: paymentDescription(reference), metadata: { accountNo, reference } },
  };
}

/**
 * Waits before asking again when the provider answers 409 `idempotency_key_in_use`: another
 * request with the same key (a double click on another Lambda instance) is still being
 * processed. Short, growing waits: the first request usually finishes within a second.
 */
export const KEY_IN_USE_WAITS_MS = [250, 500, 1_000] as const;

function keyInUse(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'idempotency_key_in_use';
}

/**
 * Creates the session; a 409 for a key in flight is retried with the same key, so both requests
 * get one session. Each attempt goes through cardProviderCall, so all of them share the request's
 * deadline (lambdas/shared/deadline.ts).
 */
async function createWithRetries(
  client: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session> {
  for (const wait of [...KEY_IN_USE_WAITS_MS, undefined]) {
    try {
      return await cardProviderCall((deadline) =>
        client.checkout.sessions.create(params, { idempotencyKey, ...deadline }),
      );
    } catch (error) {
      if (wait === undefined || !keyInUse(error)) throw error;
      logger.info('Checkout idempotency key in use, retrying', { waitMs: wait });
      await sleep(wait);
    }
  }
  throw new Error('unreachable');
}

/**
 * Checks the request again on the server (amount rules, account and postcode match) and asks
 * the card provider for a hosted checkout session. Returns the page to send the payer to.
 */
export async function createCheckoutSession(
  request: CreateCheckoutSessionRequest,
  limits: PaymentLimits,
): Promise<string> {
  const amount = parseAmount(request.amount, limits);
  if (!amount.ok) throw new HttpError(400, 'invalid_amount', amount.message);

  const account = await fetchAccount(request, 'accountLookupUrl');
  const config = await loadConfig(['cardProviderSecretKey', 'cardProviderApiUrl', 'siteOrigin']);
  const client = cardProviderClient(config);

  const idempotencyKey = checkoutIdempotencyKey(request.attemptId, account.accountNo, request.postcode, amount.pence);
  const params = checkoutSessionParams(
    account.accountNo,
    amount.pence,
    config.siteOrigin,
    paymentReference(idempotencyKey),
  );
  let session: Stripe.Checkout.Session;
  try {
    session = await createWithRetries(client, params, idempotencyKey);
  } catch (error) {
    throw cardProviderFailure(error, paymentMessages.sessionFailed);
  }

  // A replayed attempt whose session was already paid or has expired has no page to go to.
  if (!session.url) {
    logger.warn('Checkout session has no payment page', { sessionId: session.id, status: session.status });
    throw new HttpError(409, 'checkout_session_closed', paymentMessages.sessionFailed);
  }
  logger.info('Checkout session created', { sessionId: session.id });
  countMetric(apiMetricNames.checkoutSessionsCreated);
  return session.url;
}
