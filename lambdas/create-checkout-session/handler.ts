import { createCheckoutSessionRequestSchema, type CreateCheckoutSessionResponse } from '#contracts/payment';
import { paymentMessages } from '#contracts/payment-messages';
import { loadPaymentLimits } from '../shared/payment-limits.js';
import { createHandler, json, parseJsonBody } from '../shared/http.js';
import { createCheckoutSession } from './checkout.js';

/** POST /api/checkout-sessions: validate, re-check the account, create the hosted checkout. */
const timedOut = { code: 'card_provider_unavailable', message: paymentMessages.sessionFailed };

export const handler = createHandler('create-checkout-session', { timedOut }, async (event) => {
  const request = parseJsonBody(event, createCheckoutSessionRequestSchema);
  const url = await createCheckoutSession(request, loadPaymentLimits());
  const body: CreateCheckoutSessionResponse = { url };
  return json(201, body);
});
