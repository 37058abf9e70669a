import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fieldText, readText, sendHtml, sendJson } from '../../http-server.js';
import { hostedPage } from './hosted-page.js';
import { listSessions } from './list-sessions.js';
import {
  decodeProviderForm,
  now,
  paymentIntentObject,
  sessionObject,
  type EmulatedSession,
  type FormObject,
  type PaymentIntentData,
  type ProviderObject,
} from './objects.js';
import { createWebhookDeliveries, type WebhookTarget } from './webhook-deliveries.js';

export { providerSamples, type EmulatedEvent, type EmulatedSession } from './objects.js';
export type { WebhookDelivery, WebhookTarget } from './webhook-deliveries.js';

/**
 * A stand-in for the card provider: the subset of its REST API the site uses
 * (POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, GET /v1/checkout/sessions (the list,
 * list-sessions.ts), GET /v1/payment_intents/:id,
 * form-encoded, Bearer key, Idempotency-Key with the provider's 409 while a key is in flight),
 * a hosted checkout page, and signed webhook events (checkout.session.completed) delivered to
 * the site's webhook route. The real `stripe` SDK talks to it unchanged.
 *
 * Its objects (objects.ts) are the provider's own sample objects (local/sandbox/data/card-provider/, see its
 * README) with our values filled in, so they have the provider's keys and value types
 * (tests/unit/local/sandbox/card-provider-emulator.test.ts); `line_items_summary` is the one extra key, a
 * test-only summary of what was asked for. As at the provider, the session's `metadata` stays on
 * the session, and the PaymentIntent made when the payer pays gets its `description`, `metadata`
 * and `receipt_email` from the session's `payment_intent_data` (and nothing from the session's
 * own metadata).
 */

function providerError(response: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  sendJson(response, status, { error: { type: 'invalid_request_error', message, ...extra } });
}

export interface CheckoutEmulatorOptions {
  secretKey: string;
  publicUrl: () => string;
  /** Where signed events go (the site's webhook route) and the secret they are signed with; none: not sent. */
  webhookTarget?: () => WebhookTarget | undefined;
  /** How long creating a session takes; while it lasts, the same Idempotency-Key answers 409. */
  createLatencyMs?: number;
}

