import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fieldText, readText, sendHtml, sendJson } from '../http-server.js';

/**
 * A stand-in for the card provider: the subset of its REST API the site uses
 * (POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, form-encoded, Bearer key,
 * Idempotency-Key) plus a hosted checkout page. The real `stripe` SDK talks to it unchanged.
 */
export interface EmulatedSession {
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
  line_items_summary: { name: string; unit_amount: number; quantity: number }[];
  url: string | null;
  created: number;
}

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const formatPounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

export function createCheckoutEmulator(options: { secretKey: string; publicUrl: () => string }) {
  const sessions = new Map<string, EmulatedSession>();
  const idempotentResults = new Map<string, { body: string; session: EmulatedSession }>();

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
    const amountTotal = summary.reduce((total, item) => total + item.unit_amount * item.quantity, 0);
    if (amountTotal < 30) return "The Checkout Session's total amount due must add up to at least £0.30 gbp";

    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: EmulatedSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      currency: 'gbp',
      amount_total: amountTotal,
      status: 'open',
      payment_status: 'unpaid',
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      metadata: Object.fromEntries(
        Object.entries((form.metadata as FormObject | undefined) ?? {}).map(([k, v]) => [k, fieldText(v)]),
      ),
      line_items_summary: summary.map(({ name, unit_amount, quantity }) => ({ name, unit_amount, quantity })),
      url: `${options.publicUrl()}/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    return session;
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

  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const segments = url.pathname.split('/').filter(Boolean);

    if (segments[0] === 'v1') {
      if (!authorised(request)) return providerError(response, 401, 'Invalid API Key provided.');
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const body = await readText(request);
        const idempotencyKey = request.headers['idempotency-key'];
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
        const result = createSession(decodeProviderForm(body));
        if (typeof result === 'string') return providerError(response, 400, result);
        if (typeof idempotencyKey === 'string') idempotentResults.set(idempotencyKey, { body, session: result });
        return sendJson(response, 200, result);
      }
      if (request.method === 'GET' && segments[1] === 'checkout' && segments[2] === 'sessions' && segments[3]) {
        const session = sessions.get(segments[3]);
        if (!session)
          return providerError(response, 404, `No such checkout.session: '${segments[3]}'`, {
            code: 'resource_missing',
          });
        return sendJson(response, 200, session);
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
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return response.end();
    }
    return sendHtml(response, 405, '<!doctype html><title>Not allowed</title><h1>Not allowed</h1>');
  };
}
