import { describe, expect, it, vi } from 'vitest';
import { annualCostPence } from '#contracts/tariff-arithmetic';
import { MAX_PAGE_SIZE, openTariffApiMessages } from '#contracts/open-tariff-api';
import { postcodeMessages } from '#contracts/postcode';
import { gspGroups, products, type RatePeriod } from '#contracts/tariff-catalogue';
import { typicalConsumptionOn } from '#contracts/typical-consumption';
import { sampleTypicalConsumptionSets } from '../../../../local/sandbox/regulator-figures';
import { startLocalDynamoDb } from '../../../../local/dynamodb-local.js';
import { handler } from '../../../../lambdas/get-open-tariff-data/handler.js';
import { testContext } from '../../support/api-gateway.js';
import { eventFile, get, openApiEvent, useSampleCatalogue } from './support.js';

const catalogue = useSampleCatalogue();
const SVT = 'FERN-SVT-26-07';
const FIX12 = 'FERN-FIX-12M-26-10';
const NOW = new Date('2026-11-25T12:00:00Z');

function periodOf(productCode: string, kind: RatePeriod['kind'], gsp: string, method: string, day: string) {
  const period = catalogue
    .periods()
    .find(
      (candidate) =>
        candidate.productCode === productCode &&
        candidate.kind === kind &&
        candidate.gsp === gsp &&
        candidate.paymentMethod === method &&
        candidate.validFrom <= day &&
        (candidate.validTo === null || day < candidate.validTo),
    );
  if (!period) throw new Error(`no period for ${productCode} ${kind} ${gsp} ${method} on ${day}`);
  return period;
}

