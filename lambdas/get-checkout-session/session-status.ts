import type Stripe from 'stripe';
import { maskAccountNumber, storedPaymentReference, type CheckoutSessionStatus } from '#contracts/payment';
import { paymentMessages } from '#contracts/payment-messages';
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
 * (masked) and, once paid, the payment reference that create-checkout-session put in the session's
 * metadata (and in the payment's description, which the provider's receipt shows). Sessions we
 * did not create (no account in their metadata) are unknown; sessions created before references
 * existed have none, and the page then shows no reference.
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
  const reference = paid ? storedPaymentReference(session.metadata) : undefined;
  return {
    paid,
    amountPence: session.amount_total ?? 0,
    maskedAccountNo: maskAccountNumber(accountNo),
    ...(reference && { reference }),
  };
}
