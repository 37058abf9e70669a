import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { fieldText, readText, sendHtml, sendJson } from '../http-server.js';

/**
 * A stand-in for the card provider: the subset of its REST API the site uses
 * (POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, GET /v1/payment_intents/:id,
 * form-encoded, Bearer key, Idempotency-Key with the provider's 409 while a key is in flight),
 * a hosted checkout page, and signed webhook events (checkout.session.completed) delivered to
 * the site's webhook route. The real `stripe` SDK talks to it unchanged.
 *
 * Its objects are the provider's own sample objects (local/sandbox/data/card-provider/, see its
 * README) with our values filled in, so they have the provider's keys and value types
 * (tests/unit/local/sandbox/card-provider-emulator.test.ts); `line_items_summary` is the one extra key, a
 * test-only summary of what was asked for. As at the provider, the session's `metadata` stays on
 * the session, and the PaymentIntent made when the payer pays gets its `description`, `metadata`
 * and `receipt_email` from the session's `payment_intent_data` (and nothing from the session's
 * own metadata).
 */
type ProviderObject = Record<string, unknown>;

interface SessionValues {
  id: string;
  object: 'checkout.session';
  mode: string;
  currency: string;
  amount_total: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_intent: string | null;
  line_items_summary: { name: string; unit_amount: number; quantity: number }[];
  url: string | null;
  created: number;
}
export type EmulatedSession = SessionValues & ProviderObject;

export interface EmulatedEvent extends ProviderObject {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: ProviderObject };
}

/** One delivery attempt of an event to the webhook endpoint, as the provider's dashboard lists them. */
export interface WebhookDelivery {
  at: string;
  /** HTTP status, or 0 when the endpoint could not be reached. */
  status: number;
}

export interface WebhookTarget {
  url: string;
  signingSecret: string;
}

function providerSample(name: string): ProviderObject {
  const path = fileURLToPath(new URL(`./data/card-provider/${name}.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as ProviderObject;
}

/** The provider's sample objects, read once; each emulated object starts from a deep copy. */
export const providerSamples = {
  checkoutSession: providerSample('checkout.session'),
  paymentIntent: providerSample('payment_intent'),
  event: providerSample('event'),
};

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
/** The provider's retry schedule is hours long; the emulator's is seconds, and stops after these. */
const REDELIVERY_DELAYS_MS = [1_000, 2_000, 4_000];

type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

/** Turns `a[b][0][c]=x` form fields into nested objects (arrays stay as index-keyed objects). */
export function decodeProviderForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    const name = path.at(-1);
    // A field without a name ('' or '[]') has nowhere to go.
    if (name === undefined) continue;
    let node = root;
    path.slice(0, -1).forEach((segment) => {
      if (typeof node[segment] !== 'object') node[segment] = {};
      node = node[segment];
    });
    node[name] = value;
  }
  return root;
}

function providerError(response: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  sendJson(response, status, { error: { type: 'invalid_request_error', message, ...extra } });
}

/** A session in the provider's shape: its sample with our values; what a payment-mode checkout without shipping has. */
function sessionObject(values: Omit<SessionValues, 'object'>): EmulatedSession {
  const sample = structuredClone(providerSamples.checkoutSession);
  return {
    ...sample,
    after_expiration: null,
    amount_subtotal: values.amount_total,
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    collected_information: null,
    currency_conversion: null,
    customer_details: null,
    expires_at: values.created + 24 * 60 * 60,
    invoice_creation: null,
    livemode: false,
    shipping_address_collection: null,
    shipping_cost: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ...values,
    object: 'checkout.session',
  };
}

/** What a session asked its PaymentIntent to carry (`payment_intent_data`); kept off the session object, as the provider does. */
interface PaymentIntentData {
  description: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

function paymentIntentObject(session: EmulatedSession, data: PaymentIntentData): ProviderObject {
  const id = randomId('pi');
  return {
    ...structuredClone(providerSamples.paymentIntent),
    id,
    amount: session.amount_total,
    amount_received: session.amount_total,
    automatic_payment_methods: null,
    canceled_at: null,
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    created: now(),
    currency: session.currency,
    last_payment_error: null,
    description: data.description,
    latest_charge: randomId('ch'),
    livemode: false,
    metadata: { ...data.metadata },
    next_action: null,
    payment_method: randomId('pm'),
    processing: null,
    receipt_email: data.receipt_email,
    shipping: null,
    status: 'succeeded',
    transfer_data: null,
  };
}

function eventObject(type: string, object: ProviderObject): EmulatedEvent {
  return {
    ...structuredClone(providerSamples.event),
    id: randomId('evt'),
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: structuredClone(object) },
    livemode: false,
    object: 'event',
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const formatPounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

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
  const events = new Map<string, { event: EmulatedEvent; deliveries: WebhookDelivery[] }>();
  const idempotentResults = new Map<string, { body: string; session: EmulatedSession }>();
  const keysInFlight = new Set<string>();
  let keyInUseAnswers = 0;
  const timers = new Set<NodeJS.Timeout>();
  const pendingDeliveries = new Set<Promise<unknown>>();
  const stopDeliveries = new AbortController();

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

  /** Posts the event, signed as the provider signs it, to the webhook route; records the answer. */
  async function deliver(eventId: string): Promise<WebhookDelivery | undefined> {
    const record = events.get(eventId);
    const target = options.webhookTarget?.();
    if (!record || !target) return undefined;
    const payload = JSON.stringify(record.event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.signingSecret });
    let status = 0;
    try {
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.any([stopDeliveries.signal, AbortSignal.timeout(20_000)]),
      });
      status = answer.status;
      await answer.arrayBuffer();
    } catch {
      // Unreachable or timed out: recorded as status 0, as the provider's log shows a failed connection.
    }
    const delivery = { at: new Date().toISOString(), status };
    record.deliveries.push(delivery);
    return delivery;
  }

  /** Delivers in the background and, like the provider, tries again a few times after a non-2xx answer. */
  function deliverWithRetries(eventId: string, attempt = 0): void {
    const run = deliver(eventId).then((delivery) => {
      const delay = REDELIVERY_DELAYS_MS[attempt];
      if (!delivery || (delivery.status >= 200 && delivery.status < 300) || delay === undefined) return;
      if (stopDeliveries.signal.aborted) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliverWithRetries(eventId, attempt + 1);
      }, delay);
      timers.add(timer);
    });
    pendingDeliveries.add(run);
    void run.finally(() => pendingDeliveries.delete(run));
  }

  function emit(type: string, object: ProviderObject): EmulatedEvent {
    const event = eventObject(type, object);
    events.set(event.id, { event, deliveries: [] });
    deliverWithRetries(event.id);
    return event;
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

  function hostedPage(session: EmulatedSession): string {
    const amount = formatPounds(session.amount_total);
    const item = session.line_items_summary[0]?.name ?? 'Payment';
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
button{font-size:1.1rem;padding:.75rem 1.5rem;background:#0a5c36;color:#fff;border:0;border-radius:6px;cursor:pointer}
a{color:#0b4ea2}</style></head><body>
<main><p>Sandbox card checkout, no real money moves.</p><h1>${escapeHtml(item)}</h1>
<p>Amount due: <strong>${amount}</strong></p>
<form method="post" action="/pay/${session.id}/confirm"><button type="submit">Pay ${amount}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`;
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
    async settle(): Promise<void> {
      stopDeliveries.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...pendingDeliveries]);
    },
  });
}
