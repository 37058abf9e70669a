import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ssm = mockClient(SSMClient);
const event = JSON.parse(readFileSync('lambdas/get-price-cap/events/get.json', 'utf8')) as APIGatewayProxyEventV2;
const context = { awsRequestId: 'test', functionName: 'get-price-cap' } as Context;

// Fresh modules per test: the SSM provider caches values for a minute, as in a warm Lambda.
let handler: typeof import('../../../../lambdas/get-price-cap/handler.js').handler;
let logger: typeof import('../../../../lambdas/shared/logger.js').logger;

async function invoke() {
  const result = await handler(event, context);
  return { ...result, json: JSON.parse(String(result.body)) };
}

beforeEach(async () => {
  vi.resetModules();
  ({ handler } = await import('../../../../lambdas/get-price-cap/handler.js'));
  ({ logger } = await import('../../../../lambdas/shared/logger.js'));
  ssm.reset();
  vi.stubEnv('PRICE_CAP_OWN_SVT_PARAMETER', '/p/own');
  vi.stubEnv('PRICE_CAP_REGULATOR_PARAMETER', '/p/regulator');
  vi.stubEnv('PRICE_CAP_DATE_PARAMETER', '/p/date');
});
afterEach(() => vi.unstubAllEnvs());

describe('GET /api/price-cap', () => {
  it('caches an answer with one value missing for 30 s only', async () => {
    ssm.on(GetParametersCommand).resolves({
      Parameters: [
        { Name: '/p/own', Value: '£1,579' },
        { Name: '/p/regulator', Value: '£1,755' },
      ],
      InvalidParameters: ['/p/date'],
    });
    const result = await invoke();
    expect(result.json).toMatchObject({ ownStandardVariableTariff: '£1,579', priceCapDate: '--' });
    expect(result.headers?.['cache-control']).toBe('public, max-age=30, s-maxage=30');
  });

  it('returns the SSM values with a short CDN cache', async () => {
    ssm.on(GetParametersCommand).resolves({
      Parameters: [
        { Name: '/p/own', Value: '£1,579' },
        { Name: '/p/regulator', Value: '£1,755' },
        { Name: '/p/date', Value: '1 October 2026' },
      ],
    });
    const result = await invoke();
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({
      ownStandardVariableTariff: '£1,579',
      regulatorPriceCap: '£1,755',
      priceCapDate: '1 October 2026',
    });
    expect(result.headers?.['cache-control']).toMatch(/s-maxage=300/);
  });

  it("answers 200 with '--' values when SSM fails (logged, never a 500)", async () => {
    ssm.on(GetParametersCommand).rejects(new Error('ThrottlingException'));
    const errorLog = vi.spyOn(logger, 'error');
    const result = await invoke();
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({ ownStandardVariableTariff: '--', regulatorPriceCap: '--', priceCapDate: '--' });
    // A failure is not kept for the usual five minutes (lambdas/get-price-cap/handler.ts).
    expect(result.headers?.['cache-control']).toBe('public, max-age=30, s-maxage=30');
    expect(errorLog).toHaveBeenCalledWith('Price-cap parameters could not be read', expect.any(Error));
    errorLog.mockRestore();
  });
});
