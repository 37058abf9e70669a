import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { postcodeMessages } from '#contracts/postcode-rules';
import { regionMessages } from '#contracts/postcode-regions';
import { TARIFF_CATALOGUE_TABLE_NAME_VARIABLE } from '#contracts/tariff-catalogue-table';
import { tariffLabelMessages, tariffLabelsResponseSchema, type TariffLabel } from '#contracts/tariff-labels';
import { readPriceFile } from '#contracts/tariff-price-file';
import { ukDate } from '#contracts/uk-date';
import { handler } from '../../../../lambdas/get-tariff-labels/handler';
import getEvent from '../../../../lambdas/get-tariff-labels/events/get-london.json';
import { forgetCachedCatalogue } from '../../../../lambdas/shared/tariff-catalogue-store';
import { SAMPLE_PRICE_FILE } from '../../../../local/sandbox/tariff-catalogue';
import { invokeRecordingLogs, testContext } from '../../support/api-gateway';
import { useSandboxEnvironment } from '../../support/sandbox';

const context = testContext('get-tariff-labels');
const event = getEvent as unknown as APIGatewayProxyEventV2;

const invokeWith = (query: Record<string, string>) =>
  invokeRecordingLogs(
    handler,
    { ...event, rawQueryString: new URLSearchParams(query).toString(), queryStringParameters: query },
    context,
  );

useSandboxEnvironment();
afterEach(() => forgetCachedCatalogue());

/** The sample file's prices, read independently of the catalogue, for one tariff series. */
const samplePeriods = (() => {
  const file = readPriceFile(readFileSync(SAMPLE_PRICE_FILE, 'utf8'), ukDate(new Date()));
  if (!file.ok) throw new Error('The sample price file is invalid');
  return file.periods;
})();
function samplePrice(productCode: string, kind: string, gsp: string, paymentMethod: string) {
  const today = ukDate(new Date());
  return samplePeriods.find(
    (period) =>
      period.productCode === productCode &&
      period.kind === kind &&
      period.gsp === gsp &&
      period.paymentMethod === paymentMethod &&
      period.validFrom <= today &&
      (period.validTo === null || today < period.validTo),
  )?.rates;
}

async function labelsOf(postcode: string) {
  const { result, body } = await invokeWith({ postcode });
  expect(result.statusCode).toBe(200);
  return tariffLabelsResponseSchema.parse(body);
}

const find = (labels: TariffLabel[], tariff: string, paymentMethod = 'direct_debit_monthly') => {
  const label = labels.find((candidate) => candidate.tariff === tariff && candidate.paymentMethod === paymentMethod);
  if (!label) throw new Error(`No label for ${tariff} ${paymentMethod}`);
  return label;
};

