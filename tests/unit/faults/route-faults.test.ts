import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '#contracts/account-rules';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import { paymentMessages } from '#contracts/payment-messages';
import { reviewMessages } from '#contracts/reviews';
import type { ApiHandler } from '../../../lambdas/shared/http';
import { apiEvent, testContext } from '../support/api-gateway';
import { meterRefOf, sandboxLookup } from '../support/fixtures';
import { useSandboxEnvironment } from '../support/sandbox';
import { faults, startFaultServer, timeFaults, type Fault, type FaultServer } from './fault-server';

/*
 * Fault injection: every route that calls an HTTP upstream, against every way that upstream can
 * fail (tests/unit/faults/fault-server.ts), answers with the right status and the product's own
 * words, within its deadline. The routes run with a budget of BUDGET_MS instead of 6 s
 * (REQUEST_BUDGET_MS, lambdas/shared/deadline.ts): the deadline code is the same, only the
 * number differs, and a time fault that ends within BUDGET_MS + MARGIN_MS can only have been
 * cut off by the deadline, since the upstreams' own time-out is 5 s and the slow, trickling
 * and never-ending answers last longer than that (docs/security.md › Deadlines).
 */
const BUDGET_MS = 400;
/** Generous for a shared machine, yet far below the 5 s an upstream time-out alone would take. */
const MARGIN_MS = 1_500;

const SITE_ORIGIN = 'https://www.fernleaf.test';
const sandbox = useSandboxEnvironment({
  SITE_ORIGIN,
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  REQUEST_BUDGET_MS: String(BUDGET_MS),
});
let server: FaultServer;
const handlers: Record<string, ApiHandler> = {};

beforeAll(async () => {
  server = await startFaultServer();
  for (const name of [
    'get-reviews',
    'lookup-account',
    'get-meter-readings',
    'submit-meter-reading',
    'create-checkout-session',
    'get-checkout-session',
  ]) {
    handlers[name] = ((await import(`../../../lambdas/${name}/handler.ts`)) as { handler: ApiHandler }).handler;
  }
});
afterAll(() => server.close());

interface Outcome {
  status: number;
  message: string | undefined;
  elapsedMs: number;
}

async function invoke(name: string, method: 'GET' | 'POST', path: string, body?: unknown, id?: string) {
  const handler = handlers[name];
  if (!handler) throw new Error(`No handler ${name}`);
  const started = performance.now();
  const result = await handler(apiEvent(method, path, body, id ? { id } : undefined), testContext(name));
  const elapsedMs = performance.now() - started;
  const parsed = JSON.parse(String(result.body)) as { error?: { message?: string }; message?: string };
  return { status: result.statusCode ?? 0, message: parsed.error?.message ?? parsed.message, elapsedMs };
}

/** Points one configuration variable at the fault server for the duration of `work`. */
async function withUpstream<T>(variable: string, url: string, work: () => Promise<T>): Promise<T> {
  process.env[variable] = url;
  try {
    return await work();
  } finally {
    Object.assign(process.env, sandbox().environment);
  }
}

const isTimeFault = (fault: Fault) => timeFaults.includes(fault);

function expectAnswer(outcome: Outcome, expected: { status: number; message: string }) {
  expect({ status: outcome.status, message: outcome.message }).toEqual(expected);
  expect(outcome.elapsedMs, 'answered within the budget').toBeLessThan(BUDGET_MS + MARGIN_MS);
}

const lookupBody = sandboxLookup('dualFuel');
const reading = () => ({
  fuel: 'electricity',
  ...lookupBody,
  meterRef: meterRefOf('dualFuel', 'ELECTRICITY'),
  register: '01',
  // A different value each time: an identical reading would get the first answer again.
  reading: String(100_000 + Math.floor(Math.random() * 800_000)),
});
const payment = () => ({ ...lookupBody, amount: '25.50', attemptId: randomUUID() });

/** Routes whose one upstream answers a 502 with `unavailable` or a 504 with `timedOut`. */
const readRoutes = [
  {
    route: 'get-reviews',
    variable: 'REVIEWS_URL',
    call: () => invoke('get-reviews', 'GET', '/api/reviews'),
    unavailable: reviewMessages.unavailable,
    timedOut: reviewMessages.timedOut,
  },
  {
    route: 'lookup-account',
    variable: 'ACCOUNT_LOOKUP_URL',
    call: () => invoke('lookup-account', 'POST', '/api/accounts/lookup', lookupBody),
    unavailable: accountMessages.lookupFailed,
    timedOut: accountMessages.lookupFailed,
  },
  {
    route: 'get-meter-readings',
    variable: 'METER_READINGS_URL',
    call: () => invoke('get-meter-readings', 'POST', '/api/getmeterreadings', lookupBody),
    unavailable: accountMessages.lookupFailed,
    timedOut: accountMessages.lookupFailed,
  },
  {
    route: 'submit-meter-reading (ownership check)',
    variable: 'METER_READINGS_URL',
    call: () => invoke('submit-meter-reading', 'POST', '/api/meter-readings', reading()),
    unavailable: accountMessages.lookupFailed,
    timedOut: accountMessages.lookupFailed,
  },
  {
    route: 'create-checkout-session (account re-check)',
    variable: 'ACCOUNT_LOOKUP_URL',
    call: () => invoke('create-checkout-session', 'POST', '/api/checkout-sessions', payment()),
    unavailable: accountMessages.lookupFailed,
    timedOut: accountMessages.lookupFailed,
  },
];

