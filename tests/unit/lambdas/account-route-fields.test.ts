import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../../../lambdas/shared/http';
import { apiEvent } from '../support/api-gateway';
import { sandboxAccount, sandboxAccountNumbers, sandboxLookup, type SandboxAccountName } from '../support/fixtures';
import { useSandboxEnvironment } from '../support/sandbox';

/**
 * Least data out (docs/security.md › Least data out): every route that looks an account up
 * answers with exactly the fields its screen shows, for every sandbox account, and never with a
 * supply number (MPAN/MPRN), a full meter serial, the workflow's meter id or a reading's time of
 * day. The field lists are pinned here and must be the ones docs/security.md lists.
 */
const SITE_ORIGIN = 'https://www.fernleaf.test';
useSandboxEnvironment({ SITE_ORIGIN, POWERTOOLS_LOG_LEVEL: 'SILENT' });
const context = { awsRequestId: 'test', functionName: 'test' } as Context;

let handlers: Record<'meterReadings' | 'paymentLookup' | 'createCheckout' | 'getCheckout', ApiHandler>;
beforeAll(async () => {
  // Imported once the sandbox's configuration is in the environment.
  handlers = {
    meterReadings: (await import('../../../lambdas/get-meter-readings/handler')).handler,
    paymentLookup: (await import('../../../lambdas/lookup-account/handler')).handler,
    createCheckout: (await import('../../../lambdas/create-checkout-session/handler')).handler,
    getCheckout: (await import('../../../lambdas/get-checkout-session/handler')).handler,
  };
});

async function call(name: keyof typeof handlers, method: 'GET' | 'POST', path: string, body?: unknown, id?: string) {
  const handler = handlers[name];
  const result = await handler(apiEvent(method, path, body, id ? { id } : undefined), context);
  return { status: result.statusCode, text: String(result.body), body: JSON.parse(String(result.body)) as unknown };
}

/** The route's pinned fields, as paths ('data.meters[].meterRef'); optional ones end in '?'. */
const pinnedFields = {
  'POST /api/getmeterreadings': [
    'data.accountNo',
    'data.addressSingleLine',
    'data.hasElectricity',
    'data.hasGas',
    'data.meters[].meterRef',
    'data.meters[].meterType',
    'data.meters[].serialEnding',
    'data.meters[].registers[].registerLabel',
    'data.meters[].registers[].registerTypeName',
    'data.meters[].registers[].readings[].readingDate',
    'data.meters[].registers[].readings[].readingValue',
  ],
  'POST /api/accounts/lookup': [
    'account.accountNo',
    'account.addressSingleLine',
    'limits.minimumPence',
    'limits.maximumPence',
  ],
  'POST /api/checkout-sessions': ['url'],
  'GET /api/checkout-sessions/{id}': ['paid', 'amountPence', 'maskedAccountNo', 'reference?'],
} as const;
type RouteKey = keyof typeof pinnedFields;

/** Every leaf of a JSON value as a path; an array's items share one path ('meters[]'). */
function fieldPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => fieldPaths(item, `${path}[]`)))];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => fieldPaths(inner, path ? `${path}.${key}` : key));
  return [path];
}

const required = (route: RouteKey) => pinnedFields[route].filter((field) => !field.endsWith('?'));
const allowed = (route: RouteKey) => pinnedFields[route].map((field) => field.replace(/\?$/, ''));

/** What must never leave the server for an account: its meters' supply numbers, full serials and workflow ids. */
function secretsOf(name: SandboxAccountName): string[] {
  return sandboxAccount(name).meters.flatMap((meter) => [meter.mpxn, meter.serial, meter.meterId]);
}

const accountNames = Object.keys(sandboxAccountNumbers) as SandboxAccountName[];

