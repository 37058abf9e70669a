import type { PriceCapResponse } from '#contracts/price-cap';
import { priceCapMessages } from '#contracts/price-cap-values';
import { annualCostPence } from '#contracts/tariff-arithmetic';
import {
  gspGroupOfRegion,
  namedTariffs,
  periodOn,
  priceCapSeries,
  productByCode,
  tariffSlug,
  type GspGroup,
  type RatePeriod,
  type TariffKind,
} from '#contracts/tariff-catalogue';
import type { TypicalConsumption } from '#contracts/typical-consumption';
import { createHandler, HttpError, json } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { regionToPrice } from '../shared/region-to-price.js';
import { todaysPrices } from '../shared/todays-prices.js';

/** Prices change only when ops import a price file: the same five minutes as the tariff cards. */
export const PRICE_CAP_CACHE_SECONDS = 300;

/** What the badges compare: a dual-fuel, single-rate home paying by monthly Direct Debit. */
const COMPARED_KINDS: readonly TariffKind[] = ['electricity_single', 'gas'];
const COMPARED_PAYMENT_METHOD = 'direct_debit_monthly';

const timedOut = { code: 'price_cap_timeout', message: priceCapMessages.timedOut };
const unavailable = () => new HttpError(503, 'price_cap_unavailable', priceCapMessages.unavailable);

/** The dual-fuel, single-rate tariff of the variable product on sale on `date` (Home Dual SVT). */
function ownVariableTariff(date: string) {
  return namedTariffs.find((named) => {
    const product = productByCode(named.productCode);
    return (
      product?.isVariable &&
      product.availableFrom <= date &&
      (product.availableTo === null || date < product.availableTo) &&
      named.kinds.length === COMPARED_KINDS.length &&
      COMPARED_KINDS.every((kind) => named.kinds.includes(kind))
    );
  });
}

/** A series' periods for the compared kinds on `date`, or undefined when one has no price that day. */
function comparedPeriods(periods: readonly RatePeriod[], productCode: string, gsp: GspGroup, date: string) {
  const found = COMPARED_KINDS.map((kind) =>
    periodOn(periods, { productCode, kind, gsp, paymentMethod: COMPARED_PAYMENT_METHOD }, date),
  );
  return found.every((period) => period !== undefined) ? found : undefined;
}

/** The same sum as a Tariff Information Label's estimate: each fuel's whole pence, VAT included. */
function estimatedAnnualCost(periods: readonly RatePeriod[], typical: TypicalConsumption): number {
  return periods.reduce((total, period) => total + annualCostPence(period, typical).incVat, 0);
}

/**
 * GET /api/price-cap[?postcode=]: our standard variable tariff and the price cap for the same
 * region, payment method and typical consumption, both from the tariff catalogue
 * (docs/product/home.md › Price-cap badges).
 */
export const handler = createHandler('get-price-cap', { timedOut }, async (event) => {
  const region = regionToPrice(event);
  const { catalogue, date, typical } = await todaysPrices(unavailable);
  const own = ownVariableTariff(date);
  const gsp = gspGroupOfRegion[region.id];
  const ownPeriods = own ? comparedPeriods(catalogue.periods, own.productCode, gsp, date) : undefined;
  const capPeriods = comparedPeriods(catalogue.periods, priceCapSeries.code, gsp, date);
  if (!own || !ownPeriods || !capPeriods) {
    logger.error('No prices to compare today', { date, catalogue: catalogue.version, gsp });
    throw unavailable();
  }
  const [capElectricity] = capPeriods;
  const body: PriceCapResponse = {
    region,
    paymentMethod: COMPARED_PAYMENT_METHOD,
    typicalConsumption: { electricityKwh: typical.electricitySingleRateKwh, gasKwh: typical.gasKwh },
    date,
    ownTariff: {
      name: own.name,
      tariff: tariffSlug(own.name),
      estimatedAnnualCostPence: estimatedAnnualCost(ownPeriods, typical),
    },
    priceCap: {
      estimatedAnnualCostPence: estimatedAnnualCost(capPeriods, typical),
      validFrom: capElectricity!.validFrom,
      validTo: capElectricity!.validTo,
    },
  };
  return json(200, body, { cacheSeconds: PRICE_CAP_CACHE_SECONDS });
});
