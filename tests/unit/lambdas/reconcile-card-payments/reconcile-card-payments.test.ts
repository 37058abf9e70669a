import { randomUUID } from 'node:crypto';
import { Metrics } from '@aws-lambda-powertools/metrics';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentPostingKey } from '#contracts/payment-posting';
import { RECONCILIATION_GRACE_MINUTES, RECONCILIATION_WINDOW_HOURS } from '#contracts/scheduled-jobs';
import { handler } from '../../../../lambdas/reconcile-card-payments/handler';
import {
  ReconciliationError,
  TIME_NEEDED_PER_SESSION_MS,
  type ReconciliationSummary,
} from '../../../../lambdas/reconcile-card-payments/reconcile';
import { logger } from '../../../../lambdas/shared/logger';
import { listenOnFreePort, type RunningServer } from '../../../../local/http-server';
import { dispatchApiRequest } from '../../../../local/emulation/api-gateway';
import { SANDBOX_CARD_PROVIDER_KEY } from '../../../../local/sandbox/index';
import { testContext } from '../../support/api-gateway';
import { useSandboxEnvironment } from '../../support/sandbox';

/**
 * The scheduled reconciliation against the sandbox: the checkout emulator (the real `stripe` SDK
 * lists its sessions), ONE DynamoDB (dynalite) holding the exactly-once records, and the sandbox
 * payment-posting workflow, which keeps every posting it accepts (repeats included). A session
 * paid in the emulator while no webhook endpoint is set is a payment whose webhook never arrived.
 *
 * Each test runs on a clock of its own, ten days after the last one's (only Date is faked), so
 * the sessions of earlier tests, still in the emulator, are outside its reconciliation window.
 */
const sandbox = useSandboxEnvironment({ POWERTOOLS_LOG_LEVEL: 'SILENT' });
/** A run with the function's whole time-out ahead of it (infra: 120 s). */
const context = { ...testContext('reconcile-card-payments'), getRemainingTimeInMillis: () => 120_000 };

const HOUR_MS = 60 * 60 * 1000;
/** Late enough that a payment made at the test's start is past the grace period. */
const AFTER_GRACE_MS = RECONCILIATION_GRACE_MINUTES * 60 * 1000 + HOUR_MS;
let clock = Date.now() + 30 * 24 * HOUR_MS;