export function createCheckoutEmulator(options: CheckoutEmulatorOptions) {
  const sessions = new Map<string, EmulatedSession>();
  const paymentIntents = new Map<string, ProviderObject>();
  const paymentIntentData = new Map<string, PaymentIntentData>();
  const idempotentResults = new Map<string, { body: string; session: EmulatedSession }>();
  const keysInFlight = new Set<string>();
  let keyInUseAnswers = 0;
  const webhooks = createWebhookDeliveries(options.webhookTarget);
  const { events, emit, deliver } = webhooks;

  function createSession(form: FormObject): EmulatedSession | string {
    const lineItems = Object.values((form.line_items as FormObject | undefined) ?? {}) as FormObject[];
    if (form.mode !== 'payment') return 'mode must be payment';
    if (typeof form.success_url !== 'string' || typeof form.cancel_url !== 'string')
      return 'success_url and cancel_url are required';
    if (lineItems.length === 0) return 'line_items is required';
    const summary = lineItems.map((item) => {
      const price = (item.price_data ?? {}) as FormObject;
      const product = (price.product_data ?? {}) as FormObject;
      return {
        name: fieldText(product.name),
        unit_amount: Number(price.unit_amount),
        quantity: Number(item.quantity),
        currency: fieldText(price.currency),
      };
    });
    for (const item of summary) {
      if (!Number.isInteger(item.unit_amount) || item.unit_amount < 0) return 'Invalid integer: unit_amount';
      if (!Number.isInteger(item.quantity) || item.quantity < 1) return 'Invalid integer: quantity';
      if (item.currency !== 'gbp') return 'This emulator only supports currency gbp';
    }
    const intentData = form.payment_intent_data ?? {};
    if (typeof intentData === 'string') return 'Invalid object: payment_intent_data';
    const intentMetadata = intentData.metadata ?? {};
    if (typeof intentMetadata === 'string') return 'Invalid object: payment_intent_data[metadata]';
    const amountTotal = summary.reduce((total, item) => total + item.unit_amount * item.quantity, 0);
    if (amountTotal < 30) return "The Checkout Session's total amount due must add up to at least £0.30 gbp";

    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session = sessionObject({
      id,
      mode: 'payment',
      currency: 'gbp',
      amount_total: amountTotal,
      status: 'open',
      payment_status: 'unpaid',
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      metadata: Object.fromEntries(
        Object.entries((form.metadata as FormObject | undefined) ?? {}).map(([k, v]) => [k, fieldText(v)]),
      ),
      payment_intent: null,
      line_items_summary: summary.map(({ name, unit_amount, quantity }) => ({ name, unit_amount, quantity })),
      url: `${options.publicUrl()}/pay/${id}`,
      created: now(),
    });
    sessions.set(id, session);
    paymentIntentData.set(id, {
      description: typeof intentData.description === 'string' ? intentData.description : null,
      metadata: Object.fromEntries(Object.entries(intentMetadata).map(([k, v]) => [k, fieldText(v)])),
      receipt_email: typeof intentData.receipt_email === 'string' ? intentData.receipt_email : null,
    });
    return session;
  }

  function pay(session: EmulatedSession): void {
    const data = paymentIntentData.get(session.id) ?? { description: null, metadata: {}, receipt_email: null };
    const paymentIntent = paymentIntentObject(session, data);
    paymentIntents.set(String(paymentIntent.id), paymentIntent);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = String(paymentIntent.id);
    session.url = null;
    emit('checkout.session.completed', session);
  }

  function authorised(request: IncomingMessage): boolean {
    return request.headers.authorization === `Bearer ${options.secretKey}`;
  }

  async function createWithKey(request: IncomingMessage, response: ServerResponse) {
    const body = await readText(request);
    const idempotencyKey = request.headers['idempotency-key'];
    if (typeof idempotencyKey === 'string' && keysInFlight.has(idempotencyKey)) {
      // The provider's answer to a second request while the first with the same key is still running.
      keyInUseAnswers++;
      return sendJson(response, 409, {
        error: {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          message:
            'There is currently another in-progress request using this Idempotency Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
        },
      });
    }
    const previous = typeof idempotencyKey === 'string' ? idempotentResults.get(idempotencyKey) : undefined;
    if (previous) {
      if (previous.body !== body) {
        return providerError(
          response,
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          { type: 'idempotency_error' },
        );
      }
      return sendJson(response, 200, previous.session);
    }
    if (typeof idempotencyKey === 'string') keysInFlight.add(idempotencyKey);
    try {
      if (options.createLatencyMs) await new Promise((resolve) => setTimeout(resolve, options.createLatencyMs));
      const result = createSession(decodeProviderForm(body));
      if (typeof result === 'string') return providerError(response, 400, result);
      if (typeof idempotencyKey === 'string') idempotentResults.set(idempotencyKey, { body, session: result });
      return sendJson(response, 200, result);
    } finally {
      if (typeof idempotencyKey === 'string') keysInFlight.delete(idempotencyKey);
    }
  }

  /** Test and developer controls, not the provider's API (docs/local-runtime.md › Local configuration). */
  async function sandboxControls(request: IncomingMessage, response: ServerResponse, segments: string[]) {
    // /__sandbox/card-provider/events[/:id/redeliver]
    if (segments[1] !== 'card-provider' || segments[2] !== 'events')
      return sendJson(response, 404, { error: 'Not found' });
    if (request.method === 'GET' && segments.length === 3)
      return sendJson(response, 200, {
        events: [...events.values()].map(({ event, deliveries }) => ({
          id: event.id,
          type: event.type,
          checkoutSessionId: event.data.object.id,
          deliveries,
        })),
      });
    const record = events.get(segments[3] ?? '');
    if (request.method === 'POST' && record && segments[4] === 'redeliver' && segments.length === 5) {
      const delivery = await deliver(record.event.id);
      if (!delivery) return sendJson(response, 409, { error: 'No webhook endpoint is configured' });
      return sendJson(response, 200, { id: record.event.id, delivery });
    }
    return sendJson(response, 404, { error: 'Not found' });
  }

  const listener = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const segments = url.pathname.split('/').filter(Boolean);

    if (segments[0] === '__sandbox') return sandboxControls(request, response, segments);
    if (segments[0] === 'v1') {
      if (!authorised(request)) return providerError(response, 401, 'Invalid API Key provided.');
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions')
        return createWithKey(request, response);
      if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const answer = listSessions(sessions.values(), paymentIntents, decodeProviderForm(url.search.slice(1)));
        return 'error' in answer ? providerError(response, 400, answer.error) : sendJson(response, 200, answer.page);
      }
      if (request.method === 'GET' && segments[1] === 'checkout' && segments[2] === 'sessions' && segments[3]) {
        const session = sessions.get(segments[3]);
        if (!session)
          return providerError(response, 404, `No such checkout.session: '${segments[3]}'`, {
            code: 'resource_missing',
          });
        return sendJson(response, 200, session);
      }
      if (request.method === 'GET' && segments[1] === 'payment_intents' && segments[2] && segments.length === 3) {
        const paymentIntent = paymentIntents.get(segments[2]);
        if (!paymentIntent)
          return providerError(response, 404, `No such payment_intent: '${segments[2]}'`, {
            code: 'resource_missing',
          });
        return sendJson(response, 200, paymentIntent);
      }
      return providerError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    }

    const session = segments[0] === 'pay' ? sessions.get(segments[1] ?? '') : undefined;
    if (!session)
      return sendHtml(response, 404, '<!doctype html><title>Not found</title><h1>Checkout session not found</h1>');
    if (request.method === 'GET' && segments.length === 2) {
      if (session.status !== 'open')
        return sendHtml(response, 410, '<!doctype html><title>Closed</title><h1>This checkout session is closed</h1>');
      return sendHtml(response, 200, hostedPage(session));
    }
    if (request.method === 'POST' && segments[2] === 'confirm' && session.status === 'open') {
      pay(session);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return response.end();
    }
    return sendHtml(response, 405, '<!doctype html><title>Not allowed</title><h1>Not allowed</h1>');
  };

  return Object.assign(listener, {
    /** Events emitted so far with their deliveries (also GET /__sandbox/card-provider/events). */
    events: () => [...events.values()],
    redeliver: deliver,
    /** How many 409 idempotency_key_in_use answers were given (tests check the retry path ran). */
    keyInUseAnswers: () => keyInUseAnswers,
    /** Stops scheduled redeliveries and waits for deliveries under way (the sandbox is closing). */
    settle: webhooks.settle,
  });
}
