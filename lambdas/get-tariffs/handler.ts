import { gspGroupOfRegion } from '#contracts/tariff-catalogue';
import { tariffMessages, type TariffsResponse } from '#contracts/tariffs';
import { createHandler, HttpError, json } from '../shared/http.js';
import { regionToPrice } from '../shared/region-to-price.js';
import { todaysPrices } from '../shared/todays-prices.js';
import { tariffCards } from './tariff-cards.js';

/**
 * Prices change only when ops import a new price file, and are the same for every visitor of a
 * region: let CloudFront absorb the traffic. The CDN's cache key includes the query string
 * (infra/constructs/static-site.ts), so each postcode's answer is cached on its own.
 */
export const TARIFFS_CACHE_SECONDS = 300;

const timedOut = { code: 'tariffs_timeout', message: tariffMessages.timedOut };
const unavailable = () => new HttpError(503, 'tariffs_unavailable', tariffMessages.unavailable);

/** GET /api/tariffs[?postcode=]: the home page's tariff cards, from the tariff catalogue (docs/product/home.md › Tariff cards). */
export const handler = createHandler('get-tariffs', { timedOut }, async (event) => {
  const region = regionToPrice(event);
  const { catalogue, date, typical } = await todaysPrices(unavailable);
  const tariffs = tariffCards({ periods: catalogue.periods, gsp: gspGroupOfRegion[region.id], date, typical });
  if (tariffs.length === 0) throw unavailable();
  const body: TariffsResponse = {
    region,
    tariffs,
    typicalConsumption: { electricityKwh: typical.electricitySingleRateKwh, gasKwh: typical.gasKwh },
  };
  return json(200, body, { cacheSeconds: TARIFFS_CACHE_SECONDS });
});
