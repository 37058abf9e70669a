import type { AccountLookupRequest } from '#contracts/account';
import { accountMessages } from '#contracts/account-rules';
import type {
  CheckoutSessionStatus,
  CreateCheckoutSessionRequest,
  PaymentAccountLookupResponse,
} from '#contracts/payment';
import { paymentMessages } from '#contracts/payment-messages';
import { apiPaths, pathWith } from '#contracts/api-paths';
import { apiGet, apiPost } from '../../lib/api';

// The answers' contracts (zod) load with the first request, not with the page (docs/first-paint.md).
const loadContract = () => import('#contracts/payment');

/** POST /api/accounts/lookup: the account to pay and the amount limits. */
export function lookUpPaymentAccount(
  input: AccountLookupRequest,
  signal?: AbortSignal,
): Promise<PaymentAccountLookupResponse> {
  const schema = loadContract().then((contract) => contract.paymentAccountLookupResponseSchema);
  return apiPost(apiPaths.accountLookup, input, schema, {
    signal,
    fallbackMessage: accountMessages.lookupFailed,
  });
}

/** POST /api/checkout-sessions: the hosted checkout page to send the payer to. */
export async function createCheckoutSession(request: CreateCheckoutSessionRequest): Promise<string> {
  const schema = loadContract().then((contract) => contract.createCheckoutSessionResponseSchema);
  const { url } = await apiPost(apiPaths.checkoutSessions, request, schema, {
    fallbackMessage: paymentMessages.sessionFailed,
  });
  return url;
}

/** GET /api/checkout-sessions/{id}: whether the provider says this session was paid. */
export function fetchCheckoutSessionStatus(sessionId: string, signal?: AbortSignal): Promise<CheckoutSessionStatus> {
  const schema = loadContract().then((contract) => contract.checkoutSessionStatusSchema);
  return apiGet(pathWith(apiPaths.checkoutSession, { id: sessionId }), schema, {
    signal,
    fallbackMessage: paymentMessages.verificationFailed,
  });
}

/** Leaves the site for the provider's hosted page (a module of its own so tests can stand in for it). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
