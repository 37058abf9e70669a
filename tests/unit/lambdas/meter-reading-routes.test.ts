import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '#contracts/account-rules';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import type { ApiHandler } from '../../../lambdas/shared/http';
import { findMeterByRef } from '../../../lambdas/shared/reading-account';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../../lambdas/shared/upstream';
import { apiEvent } from '../support/api-gateway';
import { outcomeAfterDeadline } from '../support/deadline';
import {
  failingAccountNumbers,
  meterOf,
  meterRefOf,
  sandboxAccount,
  sandboxLookup,
  sandboxReadingMessages,
  type SandboxAccountName,
} from '../support/fixtures';
import { useSandboxEnvironment } from '../support/sandbox';

/**
 * The two meter-reading routes end to end over real HTTP: handler -> account workflow and
 * reading workflows of the embedded sandbox (the same code `npm start` runs).
 */
let lookupHandler: ApiHandler;
let submitHandler: ApiHandler;
const sandbox = useSandboxEnvironment({ POWERTOOLS_LOG_LEVEL: 'SILENT' });

beforeEach(async () => {
  // Imported after the environment is set so the logger starts silent, and afresh for each test
  // (a new instance); the idempotency table is emptied before each test (tests/unit/support/sandbox.ts).
  vi.resetModules();
  lookupHandler = (await import('../../../lambdas/get-meter-readings/handler')).handler;
  submitHandler = (await import('../../../lambdas/submit-meter-reading/handler')).handler;
});

afterEach(() => {
  vi.useRealTimers();
});

const context = { awsRequestId: 'test', functionName: 'test' } as Context;

async function call(handler: ApiHandler, path: string, body: unknown) {
  const result = await handler(apiEvent('POST', path, body), context);
  // The bodies are checked field by field below; a loose type keeps those checks short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as Record<string, any> };
}

const lookup = (body: unknown) => call(lookupHandler, '/api/getmeterreadings', body);
const submit = (body: unknown) => call(submitHandler, '/api/meter-readings', body);

/** 100002's Economy 7 meter: Day register 01 (latest 35398), Night register 02 (latest 12877). */
const economy7 = {
  fuel: 'electricity',
  accountNo: sandboxLookup('economy7').accountNo,
  // In lower case: the account check ignores the postcode's case.
  postcode: sandboxLookup('economy7').postcode.toLowerCase(),
  meterRef: meterRefOf('economy7', 'ELECTRICITY'),
} as const;

/** A reading for register 01 of the named account's meter of that fuel, as the browser sends it. */
function readingFor(name: SandboxAccountName, fuel: 'electricity' | 'gas') {
  return {
    fuel,
    ...sandboxLookup(name),
    meterRef: meterRefOf(name, fuel === 'gas' ? 'GAS' : 'ELECTRICITY'),
    register: '01',
  };
}
const dualFuelElectricity = readingFor('dualFuel', 'electricity');
const dualFuelGas = readingFor('dualFuel', 'gas');
const gasOnly = readingFor('gasOnly', 'gas');
const dualFuelGasMeter = meterOf(sandboxAccount('dualFuel'), 'GAS');

/** The sandbox workflow's readings of the register of the meter a request names. */
function sandboxReadings(request: { accountNo: string; meterRef: string }, register: string) {
  const account = sandbox().data.accounts.accounts.find((candidate) => candidate.accountNo === request.accountNo)!;
  const meter = findMeterByRef(account, request.meterRef)!;
  return meter.registers.find((candidate) => candidate.registerLabel === register)!.readings;
}