describe('GET /api/v1/products/', () => {
  it('lists the products on sale now, paginated, cacheable at the CDN, with absolute links from the Host', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const { status, body, result } = await get('products/', {}, 'www.fernleaf.test');
      expect(status).toBe(200);
      expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
      expect(body).toMatchObject({ count: 4, next: null, previous: null });
      expect(body.results.map((product: { code: string }) => product.code)).toEqual(products.map((p) => p.code));
      expect(body.results[0]).toMatchObject({
        code: SVT,
        direction: 'IMPORT',
        is_variable: true,
        is_green: false,
        term: null,
        available_from: '2026-06-30T23:00:00Z',
        available_to: null,
        brand: 'FERNLEAF',
        links: [{ href: `https://www.fernleaf.test/api/v1/products/${SVT}/`, method: 'GET', rel: 'self' }],
      });
      expect(body.results[1]).toMatchObject({ code: FIX12, is_variable: false, term: 12 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters on is_variable and available_at (a date is the start of that UK day)', async () => {
    const fixed = await get('products/', { is_variable: 'false', available_at: '2026-11-01T00:00:00Z' });
    expect(fixed.body.results.map((product: { code: string }) => product.code)).toEqual([
      'FERN-FIX-12M-26-10',
      'FERN-FIX-18M-26-10',
      'FERN-FIX-24M-26-10',
    ]);
    const summer = await get('products/', { available_at: '2026-08-01' });
    expect(summer.body).toMatchObject({ count: 1, results: [{ code: SVT }] });
    // 1 October starts at 23:00 UTC on 30 September (BST).
    expect((await get('products/', { available_at: '2026-09-30T22:59:59Z' })).body.count).toBe(1);
    expect((await get('products/', { available_at: '2026-09-30T23:00:00Z' })).body.count).toBe(4);
    expect((await get('products/', { is_green: 'true', available_at: '2026-11-01' })).body.count).toBe(0);
  });

  it('pages with next and previous links that keep the other parameters (http on localhost)', async () => {
    const first = await get('products/', { page_size: '3', available_at: '2026-11-01' });
    expect(first.body.results).toHaveLength(3);
    expect(first.body.next).toBe('http://localhost:3000/api/v1/products/?page_size=3&available_at=2026-11-01&page=2');
    const second = await get('products/', { page_size: '3', available_at: '2026-11-01', page: '2' });
    expect(second.body).toMatchObject({ count: 4, next: null, results: [{ code: 'FERN-FIX-24M-26-10' }] });
    expect(second.body.previous).toBe('http://localhost:3000/api/v1/products/?page_size=3&available_at=2026-11-01');
  });

  it("builds links on the visitor's host that CloudFront passes on in x-forwarded-host, not the API's own", async () => {
    const event = openApiEvent(
      'products/',
      { available_at: '2026-11-01' },
      'abc123.execute-api.eu-west-2.amazonaws.com',
    );
    event.headers = { ...event.headers, 'x-forwarded-host': 'www.fernleaf.example' };
    const body = JSON.parse(String((await handler(event, testContext('get-open-tariff-data'))).body));
    expect(body.results[0].links[0].href).toBe(`https://www.fernleaf.example/api/v1/products/${SVT}/`);
  });

  it('never echoes a Host header that is not a host name', async () => {
    const { body } = await get('products/', { available_at: '2026-11-01' }, 'evil.test/"><script>');
    expect(body.results[0].links[0].href).toBe(`http://localhost/api/v1/products/${SVT}/`);
  });
});

describe('GET /api/v1/products/{code}/', () => {
  it('gives every region and payment method its tariff in force, with links to its charge histories', async () => {
    const { status, body } = await get(`products/${SVT}/`, { tariffs_active_at: '2026-11-01T12:00:00Z' });
    expect(status).toBe(200);
    expect(body.tariffs_active_at).toBe('2026-11-01T12:00:00Z');
    for (const map of [
      'single_register_electricity_tariffs',
      'dual_register_electricity_tariffs',
      'single_register_gas_tariffs',
    ]) {
      expect(Object.keys(body[map])).toEqual([...gspGroups]);
      // The market's keys (docs/open-tariff-api.md › Payment methods): `porob` is ours alone.
      for (const gsp of gspGroups) expect(Object.keys(body[map][gsp])).toEqual(['direct_debit_monthly', 'varying']);
    }
    const london = periodOf(SVT, 'electricity_single', '_C', 'direct_debit_monthly', '2026-11-01');
    expect(body.single_register_electricity_tariffs._C.direct_debit_monthly).toEqual({
      code: `E-1R-${SVT}-C`,
      standing_charge_exc_vat: london.rates.standing_charge?.excVat,
      standing_charge_inc_vat: london.rates.standing_charge?.incVat,
      standard_unit_rate_exc_vat: london.rates.standard_unit_rate?.excVat,
      standard_unit_rate_inc_vat: london.rates.standard_unit_rate?.incVat,
      online_discount_exc_vat: 0,
      online_discount_inc_vat: 0,
      dual_fuel_discount_exc_vat: 0,
      dual_fuel_discount_inc_vat: 0,
      exit_fees_exc_vat: 0,
      exit_fees_inc_vat: 0,
      exit_fees_type: 'NONE',
      links: [
        {
          href: `http://localhost:3000/api/v1/products/${SVT}/electricity-tariffs/E-1R-${SVT}-C/standard-unit-rates/?payment_method=DIRECT_DEBIT`,
          method: 'GET',
          rel: 'standard_unit_rates',
        },
        {
          href: `http://localhost:3000/api/v1/products/${SVT}/electricity-tariffs/E-1R-${SVT}-C/standing-charges/?payment_method=DIRECT_DEBIT`,
          method: 'GET',
          rel: 'standing_charges',
        },
      ],
    });
    expect(body.dual_register_electricity_tariffs._C.varying).toMatchObject({
      code: `E-2R-${SVT}-C`,
      day_unit_rate_inc_vat: 32.54,
      night_unit_rate_inc_vat: 17.24,
    });
    expect(body.single_register_gas_tariffs._C.varying.links[0].href).toBe(
      `http://localhost:3000/api/v1/products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standard-unit-rates/?payment_method=NON_DIRECT_DEBIT`,
    );
  });

  it('answers the prices of the period in force at tariffs_active_at (history kept)', async () => {
    const summer = await get(`products/${SVT}/`, { tariffs_active_at: '2026-08-01' });
    expect(summer.body.single_register_electricity_tariffs._C.direct_debit_monthly.standard_unit_rate_inc_vat).toBe(
      26.62,
    );
    const autumn = await get(`products/${SVT}/`, { tariffs_active_at: '2026-10-01' });
    expect(autumn.body.single_register_electricity_tariffs._C.direct_debit_monthly.standard_unit_rate_inc_vat).toBe(
      26.49,
    );
  });

  it('gives fixed products their exit fees per fuel and Direct Debit only', async () => {
    const { body } = await get(`products/${FIX12}/`, { tariffs_active_at: '2026-11-01' });
    expect(body).toMatchObject({ term: 12, is_variable: false });
    expect(Object.keys(body.single_register_gas_tariffs._P)).toEqual(['direct_debit_monthly']);
    expect(body.single_register_gas_tariffs._P.direct_debit_monthly).toMatchObject({
      exit_fees_exc_vat: 7500,
      exit_fees_inc_vat: 7500,
      exit_fees_type: 'PER_FUEL',
    });
    expect(Object.keys(body.sample_quotes._P)).toEqual(['direct_debit_monthly']);
  });

  it('has empty tariff maps before the product had prices', async () => {
    const { body } = await get(`products/${FIX12}/`, { tariffs_active_at: '2026-09-01' });
    expect(body.single_register_electricity_tariffs).toEqual({});
    expect(body.sample_quotes).toEqual({});
  });

  it('gives sample quotes equal to annualCostPence of its periods at the typical consumption', async () => {
    const day = '2026-11-01';
    const typical = typicalConsumptionOn(sampleTypicalConsumptionSets(), day)!;
    for (const productCode of [SVT, FIX12]) {
      const { body } = await get(`products/${productCode}/`, { tariffs_active_at: day });
      const cases = productCode === SVT ? ['direct_debit_monthly', 'porob'] : ['direct_debit_monthly'];
      const keyOf = (method: string) => (method === 'porob' ? 'varying' : method);
      for (const gsp of ['_A', '_C', '_J', '_P']) {
        for (const method of cases) {
          const cost = (kind: RatePeriod['kind']) =>
            annualCostPence(periodOf(productCode, kind, gsp, method, day), typical);
          const single = cost('electricity_single');
          const dual = cost('electricity_dual');
          const gas = cost('gas');
          expect(body.sample_quotes[gsp][keyOf(method)], `${productCode} ${gsp} ${method}`).toEqual({
            electricity_single_rate: { annual_cost_inc_vat: single.incVat, annual_cost_exc_vat: single.excVat },
            electricity_dual_rate: { annual_cost_inc_vat: dual.incVat, annual_cost_exc_vat: dual.excVat },
            dual_fuel_single_rate: {
              annual_cost_inc_vat: single.incVat + gas.incVat,
              annual_cost_exc_vat: single.excVat + gas.excVat,
            },
            dual_fuel_dual_rate: {
              annual_cost_inc_vat: dual.incVat + gas.incVat,
              annual_cost_exc_vat: dual.excVat + gas.excVat,
            },
          });
        }
      }
    }
  });

  it('states the typical consumption its quotes use (Economy 7 split into day and night)', async () => {
    const typical = typicalConsumptionOn(sampleTypicalConsumptionSets(), '2026-11-01')!;
    const day = Math.round((typical.electricityMultiRateKwh * typical.economy7DayPercent) / 100);
    const { body } = await get(`products/${SVT}/`, { tariffs_active_at: '2026-11-01' });
    expect(body.sample_consumption).toEqual({
      electricity_single_rate: { electricity_standard: typical.electricitySingleRateKwh },
      electricity_dual_rate: { electricity_day: day, electricity_night: typical.electricityMultiRateKwh - day },
      dual_fuel_single_rate: { electricity_standard: typical.electricitySingleRateKwh, gas_standard: typical.gasKwh },
      dual_fuel_dual_rate: {
        electricity_day: day,
        electricity_night: typical.electricityMultiRateKwh - day,
        gas_standard: typical.gasKwh,
      },
    });
  });
});

describe('charge histories', () => {
  const standingCharges = `products/${SVT}/electricity-tariffs/E-1R-${SVT}-C/standing-charges/`;
  const unitRates = `products/${SVT}/electricity-tariffs/E-1R-${SVT}-C/standard-unit-rates/`;

  it('lists every period of the rate, newest first, for both payment methods in the market words, with UK midnights as instants', async () => {
    const { status, body } = await get(`products/${SVT}/electricity-tariffs/E-1R-${SVT}-C/standard-unit-rates/`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 4, next: null, previous: null });
    expect(body.results).toEqual([
      {
        value_exc_vat: 25.2285,
        value_inc_vat: 26.49,
        valid_from: '2026-09-30T23:00:00Z',
        valid_to: null,
        payment_method: 'DIRECT_DEBIT',
      },
      {
        // 26.49p + 5% = 27.8145p -> 27.81p; 27.81 / 1.05 = 26.4857p (payOnReceiptUnitRate).
        value_exc_vat: 26.4857,
        value_inc_vat: 27.81,
        valid_from: '2026-09-30T23:00:00Z',
        valid_to: null,
        payment_method: 'NON_DIRECT_DEBIT',
      },
      {
        value_exc_vat: 25.3565,
        value_inc_vat: 26.62,
        valid_from: '2026-06-30T23:00:00Z',
        valid_to: '2026-09-30T23:00:00Z',
        payment_method: 'DIRECT_DEBIT',
      },
      {
        // 26.62p + 5% = 27.951p -> 27.95p; 27.95 / 1.05 = 26.61905p -> 26.6190p.
        value_exc_vat: 26.619,
        value_inc_vat: 27.95,
        valid_from: '2026-06-30T23:00:00Z',
        valid_to: '2026-09-30T23:00:00Z',
        payment_method: 'NON_DIRECT_DEBIT',
      },
    ]);
  });

  it('writes one item with payment_method null where every method has the same price (standing charges)', async () => {
    const { body } = await get(standingCharges);
    expect(body.results).toEqual([
      {
        value_exc_vat: 44.6627,
        value_inc_vat: 46.9,
        valid_from: '2026-09-30T23:00:00Z',
        valid_to: null,
        payment_method: null,
      },
      {
        value_exc_vat: 44.6627,
        value_inc_vat: 46.9,
        valid_from: '2026-06-30T23:00:00Z',
        valid_to: '2026-09-30T23:00:00Z',
        payment_method: null,
      },
    ]);
  });

  it("keeps only one method's items (and those of every method) with payment_method, in any case", async () => {
    const methods = async (query: Record<string, string>) =>
      (await get(unitRates, query)).body.results.map((charge: { payment_method: string }) => charge.payment_method);
    expect(await methods({ payment_method: 'DIRECT_DEBIT' })).toEqual(['DIRECT_DEBIT', 'DIRECT_DEBIT']);
    expect(await methods({ payment_method: 'non_direct_debit' })).toEqual(['NON_DIRECT_DEBIT', 'NON_DIRECT_DEBIT']);
    expect((await get(standingCharges, { payment_method: 'NON_DIRECT_DEBIT' })).body.count).toBe(2);
    const fixed = await get(`products/${FIX12}/gas-tariffs/G-1R-${FIX12}-A/standing-charges/`, {
      payment_method: 'NON_DIRECT_DEBIT',
    });
    expect(fixed.body).toMatchObject({ count: 0, results: [] });
  });

  it('keeps the periods overlapping [period_from, period_to)', async () => {
    const later = await get(unitRates, { period_from: '2026-09-30T23:00:00Z' });
    expect(later.body.results.map((charge: { valid_from: string }) => charge.valid_from)).toEqual([
      '2026-09-30T23:00:00Z',
      '2026-09-30T23:00:00Z',
    ]);
    const summer = await get(unitRates, { period_from: '2026-08-01', period_to: '2026-09-30T23:00:00Z' });
    expect(summer.body.count).toBe(2);
    expect(summer.body.results[0].valid_to).toBe('2026-09-30T23:00:00Z');
    expect((await get(unitRates, { period_from: '2026-01-01', period_to: '2026-02-01' })).body.count).toBe(0);
  });

  it('pages with page_size and page', async () => {
    const first = await get(unitRates, { page_size: '3' });
    expect(first.body).toMatchObject({ count: 4, previous: null });
    expect(first.body.results).toHaveLength(3);
    expect(first.body.next).toBe(`http://localhost:3000/api/v1/${unitRates}?page_size=3&page=2`);
    const second = await get(unitRates, { page_size: '3', page: '2' });
    expect(second.body.results).toHaveLength(1);
    expect(second.body.previous).toBe(`http://localhost:3000/api/v1/${unitRates}?page_size=3`);
    expect((await get(unitRates, { page_size: String(MAX_PAGE_SIZE) })).status).toBe(200);
  });

  it('has day and night rates for Economy 7 and gas histories under gas-tariffs', async () => {
    const night = await get(`products/${SVT}/electricity-tariffs/E-2R-${SVT}-C/night-unit-rates/`);
    expect(night.body.results[0]).toMatchObject({ value_inc_vat: 16.42, payment_method: 'DIRECT_DEBIT' });
    const gas = await get(`products/${FIX12}/gas-tariffs/G-1R-${FIX12}-A/standing-charges`);
    expect(gas.body.count).toBe(1);
    expect(gas.body.results[0]).toMatchObject({
      valid_from: '2026-09-30T23:00:00Z',
      payment_method: 'DIRECT_DEBIT',
    });
  });

  it('answers the sample event (npm run invoke)', async () => {
    const result = await handler(eventFile('standing-charges'), testContext());
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(String(result.body))).toMatchObject({ count: 2 });
  });
});

