import { postcodeMessages } from '#contracts/postcode';
import { regionForPostcode } from '#contracts/postcode-regions';
import { gspGroupOfRegion, type GspGroup } from '#contracts/tariff-catalogue';
import { HttpError } from '../shared/http.js';

/*
 * GET /api/v1/industry/grid-supply-points/?postcode= (docs/open-tariff-api.md › Grid supply
 * points): the GSP group of a postcode's region, or none for a UK postcode we do not supply.
 */

export interface GridSupplyPoints {
  count: number;
  results: { group_id: GspGroup }[];
}

export function gridSupplyPoints(postcode: string | undefined): GridSupplyPoints {
  if (postcode === undefined || postcode.trim() === '')
    throw new HttpError(400, 'invalid_postcode', postcodeMessages.required);
  if (postcode.length > 16) throw new HttpError(400, 'invalid_postcode', postcodeMessages.invalid);
  const lookup = regionForPostcode(postcode);
  if (lookup.ok) return { count: 1, results: [{ group_id: gspGroupOfRegion[lookup.region.id] }] };
  // A UK postcode outside Great Britain (Northern Ireland, the islands): a postcode we do not serve.
  if (lookup.message !== postcodeMessages.invalid) return { count: 0, results: [] };
  throw new HttpError(400, 'invalid_postcode', postcodeMessages.invalid);
}
