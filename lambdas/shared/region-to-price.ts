import { DEFAULT_REGION_ID, regionById, regionForPostcode, type DistributionRegion } from '#contracts/postcode-regions';
import { postcodeError } from '#contracts/postcode-rules';
import { HttpError, type ApiEvent } from './http.js';

/**
 * The region a public price route prices (the tariff cards and the price-cap comparison, which
 * must agree): the `postcode` query parameter's region when there is one (the site's postcode
 * rule, then lambdas/contracts/postcode-regions.ts), else East Midlands, as the home page shows
 * before a postcode is entered. A blank, malformed or non-GB postcode is a 400 in our words.
 * No zod, so the price-cap function stays without it (tests/infra/lambda-bundles.test.ts).
 */
export function regionToPrice(event: ApiEvent): DistributionRegion {
  const postcode = event.queryStringParameters?.postcode;
  if (postcode === undefined) return regionById(DEFAULT_REGION_ID);
  const problem = postcodeError(postcode);
  if (problem) throw new HttpError(400, 'invalid_request', problem);
  const lookup = regionForPostcode(postcode);
  if (!lookup.ok) throw new HttpError(400, 'postcode_not_served', lookup.message);
  return lookup.region;
}
