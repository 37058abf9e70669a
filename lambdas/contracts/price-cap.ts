import { paymentMethods } from './payment-methods.js';
import * as z from './zod.js';

/**
 * GET /api/price-cap[?postcode=]: our standard variable tariff against the price cap, like with
 * like (docs/product/home.md › Price-cap badges): both for the same region, payment method and
 * typical consumption, on the same day, from the tariff catalogue.
 */
export const priceCapResponseSchema = z.object({
  region: z.object({ id: z.number().int().min(10).max(23), name: z.string() }),
  paymentMethod: z.enum(paymentMethods),
  /** The regulator's typical consumption both estimates assume (lambdas/contracts/typical-consumption.ts). */
  typicalConsumption: z.object({ electricityKwh: z.number().int(), gasKwh: z.number().int() }),
  /** The UK date the prices are those of (YYYY-MM-DD). */
  date: z.string(),
  ownTariff: z.object({
    name: z.string(),
    /** Its Tariff Information Label's slug on /Tariffs. */
    tariff: z.string(),
    estimatedAnnualCostPence: z.number().int(),
  }),
  priceCap: z.object({
    estimatedAnnualCostPence: z.number().int(),
    /** The cap period's first day and the first day after it (UK dates), or null while open. */
    validFrom: z.string(),
    validTo: z.string().nullable(),
  }),
});

export type PriceCapResponse = z.infer<typeof priceCapResponseSchema>;
