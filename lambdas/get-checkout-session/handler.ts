import { checkoutSessionIdSchema } from '#contracts/payment';
import { paymentMessages } from '#contracts/payment-messages';
import { createHandler, HttpError, json } from '../shared/http.js';
import { checkoutSessionStatus } from './session-status.js';

/** GET /api/checkout-sessions/{id}: lets /Payment/Success confirm a payment before it says so. */
const timedOut = { code: 'card_provider_unavailable', message: paymentMessages.verificationFailed };

export const handler = createHandler('get-checkout-session', { timedOut }, async (event) => {
  const id = checkoutSessionIdSchema.safeParse(event.pathParameters?.id ?? '');
  if (!id.success) throw new HttpError(404, 'checkout_session_not_found', paymentMessages.sessionNotFound);
  return json(200, await checkoutSessionStatus(id.data));
});
