import type Stripe from 'stripe';
import { maskAccountNumber, paymentMessages, paymentReference, type CheckoutSessionStatus } from '#contracts/payment';
import {
  cardProviderCall,
  cardProviderClient,
  cardProviderFailure,
  isMissingResource,
} from '../shared/card-provider.js';
import { loadConfig } from '../shared/config.js';
import { HttpError } from '../shared/http.js';

/**
 * What the result page may say about a checkout session: paid or not, how much, which account
 * (masked) and, once paid, the payment reference. Sessions we did not create (no account in their metadata) are unknown.
 */
export async function checkoutSessionStatus(sessionId: string): Promise<CheckoutSessionStatus> {
  const config = await loadConfig(['cardProviderSecretKey', 'cardProviderApiUrl']);
  let session: Stripe.Checkout.Session;
  try {
    const client = cardProviderClient(config);
    session = await cardProviderCall((deadline) => client.checkout.sessions.retrieve(sessionId, {}, deadline));
  } catch (error) {
    if (isMissingResource(error))
      throw new HttpError(404, 'checkout_session_not_found', paymentMessages.sessionNotFound);
    const failure = cardProviderFailure(error, paymentMessages.verificationFailed);
    throw new HttpError(failure.status, failure.code, paymentMessages.verificationFailed);
  }

  const accountNo = session.metadata?.accountNo;
  if (!accountNo) throw new HttpError(404, 'checkout_session_not_found', paymentMessages.sessionNotFound);
  const paid = session.status === 'complete' && session.payment_status === 'paid';
  // A paid payment-mode session names its PaymentIntent (an id unless expanded); no extra call needed.
  const paymentIntent = session.payment_intent;
  const paymentIntentId = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
  const reference = paid && paymentIntentId ? paymentReference(paymentIntentId) : undefined;
  return {
    paid,
    amountPence: session.amount_total ?? 0,
    maskedAccountNo: maskAccountNumber(accountNo),
    ...(reference && { reference }),
  };
}
