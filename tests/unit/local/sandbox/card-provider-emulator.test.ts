import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Context } from 'aws-lambda';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutEmulator } from '../../../../local/sandbox/checkout-emulator/index';
import { listenOnFreePort, type RunningServer } from '../../../../local/http-server';
import { SANDBOX_CARD_PROVIDER_KEY, SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET } from '../../../../local/sandbox/index';
import { apiEvent } from '../../support/api-gateway';
import { sandboxLookup } from '../../support/fixtures';
import { useSandboxEnvironment } from '../../support/sandbox';

/**
 * The card checkout emulator against the provider's own sample objects
 * (local/sandbox/data/card-provider/, copied unchanged from the provider's OpenAPI fixtures):
 * the objects it serves and the events it signs have the provider's keys and value types, it
 * answers the provider's 409 to a request whose idempotency key is still in flight, and the
 * product's checkout handler copes with that 409 through the real SDK.
 */
const sandbox = useSandboxEnvironment({ SITE_ORIGIN: 'https://www.fernleaf.test', POWERTOOLS_LOG_LEVEL: 'SILENT' });

const sample = (name: string) =>
  JSON.parse(readFileSync(`local/sandbox/data/card-provider/${name}.json`, 'utf8')) as Record<string, unknown>;

/** Keys whose values are free-form maps in the provider's API (any keys of ours are fine). */
const FREE_FORM = new Set(['metadata']);
/** The emulator's one documented extra (local/sandbox/checkout-emulator/index.ts). */
const EXTRA_KEYS = new Set(['line_items_summary']);

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Differences in keys and value types, recursively. A null on either side matches anything: the
 * provider's nullable fields are null or a value depending on the object's state.
 */
function shapeDifferences(expected: unknown, actual: unknown, path = '$'): string[] {
  if (expected === null || actual === null) return [];
  if (kind(expected) !== kind(actual)) return [`${path}: ${kind(actual)} instead of ${kind(expected)}`];
  if (Array.isArray(expected) && Array.isArray(actual)) {
    return expected.length > 0 && actual.length > 0 ? shapeDifferences(expected[0], actual[0], `${path}[0]`) : [];
  }
  if (kind(expected) !== 'object') return [];
  const want = expected as Record<string, unknown>;
  const got = actual as Record<string, unknown>;
  const name = path.split('.').pop() ?? '';
  if (FREE_FORM.has(name)) return [];
  return [
    ...Object.keys(want)
      .filter((key) => !(key in got))
      .map((key) => `${path}.${key}: missing`),
    ...Object.keys(got)
      .filter((key) => !(key in want) && !EXTRA_KEYS.has(key))
      .map((key) => `${path}.${key}: not in the provider's object`),
    ...Object.keys(want)
      .filter((key) => key in got)
      .flatMap((key) => shapeDifferences(want[key], got[key], `${path}.${key}`)),
  ];
}

describe('the comparison itself', () => {
  it('finds a missing key, an extra key and a changed type, deep down', () => {
    expect(shapeDifferences({ a: { b: 1, c: 'x' } }, { a: { b: '1', d: 2 } })).toEqual([
      '$.a.c: missing',
      "$.a.d: not in the provider's object",
      '$.a.b: string instead of number',
    ]);
  });
});