describe.each(readRoutes)('$route with a failing upstream', ({ variable, call, unavailable, timedOut }) => {
  it.each(faults)('%s', async (fault) => {
    const outcome = await withUpstream(variable, server.urlFor(fault), call);
    expectAnswer(
      outcome,
      isTimeFault(fault) ? { status: 504, message: timedOut } : { status: 502, message: unavailable },
    );
  });
});

describe('submit-meter-reading with a failing reading workflow (after a good ownership check)', () => {
  /** A 2xx the route cannot read still means the workflow took the reading (docs/api.md › Reading submissions are sent once). */
  const accepted: readonly Fault[] = ['malformed-json', 'html', 'wrong-shape', 'empty', 'oversized'];
  it.each(faults)('%s', async (fault) => {
    const outcome = await withUpstream('ELECTRICITY_READING_URL', server.urlFor(fault), () =>
      invoke('submit-meter-reading', 'POST', '/api/meter-readings', reading()),
    );
    if (accepted.includes(fault)) expectAnswer(outcome, { status: 200, message: meterReadingMessages.submitted });
    else expectAnswer(outcome, { status: isTimeFault(fault) ? 504 : 502, message: meterReadingMessages.unexpected });
  });
});

/**
 * The card provider's SDK retries a closed connection once, even with retries off, after a back-off
 * that can outlast a short test budget: at 6 s the retry's reset gives a 502, under BUDGET_MS it
 * may be the deadline's 504. The words are the same either way.
 */
function expectResetAnswer(outcome: Outcome, message: string) {
  expect([502, 504]).toContain(outcome.status);
  expect(outcome.message).toBe(message);
  expect(outcome.elapsedMs, 'answered within the budget').toBeLessThan(BUDGET_MS + MARGIN_MS);
}

/** The card provider's SDK asks for /v1/...: the server's `current` fault answers it. */
const cardFaults: readonly Fault[] = [
  'card-error',
  'invalid-request',
  'status-500',
  'status-429',
  'malformed-json',
  'html',
  'empty',
  'reset',
  'slow',
  'trickle',
  'never',
];

describe('create-checkout-session with a failing card provider', () => {
  it.each(cardFaults)('%s', async (fault) => {
    server.current = fault;
    const outcome = await withUpstream('CARD_PROVIDER_API_URL', server.url, () =>
      invoke('create-checkout-session', 'POST', '/api/checkout-sessions', payment()),
    );
    if (fault === 'card-error') expectAnswer(outcome, { status: 502, message: 'Your card was declined.' });
    else if (fault === 'reset') expectResetAnswer(outcome, paymentMessages.sessionFailed);
    else expectAnswer(outcome, { status: isTimeFault(fault) ? 504 : 502, message: paymentMessages.sessionFailed });
  });

  it('a session answer without a payment page is refused in our words', async () => {
    server.current = 'wrong-shape';
    const outcome = await withUpstream('CARD_PROVIDER_API_URL', server.url, () =>
      invoke('create-checkout-session', 'POST', '/api/checkout-sessions', payment()),
    );
    expectAnswer(outcome, { status: 409, message: paymentMessages.sessionFailed });
  });
});

describe('get-checkout-session with a failing card provider', () => {
  const id = 'cs_test_fault';
  it.each(cardFaults.filter((fault) => fault !== 'card-error'))('%s', async (fault) => {
    server.current = fault;
    const outcome = await withUpstream('CARD_PROVIDER_API_URL', server.url, () =>
      invoke('get-checkout-session', 'GET', `/api/checkout-sessions/${id}`, undefined, id),
    );
    if (fault === 'reset') expectResetAnswer(outcome, paymentMessages.verificationFailed);
    else
      expectAnswer(outcome, {
        status: isTimeFault(fault) ? 504 : 502,
        message: paymentMessages.verificationFailed,
      });
  });

  it('a session answer of the wrong shape is an unknown session', async () => {
    server.current = 'wrong-shape';
    const outcome = await withUpstream('CARD_PROVIDER_API_URL', server.url, () =>
      invoke('get-checkout-session', 'GET', `/api/checkout-sessions/${id}`, undefined, id),
    );
    expectAnswer(outcome, { status: 404, message: paymentMessages.sessionNotFound });
  });
});
