import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { postcodeMessages } from '#contracts/postcode-rules';
import { regionMessages } from '#contracts/postcode-regions';
import { TARIFF_CATALOGUE_TABLE_NAME_VARIABLE } from '#contracts/tariff-catalogue-table';
import { tariffLabelsResponseSchema } from '#contracts/tariff-labels';
import { tariffMessages, tariffsResponseSchema } from '#contracts/tariffs';
import { handler } from '../../../../lambdas/get-tariffs/handler';
import { handler as labelsHandler } from '../../../../lambdas/get-tariff-labels/handler';
import getEvent from '../../../../lambdas/get-tariffs/events/get.json';
import { forgetCachedCatalogue } from '../../../../lambdas/shared/tariff-catalogue-store';
import { invokeRecordingLogs, testContext } from '../../support/api-gateway';
import { useSandboxEnvironment } from '../../support/sandbox';

const context = testContext('get-tariffs');
const event = getEvent as unknown as APIGatewayProxyEventV2;

const invoke = () => invokeRecordingLogs(handler, event, context);

/** The same request with a query string, as API Gateway hands it over (payload 2.0). */
const withQuery = (query: Record<string, string>) => ({
  ...event,
  rawQueryString: new URLSearchParams(query).toString(),
  queryStringParameters: query,
});
const invokeWith = (query: Record<string, string>) => invokeRecordingLogs(handler, withQuery(query), context);

useSandboxEnvironment();
afterEach(() => forgetCachedCatalogue());

describe('GET /api/tariffs against the sandbox catalogue', () => {
  it('answers the display-ready cards in order, cacheable for a few minutes', async () => {
    const { result, body } = await invoke();
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const { region, tariffs } = tariffsResponseSchema.parse(body);
    expect(region).toEqual({ id: 11, name: 'East Midlands' });
    expect(tariffs.map((tariff) => tariff.name)).toEqual([
      'Home Dual Fixed 12M',
      'Home Dual Fixed 18M',
      'Home Dual Fixed 24M',
      'Home Dual SVT',
    ]);
  });

  it.each([
    ['SW1A 1AA', 12, 'London'],
    ['ng1 5fs', 11, 'East Midlands'],
    ['LL55 4UR', 13, 'Merseyside and North Wales'],
    ['IV2 3EB', 17, 'North Scotland'],
    ['S40 1AA', 11, 'East Midlands'],
  ])("prices %s in region %i (%s), each card's year the same as its label's", async (postcode, id, name) => {
    const { result, body } = await invokeWith({ postcode });
    expect(result.statusCode).toBe(200);
    const answer = tariffsResponseSchema.parse(body);
    expect(answer.region).toEqual({ id, name });
    const labels = tariffLabelsResponseSchema.parse(
      (await invokeRecordingLogs(labelsHandler, withQuery({ postcode }), context)).body,
    );
    for (const card of answer.tariffs) {
      const label = labels.labels.find(
        (candidate) => candidate.tariff === card.tariff && candidate.paymentMethod === 'direct_debit_monthly',
      );
      expect(card.yearlyPence).toBe(label?.estimatedAnnualCostPence);
    }
  });

  it('has different prices for each of the 14 regions in the sandbox', async () => {
    const postcodes = ['CB2 1TN', 'NG1 5FS', 'SW1A 1AA', 'L1 8JQ', 'B33 8TH', 'NE1 7RU', 'M1 1AE'];
    postcodes.push('IV2 3EB', 'EH1 1YZ', 'CT1 2EH', 'SO14 7DU', 'CF10 1EP', 'PL1 2AA', 'LS1 4DY');
    const prices = new Map<number, number | undefined>();
    for (const postcode of postcodes) {
      const answer = tariffsResponseSchema.parse((await invokeWith({ postcode })).body);
      prices.set(answer.region.id, answer.tariffs.at(-1)?.monthlyPence);
    }
    expect([...prices.keys()].sort()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(new Set(prices.values()).size).toBe(14);
  });

  it.each([
    ['BT1 5GS', regionMessages.notGreatBritain],
    ['JE2 3QA', regionMessages.notGreatBritain],
    ['IM1 1AA', regionMessages.notGreatBritain],
    ['SW1A', postcodeMessages.invalid],
    ['', postcodeMessages.required],
    ['x'.repeat(100), postcodeMessages.invalid],
  ])('refuses the postcode %j with a 400 and our message', async (postcode, message) => {
    const { result, body } = await invokeWith({ postcode });
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect((body as { error: { message: string } }).error.message).toBe(message);
  });

  it('answers 503 with our message when the catalogue cannot be read, never a cacheable empty list', async () => {
    const saved = process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE];
    process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = 'no-such-table';
    try {
      const { result, body, logs } = await invoke();
      expect(result.statusCode).toBe(503);
      expect(result.headers?.['cache-control']).toBe('no-store');
      expect(body).toEqual({ error: { code: 'tariffs_unavailable', message: tariffMessages.unavailable } });
      expect(logs).toContain('The tariff catalogue could not be read');
    } finally {
      process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = saved;
    }
  });
});
