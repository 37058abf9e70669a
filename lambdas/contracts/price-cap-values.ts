import type { PriceCapResponse } from './price-cap.js';

/*
 * Where the price-cap display values come from and what shows when one is missing. No zod at
 * run time, so the price-cap function and the home page's first JavaScript can import it.
 */

/** Shown wherever a price-cap value is missing or unreadable, by the API and the badges' placeholders (docs/product/home.md › Price-cap values). */
export const MISSING_DISPLAY_VALUE = '--';

/** For each price-cap value: the env var naming its SSM parameter, and the env var with a local value. */
export const priceCapSources: Record<keyof PriceCapResponse, { parameterNameVariable: string; valueVariable: string }> =
  {
    ownStandardVariableTariff: {
      parameterNameVariable: 'PRICE_CAP_OWN_SVT_PARAMETER',
      valueVariable: 'PRICE_CAP_OWN_SVT',
    },
    regulatorPriceCap: { parameterNameVariable: 'PRICE_CAP_REGULATOR_PARAMETER', valueVariable: 'PRICE_CAP_REGULATOR' },
    priceCapDate: { parameterNameVariable: 'PRICE_CAP_DATE_PARAMETER', valueVariable: 'PRICE_CAP_DATE' },
  };

/** How long the functions reuse the values before SSM is asked again. */
export const PRICE_CAP_CACHE_SECONDS = 60;
