import { postcodeSchema } from '#contracts/postcode';
import { DEFAULT_REGION_ID, regionById, regionForPostcode, type DistributionRegion } from '#contracts/postcode-regions';
import { tariffMessages, type TariffsResponse } from '#contracts/tariffs';
import { loadConfig } from '../shared/config.js';
import { createHandler, HttpError, json, validate, type ApiEvent } from '../shared/http.js';
import { fetchTariffCards } from './quote-service.js';

/**
 * Quote prices change rarely and are the same for every visitor of a region: let CloudFront
 * absorb the traffic. The CDN's cache key includes the query string (infra/constructs/static-site.ts),
 * so each postcode's answer is cached on its own.
 */
export const TARIFFS_CACHE_SECONDS = 300;

/**
 * The region to price: the postcode's when one is given (checked with the site's postcode rule,
 * then looked up in lambdas/contracts/postcode-regions.ts), else East Midlands as the home page
 * has always shown. A postcode outside Great Britain is a 400 with our own message.
 */
function regionToPrice(event: ApiEvent): DistributionRegion {
  const postcode = event.queryStringParameters?.postcode;
  if (postcode === undefined) return regionById(DEFAULT_REGION_ID);
  const lookup = regionForPostcode(validate(postcode, postcodeSchema));
  if (!lookup.ok) throw new HttpError(400, 'postcode_not_served', lookup.message);
  return lookup.region;
}

const timedOut = { code: 'tariffs_timeout', message: tariffMessages.timedOut };

export const handler = createHandler('get-tariffs', { timedOut }, async (event) => {
  const region = regionToPrice(event);
  const config = await loadConfig(['quoteUrl', 'quoteApiKey']);
  const body: TariffsResponse = { region, tariffs: await fetchTariffCards(config, region.id) };
  return json(200, body, { cacheSeconds: TARIFFS_CACHE_SECONDS });
});
