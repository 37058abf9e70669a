import * as z from './zod.js';

/** GET /api/price-cap: the home page's two badges and footnote date; '--' where unknown. */
export const priceCapResponseSchema = z.object({
  ownStandardVariableTariff: z.string(),
  regulatorPriceCap: z.string(),
  priceCapDate: z.string(),
});

export type PriceCapResponse = z.infer<typeof priceCapResponseSchema>;