describe('GET /api/tariff-labels', () => {
  it('labels every live tariff and payment method of the region, cacheable at the CDN', async () => {
    const { result, body } = await invokeWith({ postcode: 'NG1 5FS' });
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const answer = tariffLabelsResponseSchema.parse(body);
    expect(answer.region).toEqual({ id: 11, name: 'East Midlands', gsp: '_B' });
    expect(answer.typicalConsumption).toMatchObject({
      electricitySingleRateKwh: 2_500,
      electricityMultiRateKwh: 3_400,
      gasKwh: 9_500,
    });
    // Variable: 5 fuel combinations x 2 payment methods; fixed: 3 terms x 5 combinations x Direct Debit.
    expect(answer.labels).toHaveLength(25);
    expect(answer.labels.filter((label) => label.paymentMethod === 'porob').map((label) => label.tariff)).toEqual([
      'home-dual-svt',
      'home-dual-e7-svt',
      'home-elec-svt',
      'home-elec-e7-svt',
      'home-gas-svt',
    ]);
  });

  it("shows the catalogue's prices for the region and payment method, and a total of its fuels", async () => {
    const { labels } = await labelsOf('NG1 5FS');
    for (const paymentMethod of ['direct_debit_monthly', 'porob']) {
      const label = find(labels, 'home-dual-svt', paymentMethod);
      const [electricity, gas] = label.fuels;
      const electricityPrices = samplePrice('FERN-SVT-26-07', 'electricity_single', '_B', paymentMethod);
      expect(electricity?.unitRates).toEqual([
        { rate: 'standard_unit_rate', pencePerKwh: electricityPrices?.standard_unit_rate?.incVat, assumedKwh: 2_500 },
      ]);
      expect(electricity?.standingChargePencePerDay).toBe(electricityPrices?.standing_charge?.incVat);
      expect(electricity?.tariffCode).toBe('E-1R-FERN-SVT-26-07-B');
      expect(gas).toMatchObject({ fuel: 'gas', tariffCode: 'G-1R-FERN-SVT-26-07-B', annualConsumptionKwh: 9_500 });
      expect(label.estimatedAnnualCostPence).toBe(
        (electricity?.estimatedAnnualCostPence ?? 0) + (gas?.estimatedAnnualCostPence ?? 0),
      );
      expect(label).toMatchObject({ isVariable: true, termMonths: null, exitFeePencePerFuel: 0 });
    }
  });

  it('gives Economy 7 labels a day and a night rate at the E7 typical consumption', async () => {
    const { labels } = await labelsOf('NG1 5FS');
    const [electricity] = find(labels, 'home-elec-e7-svt').fuels;
    expect(electricity?.unitRates.map(({ rate, assumedKwh }) => [rate, assumedKwh])).toEqual([
      ['day_unit_rate', 1_972],
      ['night_unit_rate', 1_428],
    ]);
    expect(electricity?.annualConsumptionKwh).toBe(3_400);
  });

  it('gives fixed labels their term and exit fees', async () => {
    const { labels } = await labelsOf('NG1 5FS');
    expect(find(labels, 'home-gas-fixed-18m')).toMatchObject({
      isVariable: false,
      termMonths: 18,
      exitFeePencePerFuel: 7_500,
      exitFeeFreeDays: 49,
      productCode: 'FERN-FIX-18M-26-10',
    });
  });

  it.each([
    ['SW1A 1AA', 12, '_C'],
    ['LL55 4UR', 13, '_D'],
    ['IV2 3EB', 17, '_P'],
  ])('prices %s in region %i (%s) at its own rates', async (postcode, id, gsp) => {
    const { region, labels } = await labelsOf(postcode);
    expect(region).toMatchObject({ id, gsp });
    const [electricity] = find(labels, 'home-elec-svt').fuels;
    expect(electricity?.unitRates[0]?.pencePerKwh).toBe(
      samplePrice('FERN-SVT-26-07', 'electricity_single', gsp, 'direct_debit_monthly')?.standard_unit_rate?.incVat,
    );
  });

  it.each([
    [{}, tariffLabelMessages.postcodeRequired],
    [{ postcode: ' ' }, tariffLabelMessages.postcodeRequired],
    [{ postcode: 'SW1A' }, postcodeMessages.invalid],
    [{ postcode: 'BT1 5GS' }, regionMessages.notGreatBritain],
  ])('refuses %j with a 400 and our message', async (query, message) => {
    const { result, body } = await invokeWith(query);
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect((body as { error: { message: string } }).error.message).toBe(message);
  });

  it('answers 503 with our message when the catalogue cannot be read, logging why', async () => {
    const saved = process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE];
    process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = 'no-such-table';
    try {
      const { result, body, logs } = await invokeWith({ postcode: 'NG1 5FS' });
      expect(result.statusCode).toBe(503);
      expect(body).toEqual({ error: { code: 'tariff_labels_unavailable', message: tariffLabelMessages.unavailable } });
      expect(logs).toContain('The tariff catalogue could not be read');
      expect(logs).not.toContain('NG1');
    } finally {
      process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = saved;
    }
  });
});
