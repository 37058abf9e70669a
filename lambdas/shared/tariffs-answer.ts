import type { DistributionRegion } from '#contracts/postcode-regions';
import { gspGroupOfRegion } from '#contracts/tariff-catalogue';
import { tariffMessages, type TariffsResponse } from '#contracts/tariffs';
import { HttpError } from './http.js';
import type { CachedAnswer } from './price-cap-answer.js';
import { tariffCards } from './tariff-cards.js';
import { todaysPrices } from './todays-prices.js';

/*
 * The answer of GET /api/tariffs for a region: read by its route (lambdas/get-tariffs) and by the
 * home page's document, which carries the same answer (lambdas/get-home-document).
 */

/**
 * Prices change only when ops import a new price file, and are the same for every visitor of a
 * region: let CloudFront absorb the traffic. The CDN's cache key includes the query string
 * (infra/constructs/static-site.ts), so each postcode's answer is cached on its own.
 */
export const TARIFFS_CACHE_SECONDS = 300;

const unavailable = () => new HttpError(503, 'tariffs_unavailable', tariffMessages.unavailable);

/** The home page's tariff cards of a region, from the tariff catalogue (docs/product/home.md › Tariff cards). */
export async function tariffsAnswer(region: DistributionRegion): Promise<CachedAnswer<TariffsResponse>> {
  const { catalogue, date, typical } = await todaysPrices(unavailable);
  const tariffs = tariffCards({ periods: catalogue.periods, gsp: gspGroupOfRegion[region.id], date, typical });
  if (tariffs.length === 0) throw unavailable();
  const body: TariffsResponse = {
    region,
    tariffs,
    typicalConsumption: { electricityKwh: typical.electricitySingleRateKwh, gasKwh: typical.gasKwh },
  };
  return { body, cacheSeconds: TARIFFS_CACHE_SECONDS };
}