describe('GET /api/v1/industry/grid-supply-points/', () => {
  const lookup = async (postcode?: string) =>
    (await get('industry/grid-supply-points/', postcode === undefined ? {} : { postcode })).body;

  it("answers a postcode's GSP group as a page, and none for a UK postcode outside Great Britain", async () => {
    expect(await lookup('NG1 5FS')).toEqual({ count: 1, next: null, previous: null, results: [{ group_id: '_B' }] });
    expect((await lookup('sw1a1aa')).results).toEqual([{ group_id: '_C' }]);
    expect(await lookup('BT1 1AA')).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('takes an outward code alone, its district exceptions included', async () => {
    expect((await lookup('SW1A')).results).toEqual([{ group_id: '_C' }]);
    expect((await lookup(' ng1 ')).results).toEqual([{ group_id: '_B' }]);
    // B77 (Tamworth) is East Midlands though Birmingham's area (B) is West Midlands.
    expect((await lookup('B77')).results).toEqual([{ group_id: '_B' }]);
    expect((await lookup('B1')).results).toEqual([{ group_id: '_E' }]);
    expect((await lookup('BT1')).results).toEqual([]);
  });

  it('lists every group without a postcode, paged like every list', async () => {
    expect((await lookup()).results).toEqual(gspGroups.map((group_id) => ({ group_id })));
    const first = await get('industry/grid-supply-points/', { page_size: '10' });
    expect(first.body).toMatchObject({ count: 14, previous: null });
    expect(first.body.next).toBe('http://localhost:3000/api/v1/industry/grid-supply-points/?page_size=10&page=2');
  });
});

describe('the brand filter and the host', () => {
  it('lists our products for our brand (any case), none for another', async () => {
    const ours = await get('products/', { brand: 'fernleaf', available_at: '2026-11-01' });
    expect(ours.body.count).toBe(4);
    const theirs = await get('products/', { brand: 'OCTOPUS_ENERGY', available_at: '2026-11-01' });
    expect(theirs.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('falls back for a host with a port over 65535, as for a missing one (no 500)', async () => {
    for (const host of ['localhost:99999', 'localhost:0', 'a..b', '-bad.example']) {
      const { status, body } = await get('products/', { available_at: '2026-11-01' }, host);
      expect(status, host).toBe(200);
      expect(body.results[0].links[0].href, host).toBe(`http://localhost/api/v1/products/${SVT}/`);
    }
    expect((await get('industry/grid-supply-points/', { page_size: '1' }, 'localhost:99999')).status).toBe(200);
  });
});

describe('bad input: our own 4xx with a clear message, never a 500', () => {
  const cases: [string, string, Record<string, string>, number, string][] = [
    ['an unknown path', 'tariffs/', {}, 404, openTariffApiMessages.notFound],
    [
      'an unknown rate path',
      `products/${SVT}/electricity-tariffs/E-1R-${SVT}-C/rates/`,
      {},
      404,
      openTariffApiMessages.notFound,
    ],
    ['an unknown product', 'products/OCTOPUS-1/', {}, 404, openTariffApiMessages.unknownProduct],
    [
      'charges of an unknown product',
      `products/NOPE/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      {},
      404,
      openTariffApiMessages.unknownProduct,
    ],
    [
      'an unknown tariff',
      `products/${SVT}/electricity-tariffs/E-1R-${SVT}-Z/standing-charges/`,
      {},
      404,
      openTariffApiMessages.unknownTariff,
    ],
    [
      "another product's tariff",
      `products/${SVT}/electricity-tariffs/E-1R-${FIX12}-C/standing-charges/`,
      {},
      404,
      openTariffApiMessages.unknownTariff,
    ],
    [
      'a gas tariff under electricity-tariffs',
      `products/${SVT}/electricity-tariffs/G-1R-${SVT}-C/standing-charges/`,
      {},
      404,
      openTariffApiMessages.unknownTariff,
    ],
    [
      'night rates of a single-rate tariff',
      `products/${SVT}/electricity-tariffs/E-1R-${SVT}-C/night-unit-rates/`,
      {},
      404,
      openTariffApiMessages.unknownRate,
    ],
    ['a bad available_at', 'products/', { available_at: 'yesterday' }, 400, openTariffApiMessages.date_available_at],
    ['an impossible date', 'products/', { available_at: '2026-02-30' }, 400, openTariffApiMessages.date_available_at],
    [
      'a bad tariffs_active_at',
      `products/${SVT}/`,
      { tariffs_active_at: '2026-13-01T00:00:00Z' },
      400,
      openTariffApiMessages.date_tariffs_active_at,
    ],
    [
      'a bad period_from',
      `products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      { period_from: '1/10/2026' },
      400,
      openTariffApiMessages.date_period_from,
    ],
    [
      'a bad period_to',
      `products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      { period_from: '2026-10-01', period_to: '2026-10-01T25:00Z' },
      400,
      openTariffApiMessages.date_period_to,
    ],
    [
      'period_to alone',
      `products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      { period_to: '2026-10-01' },
      400,
      openTariffApiMessages.periodToWithoutFrom,
    ],
    [
      'period_to before period_from',
      `products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      { period_from: '2026-10-02', period_to: '2026-10-01' },
      400,
      openTariffApiMessages.periodOrder,
    ],
    [
      'a page size over the limit',
      `products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      { page_size: String(MAX_PAGE_SIZE + 1) },
      400,
      openTariffApiMessages.pageSize,
    ],
    ['a page size of 0', 'products/', { page_size: '0' }, 400, openTariffApiMessages.pageSize],
    ['a page size that is not a number', 'products/', { page_size: '10abc' }, 400, openTariffApiMessages.pageSize],
    ['page 0', 'products/', { page: '0' }, 400, openTariffApiMessages.page],
    [
      'a page past the last',
      `products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      { page: '9' },
      404,
      openTariffApiMessages.pageNotFound,
    ],
    ['a bad is_variable', 'products/', { is_variable: 'yes' }, 400, openTariffApiMessages.boolean_is_variable],
    [
      "an unknown payment_method (our own word is not the market's)",
      `products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`,
      { payment_method: 'porob' },
      400,
      openTariffApiMessages.paymentMethod,
    ],
    ['a blank postcode', 'industry/grid-supply-points/', { postcode: ' ' }, 400, postcodeMessages.required],
    [
      'a malformed postcode',
      'industry/grid-supply-points/',
      { postcode: 'NOT A POSTCODE' },
      400,
      postcodeMessages.invalid,
    ],
    [
      'a very long postcode',
      'industry/grid-supply-points/',
      { postcode: 'N'.repeat(5000) },
      400,
      postcodeMessages.invalid,
    ],
  ];

  it.each(cases)('%s', async (_name, path, query, status, message) => {
    const { body, result } = await get(path, query);
    expect(result.statusCode).toBe(status);
    expect(body.error.message).toBe(message);
    expect(result.headers?.['cache-control']).toBe('no-store');
  });

  it('answers 404 when API Gateway sends no proxy parameter', async () => {
    const event = eventFile('products');
    const result = await handler({ ...event, pathParameters: undefined }, testContext());
    expect(result.statusCode).toBe(404);
  });
});

describe('the catalogue missing', () => {
  it('answers 503 in our words when nothing was ever imported, and when the table cannot be read', async () => {
    const empty = await startLocalDynamoDb({ catalogueTableName: 'never-imported' });
    try {
      Object.assign(process.env, empty.environment);
      const { status, body } = await get(`products/${SVT}/`);
      expect(status).toBe(503);
      expect(body.error).toEqual({
        code: 'catalogue_unavailable',
        message: openTariffApiMessages.catalogueUnavailable,
      });
      process.env.TARIFF_CATALOGUE_TABLE_NAME = 'no-such-table';
      expect((await get(`products/${SVT}/gas-tariffs/G-1R-${SVT}-C/standing-charges/`)).status).toBe(503);
      delete process.env.TARIFF_CATALOGUE_TABLE_NAME;
      expect((await get(`products/${SVT}/`)).status).toBe(503);
    } finally {
      await empty.close();
    }
    // The product list and the GSP lookup need no prices.
    expect((await get('products/')).status).toBe(200);
  });
});