describe('POST /api/getmeterreadings (the reading form)', () => {
  it.each(accountNames)(
    'answers %s with exactly the pinned fields and no supply number, serial or time',
    async (name) => {
      const { status, body, text } = await call('meterReadings', 'POST', '/api/getmeterreadings', sandboxLookup(name));
      expect(status).toBe(200);
      const paths = fieldPaths(body);
      const route = 'POST /api/getmeterreadings';
      // An account whose registers have no reading yet has no reading fields to show.
      const hasReadings = sandboxAccount(name).meters.some((meter) => meter.registers.some((r) => r.readings.length));
      const expected = required(route).filter((field) => hasReadings || !field.includes('readings[]'));
      expect(paths.sort()).toEqual([...expected].sort());
      for (const secret of secretsOf(name)) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/T\d{2}:\d{2}/);
    },
  );

  it('pins the Economy 7 and gas-only accounts field by field', async () => {
    const economy7 = await call('meterReadings', 'POST', '/api/getmeterreadings', sandboxLookup('economy7'));
    expect(economy7.body).toEqual({
      data: {
        accountNo: '100002',
        addressSingleLine: 'Flat 3, 48 Granby Street, Leicester, LE1 6RP',
        hasElectricity: true,
        hasGas: false,
        meters: [
          {
            meterRef: '1-8870',
            meterType: 'ELECTRICITY',
            serialEnding: '8870',
            registers: [
              {
                registerLabel: '01',
                registerTypeName: 'Day',
                readings: [
                  { readingDate: '2026-09-15', readingValue: 35120 },
                  { readingDate: '2026-10-15', readingValue: 35398 },
                ],
              },
              {
                registerLabel: '02',
                registerTypeName: 'Night',
                // Oldest first, whatever order the workflow sent them in.
                readings: [
                  { readingDate: '2026-09-15', readingValue: 12690 },
                  { readingDate: '2026-10-15', readingValue: 12877 },
                ],
              },
            ],
          },
        ],
      },
    });
    const gasOnly = await call('meterReadings', 'POST', '/api/getmeterreadings', sandboxLookup('gasOnly'));
    expect(gasOnly.body).toEqual({
      data: {
        accountNo: '100003',
        addressSingleLine: '7 Friar Gate, Derby, DE1 3AH',
        hasElectricity: false,
        hasGas: true,
        meters: [
          {
            meterRef: '1-0918',
            meterType: 'GAS',
            serialEnding: '0918',
            registers: [
              {
                registerLabel: '01',
                registerTypeName: 'Unit',
                readings: [{ readingDate: '2026-10-20', readingValue: 987 }],
              },
            ],
          },
        ],
      },
    });
  });
});

describe('POST /api/accounts/lookup (the payment step)', () => {
  it.each(accountNames)('answers %s with exactly the pinned fields and no meter details', async (name) => {
    const { status, body, text } = await call('paymentLookup', 'POST', '/api/accounts/lookup', sandboxLookup(name));
    expect(status).toBe(200);
    expect(fieldPaths(body).sort()).toEqual([...required('POST /api/accounts/lookup')].sort());
    for (const secret of secretsOf(name)) expect(text).not.toContain(secret);
  });
});

describe('the checkout routes', () => {
  it('answer with exactly the pinned fields: the page to go to, then the masked account and the amount', async () => {
    const created = await call('createCheckout', 'POST', '/api/checkout-sessions', {
      ...sandboxLookup('dualFuel'),
      amount: '25.50',
      attemptId: randomUUID(),
    });
    expect(created.status).toBe(201);
    expect(fieldPaths(created.body)).toEqual(required('POST /api/checkout-sessions'));
    const url = (created.body as { url: string }).url;
    const id = new URL(url).pathname.split('/').pop()!;

    const open = await call('getCheckout', 'GET', `/api/checkout-sessions/${id}`, undefined, id);
    expect(fieldPaths(open.body).sort()).toEqual([...required('GET /api/checkout-sessions/{id}')].sort());
    const paidPage = await fetch(`${url}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(paidPage.status).toBe(303);
    const paid = await call('getCheckout', 'GET', `/api/checkout-sessions/${id}`, undefined, id);
    expect(fieldPaths(paid.body).sort()).toEqual([...allowed('GET /api/checkout-sessions/{id}')].sort());

    const { accountNo } = sandboxLookup('dualFuel');
    for (const answer of [created, open, paid]) {
      expect(answer.text).not.toContain(accountNo);
      for (const secret of secretsOf('dualFuel')) expect(answer.text).not.toContain(secret);
    }
  });
});

/** The heading whose section lists each route's fields. */
const LEAST_DATA_OUT = '\n## Least data out\n';

describe('the fields docs/security.md lists', () => {
  const security = readFileSync('docs/security.md', 'utf8');
  const section = security.slice(
    security.indexOf(LEAST_DATA_OUT),
    security.indexOf('\n## ', security.indexOf(LEAST_DATA_OUT) + 1),
  );

  it.each(Object.keys(pinnedFields) as RouteKey[])('lists the fields of %s that the test pins', (route) => {
    expect(security).toContain(LEAST_DATA_OUT);
    // The route's entry: its `METHOD /path` in a heading or bullet, then a line starting "Fields:".
    const start = section.indexOf(`\`${route}\``);
    expect(start, `${route} is described`).toBeGreaterThan(0);
    const fieldsLine =
      section
        .slice(start)
        .split('\n')
        .find((line) => line.trim().startsWith('Fields:')) ?? '';
    const documented = [...fieldsLine.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...pinnedFields[route]].sort());
  });
});
