/*
 * The region names alone, without the postcode table (lambdas/contracts/postcode-regions.ts), so the
 * home page can name the default region in its first JavaScript and load the table only when a
 * postcode is entered.
 */

/**
 * The 14 electricity distribution regions of Great Britain, numbered as in the distributor id that
 * starts every supply number (MPAN); the quote workflow prices by this id (`regionId`).
 */
export const distributionRegions = {
  10: 'Eastern',
  11: 'East Midlands',
  12: 'London',
  13: 'Merseyside and North Wales',
  14: 'West Midlands',
  15: 'North East',
  16: 'North West',
  17: 'North Scotland',
  18: 'South Scotland',
  19: 'South East',
  20: 'Southern',
  21: 'South Wales',
  22: 'South West',
  23: 'Yorkshire',
} as const;

export type RegionId = keyof typeof distributionRegions;
export interface DistributionRegion {
  id: RegionId;
  name: (typeof distributionRegions)[RegionId];
}

/** The region the home page prices before anyone enters a postcode (docs/product/home.md › Tariff cards). */
export const DEFAULT_REGION_ID: RegionId = 11;

export function regionById(id: RegionId): DistributionRegion {
  return { id, name: distributionRegions[id] };
}
