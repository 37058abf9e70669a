import * as z from './zod.js';

/**
 * One tariff as the quote workflow sends it (docs/product/home.md › Tariff cards). Prices
 * arrive as pounds with pence after the point; they are turned into integer pence before anything
 * else.
 */
export const quoteTariffSchema = z.object({
  TariffName: z.string().trim().min(1),
  IsFixed: z.boolean(),
  MonthlyTotalIncVat: z.number().nonnegative(),
  YearlyTotalIncVat: z.number().nonnegative(),
  DualFuelOnly: z.boolean(),
  TariffFuelType: z.string(),
  /** 0 (or absent) for a variable tariff. */
  FixedMonths: z.number().int().nonnegative().nullish(),
});
export type QuoteTariff = z.infer<typeof quoteTariffSchema>;

/**
 * The quote workflow's answer to POST {regionId}; a missing list means "no tariffs of that kind".
 * An answer without a single tariff in either list is not a quote but a failure in disguise:
 * refused, so the route answers an uncached 502 instead of a cacheable empty list.
 */
export const quoteWorkflowResponseSchema = z.object({
  data: z
    .object({
      dualFuelTariff: z.array(quoteTariffSchema).nullish(),
      elecOnlyTariff: z.array(quoteTariffSchema).nullish(),
    })
    .refine((data) => (data.dualFuelTariff?.length ?? 0) + (data.elecOnlyTariff?.length ?? 0) > 0, {
      message: 'The quote has no tariffs',
    }),
});
export type QuoteWorkflowResponse = z.infer<typeof quoteWorkflowResponseSchema>;

/** Which list of the quote a tariff came from: the card's type marker (docs/product/home.md › Tariff cards). */
export const tariffTypeSchema = z.enum(['dual', 'elec']);
export type TariffType = z.infer<typeof tariffTypeSchema>;

/** A display-ready tariff card, money in integer pence. */
export const tariffSchema = z.object({
  name: z.string(),
  type: tariffTypeSchema,
  /** TariffFuelType 'DualFuel': picks the dual-fuel bullets and the gas icon. */
  dualFuel: z.boolean(),
  isFixed: z.boolean(),
  fixedMonths: z.number().int().nonnegative(),
  monthlyPence: z.number().int().nonnegative(),
  yearlyPence: z.number().int().nonnegative(),
});
export type Tariff = z.infer<typeof tariffSchema>;

/** The electricity distribution region the prices are for (lambdas/contracts/postcode-regions.ts). */
export const tariffRegionSchema = z.object({ id: z.number().int().min(10).max(23), name: z.string() });
export type TariffRegion = z.infer<typeof tariffRegionSchema>;

/**
 * GET /api/tariffs[?postcode=NG15FS]: the region priced (the postcode's, else East Midlands) and
 * its cards in display order (fixed first, then cheaper per month first).
 */
export const tariffsResponseSchema = z.object({ region: tariffRegionSchema, tariffs: z.array(tariffSchema) });
export type TariffsResponse = z.infer<typeof tariffsResponseSchema>;

export const tariffMessages = {
  unavailable: 'Our tariff prices could not be loaded just now. Please try again later.',
  timedOut: 'Our tariff prices took too long to load. Please try again later.',
} as const;
