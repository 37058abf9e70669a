import { Metrics } from '@aws-lambda-powertools/metrics';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { paymentPostingKey, webhookMessages } from '#contracts/payment-posting';
import type { ApiEvent, ApiHandler } from '../../../../lambdas/shared/http';
import { MAX_REQUEST_BODY_BYTES } from '../../../../lambdas/shared/request-bounds';
import { providerSamples } from '../../../../local/sandbox/checkout-emulator/index';
import { SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET } from '../../../../local/sandbox/index';
import { apiEvent, handlerInstances, testContext } from '../../support/api-gateway';
import { useSandboxEnvironment } from '../../support/sandbox';

/**
 * POST /api/card-provider/webhook against the sandbox: ONE DynamoDB (dynalite) and the sandbox
 * payment-posting workflow, which keeps every posting it accepts (repeats included). Handlers
 * are separate module instances where the test says so, as concurrent Lambda instances are.
 */
const sandbox = useSandboxEnvironment({ POWERTOOLS_LOG_LEVEL: 'SILENT' });

const context = testContext();

/** A fresh module graph per instance: nothing in memory is shared, only the table. */
const instances = (count: number) =>
  handlerInstances(count, () => import('../../../../lambdas/handle-card-provider-webhook/handler'));

let sequence = 0;
const uniqueId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A checkout session in the provider's own shape (its sample object) with a paid £25.50 for account 100001. */
function paidSession(overrides: Record<string, unknown> = {}) {
  return {
    ...structuredClone(providerSamples.checkoutSession),
    id: uniqueId('cs'),
    amount_total: 2550,
    currency: 'gbp',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: uniqueId('pi'),
    client_reference_id: '100001',
    metadata: { accountNo: '100001', reference: 'K7QP-3XBD' },
    ...overrides,
  };
}

function providerEvent(type: string, session: Record<string, unknown>, created = 1_795_341_600) {
  return {
    ...structuredClone(providerSamples.event),
    id: uniqueId('evt'),
    type,
    created,
    data: { object: session },
  };
}

interface Delivery {
  body?: string;
  secret?: string;
  timestamp?: number;
  signature?: string | null;
  base64?: boolean;
}

/** The request API Gateway hands the function, signed the provider's way over the exact body. */
function delivery(event: unknown, options: Delivery = {}): ApiEvent {
  const body = options.body ?? JSON.stringify(event, null, 2);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: options.secret ?? SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  const request = apiEvent(
    'POST',
    '/api/card-provider/webhook',
    options.base64 ? Buffer.from(body).toString('base64') : body,
  );
  request.isBase64Encoded = options.base64 === true;
  if (signature !== null) request.headers['stripe-signature'] = signature;
  return request;
}

async function send(handler: ApiHandler, request: ApiEvent) {
  const result = await handler(request, context);
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') as Record<string, unknown> };
}

