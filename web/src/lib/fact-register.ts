/**
 * The register of facts: every statement the site makes that depends on a source or a period
 * (a comparative claim, a regulator's figure or date, an amount of money, a phone number and its
 * hours) with the source it comes from and the day someone last checked it against that source
 * (docs/product/regulatory-pages.md › Register of facts). Pages state such facts only from here or
 * from the modules whose values the register names; a test over the built pages fails on a figure
 * from anywhere else (tests/unit/web/built-pages-facts.test.ts).
 */
import type { IsoDate } from './published-figures';

/** Where a fact comes from: a public page, a law, or one of the brand's own records. */
export interface FactSource {
  /** 'Ofgem: get compensation for problems with your supplier', '../shared/BRAND.md › Annual figures'. */
  name: string;
  /** The public page, when there is one. */
  url?: string;
}

/** A fact as the site states it, with its source and the day it was last checked. */
export interface Fact<Value = string> {
  value: Value;
  source: FactSource;
  /** The day someone last compared `value` with `source`. */
  checked: IsoDate;
}

/** A claim that compares us with something else: its words and what on the site shows it true. */
export interface ComparativeClaim extends Fact {
  /** What a visitor can look at on the site to see the claim is true (what was compared, when). */
  basis: string;
}

const fernleafPricing: FactSource = {
  name: 'Fernleaf price history: Home Dual SVT against each cap period (tariff catalogue)',
};

/**
 * The comparisons the site makes with the price cap. The specification's "UK's Cheapest Variable
 * Tariff" and "led the market on low prices since 2017" are not stated: nothing on the site compares
 * us with other suppliers (docs/departures.md › Comparative claims).
 */
export const comparativeClaims = {
  /** The home page's sub-line. */
  belowPriceCap: {
    value: 'A Variable Tariff Below the Price Cap',
    source: fernleafPricing,
    checked: '2026-11-27',
    basis:
      "The price-cap badges beside it: Home Dual SVT against Ofgem's cap for the same region, payment method and typical consumption, worked out when the page is loaded.",
  },
  /** The home page's first benefit card and the variable tariff card's first bullet. */
  belowPriceCapShort: {
    value: 'Below the Ofgem Price Cap',
    source: fernleafPricing,
    checked: '2026-11-27',
    basis: "The price-cap badges on the same page, as for 'belowPriceCap'.",
  },
  /** /OurEnergy and /AboutUs: the price cap began on 1 January 2019. */
  underCapSince2019: {
    value: 'Our standard variable tariff has stayed under the price cap since the cap began in 2019.',
    source: { ...fernleafPricing, url: 'https://www.ofgem.gov.uk/energy-price-cap' },
    checked: '2026-11-27',
    basis: "The price-cap badges on the home page show today's comparison; earlier periods are in our price history.",
  },
} as const satisfies Record<string, ComparativeClaim>;
