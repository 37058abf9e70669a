import { createHandler } from '../shared/http.js';
import { MAX_WEBHOOK_BODY_BYTES } from '../shared/request-bounds.js';
import { handleCardProviderWebhook } from './webhook.js';

/** POST /api/card-provider/webhook: the card provider's signed events (lambdas/handle-card-provider-webhook/webhook.ts). */
export const handler = createHandler(
  'handle-card-provider-webhook',
  { maxBodyBytes: MAX_WEBHOOK_BODY_BYTES },
  handleCardProviderWebhook,
);
