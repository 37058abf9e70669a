import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { postcodeMessages } from '#contracts/postcode-rules';
import { regionMessages } from '#contracts/postcode-regions';
import { priceCapResponseSchema } from '#contracts/price-cap';
import { priceCapMessages } from '#contracts/price-cap-values';
import type { RegionId } from '#contracts/distribution-regions';
import { gspGroupOfRegion, priceCapSeries } from '#contracts/tariff-catalogue';
import { TARIFF_CATALOGUE_TABLE_NAME_VARIABLE } from '#contracts/tariff-catalogue-table';
import { tariffLabelsResponseSchema } from '#contracts/tariff-labels';
import { readPriceFile } from '#contracts/tariff-price-file';
import { ukDate } from '#contracts/uk-date';
import { handler } from '../../../../lambdas/get-price-cap/handler';
import { handler as labelsHandler } from '../../../../lambdas/get-tariff-labels/handler';
import getEvent from '../../../../lambdas/get-price-cap/events/get.json';
import { forgetCachedCatalogue } from '../../../../lambdas/shared/tariff-catalogue-store';
import { SAMPLE_PRICE_FILE } from '../../../../local/sandbox/tariff-catalogue';
import { invokeRecordingLogs, testContext } from '../../support/api-gateway';
import { useSandboxEnvironment } from '../../support/sandbox';

const context = testContext('get-price-cap');
const event = getEvent as unknown as APIGatewayProxyEventV2;
const withQuery = (query: Record<string, string>): APIGatewayProxyEventV2 => ({
  ...event,
  rawQueryString: new URLSearchParams(query).toString(),
  queryStringParameters: query,
});

useSandboxEnvironment();
afterEach(() => forgetCachedCatalogue());

/**
 * The cap's annual cost worked out here from the sample file's own lines, independently of the
 * route: kWh x unit rate (VAT included, pence) + 365 x standing charge, per fuel, each rounded
 * half up to whole pence, at 2,500 kWh electricity and 9,500 kWh gas.
 */
function capFromSampleFile(regionId: RegionId): number {
  const file = readPriceFile(readFileSync(SAMPLE_PRICE_FILE, 'utf8'), ukDate(new Date()));
  if (!file.ok) throw new Error('The sample price file is invalid');
  const today = ukDate(new Date());
  const gsp = gspGroupOfRegion[regionId];
  const usage = { electricity_single: 2_500, gas: 9_500 } as const;
  return (['electricity_single', 'gas'] as const).reduce((total, kind) => {
    const period = file.periods.find(
      (candidate) =>
        candidate.productCode === priceCapSeries.code &&
        candidate.kind === kind &&
        candidate.gsp === gsp &&
        candidate.paymentMethod === 'direct_debit_monthly' &&
        candidate.validFrom <= today &&
        (candidate.validTo === null || today < candidate.validTo),
    );
    const unit = period?.rates.standard_unit_rate?.incVat ?? NaN;
    const standing = period?.rates.standing_charge?.incVat ?? NaN;
    return total + Math.round(usage[kind] * unit + 365 * standing);
  }, 0);
}

describe('GET /api/price-cap against the sandbox catalogue', () => {
  it('compares Home Dual SVT with the cap for East Midlands by Direct Debit at the typical consumption', async () => {
    const { result, body } = await invokeRecordingLogs(handler, event, context);
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const answer = priceCapResponseSchema.parse(body);
    expect(answer).toMatchObject({
      region: { id: 11, name: 'East Midlands' },
      paymentMethod: 'direct_debit_monthly',
      typicalConsumption: { electricityKwh: 2_500, gasKwh: 9_500 },
      date: ukDate(new Date()),
      ownTariff: { name: 'Home Dual SVT', tariff: 'home-dual-svt' },
      priceCap: { validFrom: '2026-10-01', estimatedAnnualCostPence: capFromSampleFile(11) },
    });
    expect(answer.ownTariff.estimatedAnnualCostPence).toBeLessThan(answer.priceCap.estimatedAnnualCostPence);
  });

  it.each([
    ['SW1A 1AA', 12],
    ['LL55 4UR', 13],
    ['IV2 3EB', 17],
  ] as const)('prices %s in region %i: our figure is its label, the cap its own', async (postcode, id) => {
    const answer = priceCapResponseSchema.parse(
      (await invokeRecordingLogs(handler, withQuery({ postcode }), context)).body,
    );
    const labels = tariffLabelsResponseSchema.parse(
      (await invokeRecordingLogs(labelsHandler, withQuery({ postcode }), testContext('get-tariff-labels'))).body,
    );
    const label = labels.labels.find(
      (each) => each.tariff === answer.ownTariff.tariff && each.paymentMethod === 'direct_debit_monthly',
    );
    expect(answer.region.id).toBe(id);
    expect(answer.ownTariff.estimatedAnnualCostPence).toBe(label?.estimatedAnnualCostPence);
    expect(answer.priceCap.estimatedAnnualCostPence).toBe(capFromSampleFile(id));
  });

  it.each([
    ['SW1A', postcodeMessages.invalid],
    ['', postcodeMessages.required],
    ['BT1 1AA', regionMessages.notGreatBritain],
  ])('refuses the postcode %j with a 400 and our message', async (postcode, message) => {
    const { result, body } = await invokeRecordingLogs(handler, withQuery({ postcode }), context);
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect((body as { error: { message: string } }).error.message).toBe(message);
  });

  it('answers 503 in our words, never cached, when the catalogue cannot be read', async () => {
    const saved = process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE];
    process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = 'no-such-table';
    try {
      const { result, body, logs } = await invokeRecordingLogs(handler, event, context);
      expect(result.statusCode).toBe(503);
      expect(result.headers?.['cache-control']).toBe('no-store');
      expect((body as { error: { message: string } }).error.message).toBe(priceCapMessages.unavailable);
      expect(logs).toContain('The tariff catalogue could not be read');
    } finally {
      process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = saved;
    }
  });
});
