import * as z from './zod.js';

/** The card's type marker (docs/product/home.md › Tariff cards): every card is a dual-fuel tariff now; 'elec' is kept for the card's bullets. */
export const tariffTypeSchema = z.enum(['dual', 'elec']);

/** A display-ready tariff card, money in integer pence (lambdas/shared/tariff-cards.ts). */
export const tariffSchema = z.object({
  name: z.string(),
  /** The tariff's slug, as /Tariffs?tariff= takes it (lambdas/contracts/tariff-labels.ts). */
  tariff: z.string(),
  type: tariffTypeSchema,
  /** A dual-fuel tariff: picks the dual-fuel bullets and the gas icon. */
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
export const tariffsResponseSchema = z.object({
  region: tariffRegionSchema,
  tariffs: z.array(tariffSchema),
  /** The regulator's typical consumption the yearly figures assume (lambdas/contracts/typical-consumption.ts). */
  typicalConsumption: z.object({ electricityKwh: z.number().int(), gasKwh: z.number().int() }),
});
export type TariffsResponse = z.infer<typeof tariffsResponseSchema>;

export const tariffMessages = {
  unavailable: 'Our tariff prices could not be loaded just now. Please try again later.',
  timedOut: 'Our tariff prices took too long to load. Please try again later.',
} as const;
