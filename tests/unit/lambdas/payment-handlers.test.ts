import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '#contracts/account-rules';
import { paymentReferencePattern } from '#contracts/payment';
import { paymentMessages } from '#contracts/payment-messages';
import { providerSamples } from '../../../local/sandbox/checkout-emulator/index';
import type { ApiHandler, ApiResult } from '../../../lambdas/shared/http';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../../lambdas/shared/upstream';
import { apiEvent } from '../support/api-gateway';
import { outcomeAfterDeadline } from '../support/deadline';
import { failingAccountNumbers, sandboxAccount, sandboxLookup } from '../support/fixtures';
import { useSandboxEnvironment } from '../support/sandbox';

/**
 * The three payment routes over real HTTP: handler -> account workflow of the embedded
 * sandbox and the real `stripe` SDK -> the sandbox's checkout emulator.
 */
const SITE_ORIGIN = 'https://www.fernleaf.test';
let lookupHandler: ApiHandler;
let createHandler: ApiHandler;
let getHandler: ApiHandler;
const sandbox = useSandboxEnvironment({ SITE_ORIGIN, POWERTOOLS_LOG_LEVEL: 'SILENT' });

beforeAll(async () => {
  lookupHandler = (await import('../../../lambdas/lookup-account/handler')).handler;
  createHandler = (await import('../../../lambdas/create-checkout-session/handler')).handler;
  getHandler = (await import('../../../lambdas/get-checkout-session/handler')).handler;
});

afterEach(() => {
  Object.assign(process.env, sandbox().environment, { SITE_ORIGIN });
  delete process.env.MAXIMUM_PAYMENT_PENCE;
});

const context = { awsRequestId: 'test', functionName: 'test' } as Context;

function parse(result: ApiResult): { status: number; body: Record<string, unknown> } {
  return { status: result.statusCode ?? 0, body: JSON.parse(String(result.body)) };
}

const lookup = async (body: unknown) =>
  parse(await lookupHandler(apiEvent('POST', '/api/accounts/lookup', body), context));
const create = async (body: unknown) =>
  parse(await createHandler(apiEvent('POST', '/api/checkout-sessions', body), context));
const verify = async (id: string) =>
  parse(await getHandler(apiEvent('GET', `/api/checkout-sessions/${id}`, undefined, { id }), context));

