import type { IncomingMessage, ServerResponse } from 'node:http';
import { paymentPostingSchema, type PaymentPosting } from '#contracts/payment-posting';
import { readJson, sendJson } from '../http-server.js';

/** Path of the sandbox payment-posting workflow; PAYMENT_POSTING_URL points here. */
export const PAYMENT_POSTING_PATH = '/workflows/payment-postings';
/** Lists what the workflow received (a test or a developer checks "posted exactly once"). */
export const PAYMENT_POSTINGS_INSPECTION_PATH = '/__sandbox/payment-postings';

export interface ReceivedPosting extends PaymentPosting {
  idempotencyKey: string | null;
  receivedAt: string;
}

/**
 * A stand-in for the payment-posting workflow (contract: lambdas/contracts/payment-posting.ts).
 * It keeps EVERY request it accepts, repeats included, so a double posting shows up as two
 * entries; it answers 201 to a new posting key and 200 to a repeat. `failNext(n)` makes the next
 * n postings answer 503 (also `POST /__sandbox/payment-postings/fail-next?count=n`), to try the
 * provider's redelivery. Each accepted posting is logged in one line without the account number.
 */
export function createPaymentPostingUpstream(options: { log?: (line: string) => void } = {}) {
  const received: ReceivedPosting[] = [];
  let failuresLeft = 0;

  const listener = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const route = `${request.method} ${url.pathname}`;
    if (route === `GET ${PAYMENT_POSTINGS_INSPECTION_PATH}`) return sendJson(response, 200, { postings: received });
    if (route === `POST ${PAYMENT_POSTINGS_INSPECTION_PATH}/fail-next`) {
      failuresLeft = Math.max(0, Number(url.searchParams.get('count') ?? '1') || 0);
      return sendJson(response, 200, { failNext: failuresLeft });
    }
    if (route !== `POST ${PAYMENT_POSTING_PATH}`) return sendJson(response, 404, { error: 'Not found' });

    const parsed = paymentPostingSchema.safeParse(await readJson(request));
    if (!parsed.success) return sendJson(response, 400, { error: 'Not a payment posting' });
    if (failuresLeft > 0) {
      failuresLeft--;
      return sendJson(response, 503, { error: 'Payment posting is unavailable (sandbox failure)' });
    }
    const idempotencyKey =
      typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const repeat = received.some((posting) => posting.postingKey === parsed.data.postingKey);
    received.push({ ...parsed.data, idempotencyKey, receivedAt: new Date().toISOString() });
    options.log?.(
      `[sandbox] payment posting ${parsed.data.postingKey}: ${parsed.data.amountPence} pence ${parsed.data.currency}${repeat ? ' (REPEAT)' : ''}`,
    );
    return sendJson(response, repeat ? 200 : 201, { postingKey: parsed.data.postingKey, repeat });
  };

  return Object.assign(listener, {
    postings: (): readonly ReceivedPosting[] => received,
    failNext(count: number) {
      failuresLeft = count;
    },
    reset() {
      received.length = 0;
      failuresLeft = 0;
    },
  });
}
