import { performance } from 'node:perf_hooks';
import { PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceCapMessages } from '#contracts/price-cap-values';
import {
  REGULATOR_FIGURES_MAX_AGE_SECONDS,
  REGULATOR_PARAMETERS_PATH_VARIABLE,
  regulatorParameterNames,
  SSM_ENDPOINT_VARIABLE,
} from '#contracts/regulator-parameters';
import { tariffMessages } from '#contracts/tariffs';
import { handler as priceCap } from '../../../lambdas/get-price-cap/handler';
import { handler as tariffs } from '../../../lambdas/get-tariffs/handler';
import { forgetRegulatorFigures } from '../../../lambdas/shared/regulator-figures';
import { forgetCachedCatalogue } from '../../../lambdas/shared/tariff-catalogue-store';
import { apiEvent, testContext } from '../support/api-gateway';
import { useSandboxEnvironment } from '../support/sandbox';

/*
 * SSM Parameter Store failing under the routes that read the regulator's figures: throttled,
 * unreachable, a parameter missing or malformed. Each answers its own 503 within the shortened
 * budget, never a figure it could not read; a value read before is served for at most its
 * maximum age (lambdas/contracts/regulator-parameters.ts), then no longer.
 */
const BUDGET_MS = 400;
const MARGIN_MS = 1_500;
const sandbox = useSandboxEnvironment({ REQUEST_BUDGET_MS: String(BUDGET_MS), POWERTOOLS_LOG_LEVEL: 'SILENT' });

beforeEach(() => {
  forgetRegulatorFigures();
  forgetCachedCatalogue();
});
afterEach(() => {
  vi.useRealTimers();
  sandbox().ssm.failNext(0, '');
});

async function ask(handler = priceCap, name = 'get-price-cap', path = '/api/price-cap') {
  const started = performance.now();
  const result = await handler(apiEvent('GET', path), testContext(name));
  return {
    status: result.statusCode,
    body: JSON.parse(String(result.body)) as Record<string, unknown>,
    elapsedMs: performance.now() - started,
  };
}

function expectOwn503(outcome: Awaited<ReturnType<typeof ask>>, message: string = priceCapMessages.unavailable) {
  expect(outcome.status).toBe(503);
  expect(outcome.body).toEqual({ error: { code: expect.any(String), message } });
  expect(outcome.elapsedMs, 'answered within the budget').toBeLessThan(BUDGET_MS + MARGIN_MS);
}

/** Writes `values` under a fresh root of the sandbox's SSM and points the functions at it. */
async function useRoot(root: string, values: Record<string, string>) {
  const client = new SSMClient({
    endpoint: sandbox().ssm.url,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });
  for (const [name, value] of Object.entries(values))
    await client.send(
      new PutParameterCommand({ Name: `${root}${name}`, Value: value, Type: 'String', Overwrite: true }),
    );
  client.destroy();
  process.env[REGULATOR_PARAMETERS_PATH_VARIABLE] = root;
}

describe('SSM failing under the price-cap route', () => {
  it('throttled: its own 503 within the budget', async () => {
    sandbox().ssm.failNext(20, 'ThrottlingException');
    expectOwn503(await ask());
  });

  it('unreachable: its own 503 within the budget', async () => {
    process.env[SSM_ENDPOINT_VARIABLE] = 'http://127.0.0.1:9';
    expectOwn503(await ask());
  });

  it('the index missing: its own 503', async () => {
    await useRoot('/fernleaf/empty/regulator', {});
    expectOwn503(await ask());
  });

  it.each([
    ['not JSON', '{"periods":'],
    ['no periods', '{"writtenAt":"x"}'],
    ['a period without an end', '{"periods":[{"validFrom":"2026-10-01","revision":"r1"}]}'],
  ])('the index malformed (%s): its own 503', async (_what, value) => {
    await useRoot('/fernleaf/malformed/regulator', {
      '/price-cap/index': value,
      '/typical-consumption': JSON.stringify([
        {
          validFrom: '2026-07-01',
          electricitySingleRateKwh: 2500,
          electricityMultiRateKwh: 3400,
          economy7DayPercent: 58,
          gasKwh: 9500,
          source: 's',
        },
      ]),
    });
    expectOwn503(await ask());
  });

  it("a period's parameter missing or malformed: its own 503, no figure", async () => {
    const root = '/fernleaf/half/regulator';
    const sandboxRoot = sandbox().environment[REGULATOR_PARAMETERS_PATH_VARIABLE]!;
    const held = sandbox().ssm.parameters();
    const copied = Object.fromEntries(
      Object.entries(held)
        .filter(([name]) => name.startsWith(sandboxRoot))
        .map(([name, value]) => [name.slice(sandboxRoot.length), value]),
    );
    const gasPart = Object.keys(copied).find((name) => name.endsWith('/gas/direct_debit_monthly'))!;
    await useRoot(root, { ...copied, [gasPart]: '{"validFrom":"2026-10-01"}' });
    expectOwn503(await ask());
    expect(regulatorParameterNames.index(root)).toBe(`${root}/price-cap/index`);
  });
});

describe('the cache', () => {
  it(`serves what was read for up to ${REGULATOR_FIGURES_MAX_AGE_SECONDS} s while SSM fails, then answers 503`, async () => {
    // A cold first read (catalogue and SSM) needs more than the shortened budget.
    process.env.REQUEST_BUDGET_MS = '5000';
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await ask();
    expect(first.status).toBe(200);
    sandbox().ssm.failNext(1_000, 'InternalServerError');
    vi.setSystemTime(start + (REGULATOR_FIGURES_MAX_AGE_SECONDS - 1) * 1000);
    forgetCachedCatalogue();
    const cached = await ask();
    expect(cached.status).toBe(200);
    expect(cached.body).toEqual(first.body);
    vi.setSystemTime(start + (REGULATOR_FIGURES_MAX_AGE_SECONDS + 1) * 1000);
    process.env.REQUEST_BUDGET_MS = String(BUDGET_MS);
    expectOwn503(await ask());
  });
});

describe('SSM failing under the routes that state typical consumption', () => {
  it('get-tariffs: its own 503, not a card at figures it could not read', async () => {
    sandbox().ssm.failNext(20, 'ThrottlingException');
    expectOwn503(await ask(tariffs, 'get-tariffs', '/api/tariffs'), tariffMessages.unavailable);
  });
});
