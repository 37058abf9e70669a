import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postcodeMessages } from '#contracts/postcode-rules';
import { regionMessages } from '#contracts/postcode-regions';
import { priceCapResponseSchema } from '#contracts/price-cap';
import { priceCapMessages } from '#contracts/price-cap-values';
import type { RegionId } from '#contracts/distribution-regions';
import { gspGroupOfRegion } from '#contracts/tariff-catalogue';
import { readRegulatorFile } from '#contracts/price-cap-file';
import { TARIFF_CATALOGUE_TABLE_NAME_VARIABLE } from '#contracts/tariff-catalogue-table';
import { tariffLabelsResponseSchema } from '#contracts/tariff-labels';
import { ukDate, ukMidnight } from '#contracts/uk-date';
import { handler } from '../../../../lambdas/get-price-cap/handler';
import { handler as labelsHandler } from '../../../../lambdas/get-tariff-labels/handler';
import getEvent from '../../../../lambdas/get-price-cap/events/get.json';
import { forgetCachedCatalogue } from '../../../../lambdas/shared/tariff-catalogue-store';
import { forgetRegulatorFigures } from '../../../../lambdas/shared/regulator-figures';
import { quarterStarts, sampleCapFileFor } from '../../../../local/sandbox/regulator-figures';
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
afterEach(() => {
  vi.useRealTimers();
  forgetCachedCatalogue();
  forgetRegulatorFigures();
});

/**
 * The cap's annual cost worked out here from the sandbox's sample cap file (the one the sandbox
 * set in its SSM), independently of the route: kWh x unit rate (VAT included, pence) + 365 x
 * standing charge, per fuel, each rounded half up to whole pence, at 2,500 kWh electricity and
 * 9,500 kWh gas.
 */
function capFromSampleFile(regionId: RegionId): number {
  const today = ukDate(new Date());
  const file = readRegulatorFile(sampleCapFileFor(today));
  if (!file.ok || file.kind !== 'price-cap') throw new Error('The sample cap file is invalid');
  const period = file.periods.find((candidate) => candidate.validFrom <= today && today < candidate.validTo);
  const gsp = gspGroupOfRegion[regionId];
  const usage = { electricity_single: 2_500, gas: 9_500 } as const;
  return (['electricity_single', 'gas'] as const).reduce((total, kind) => {
    const part = period?.parts.find((each) => each.kind === kind && each.paymentMethod === 'direct_debit_monthly');
    const [, unit] = part?.rates[gsp].standard_unit_rate ?? [NaN, NaN];
    const [, standing] = part?.rates[gsp].standing_charge ?? [NaN, NaN];
    return total + Math.round(usage[kind] * unit + 365 * standing);
  }, 0);
}

const compared = (body: unknown) => {
  const answer = priceCapResponseSchema.parse(body);
  if (answer.status !== 'compared') throw new Error(`Expected a comparison, got ${answer.status}`);
  return answer;
};

describe('GET /api/price-cap against the sandbox catalogue', () => {
  it('compares Home Dual SVT with the cap for East Midlands by Direct Debit at the typical consumption', async () => {
    const { result, body } = await invokeRecordingLogs(handler, event, context);
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const answer = compared(body);
    const [thisQuarter, nextQuarter] = quarterStarts(ukDate(new Date()), 2);
    expect(answer).toMatchObject({
      status: 'compared',
      region: { id: 11, name: 'East Midlands' },
      paymentMethod: 'direct_debit_monthly',
      typicalConsumption: { electricityKwh: 2_500, gasKwh: 9_500 },
      date: ukDate(new Date()),
      ownTariff: { name: 'Home Dual SVT', tariff: 'home-dual-svt' },
      priceCap: { validFrom: thisQuarter, validTo: nextQuarter, estimatedAnnualCostPence: capFromSampleFile(11) },
    });
    expect(answer.ownTariff.estimatedAnnualCostPence).toBeLessThan(answer.priceCap.estimatedAnnualCostPence);
  });

  it.each([
    ['SW1A 1AA', 12],
    ['LL55 4UR', 13],
    ['IV2 3EB', 17],
  ] as const)('prices %s in region %i: our figure is its label, the cap its own', async (postcode, id) => {
    const answer = compared((await invokeRecordingLogs(handler, withQuery({ postcode }), context)).body);
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

  it("answers that the cap is being updated, never the ended figures, once today is the latest period's end", async () => {
    const [, , end] = quarterStarts(ukDate(new Date()), 3);
    vi.useFakeTimers({ toFake: ['Date'], now: ukMidnight(end!) });
    const { result, body, logs } = await invokeRecordingLogs(handler, event, context);
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=60');
    expect(priceCapResponseSchema.parse(body)).toEqual({
      status: 'cap_being_updated',
      region: { id: 11, name: 'East Midlands' },
      date: end,
      capEndedOn: end,
      message: priceCapMessages.beingUpdated,
    });
    expect(JSON.stringify(body)).not.toMatch(/estimatedAnnualCostPence/);
    expect(logs).toContain('The latest price-cap period has ended');
  });

  it("compares the next period from its first day, and keeps no answer at the CDN past a period's end", async () => {
    const [, nextQuarter] = quarterStarts(ukDate(new Date()), 2);
    vi.useFakeTimers({ toFake: ['Date'], now: ukMidnight(nextQuarter!).getTime() - 100_000 });
    const before = await invokeRecordingLogs(handler, event, context);
    expect(compared(before.body).priceCap.validTo).toBe(nextQuarter);
    expect(before.result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=100');
    vi.setSystemTime(ukMidnight(nextQuarter!));
    forgetRegulatorFigures();
    expect(compared((await invokeRecordingLogs(handler, event, context)).body).priceCap.validFrom).toBe(nextQuarter);
  });
});
