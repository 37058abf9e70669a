import { paymentMethods } from './payment-methods.js';
import * as z from './zod.js';

const regionSchema = z.object({ id: z.number().int().min(10).max(23), name: z.string() });

/**
 * GET /api/price-cap[?postcode=]: our standard variable tariff against the price cap, like with
 * like (docs/product/home.md › Price-cap badges): both for the same region, payment method and
 * typical consumption, on the same day; ours from the tariff catalogue, the cap's from the
 * regulator's figures in SSM (docs/decisions/023-price-cap-in-ssm.md).
 */
const comparedSchema = z.object({
  status: z.literal('compared'),
  region: regionSchema,
  paymentMethod: z.enum(paymentMethods),
  /** The regulator's typical consumption both estimates assume (set by ops with the cap). */
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
    /** The cap period's first day and the first day after it (UK dates): every period has an end. */
    validFrom: z.string(),
    validTo: z.string(),
  }),
});

/**
 * Today is on or after the end of the latest cap period ops set: no figure is compared, as an
 * ended cap is never shown as current; `message` is the sentence the badges show.
 */
const capBeingUpdatedSchema = z.object({
  status: z.literal('cap_being_updated'),
  region: regionSchema,
  date: z.string(),
  /** The first day after the latest period (UK date). */
  capEndedOn: z.string(),
  message: z.string(),
});

export const priceCapResponseSchema = z.discriminatedUnion('status', [comparedSchema, capBeingUpdatedSchema]);

export type PriceCapResponse = z.infer<typeof priceCapResponseSchema>;
export type PriceCapComparison = z.infer<typeof comparedSchema>;