/** The metrics recorded while `run` goes: each metric's name with its own dimensions. */
async function recordingMetrics(run: () => Promise<unknown>): Promise<{ name: string; dimensions?: unknown }[]> {
  const dimensionsOf = new WeakMap<object, unknown>();
  const recorded: { name: string; dimensions?: unknown }[] = [];
  const spies = [
    vi.spyOn(Metrics.prototype, 'addDimensions').mockImplementation(function (this: Metrics, dimensions) {
      dimensionsOf.set(this, dimensions);
      return this;
    }),
    vi.spyOn(Metrics.prototype, 'addMetric').mockImplementation(function (this: Metrics, name) {
      recorded.push({ name, dimensions: dimensionsOf.get(this) });
      return this;
    }),
  ];
  try {
    await run();
    return recorded;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('POST /api/card-provider/webhook', () => {
  it("posts a paid checkout once: account, pence, currency, the payer's reference and the provider references", async () => {
    const [handler] = await instances(1);
    const session = paidSession();
    const event = providerEvent('checkout.session.completed', session);
    expect(await send(handler!, delivery(event))).toEqual({ status: 200, body: { received: true, outcome: 'posted' } });

    expect(sandbox().paymentPostings()).toEqual([
      {
        postingKey: paymentPostingKey(session.id),
        idempotencyKey: paymentPostingKey(session.id),
        accountNo: '100001',
        amountPence: 2550,
        currency: 'GBP',
        paidAt: '2026-11-22T10:00:00.000Z',
        reference: 'K7QP-3XBD',
        provider: { checkoutSessionId: session.id, paymentIntentId: session.payment_intent, eventId: event.id },
        receivedAt: expect.any(String),
      },
    ]);
  });

  it.each([
    ['a session made before references', { accountNo: '100001' }],
    ['a reference of another shape', { accountNo: '100001', reference: 'not-ours' }],
  ])('posts %s without a reference', async (_kind, metadata) => {
    const [handler] = await instances(1);
    const session = paidSession({ metadata });
    expect((await send(handler!, delivery(providerEvent('checkout.session.completed', session)))).body.outcome).toBe(
      'posted',
    );
    const [posting] = sandbox().paymentPostings();
    expect(posting).toMatchObject({ accountNo: '100001', amountPence: 2550 });
    expect(posting).not.toHaveProperty('reference');
  });

  it('accepts a body API Gateway delivers base64-encoded (the signature covers the decoded bytes)', async () => {
    const [handler] = await instances(1);
    const answer = await send(
      handler!,
      delivery(providerEvent('checkout.session.completed', paidSession()), { base64: true }),
    );
    expect(answer.status).toBe(200);
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('posts once when the same event comes twice, then again after a later event about the same payment', async () => {
    const [first, second] = await instances(2);
    const session = paidSession();
    const completed = providerEvent('checkout.session.completed', session);
    expect((await send(first!, delivery(completed))).body.outcome).toBe('posted');
    expect((await send(second!, delivery(completed))).body.outcome).toBe('duplicate');
    // A later event for the same session (e.g. async_payment_succeeded) does not post it again ...
    const later = providerEvent('checkout.session.async_payment_succeeded', session);
    expect((await send(second!, delivery(later))).body.outcome).toBe('already-posted');
    // ... nor does the first event redelivered after it.
    expect((await send(first!, delivery(completed))).body.outcome).toBe('duplicate');
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('posts once when 20 instances receive the same event at the same time', async () => {
    const handlers = await instances(20);
    const event = providerEvent('checkout.session.completed', paidSession());
    const answers = await Promise.all(handlers.map((handler) => send(handler, delivery(event))));
    expect(sandbox().paymentPostings()).toHaveLength(1);
    // The one that posted says so; the others saw it done (200) or in flight (409: the provider retries).
    expect(answers.filter((answer) => answer.body.outcome === 'posted')).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    // Once the provider retries the 409s, they are answered as duplicates and nothing more is posted.
    const [retry] = await instances(1);
    expect((await send(retry!, delivery(event))).body.outcome).toBe('duplicate');
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('posts once when two different events about the same payment arrive together on two instances', async () => {
    const [first, second] = await instances(2);
    const session = paidSession();
    const answers = await Promise.all([
      send(first!, delivery(providerEvent('checkout.session.completed', session))),
      send(second!, delivery(providerEvent('checkout.session.async_payment_succeeded', session))),
    ]);
    expect(sandbox().paymentPostings()).toHaveLength(1);
    expect(answers.map((answer) => answer.body.outcome ?? answer.status).sort()).toEqual(
      expect.arrayContaining(['posted']),
    );
  });

  it('records a failed or not yet paid checkout without posting; its later success posts once', async () => {
    const [handler] = await instances(1);
    const failed = paidSession({ payment_status: 'unpaid', payment_intent: null });
    expect(
      (await send(handler!, delivery(providerEvent('checkout.session.async_payment_failed', failed)))).body,
    ).toEqual({
      received: true,
      outcome: 'payment-failed',
    });
    const pending = paidSession({ payment_status: 'unpaid' });
    expect((await send(handler!, delivery(providerEvent('checkout.session.completed', pending)))).body.outcome).toBe(
      'awaiting-payment',
    );
    expect(sandbox().paymentPostings()).toEqual([]);
    const succeeded = providerEvent('checkout.session.async_payment_succeeded', { ...pending, payment_status: 'paid' });
    expect((await send(handler!, delivery(succeeded))).body.outcome).toBe('posted');
    expect((await send(handler!, delivery(succeeded))).body.outcome).toBe('duplicate');
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('answers 2xx to event types it does not act on', async () => {
    const [handler] = await instances(1);
    const answer = await send(handler!, delivery(structuredClone(providerSamples.event)));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });

  it.each([
    ['a wrong signing secret', { secret: 'whsec_someone_else' }, 'invalid_signature'],
    ['a stale timestamp (over 5 minutes old)', { timestamp: Math.floor(Date.now() / 1000) - 301 }, 'invalid_signature'],
    ['no Stripe-Signature header', { signature: null }, 'missing_signature'],
    ['a signature header that is not one', { signature: 'nonsense' }, 'invalid_signature'],
    ['a signed body that is not JSON', { body: '{"id": "evt_1", ' }, 'invalid_json'],
    ['a signed JSON body that is not an event', { body: '{"hello": "world"}' }, 'invalid_event'],
    [
      'a checkout event without a checkout session',
      {
        body: JSON.stringify({
          id: 'evt_x',
          type: 'checkout.session.completed',
          created: 1,
          data: { object: { id: 'x' } },
        }),
      },
      'invalid_event',
    ],
  ] as const)('answers 400 in our words to %s, and posts nothing', async (_name, options, code) => {
    const [handler] = await instances(1);
    const answer = await send(handler!, delivery(providerEvent('checkout.session.completed', paidSession()), options));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code, message: expect.any(String) } });
    // Our sentence for the provider's delivery log, never the SDK's or JSON.parse's text.
    expect(Object.values(webhookMessages)).toContain((answer.body.error as { message: string }).message);
    expect(sandbox().paymentPostings()).toEqual([]);
  });

  it('answers 502 when the payment-posting workflow fails, and the redelivery posts once', async () => {
    const [first, second] = await instances(2);
    const event = providerEvent('checkout.session.completed', paidSession());
    sandbox().failNextPaymentPostings(1);
    const failed = await send(first!, delivery(event));
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: { code: 'payment_posting_failed', message: expect.any(String) } });
    expect(sandbox().paymentPostings()).toEqual([]);

    expect((await send(second!, delivery(event))).body.outcome).toBe('posted');
    expect((await send(first!, delivery(event))).body.outcome).toBe('duplicate');
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('answers 502 when the payment-posting workflow cannot be reached, then posts once on redelivery', async () => {
    const [handler] = await instances(1);
    const event = providerEvent('checkout.session.completed', paidSession());
    const workingUrl = process.env.PAYMENT_POSTING_URL!;
    process.env.PAYMENT_POSTING_URL = 'http://127.0.0.1:9/workflows/payment-postings';
    expect((await send(handler!, delivery(event))).status).toBe(502);
    process.env.PAYMENT_POSTING_URL = workingUrl;
    expect((await send(handler!, delivery(event))).body.outcome).toBe('posted');
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('takes real events larger than the 8 KB request limit of the other routes (up to 64 KB)', async () => {
    const [handler] = await instances(1);
    const session = paidSession({ custom_fields: [{ key: 'note', text: { value: 'x'.repeat(20_000) } }] });
    const request = delivery(providerEvent('checkout.session.completed', session));
    expect(Buffer.byteLength(request.body!)).toBeGreaterThan(MAX_REQUEST_BODY_BYTES);
    expect((await send(handler!, request)).body.outcome).toBe('posted');

    const huge = delivery(providerEvent('checkout.session.completed', paidSession({ note: 'x'.repeat(70_000) })));
    expect((await send(handler!, huge)).status).toBe(413);
  });

  it('counts events by type and outcome, payments posted, posting and signature failures (EMF metrics)', async () => {
    const [handler] = await instances(1);
    const event = providerEvent('checkout.session.completed', paidSession());
    sandbox().failNextPaymentPostings(1);
    const metrics = await recordingMetrics(async () => {
      await send(handler!, delivery(event));
      await send(handler!, delivery(event));
      await send(handler!, delivery(event, { secret: 'whsec_someone_else' }));
    });
    expect(metrics).toEqual(
      expect.arrayContaining([
        { name: 'PaymentPostingFailures', dimensions: undefined },
        { name: 'UpstreamFailures', dimensions: undefined },
        { name: 'UpstreamFailuresByKind', dimensions: { upstream: 'payment-posting', kind: 'http' } },
        { name: 'PaymentsPosted', dimensions: undefined },
        { name: 'WebhookEvents', dimensions: { type: 'checkout.session.completed', outcome: 'posted' } },
        { name: 'WebhookSignatureFailures', dimensions: undefined },
      ]),
    );
    expect(metrics.filter((metric) => metric.name === 'PaymentsPosted')).toHaveLength(1);
  });

  it('answers 503 and posts nothing when the idempotency table cannot be used', async () => {
    const table = process.env.IDEMPOTENCY_TABLE_NAME;
    process.env.IDEMPOTENCY_TABLE_NAME = 'no-such-table';
    try {
      const [handler] = await instances(1);
      const answer = await send(handler!, delivery(providerEvent('checkout.session.completed', paidSession())));
      expect(answer).toEqual({
        status: 503,
        body: { error: { code: 'service_unavailable', message: webhookMessages.storeFailed } },
      });
      expect(sandbox().paymentPostings()).toEqual([]);
    } finally {
      process.env.IDEMPOTENCY_TABLE_NAME = table;
    }
  });

  it('logs the event id, never the checkout session id (it opens the payment status page)', async () => {
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
    const [handler] = await instances(1);
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation(capture),
      vi.spyOn(process.stderr, 'write').mockImplementation(capture),
    ];
    const sessions = [paidSession(), paidSession(), paidSession({ metadata: {}, client_reference_id: null })];
    const events = [
      providerEvent('checkout.session.async_payment_failed', { ...sessions[0]!, payment_status: 'unpaid' }),
      providerEvent('checkout.session.completed', sessions[1]!),
      providerEvent('checkout.session.completed', sessions[2]!),
    ];
    try {
      sandbox().failNextPaymentPostings(1);
      for (const event of events) await send(handler!, delivery(event));
    } finally {
      for (const spy of spies) spy.mockRestore();
      vi.unstubAllEnvs();
    }
    const log = written.join('');
    for (const event of events) expect(log).toContain(event.id);
    for (const session of sessions) expect(log).not.toContain(session.id);
  });

  it('does not post a paid checkout that carries no account number, and says so in the answer', async () => {
    const [handler] = await instances(1);
    const session = paidSession({ metadata: {}, client_reference_id: null });
    expect((await send(handler!, delivery(providerEvent('checkout.session.completed', session)))).body.outcome).toBe(
      'unusable',
    );
    expect(sandbox().paymentPostings()).toEqual([]);
  });
});