const dualFuel = sandboxAccount('dualFuel');
const payment = (change: Record<string, unknown> = {}) => ({
  ...sandboxLookup('dualFuel'),
  amount: '25.50',
  attemptId: randomUUID(),
  ...change,
});
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Presses "Pay" on the emulator's hosted page, as the payer would. */
async function payOnHostedPage(url: string): Promise<string> {
  const response = await fetch(`${url}/confirm`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** A stand-in provider for failures the emulator cannot produce. */
async function withProvider(listener: RequestListener, run: () => Promise<void>): Promise<void> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.CARD_PROVIDER_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await run();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('POST /api/accounts/lookup', () => {
  it('answers with the account number, address and amount limits only', async () => {
    const { status, body } = await lookup({ accountNo: dualFuel.accountNo, postcode: 'ng15fs' });
    expect(status).toBe(200);
    expect(body).toEqual({
      account: { accountNo: dualFuel.accountNo, addressSingleLine: dualFuel.addressSingleLine },
      limits: { minimumPence: 30, maximumPence: 1_000_000 },
    });
  });

  it('reports a configured maximum', async () => {
    process.env.MAXIMUM_PAYMENT_PENCE = '50000';
    expect((await lookup(sandboxLookup('dualFuel'))).body.limits).toEqual({
      minimumPence: 30,
      maximumPence: 50_000,
    });
  });

  it('refuses a broken maximum setting as a configuration problem', async () => {
    process.env.MAXIMUM_PAYMENT_PENCE = '10 pounds';
    expect((await lookup(sandboxLookup('dualFuel'))).status).toBe(503);
  });

  it.each([
    [{ accountNo: dualFuel.accountNo }, 'Postcode is required'],
    [{ accountNo: dualFuel.accountNo, postcode: 'NOTAPOSTCODE' }, 'Invalid UK postcode format'],
    [{ postcode: 'NG1 5FS' }, 'Account number is required'],
    [{ accountNo: '   ', postcode: 'NG1 5FS' }, 'Account number is required'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    expect(await lookup(body)).toEqual({ status: 400, body: { error: { code: 'invalid_request', message } } });
  });

  it.each([
    ['an unknown account', { accountNo: '999999', postcode: 'NG1 5FS' }],
    ['a postcode that does not match', { accountNo: dualFuel.accountNo, postcode: 'SW1A 1AA' }],
  ])('answers 404 for %s', async (_, body) => {
    expect(await lookup(body)).toEqual({
      status: 404,
      body: { error: { code: 'account_not_found', message: accountMessages.notFound } },
    });
  });

  it('answers 502 with the lookup-failed message when the workflow fails (100500)', async () => {
    const { status, body } = await lookup({
      accountNo: failingAccountNumbers.upstreamError,
      postcode: dualFuel.postcode,
    });
    expect(status).toBe(502);
    expect(body.error).toMatchObject({ message: accountMessages.lookupFailed });
  });

  it('answers 504 with the lookup-failed message after the 5 s time-out when the workflow never answers (100504)', async () => {
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBe(5_000);
    const { status, body } = await outcomeAfterDeadline(DEFAULT_UPSTREAM_TIMEOUT_MS, () =>
      lookup({ accountNo: failingAccountNumbers.neverAnswers, postcode: dualFuel.postcode }),
    );
    expect(status).toBe(504);
    expect(body.error).toMatchObject({ message: accountMessages.lookupFailed });
  });
});

describe('POST /api/checkout-sessions and GET /api/checkout-sessions/{id}', () => {
  it('creates a session in pence with the return URLs and metadata, then confirms it once paid', async () => {
    const created = await create(payment({ postcode: 'ng1 5fs' }));
    expect(created.status).toBe(201);
    const url = String(created.body.url);
    expect(url.startsWith(`${sandbox().checkoutUrl}/pay/cs_test_`)).toBe(true);

    const id = sessionIdOf(url);
    const stored = await (
      await fetch(`${sandbox().checkoutUrl}/v1/checkout/sessions/${id}`, {
        headers: { authorization: `Bearer ${sandbox().environment.CARD_PROVIDER_SECRET_KEY}` },
      })
    ).json();
    expect(stored).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      amount_total: 2550,
      success_url: `${SITE_ORIGIN}/Payment/Success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_ORIGIN}/Payment/Failure`,
      metadata: { accountNo: dualFuel.accountNo, reference: expect.stringMatching(paymentReferencePattern) },
      line_items_summary: [{ name: `Payment for account ${dualFuel.accountNo}`, unit_amount: 2550, quantity: 1 }],
    });
    const { reference } = (stored as { metadata: { reference: string } }).metadata;

    expect(await verify(id)).toEqual({
      status: 200,
      body: { paid: false, amountPence: 2550, maskedAccountNo: '****01' },
    });
    expect(await payOnHostedPage(url)).toBe(`${SITE_ORIGIN}/Payment/Success?session_id=${id}`);
    const paid = await verify(id);
    expect(paid).toEqual({
      status: 200,
      body: { paid: true, amountPence: 2550, maskedAccountNo: '****01', reference: expect.any(String) },
    });

    expect(paid.body.reference).toBe(reference);

    // The payment the provider made carries the same reference in its description (which its
    // e-mailed receipt shows) and its metadata.
    const providerGet = async (path: string) =>
      (await (
        await fetch(`${sandbox().checkoutUrl}/v1/${path}`, {
          headers: { authorization: `Bearer ${sandbox().environment.CARD_PROVIDER_SECRET_KEY}` },
        })
      ).json()) as Record<string, unknown>;
    const paidSession = await providerGet(`checkout/sessions/${id}`);
    expect(await providerGet(`payment_intents/${String(paidSession.payment_intent)}`)).toMatchObject({
      description: `Fernleaf Energy payment, reference ${reference}`,
      metadata: { accountNo: dualFuel.accountNo, reference },
    });
  });

  /** A provider that answers every session retrieval with the sample session, changed. */
  const sessionProvider =
    (change: Record<string, unknown>): RequestListener =>
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ ...providerSamples.checkoutSession, metadata: { accountNo: dualFuel.accountNo }, ...change }),
      );
    };
  const paidSession = { status: 'complete', payment_status: 'paid', amount_total: 4200 };

  it('gives a paid session the reference in its metadata', async () => {
    await withProvider(
      sessionProvider({ ...paidSession, metadata: { accountNo: dualFuel.accountNo, reference: 'K7QP-3XBD' } }),
      async () => {
        expect(await verify('cs_test_abc')).toEqual({
          status: 200,
          body: { paid: true, amountPence: 4200, maskedAccountNo: '****01', reference: 'K7QP-3XBD' },
        });
      },
    );
  });

  it.each([
    ['an open session, even with a reference', { metadata: { accountNo: '100001', reference: 'K7QP-3XBD' } }],
    ['a paid session made before references (none in its metadata)', paidSession],
    [
      'a paid session whose metadata reference is of another shape',
      { ...paidSession, metadata: { accountNo: '100001', reference: 'not-ours' } },
    ],
  ])('gives no reference for %s', async (_kind, change) => {
    await withProvider(sessionProvider(change), async () => {
      const { status, body } = await verify('cs_test_abc');
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('reference');
    });
  });

  it('gives a double click (same attempt, even concurrently) one session and a new attempt a new one', async () => {
    const request = payment();
    // The emulator, like the provider, answers 400 to a key reused with other parameters: the
    // same URL back also shows that the reference in those parameters is the same each time.
    const [first, second] = await Promise.all([create(request), create(request)]);
    const third = await create(request);
    expect(second.body.url).toBe(first.body.url);
    expect(third.body.url).toBe(first.body.url);
    expect((await create({ ...request, attemptId: randomUUID() })).body.url).not.toBe(first.body.url);
  });

  it('does not send the payer to a session that an earlier identical attempt already paid', async () => {
    const request = payment();
    const { body } = await create(request);
    await payOnHostedPage(String(body.url));
    expect(await create(request)).toEqual({
      status: 409,
      body: { error: { code: 'checkout_session_closed', message: paymentMessages.sessionFailed } },
    });
  });

  it.each([
    ['', 'Please enter an amount'],
    ['ten', 'Amount must be a number'],
    ['-5', 'Amount must be greater than zero'],
    ['0', 'Amount must be greater than zero'],
    ['10.999', 'Amount must have no more than two decimal places'],
    ['0.29', 'Amount must be at least £0.30'],
    ['10000.01', 'Amount must be no more than £10,000.00'],
  ])('re-checks the amount %j on the server: 400 "%s"', async (amount, message) => {
    expect(await create(payment({ amount }))).toEqual({
      status: 400,
      body: { error: { code: 'invalid_amount', message } },
    });
  });

  it.each([
    [{ amount: 25.5 }, 'Please enter an amount'],
    [{ attemptId: 'not-a-uuid' }, 'attemptId must be a UUID'],
    [{ postcode: 'XX' }, 'Invalid UK postcode format'],
    [{ accountNo: '' }, 'Account number is required'],
  ])('refuses a malformed request %j with 400', async (change, message) => {
    expect(await create(payment(change))).toEqual({
      status: 400,
      body: { error: { code: 'invalid_request', message } },
    });
  });

  it('enforces a configured maximum', async () => {
    process.env.MAXIMUM_PAYMENT_PENCE = '5000';
    expect((await create(payment({ amount: '50.01' }))).body).toEqual({
      error: { code: 'invalid_amount', message: 'Amount must be no more than £50.00' },
    });
    expect((await create(payment({ amount: '50.00' }))).status).toBe(201);
  });

  it('re-checks that the account exists with that postcode', async () => {
    expect((await create(payment({ postcode: 'SW1A 1AA' }))).body).toEqual({
      error: { code: 'account_not_found', message: accountMessages.notFound },
    });
    expect((await create(payment({ accountNo: failingAccountNumbers.upstreamError }))).status).toBe(502);
  });

  it('passes the provider message on only when it declines a card', async () => {
    await withProvider(
      (_request, response) => {
        response.writeHead(402, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'card_error', message: 'Your card was declined.' } }));
      },
      async () => {
        expect(await create(payment())).toEqual({
          status: 502,
          body: { error: { code: 'card_provider_error', message: 'Your card was declined.' } },
        });
      },
    );
  });

  it('answers the fallback message, not developer text, when the provider refuses the request', async () => {
    await withProvider(
      (_request, response) => {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Your account cannot currently make live charges.' },
          }),
        );
      },
      async () => {
        expect(await create(payment())).toEqual({
          status: 502,
          body: { error: { code: 'card_provider_error', message: paymentMessages.sessionFailed } },
        });
      },
    );
  });

  it('answers the fallback message when the provider answers something that is not JSON', async () => {
    await withProvider(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('<html>oops</html>');
      },
      async () => {
        const { status, body } = await create(payment());
        expect(status).toBeGreaterThanOrEqual(500);
        expect(body).toEqual({ error: { code: expect.any(String), message: paymentMessages.sessionFailed } });
      },
    );
  });

  it('answers the fallback message when the provider connection breaks', async () => {
    await withProvider(
      (request) => request.socket.destroy(),
      async () => {
        expect(await create(payment())).toEqual({
          status: 502,
          body: { error: { code: 'card_provider_unavailable', message: paymentMessages.sessionFailed } },
        });
      },
    );
  });

  it('answers the fallback message, not the provider text, when our key is refused', async () => {
    process.env.CARD_PROVIDER_SECRET_KEY = 'sk_test_wrong';
    expect(await create(payment())).toEqual({
      status: 502,
      body: { error: { code: 'card_provider_error', message: paymentMessages.sessionFailed } },
    });
  });

  it('answers 503 without a site origin to send the payer back to', async () => {
    delete process.env.SITE_ORIGIN;
    expect((await create(payment())).status).toBe(503);
  });

  it.each(['made-up', 'cs_test_doesnotexist', 'cs_../../v1/balance'])(
    'does not confirm a session id it cannot find (%s)',
    async (id) => {
      expect(await verify(id)).toEqual({
        status: 404,
        body: { error: { code: 'checkout_session_not_found', message: paymentMessages.sessionNotFound } },
      });
    },
  );

  it('says it could not check when the provider is unreachable', async () => {
    await withProvider(
      (request) => request.socket.destroy(),
      async () => {
        expect(await verify('cs_test_abc')).toEqual({
          status: 502,
          body: { error: { code: 'card_provider_unavailable', message: paymentMessages.verificationFailed } },
        });
      },
    );
  });
});
