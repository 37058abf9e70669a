import { accountMessages, type AccountLookupRequest } from '#contracts/account';
import {
  checkoutSessionStatusSchema,
  createCheckoutSessionResponseSchema,
  paymentAccountLookupResponseSchema,
  paymentMessages,
  type CheckoutSessionStatus,
  type CreateCheckoutSessionRequest,
  type PaymentAccountLookupResponse,
} from '#contracts/payment';
import { apiGet, apiPost } from '../../lib/api';

/** POST /api/accounts/lookup: the account to pay and the amount limits. */
export function lookUpPaymentAccount(
  input: AccountLookupRequest,
  signal?: AbortSignal,
): Promise<PaymentAccountLookupResponse> {
  return apiPost('/api/accounts/lookup', input, paymentAccountLookupResponseSchema, {
    signal,
    fallbackMessage: accountMessages.lookupFailed,
  });
}

/** POST /api/checkout-sessions: the hosted checkout page to send the payer to. */
export async function createCheckoutSession(request: CreateCheckoutSessionRequest): Promise<string> {
  const { url } = await apiPost('/api/checkout-sessions', request, createCheckoutSessionResponseSchema, {
    fallbackMessage: paymentMessages.sessionFailed,
  });
  return url;
}

/** GET /api/checkout-sessions/{id}: whether the provider says this session was paid. */
export function fetchCheckoutSessionStatus(sessionId: string, signal?: AbortSignal): Promise<CheckoutSessionStatus> {
  return apiGet(`/api/checkout-sessions/${encodeURIComponent(sessionId)}`, checkoutSessionStatusSchema, {
    signal,
    fallbackMessage: paymentMessages.verificationFailed,
  });
}

/** Leaves the site for the provider's hosted page (a module of its own so tests can stand in for it). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
