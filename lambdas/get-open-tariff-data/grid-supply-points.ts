import { postcodeMessages } from '#contracts/postcode';
import { districtExceptions, postcodeAreaRegions, regionForPostcode } from '#contracts/postcode-regions';
import { compactPostcode } from '#contracts/postcode-rules';
import { gspGroupOfRegion, gspGroups, type GspGroup } from '#contracts/tariff-catalogue';
import { HttpError } from '../shared/http.js';

/*
 * GET /api/v1/industry/grid-supply-points/[?postcode=] (docs/open-tariff-api.md › Grid supply
 * points): every GSP group, or the group of a full postcode's or an outward code's region (none
 * for a UK postcode we do not supply). The handler pages it like every other list.
 */

export interface GridSupplyPoint {
  group_id: GspGroup;
}

/** An outward code alone (area and district: SW1A, NG1, B77), as the market's clients may send it. */
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/;

function outwardRegion(outward: string) {
  const area = /^[A-Z]+/.exec(outward)?.[0] ?? '';
  return districtExceptions[outward] ?? postcodeAreaRegions[area];
}

export function gridSupplyPoints(postcode: string | undefined): GridSupplyPoint[] {
  if (postcode === undefined) return gspGroups.map((group_id) => ({ group_id }));
  if (postcode.trim() === '') throw new HttpError(400, 'invalid_postcode', postcodeMessages.required);
  if (postcode.length > 16) throw new HttpError(400, 'invalid_postcode', postcodeMessages.invalid);
  const compact = compactPostcode(postcode);
  if (OUTWARD_CODE.test(compact)) {
    const region = outwardRegion(compact);
    return region === undefined ? [] : [{ group_id: gspGroupOfRegion[region] }];
  }
  const lookup = regionForPostcode(postcode);
  if (lookup.ok) return [{ group_id: gspGroupOfRegion[lookup.region.id] }];
  // A UK postcode outside Great Britain (Northern Ireland, the islands): a postcode we do not serve.
  if (lookup.message !== postcodeMessages.invalid) return [];
  throw new HttpError(400, 'invalid_postcode', postcodeMessages.invalid);
}
