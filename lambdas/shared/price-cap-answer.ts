import type { DistributionRegion } from '#contracts/postcode-regions';
import type { PriceCapResponse } from '#contracts/price-cap';
import { priceCapMessages } from '#contracts/price-cap-values';
import { annualCostPence } from '#contracts/tariff-arithmetic';
import {
  gspGroupOfRegion,
  namedTariffs,
  periodOn,
  productByCode,
  tariffSlug,
  type GspGroup,
  type RatePeriod,
  type TariffKind,
} from '#contracts/tariff-catalogue';
import type { TypicalConsumption } from '#contracts/typical-consumption';
import { ukDate, ukMidnight } from '#contracts/uk-date';
import { HttpError } from './http.js';
import { logger } from './logger.js';
import { apiMetricNames, countMetric } from './metrics.js';
import { capOn, capRatePeriod } from './price-cap-figures.js';
import { todaysPrices } from './todays-prices.js';

/*
 * The answer of GET /api/price-cap for a region: read by its route (lambdas/get-price-cap) and by
 * the home page's document, which carries the same answer (lambdas/get-home-document).
 */

/** A route's answer body and how long the CDN may keep it. */
export interface CachedAnswer<Body> {
  body: Body;
  cacheSeconds: number;
}

/**
 * Prices change only when ops import a price file or set the cap: the same five minutes as the
 * tariff cards, but never past the end of the cap period (below), so the CDN never serves an
 * ended cap as current.
 */
export const PRICE_CAP_CACHE_SECONDS = 300;
/** While the cap is being updated: short, so the comparison is back soon after ops set the next period. */
export const CAP_BEING_UPDATED_CACHE_SECONDS = 60;

/** What the badges compare: a dual-fuel, single-rate home paying by monthly Direct Debit. */
const COMPARED_KINDS: readonly TariffKind[] = ['electricity_single', 'gas'];
const COMPARED_PAYMENT_METHOD = 'direct_debit_monthly';

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

/** The periods of the compared kinds, or undefined when one is missing. */
function compared(find: (kind: TariffKind) => RatePeriod | undefined): RatePeriod[] | undefined {
  const found = COMPARED_KINDS.map(find);
  return found.every((period) => period !== undefined) ? found : undefined;
}

/** The same sum as a Tariff Information Label's estimate: each fuel's whole pence, VAT included. */
function estimatedAnnualCost(periods: readonly RatePeriod[], typical: TypicalConsumption): number {
  return periods.reduce((total, period) => total + annualCostPence(period, typical).incVat, 0);
}

/** Seconds from now until a UK date begins, at least one. */
function secondsUntil(date: string): number {
  return Math.max(1, Math.floor((ukMidnight(date).getTime() - Date.now()) / 1000));
}

async function readCap(date: string) {
  try {
    return await capOn(date);
  } catch (error) {
    logger.error('The price cap could not be read', { error: (error as Error).message });
    throw unavailable();
  }
}

/**
 * Our standard variable tariff (tariff catalogue) and the price cap (SSM) for the same region,
 * payment method and typical consumption (docs/product/home.md › Price-cap badges). Throws our 503
 * when there is nothing to compare.
 */
export async function priceCapAnswer(region: DistributionRegion): Promise<CachedAnswer<PriceCapResponse>> {
  const [{ catalogue, date, typical }, cap] = await Promise.all([
    todaysPrices(unavailable),
    readCap(ukDate(new Date())),
  ]);
  if (cap.status === 'ended') {
    // Never an ended cap as current: the badges say the figures are being updated, and ops are alarmed.
    logger.error('The latest price-cap period has ended', { date, capEndedOn: cap.latest.validTo });
    countMetric(apiMetricNames.priceCapEnded);
    const body: PriceCapResponse = {
      status: 'cap_being_updated',
      region,
      date,
      capEndedOn: cap.latest.validTo,
      message: priceCapMessages.beingUpdated,
    };
    return { body, cacheSeconds: CAP_BEING_UPDATED_CACHE_SECONDS };
  }
  const own = ownVariableTariff(date);
  const gsp: GspGroup = gspGroupOfRegion[region.id];
  const ownPeriods = own
    ? compared((kind) =>
        periodOn(
          catalogue.periods,
          { productCode: own.productCode, kind, gsp, paymentMethod: COMPARED_PAYMENT_METHOD },
          date,
        ),
      )
    : undefined;
  const capPeriods =
    cap.status === 'current'
      ? compared((kind) => capRatePeriod(cap.parts, { kind, gsp, paymentMethod: COMPARED_PAYMENT_METHOD }))
      : undefined;
  if (!own || !ownPeriods || cap.status !== 'current' || !capPeriods) {
    logger.error('No prices to compare today', { date, catalogue: catalogue.version, gsp, cap: cap.status });
    throw unavailable();
  }
  const body: PriceCapResponse = {
    status: 'compared',
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
      validFrom: cap.period.validFrom,
      validTo: cap.period.validTo,
    },
  };
  return { body, cacheSeconds: Math.min(PRICE_CAP_CACHE_SECONDS, secondsUntil(cap.period.validTo)) };
}