/** A stand-in reading workflow that records what it receives and answers as told. */
async function startCaptureWorkflow(answer: { status: number; body: string }) {
  const received: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push(JSON.parse(text));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reading`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function withWorkflowUrl<T>(
  variable: 'ELECTRICITY_READING_URL' | 'GAS_READING_URL',
  url: string,
  run: () => Promise<T>,
): Promise<T> {
  const previous = process.env[variable];
  process.env[variable] = url;
  try {
    return await run();
  } finally {
    process.env[variable] = previous;
  }
}

describe('POST /api/getmeterreadings', () => {
  it('returns the account with meters, registers and readings', async () => {
    const { status, body } = await lookup(sandboxLookup('economy7'));
    expect(status).toBe(200);
    expect(body.data.accountNo).toBe(economy7.accountNo);
    expect(
      body.data.meters[0].registers.map((register: { registerTypeName: string }) => register.registerTypeName),
    ).toEqual(['Day', 'Night']);
    expect(body.data.meters[0].registers[0].readings.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 with the not-found message for a wrong postcode', async () => {
    expect(await lookup({ accountNo: economy7.accountNo, postcode: dualFuelGas.postcode })).toEqual({
      status: 404,
      body: { error: { code: 'account_not_found', message: accountMessages.notFound } },
    });
  });

  it('answers 502 when the workflow fails', async () => {
    const { status, body } = await lookup({ accountNo: failingAccountNumbers.upstreamError, postcode: 'NG1 5FS' });
    expect(status).toBe(502);
    expect(body.error.message).toBe(accountMessages.lookupFailed);
  });

  it('answers 504 when the workflow never answers', async () => {
    const { status, body } = await outcomeAfterDeadline(DEFAULT_UPSTREAM_TIMEOUT_MS, () =>
      lookup({ accountNo: failingAccountNumbers.neverAnswers, postcode: 'NG1 5FS' }),
    );
    expect(status).toBe(504);
    expect(body.error.message).toBe(accountMessages.lookupFailed);
  });

  it.each([
    [{ accountNo: economy7.accountNo }, 'Postcode is required'],
    [{ accountNo: economy7.accountNo, postcode: 'NOT A CODE' }, 'Invalid UK postcode format'],
    [{ postcode: 'LE1 6RP', accountNo: '   ' }, 'Account number is required'],
  ])('answers 400 for %j', async (body, message) => {
    expect(await lookup(body)).toEqual({ status: 400, body: { error: { code: 'invalid_request', message } } });
  });
});

describe('POST /api/meter-readings', () => {
  it('sends a Day and a Night reading to the electricity workflow and passes its message on', async () => {
    const day = await submit({ ...economy7, register: '01', reading: '035500' });
    const night = await submit({ ...economy7, register: '02', reading: '012900' });
    expect(day).toEqual({ status: 200, body: { message: sandboxReadingMessages.accepted } });
    expect(night.status).toBe(200);
    expect(sandboxReadings(economy7, '01').map((reading) => reading.readingValue)).toContain(35500);
    expect(sandboxReadings(economy7, '02').map((reading) => reading.readingValue)).toContain(12900);
  });

  it('sends gas readings to the gas workflow', async () => {
    const { status } = await submit({ ...gasOnly, reading: '1000' });
    expect(status).toBe(200);
    expect(sandboxReadings(gasOnly, '01').at(-1)).toMatchObject({
      readingValue: 1000,
      readType: 'C',
    });
  });

  it('sends the workflow payload: UK date, compact postcode, digits as entered, readType C', async () => {
    const workflow = await startCaptureWorkflow({ status: 200, body: '{"messages":[{"message":"Got it"}]}' });
    try {
      const result = await withWorkflowUrl('GAS_READING_URL', workflow.url, () =>
        submit({ ...dualFuelGas, postcode: 'ng1 5fs', reading: '004600' }),
      );
      expect(result).toEqual({ status: 200, body: { message: 'Got it' } });
      expect(workflow.received).toEqual([
        {
          readingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          postcode: 'NG15FS',
          accountNo: dualFuelGas.accountNo,
          reading: '004600',
          // The serial and supply number come from the account, not from the browser.
          serialNumber: dualFuelGasMeter.serial,
          register: '01',
          mpanCore: dualFuelGasMeter.mpxn,
          readType: 'C',
        },
      ]);
    } finally {
      await workflow.close();
    }
  });

  it("passes the workflow's refusal on when a reading is lower than the latest", async () => {
    const before = sandboxReadings(economy7, '01').length;
    const { status, body } = await submit({ ...economy7, register: '01', reading: '000100' });
    expect(status).toBe(422);
    expect(body.error.message).toBe(sandboxReadingMessages.lowerThanLatest);
    expect(sandboxReadings(economy7, '01')).toHaveLength(before);
  });

  it("submits with the reference the lookup gave, and the workflow gets the meter's own serial and supply number", async () => {
    const workflow = await startCaptureWorkflow({ status: 200, body: '{"messages":[{"message":"Got it"}]}' });
    try {
      const { body: found } = await lookup(sandboxLookup('economy7'));
      const [meter] = found.data.meters as { meterRef: string }[];
      const result = await withWorkflowUrl('ELECTRICITY_READING_URL', workflow.url, () =>
        submit({
          fuel: 'electricity',
          ...sandboxLookup('economy7'),
          meterRef: meter!.meterRef,
          register: '02',
          reading: '013000',
        }),
      );
      expect(result.status).toBe(200);
      const economy7Meter = meterOf(sandboxAccount('economy7'), 'ELECTRICITY');
      expect(workflow.received).toEqual([
        expect.objectContaining({ serialNumber: economy7Meter.serial, mpanCore: economy7Meter.mpxn, register: '02' }),
      ]);
    } finally {
      await workflow.close();
    }
  });

  it.each([
    ["another account's meter", dualFuelGas.meterRef],
    ['a meter whose serial ends differently (exchanged since the lookup)', '1-0000'],
    ['a place with no meter', '9-8870'],
    ['the full serial', meterOf(sandboxAccount('economy7'), 'ELECTRICITY').serial],
    ['the supply number', meterOf(sandboxAccount('economy7'), 'ELECTRICITY').mpxn],
  ])('refuses %s with 404 before calling the workflow', async (_, ref) => {
    const before = sandboxReadings(economy7, '01').length;
    const { status, body } = await submit({ ...economy7, meterRef: ref, register: '01', reading: '036000' });
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'meter_not_found', message: meterReadingMessages.meterNotOnAccount });
    expect(sandboxReadings(economy7, '01')).toHaveLength(before);
  });

  it('refuses a register the meter does not have', async () => {
    const { status, body } = await submit({ ...economy7, register: '03', reading: '36000' });
    expect(status).toBe(404);
    expect(body.error.message).toBe(meterReadingMessages.registerNotOnMeter);
  });

  it('refuses a fuel that does not match the meter', async () => {
    const { status, body } = await submit({ ...economy7, fuel: 'gas', register: '01', reading: '36000' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'wrong_fuel', message: meterReadingMessages.wrongFuel });
  });

  it('refuses a meter of someone else when the postcode is not theirs', async () => {
    const { status, body } = await submit({
      ...economy7,
      postcode: dualFuelElectricity.postcode,
      register: '01',
      reading: '36000',
    });
    expect(status).toBe(404);
    expect(body.error.message).toBe(accountMessages.notFound);
  });

  it('answers 502 and 504 when the account workflow fails or hangs', async () => {
    const failing = await submit({
      ...economy7,
      accountNo: failingAccountNumbers.upstreamError,
      register: '01',
      reading: '36000',
    });
    const hanging = await outcomeAfterDeadline(DEFAULT_UPSTREAM_TIMEOUT_MS, () =>
      submit({ ...economy7, accountNo: failingAccountNumbers.neverAnswers, register: '01', reading: '36000' }),
    );
    expect([failing.status, failing.body.error.message]).toEqual([502, accountMessages.lookupFailed]);
    expect([hanging.status, hanging.body.error.message]).toEqual([504, accountMessages.lookupFailed]);
  });

  it.each([
    [{ ...economy7, register: '01' }, meterReadingMessages.readingFormat],
    [{ ...economy7, register: '01', reading: '' }, meterReadingMessages.readingFormat],
    [{ ...economy7, register: '01', reading: '1234567' }, meterReadingMessages.readingFormat],
    [{ ...economy7, register: '01', reading: '12a45' }, meterReadingMessages.readingFormat],
    [{ ...economy7, register: '01', reading: 35500 }, meterReadingMessages.readingFormat],
    [{ ...economy7, register: '01', reading: '1', fuel: 'water' }, meterReadingMessages.fuelRequired],
    [{ ...economy7, register: '01', reading: '1', postcode: 'XYZ' }, 'Invalid UK postcode format'],
    [{ ...economy7, register: '', reading: '1' }, meterReadingMessages.registerRequired],
    [{ ...economy7, register: '01', reading: '1', meterRef: undefined }, meterReadingMessages.meterRequired],
    [{ ...economy7, register: '01', reading: '1', meterRef: ' ' }, meterReadingMessages.meterRequired],
    // What the browser used to send: a serial and supply number instead of the lookup's reference.
    [
      {
        ...economy7,
        meterRef: undefined,
        serialNumber: 'E21K118870',
        mpanCore: '1300054321987',
        register: '01',
        reading: '1',
      },
      meterReadingMessages.meterRequired,
    ],
  ])('answers 400 for invalid input %#', async (body, message) => {
    expect(await submit(body)).toEqual({ status: 400, body: { error: { code: 'invalid_request', message } } });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await submit('{"fuel":');
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_json');
  });

  it('does not send an identical submission twice within the window, but sends a different one', async () => {
    const readings = () =>
      sandboxReadings(dualFuelElectricity, '01').filter((reading) => reading.readingValue === 22700).length;
    const first = await submit({ ...dualFuelElectricity, reading: '022700' });
    // Same reading typed without the leading zero and a differently spaced postcode: still the same submission.
    const repeat = await submit({ ...dualFuelElectricity, postcode: 'ng15fs', reading: '22700' });
    expect(first).toEqual(repeat);
    expect(first.status).toBe(200);
    expect(readings()).toBe(1);

    await submit({ ...dualFuelElectricity, reading: '022701' });
    expect(sandboxReadings(dualFuelElectricity, '01').filter((reading) => reading.readingValue === 22701)).toHaveLength(
      1,
    );
  });

  it('Economy 7: Day and Night sent together, then the pair again (a reload after success), reach the workflow once per register', async () => {
    const workflow = await startCaptureWorkflow({ status: 200, body: '{"messages":[{"message":"Thank you"}]}' });
    try {
      // The form sends the two registers as two submissions at once; the same digits on both
      // registers are two readings, not a duplicate.
      const pair = [
        { ...economy7, register: '01', reading: '036000' },
        { ...economy7, register: '02', reading: '036000' },
      ];
      const results = await withWorkflowUrl('ELECTRICITY_READING_URL', workflow.url, async () => {
        const first = await Promise.all(pair.map((body) => submit(body)));
        const again = await Promise.all(pair.map((body) => submit(body)));
        return [...first, ...again];
      });
      expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
      // The repeat gets the first answers back without reaching the workflow again.
      expect(results.slice(2)).toEqual(results.slice(0, 2));
      expect(workflow.received.map((body) => (body as { register: string }).register).sort()).toEqual(['01', '02']);
    } finally {
      await workflow.close();
    }
  });

  it('sends two identical submissions in flight at the same time once; the other waits or gets the first answer', async () => {
    const body = { ...dualFuelGas, reading: '004700' };
    const results = await Promise.all([submit(body), submit(body)]);
    const accepted = results.filter((result) => result.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const result of results)
      expect([
        accepted[0],
        { status: 409, body: { error: { code: 'reading_in_progress', message: meterReadingMessages.inProgress } } },
      ]).toContainEqual(result);
    expect(sandboxReadings(dualFuelGas, '01').filter((reading) => reading.readingValue === 4700)).toHaveLength(1);
  });

  it('sends a refused reading again when the user retries it', async () => {
    const workflow = await startCaptureWorkflow({ status: 400, body: '{"messages":[{"message":"Refused for now"}]}' });
    try {
      const body = { ...economy7, register: '02', reading: '013000' };
      const results = await withWorkflowUrl('ELECTRICITY_READING_URL', workflow.url, async () => [
        await submit(body),
        await submit(body),
      ]);
      expect(results.map((result) => [result.status, result.body.error.message])).toEqual([
        [422, 'Refused for now'],
        [422, 'Refused for now'],
      ]);
      expect(workflow.received).toHaveLength(2);
    } finally {
      await workflow.close();
    }
  });

  it.each([
    [{ status: 200, body: '{}' }, 200, meterReadingMessages.submitted],
    [{ status: 200, body: '{"messages":[]}' }, 200, meterReadingMessages.submitted],
    [{ status: 400, body: '{"messages":[{"message":"  "}]}' }, 422, meterReadingMessages.unexpected],
    [{ status: 500, body: '{"error":"boom"}' }, 502, meterReadingMessages.unexpected],
    [
      { status: 503, body: '{"messages":[{"message":"Down for maintenance until 6pm."}]}' },
      502,
      'Down for maintenance until 6pm.',
    ],
    // An unreadable 2xx is still the workflow accepting the reading (docs/api.md › Reading submissions are sent once).
    [{ status: 200, body: '<html>' }, 200, meterReadingMessages.submitted],
  ])('uses the default messages when the workflow gives no message: %j', async (answer, status, message) => {
    const workflow = await startCaptureWorkflow(answer);
    try {
      const result = await withWorkflowUrl('GAS_READING_URL', workflow.url, () =>
        submit({ ...gasOnly, reading: '5000' }),
      );
      expect(result.status).toBe(status);
      expect(status === 200 ? result.body.message : result.body.error.message).toBe(message);
    } finally {
      await workflow.close();
    }
  });

  it('dates a reading sent at 00:30 BST with the UK day, not the UTC one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T23:30:00Z'));
    const { status } = await submit({ ...economy7, register: '02', reading: '013100' });
    expect(status).toBe(200);
    expect(sandboxReadings(economy7, '02').find((reading) => reading.readingValue === 13100)?.readingDate).toBe(
      '2026-07-01T12:00:00',
    );
  });
});