describe('card checkout emulator', () => {
  const received: { body: string; signature: string }[] = [];
  let webhookServer: RunningServer;
  let emulatorServer: RunningServer;
  let emulator: ReturnType<typeof createCheckoutEmulator>;
  let client: Stripe;
  let emulatorUrl = '';

  beforeAll(async () => {
    webhookServer = await listenOnFreePort(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      received.push({ body, signature: String(request.headers['stripe-signature']) });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
    emulator = createCheckoutEmulator({
      secretKey: SANDBOX_CARD_PROVIDER_KEY,
      publicUrl: () => emulatorUrl,
      webhookTarget: () => ({ url: `${webhookServer.url}/hook`, signingSecret: SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET }),
      // Long enough that two requests sent together overlap.
      createLatencyMs: 300,
    });
    emulatorServer = await listenOnFreePort(emulator);
    emulatorUrl = emulatorServer.url;
    const url = new URL(emulatorUrl);
    client = new Stripe(SANDBOX_CARD_PROVIDER_KEY, {
      host: url.hostname,
      port: url.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await emulator.settle();
    await Promise.all([emulatorServer.close(), webhookServer.close()]);
  });

  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    success_url: 'https://www.fernleaf.test/Payment/Success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://www.fernleaf.test/Payment/Failure',
    client_reference_id: '100001',
    line_items: [
      { price_data: { currency: 'gbp', product_data: { name: 'Payment' }, unit_amount: 2550 }, quantity: 1 },
    ],
    metadata: { accountNo: '100001', reference: 'K7QP-3XBD' },
    payment_intent_data: {
      description: 'Fernleaf Energy payment, reference K7QP-3XBD',
      metadata: { reference: 'K7QP-3XBD' },
    },
  };

  async function until<T>(read: () => T | undefined): Promise<T> {
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("serves sessions, payment intents and signed events with the provider's keys and value types", async () => {
    const created = await client.checkout.sessions.create(params, { idempotencyKey: randomUUID() });
    expect(shapeDifferences(sample('checkout.session'), created)).toEqual([]);

    const payment = await fetch(`${emulatorUrl}/pay/${created.id}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(payment.status).toBe(303);
    const paid = await client.checkout.sessions.retrieve(created.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 2550 });
    expect(shapeDifferences(sample('checkout.session'), paid)).toEqual([]);

    const paymentIntent = await client.paymentIntents.retrieve(paid.payment_intent as string);
    expect(paymentIntent).toMatchObject({ amount: 2550, amount_received: 2550, currency: 'gbp', status: 'succeeded' });
    expect(shapeDifferences(sample('payment_intent'), paymentIntent)).toEqual([]);
    // As at the provider: the payment gets the description and metadata of `payment_intent_data`
    // (its receipt shows the description), not the session's own metadata.
    expect(paymentIntent.description).toBe('Fernleaf Energy payment, reference K7QP-3XBD');
    expect(paymentIntent.metadata).toEqual({ reference: 'K7QP-3XBD' });
    expect(paymentIntent.receipt_email).toBeNull();
    expect(created).not.toHaveProperty('payment_intent_data');

    // The signed event reaches the webhook endpoint and verifies with its signing secret.
    const delivery = await until(() => received.find((one) => one.body.includes(created.id)));
    const event = Stripe.webhooks.constructEvent(
      delivery.body,
      delivery.signature,
      SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET,
    );
    expect(event.type).toBe('checkout.session.completed');
    const { data, ...envelope } = event as unknown as Record<string, unknown> & { data: { object: unknown } };
    const { data: _sampleData, ...sampleEnvelope } = sample('event');
    expect(shapeDifferences(sampleEnvelope, envelope)).toEqual([]);
    expect(shapeDifferences(sample('checkout.session'), data.object)).toEqual([]);
    expect(data.object).toMatchObject({
      id: created.id,
      payment_status: 'paid',
      metadata: { accountNo: '100001', reference: 'K7QP-3XBD' },
    });
  });

  it('gives a session created without payment_intent_data a payment without description or metadata', async () => {
    const { payment_intent_data: _none, ...plain } = params;
    const created = await client.checkout.sessions.create(plain, { idempotencyKey: randomUUID() });
    await fetch(`${emulatorUrl}/pay/${created.id}/confirm`, { method: 'POST', redirect: 'manual' });
    const paid = await client.checkout.sessions.retrieve(created.id);
    const paymentIntent = await client.paymentIntents.retrieve(paid.payment_intent as string);
    expect(paymentIntent).toMatchObject({ description: null, metadata: {} });
  });

  it('refuses an idempotency key reused with other parameters, as the provider does', async () => {
    const idempotencyKey = randomUUID();
    await client.checkout.sessions.create(params, { idempotencyKey });
    const changed = { ...params, payment_intent_data: { description: 'Fernleaf Energy payment, reference 2222-2222' } };
    await expect(client.checkout.sessions.create(changed, { idempotencyKey })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });

  it('redelivers an event on request, signed afresh', async () => {
    const created = await client.checkout.sessions.create(params, { idempotencyKey: randomUUID() });
    await fetch(`${emulatorUrl}/pay/${created.id}/confirm`, { method: 'POST', redirect: 'manual' });
    await until(() => received.find((one) => one.body.includes(created.id)));
    const listed = (await (await fetch(`${emulatorUrl}/__sandbox/card-provider/events`)).json()) as {
      events: { id: string; checkoutSessionId: string; deliveries: { status: number }[] }[];
    };
    const event = listed.events.find((one) => one.checkoutSessionId === created.id)!;
    expect(event.deliveries).toEqual([expect.objectContaining({ status: 200 })]);

    const before = received.length;
    const answer = await fetch(`${emulatorUrl}/__sandbox/card-provider/events/${event.id}/redeliver`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
    expect(received).toHaveLength(before + 1);
    const again = received.at(-1)!;
    expect(Stripe.webhooks.constructEvent(again.body, again.signature, SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET).id).toBe(
      event.id,
    );
  });

  it("answers the provider's 409 to a request whose idempotency key is still in flight", async () => {
    const idempotencyKey = randomUUID();
    const send = () =>
      fetch(`${emulatorUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SANDBOX_CARD_PROVIDER_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
        },
        body: 'mode=payment&success_url=https%3A%2F%2Fa.test&cancel_url=https%3A%2F%2Fa.test&line_items[0][price_data][currency]=gbp&line_items[0][price_data][unit_amount]=100&line_items[0][quantity]=1',
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const conflict = answers.find((answer) => answer.status === 409)!;
    expect(await conflict.json()).toEqual({
      error: { type: 'idempotency_error', code: 'idempotency_key_in_use', message: expect.any(String) },
    });
    // Once the first has finished, the same key gives the same session.
    const later = await send();
    expect(later.status).toBe(200);
  });

  it("lists sessions in the provider's list shape: newest first, by created and status, a page at a time", async () => {
    // From the next whole second, so the earlier tests' sessions (created in seconds before it) are not listed.
    await new Promise((resolve) => setTimeout(resolve, 1_005 - (Date.now() % 1_000)));
    const startedAt = Math.floor(Date.now() / 1000);
    const made = [];
    for (let index = 0; index < 3; index++)
      made.push(await client.checkout.sessions.create(params, { idempotencyKey: randomUUID() }));
    await fetch(`${emulatorUrl}/pay/${made[1]!.id}/confirm`, { method: 'POST', redirect: 'manual' });

    const page = await client.checkout.sessions.list({ created: { gte: startedAt }, limit: 2 });
    expect(page).toMatchObject({ object: 'list', url: '/v1/checkout/sessions', has_more: true });
    expect(page.data.map((session) => session.id)).toEqual([made[2]!.id, made[1]!.id]);
    for (const session of page.data) expect(shapeDifferences(sample('checkout.session'), session)).toEqual([]);
    const next = await client.checkout.sessions.list({
      created: { gte: startedAt },
      limit: 2,
      starting_after: made[1]!.id,
    });
    expect(next.data.map((session) => session.id)).toEqual([made[0]!.id]);
    expect(next.has_more).toBe(false);

    // The SDK's auto-pagination walks the pages; `status` and `created` filter.
    const all = await client.checkout.sessions
      .list({ created: { gte: startedAt }, limit: 1 })
      .autoPagingToArray({ limit: 100 });
    expect(all.map((session) => session.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    const complete = await client.checkout.sessions.list({ created: { gte: startedAt }, status: 'complete' });
    expect(complete.data.map((session) => session.id)).toEqual([made[1]!.id]);
    const none = await client.checkout.sessions.list({ created: { gt: Math.floor(Date.now() / 1000) + 60 } });
    expect(none.data).toEqual([]);

    // `expand[]=data.payment_intent` gives each paid session its PaymentIntent object.
    const expanded = await client.checkout.sessions.list({
      created: { gte: startedAt },
      status: 'complete',
      expand: ['data.payment_intent'],
    });
    const paymentIntent = expanded.data[0]!.payment_intent as Stripe.PaymentIntent;
    expect(paymentIntent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 2550 });
    expect(shapeDifferences(sample('payment_intent'), paymentIntent)).toEqual([]);
  });

  it.each([
    ['a limit over 100', { limit: 101 }],
    ['a limit under 1', { limit: 0 }],
    ['an unknown starting_after', { starting_after: 'cs_test_nobody' }],
  ])('refuses a list request with %s, as the provider does (400)', async (_name, listParams) => {
    await expect(client.checkout.sessions.list(listParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
  });

  it('the checkout route waits and retries the same key on that 409, so a double click gets one session', async () => {
    process.env.CARD_PROVIDER_API_URL = emulatorUrl;
    const handler = (await import('../../../../lambdas/create-checkout-session/handler')).handler;
    const request = { ...sandboxLookup('dualFuel'), amount: '25.50', attemptId: randomUUID() };
    const context = { awsRequestId: 'test', functionName: 'test' } as Context;
    const conflictsBefore = emulator.keyInUseAnswers();
    const answers = await Promise.all(
      [1, 2].map(async () => handler(apiEvent('POST', '/api/checkout-sessions', request), context)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => (JSON.parse(answer.body!) as { url: string }).url);
    expect(second).toBe(first);
    expect(first!.startsWith(`${emulatorUrl}/pay/`)).toBe(true);
    expect(sandbox().checkoutUrl).not.toBe(emulatorUrl);
    // The second request really met the 409 and retried.
    expect(emulator.keyInUseAnswers()).toBeGreaterThan(conflictsBefore);
  });
});
