/**
 * The words of the claims that compare us with something else, as the pages state them. Their
 * sources, checked days and what on the site shows each true are in the register of facts
 * (web/fact-register.ts), which stays out of the browser's bundles. The specification's "UK's
 * Cheapest Variable Tariff" and "led the market on low prices since 2017" are not stated: nothing on
 * the site compares us with other suppliers (docs/departures.md › Comparative claims).
 */
export const comparativeClaims = {
  /** The home page's sub-line. */
  belowPriceCap: 'A Variable Tariff Below the Price Cap',
  /** The home page's first benefit card and the variable tariff card's first bullet. */
  belowPriceCapShort: 'Below the Ofgem Price Cap',
  /** /OurEnergy (the price cap began on 1 January 2019). */
  underCapSince2019: 'Our standard variable tariff has stayed under the price cap since the cap began in 2019.',
} as const;
