import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_IDEMPOTENCY_WINDOW_SECONDS } from '#contracts/idempotency-table';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import type { ApiHandler } from '../../../../lambdas/shared/http';
import { readingKey } from '../../../../lambdas/submit-meter-reading/reading-key';
import { apiEvent, handlerInstances, testContext } from '../../support/api-gateway';
import { meterRefOf, sandboxLookup } from '../../support/fixtures';
import { useSandboxEnvironment } from '../../support/sandbox';

/**
 * Reading idempotency across Lambda instances: each handler below is a separate module instance
 * (as AWS runs concurrent requests), all sharing ONE DynamoDB (dynalite, started by the sandbox)
 * and ONE counting reading workflow.
 */
useSandboxEnvironment({ POWERTOOLS_LOG_LEVEL: 'SILENT' });

const context = testContext();

/** A fresh module graph per instance: nothing in memory is shared, only the table. */
const instances = (count: number) =>
  handlerInstances(count, () => import('../../../../lambdas/submit-meter-reading/handler'));

type Answer = { status: number; body: string };

/** A reading workflow that counts what it receives, answers from a script, slowly enough to overlap. */
async function startCountingWorkflow(answers: Answer[], delayMs = 50) {
  const received: { reading: string }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push(JSON.parse(text) as { reading: string });
      const answer = answers[Math.min(received.length, answers.length) - 1]!;
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ELECTRICITY_READING_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reading`;
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let workflow: Awaited<ReturnType<typeof startCountingWorkflow>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await workflow?.close();
  workflow = undefined;
});

const reading = (value: string) => ({
  fuel: 'electricity',
  ...sandboxLookup('dualFuel'),
  meterRef: meterRefOf('dualFuel', 'ELECTRICITY'),
  register: '01',
  reading: value,
});

async function submit(handler: ApiHandler, body: unknown) {
  const result = await handler(apiEvent('POST', '/api/meter-readings', body), context);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as unknown };
}

const accepted = (message: string) => ({ status: 200, body: { message } });
const inProgress = {
  status: 409,
  body: { error: { code: 'reading_in_progress', message: meterReadingMessages.inProgress } },
};
const ok = (message: string): Answer => ({ status: 200, body: JSON.stringify({ messages: [{ message }] }) });

describe('reading submissions across instances (DynamoDB idempotency)', () => {
  let handlers: ApiHandler[];
  beforeEach(async () => {
    handlers = await instances(3);
  });

  it('sends 20 identical concurrent submissions to 20 instances exactly once; each gets the answer or 409', async () => {
    const twenty = await instances(20);
    workflow = await startCountingWorkflow([ok('Thanks, reading received')]);
    const results = await Promise.all(twenty.map((handler) => submit(handler, reading('030000'))));
    expect(workflow.received).toHaveLength(1);
    for (const result of results) expect([accepted('Thanks, reading received'), inProgress]).toContainEqual(result);
    expect(results).toContainEqual(accepted('Thanks, reading received'));

    // Once the first has finished, a repeat on any instance gets the first answer without a send.
    expect(await submit(twenty[7]!, reading('30000'))).toEqual(accepted('Thanks, reading received'));
    expect(workflow.received).toHaveLength(1);
  }, 20_000);

  it('does not remember a failed send (workflow 500): the retry on another instance is sent', async () => {
    workflow = await startCountingWorkflow([{ status: 500, body: '{}' }, ok('Second time lucky')]);
    expect((await submit(handlers[0]!, reading('030001'))).status).toBe(502);
    expect(await submit(handlers[1]!, reading('030001'))).toEqual(accepted('Second time lucky'));
    expect(await submit(handlers[2]!, reading('030001'))).toEqual(accepted('Second time lucky'));
    expect(workflow.received).toHaveLength(2);
  });

  it('sends different values for the same register both', async () => {
    workflow = await startCountingWorkflow([ok('Received')]);
    await Promise.all([submit(handlers[0]!, reading('030002')), submit(handlers[1]!, reading('030003'))]);
    expect(workflow.received.map((payload) => payload.reading).sort()).toEqual(['030002', '030003']);
  });

  it('counts an unreadable 2xx as accepted: the default success message, and a retry is not sent', async () => {
    workflow = await startCountingWorkflow([{ status: 200, body: '<html>' }]);
    expect(await submit(handlers[0]!, reading('030004'))).toEqual(accepted(meterReadingMessages.submitted));
    expect(await submit(handlers[1]!, reading('030004'))).toEqual(accepted(meterReadingMessages.submitted));
    expect(workflow.received).toHaveLength(1);
  });

  it('sends the same reading again once the window has passed, without DynamoDB deleting anything', async () => {
    workflow = await startCountingWorkflow([ok('Received')]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    await submit(handlers[0]!, reading('030005'));
    vi.setSystemTime(new Date(Date.now() + (READING_IDEMPOTENCY_WINDOW_SECONDS - 1) * 1000));
    await submit(handlers[1]!, reading('030005'));
    expect(workflow.received).toHaveLength(1);
    vi.setSystemTime(new Date(Date.now() + 2_000));
    await submit(handlers[2]!, reading('030005'));
    expect(workflow.received).toHaveLength(2);
  });
});

describe('without a usable idempotency table', () => {
  it.each([
    ['an unknown table', 'fernleaf-missing-table', 'reading_store_unavailable'],
    ['no table configured', '', 'service_unavailable'],
  ])('answers 503 with %s and sends nothing', async (_, tableName, code) => {
    workflow = await startCountingWorkflow([ok('Received')]);
    process.env.IDEMPOTENCY_TABLE_NAME = tableName;
    const [handler] = await instances(1);
    const result = await submit(handler!, reading('030006'));
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ error: { code } });
    expect(workflow.received).toHaveLength(0);
  });
});

describe('readingKey', () => {
  const identity = {
    accountNo: '100001',
    serialNumber: 'E1',
    register: '01',
    readingDate: '2026-11-23',
    reading: 22700,
  };

  it('keys by a hash that holds no readable account data', () => {
    const key = readingKey(identity);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('100001');
    expect(readingKey({ ...identity, accountNo: ' 100001 ' })).toBe(key);
  });

  it.each([
    ['another value', { reading: 22701 }],
    ['another day', { readingDate: '2026-11-24' }],
    ['another register', { register: '02' }],
    ['another meter', { serialNumber: 'E2' }],
    ['another account', { accountNo: '100002' }],
  ])('gives %s another key', (_, change) => {
    expect(readingKey({ ...identity, ...change })).not.toBe(readingKey(identity));
  });
});