let api: RunningServer;
beforeAll(async () => {
  // The site's API routes, for the tests in which the provider's webhook does reach the site.
  api = await listenOnFreePort(dispatchApiRequest);
});
afterAll(() => api.close());
beforeEach(() => {
  clock += 10 * 24 * HOUR_MS;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
});
afterEach(() => {
  sandbox().setWebhookOrigin(undefined);
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(clock + ms);

function provider(): Stripe {
  const url = new URL(sandbox().checkoutUrl);
  return new Stripe(SANDBOX_CARD_PROVIDER_KEY, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

const checkout = (metadata: Record<string, string> = { accountNo: '100001', reference: 'K7QP-3XBD' }) =>
  provider().checkout.sessions.create(
    {
      mode: 'payment',
      success_url: 'https://www.fernleaf.test/Payment/Success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://www.fernleaf.test/Payment/Failure',
      ...(metadata.accountNo && { client_reference_id: metadata.accountNo }),
      line_items: [
        { price_data: { currency: 'gbp', product_data: { name: 'Payment' }, unit_amount: 2550 }, quantity: 1 },
      ],
      metadata,
    },
    { idempotencyKey: randomUUID() },
  );

/** A checkout session paid on the emulator's hosted page; its event goes wherever the webhook origin points (nowhere by default). */
async function paidCheckout(metadata?: Record<string, string>): Promise<Stripe.Checkout.Session> {
  const session = await checkout(metadata);
  const answer = await fetch(`${sandbox().checkoutUrl}/pay/${session.id}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return provider().checkout.sessions.retrieve(session.id);
}

const postingsOf = (sessionId: string) =>
  sandbox()
    .paymentPostings()
    .filter((posting) => posting.provider.checkoutSessionId === sessionId);

const run = () => handler({}, context);

const counts = (partial: Partial<ReconciliationSummary>): ReconciliationSummary => ({
  checked: 0,
  posted: 0,
  alreadyPosted: 0,
  tooRecent: 0,
  inFlight: 0,
  unusable: 0,
  failed: 0,
  ...partial,
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5_000) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The webhook event the emulator made for a session, redelivered to the site's webhook route now. */
async function redeliverWebhook(sessionId: string): Promise<number> {
  sandbox().setWebhookOrigin(api.url);
  const listed = (await (await fetch(`${sandbox().checkoutUrl}/__sandbox/card-provider/events`)).json()) as {
    events: { id: string; checkoutSessionId: string }[];
  };
  const event = listed.events.find((one) => one.checkoutSessionId === sessionId)!;
  const answer = await fetch(`${sandbox().checkoutUrl}/__sandbox/card-provider/events/${event.id}/redeliver`, {
    method: 'POST',
  });
  return ((await answer.json()) as { delivery: { status: number } }).delivery.status;
}

describe('reconcile-card-payments (the hourly reconciliation)', () => {
  it('posts a paid session whose webhook never arrived exactly once; a second run posts nothing', async () => {
    const session = await paidCheckout();
    const paymentIntent = await provider().paymentIntents.retrieve(session.payment_intent as string);
    expect(sandbox().paymentPostings()).toEqual([]);

    later(AFTER_GRACE_MS);
    expect(await run()).toEqual(counts({ checked: 1, posted: 1 }));
    expect(sandbox().paymentPostings()).toEqual([
      {
        postingKey: paymentPostingKey(session.id),
        idempotencyKey: paymentPostingKey(session.id),
        accountNo: '100001',
        amountPence: 2550,
        currency: 'GBP',
        // When the payer paid: the PaymentIntent's creation (the session has no paid-at time of its own).
        paidAt: new Date(paymentIntent.created * 1000).toISOString(),
        reference: 'K7QP-3XBD',
        provider: { checkoutSessionId: session.id, paymentIntentId: paymentIntent.id, eventId: null },
        receivedAt: expect.any(String),
      },
    ]);

    later(AFTER_GRACE_MS + HOUR_MS);
    expect(await run()).toEqual(counts({ checked: 1, alreadyPosted: 1 }));
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('does not post again a session whose webhook was delivered and posted it', async () => {
    sandbox().setWebhookOrigin(api.url);
    const session = await paidCheckout();
    await until(() => postingsOf(session.id).length === 1);
    expect(postingsOf(session.id)[0]!.provider.eventId).toMatch(/^evt_/);

    later(AFTER_GRACE_MS);
    expect(await run()).toEqual(counts({ checked: 1, alreadyPosted: 1 }));
    expect(sandbox().paymentPostings()).toHaveLength(1);
  });

  it('a webhook that arrives after the reconciliation posted the payment finds it posted', async () => {
    const session = await paidCheckout();
    later(AFTER_GRACE_MS);
    expect((await run()).posted).toBe(1);
    expect(await redeliverWebhook(session.id)).toBe(200);
    expect(postingsOf(session.id)).toHaveLength(1);
  });

  it('posts once when the webhook and the reconciliation handle the same payment at the same moment', async () => {
    const session = await paidCheckout();
    later(AFTER_GRACE_MS);
    const [summary, status] = await Promise.all([run().catch((error: unknown) => error), redeliverWebhook(session.id)]);
    expect(postingsOf(session.id)).toHaveLength(1);
    // Whichever came second saw the payment posted, or still being posted (the webhook's 409 is retried by the provider).
    expect([200, 409]).toContain(status);
    expect(summary).toMatchObject({ checked: 1, failed: 0 });
  });

  it('leaves payments younger than the grace period to the webhook, and ignores unpaid and expired-window sessions', async () => {
    // Paid more than the window ago: outside what the provider is asked for.
    await paidCheckout();
    later(RECONCILIATION_WINDOW_HOURS * HOUR_MS + AFTER_GRACE_MS);
    clock += RECONCILIATION_WINDOW_HOURS * HOUR_MS + AFTER_GRACE_MS;
    const recent = await paidCheckout();
    await checkout();
    expect(await run()).toEqual(counts({ checked: 1, tooRecent: 1 }));
    expect(sandbox().paymentPostings()).toEqual([]);

    later(AFTER_GRACE_MS);
    expect(await run()).toEqual(counts({ checked: 1, posted: 1 }));
    expect(
      sandbox()
        .paymentPostings()
        .map((posting) => posting.provider.checkoutSessionId),
    ).toEqual([recent.id]);
  });

  it("pages through the provider's list (more than its 100 per page) and posts every missed payment once", async () => {
    const sessions = [];
    for (let index = 0; index < 103; index++) sessions.push(await paidCheckout());
    later(AFTER_GRACE_MS);
    expect(await run()).toEqual(counts({ checked: 103, posted: 103 }));
    const posted = sandbox()
      .paymentPostings()
      .map((posting) => posting.provider.checkoutSessionId);
    expect(posted.sort()).toEqual(sessions.map((session) => session.id).sort());
  }, 30_000);

  it('stops before the time-out with time for one more session unused, counts what it did, and the next run carries on', async () => {
    const sessions = [await paidCheckout(), await paidCheckout(), await paidCheckout()];
    later(AFTER_GRACE_MS);
    // Plenty of time until two payments are posted, then less than one more session needs.
    const shortRun = {
      ...context,
      getRemainingTimeInMillis: () =>
        sandbox().paymentPostings().length < 2 ? 60_000 : TIME_NEEDED_PER_SESSION_MS - 1,
    };
    const failure = await handler({}, shortRun).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: 'ReconciliationError',
      message: 'The reconciliation ran out of time before the end of the list',
      summary: counts({ checked: 2, posted: 2 }),
    });
    expect(sandbox().paymentPostings()).toHaveLength(2);

    later(AFTER_GRACE_MS + HOUR_MS);
    expect(await run()).toEqual(counts({ checked: 3, posted: 1, alreadyPosted: 2 }));
    for (const session of sessions) expect(postingsOf(session.id)).toHaveLength(1);
  });

  it('posts nothing for a paid session without an account number, and counts it', async () => {
    await paidCheckout({});
    later(AFTER_GRACE_MS);
    expect(await run()).toEqual(counts({ checked: 1, unusable: 1 }));
    expect(sandbox().paymentPostings()).toEqual([]);
  });

  it('fails the run when a posting fails (an alarmed function error), having posted the rest; the next run posts it', async () => {
    const first = await paidCheckout();
    const second = await paidCheckout();
    sandbox().failNextPaymentPostings(1);
    later(AFTER_GRACE_MS);
    const failure = await run().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReconciliationError);
    expect((failure as ReconciliationError).summary).toEqual(counts({ checked: 2, posted: 1, failed: 1 }));
    expect(sandbox().paymentPostings()).toHaveLength(1);

    later(AFTER_GRACE_MS + HOUR_MS);
    expect(await run()).toEqual(counts({ checked: 2, posted: 1, alreadyPosted: 1 }));
    expect(postingsOf(first.id)).toHaveLength(1);
    expect(postingsOf(second.id)).toHaveLength(1);
  });

  it('fails the run when the provider cannot be reached, and posts nothing', async () => {
    await paidCheckout();
    process.env.CARD_PROVIDER_API_URL = 'http://127.0.0.1:9';
    later(AFTER_GRACE_MS);
    await expect(run()).rejects.toMatchObject({
      name: 'ReconciliationError',
      message: 'The card provider did not list the checkout sessions',
    });
    expect(sandbox().paymentPostings()).toEqual([]);
  });

  it('counts sessions checked, payments it posted and failures, once per run (EMF metrics)', async () => {
    await paidCheckout();
    await paidCheckout();
    sandbox().failNextPaymentPostings(1);
    later(AFTER_GRACE_MS);
    const recorded: { name: string; value: number }[] = [];
    const spy = vi.spyOn(Metrics.prototype, 'addMetric').mockImplementation(function (
      this: Metrics,
      name,
      _unit,
      value,
    ) {
      recorded.push({ name, value });
      return this;
    });
    try {
      await run().catch(() => undefined);
    } finally {
      spy.mockRestore();
    }
    expect(recorded).toEqual(
      expect.arrayContaining([
        { name: 'ReconciliationSessionsChecked', value: 2 },
        { name: 'PaymentsPostedByReconciliation', value: 1 },
        { name: 'ReconciliationFailures', value: 1 },
        { name: 'PaymentsPosted', value: 1 },
        { name: 'PaymentPostingFailures', value: 1 },
      ]),
    );
    expect(recorded.filter((metric) => metric.name === 'PaymentsPostedByReconciliation')).toHaveLength(1);
  });

  it('logs counts only, never a checkout session or payment id', async () => {
    const sessions = [await paidCheckout(), await paidCheckout()];
    sandbox().failNextPaymentPostings(1);
    later(AFTER_GRACE_MS);
    const lines: string[] = [];
    const spies = (['info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        lines.push(JSON.stringify({ level, args }));
      }),
    );
    try {
      await run().catch(() => undefined);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const log = lines.join('\n');
    expect(log).toContain('"posted":1');
    expect(log).toContain('"failed":1');
    for (const session of sessions) {
      expect(log).not.toContain(session.id);
      expect(log).not.toContain(session.payment_intent as string);
    }
    expect(log).not.toMatch(/cs_test_|pi_[a-f0-9]{8}|100001/);
  });
});
