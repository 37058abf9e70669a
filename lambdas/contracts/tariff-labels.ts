import { annualCostPence, assumedUsage, combinedAnnualCostPence } from './tariff-arithmetic.js';
import {
  EXIT_FEE_FREE_DAYS,
  gspGroups,
  namedTariffs,
  paymentMethods,
  periodOn,
  productByCode,
  tariffCode,
  tariffSlug,
  tariffKinds,
  tariffKindNames,
  type GspGroup,
  type NamedTariff,
  type PaymentMethod,
  type RatePeriod,
  type TariffKind,
  type UnitRateName,
} from './tariff-catalogue.js';
import type { TypicalConsumption } from './typical-consumption.js';
import * as z from './zod.js';

export { tariffSlug };
export { tariffLabelMessages } from './tariff-label-messages.js';

/*
 * Tariff Information Labels (REGULATION.md › Tariff Information Label (TIL)): for a region, one
 * label per live tariff and payment method, built from the catalogue's periods that apply on a
 * date (docs/product/tariffs.md › Tariff information labels). The page words them; the figures
 * are all here, so the labels, the cards and the open API come from the same arithmetic.
 */

const unitRateNames = [
  'standard_unit_rate',
  'day_unit_rate',
  'night_unit_rate',
] as const satisfies readonly UnitRateName[];

const labelFuelSchema = z.object({
  fuel: z.enum(['electricity', 'gas']),
  kind: z.enum(tariffKindNames as [TariffKind, ...TariffKind[]]),
  tariffCode: z.string(),
  /** VAT-inclusive, pence per kWh to the bill's precision, with the kWh a year assumed for each. */
  unitRates: z.array(z.object({ rate: z.enum(unitRateNames), pencePerKwh: z.number(), assumedKwh: z.number().int() })),
  standingChargePencePerDay: z.number(),
  annualConsumptionKwh: z.number().int(),
  estimatedAnnualCostPence: z.number().int(),
});
export type LabelFuel = z.infer<typeof labelFuelSchema>;

export const tariffLabelSchema = z.object({
  /** Stable in URLs: the tariff's name as a slug (home-dual-e7-svt). */
  tariff: z.string(),
  tariffName: z.string(),
  productCode: z.string(),
  isVariable: z.boolean(),
  termMonths: z.number().int().nullable(),
  paymentMethod: z.enum(paymentMethods),
  exitFeePencePerFuel: z.number().int(),
  exitFeeFreeDays: z.number().int(),
  fuels: z.array(labelFuelSchema).min(1),
  estimatedAnnualCostPence: z.number().int(),
  /** The UK date the newest of its prices has applied from. */
  pricesValidFrom: z.string(),
});
export type TariffLabel = z.infer<typeof tariffLabelSchema>;

export const tariffLabelsResponseSchema = z.object({
  region: z.object({ id: z.number().int(), name: z.string(), gsp: z.enum(gspGroups) }),
  /** The UK date the labels are for. */
  date: z.string(),
  typicalConsumption: z.object({
    electricitySingleRateKwh: z.number().int(),
    electricityMultiRateKwh: z.number().int(),
    economy7DayPercent: z.number(),
    gasKwh: z.number().int(),
    source: z.string(),
  }),
  labels: z.array(tariffLabelSchema),
});
export type TariffLabelsResponse = z.infer<typeof tariffLabelsResponseSchema>;

function labelFuel(period: RatePeriod, typical: TypicalConsumption): LabelFuel {
  const usage = assumedUsage(period.kind, typical);
  const unitRates = unitRateNames.flatMap((rate) => {
    const price = period.rates[rate];
    return price ? [{ rate, pencePerKwh: price.incVat, assumedKwh: usage[rate] ?? 0 }] : [];
  });
  return {
    fuel: tariffKinds[period.kind].fuel,
    kind: period.kind,
    tariffCode: tariffCode(period.productCode, period.kind, period.gsp),
    unitRates,
    standingChargePencePerDay: period.rates.standing_charge?.incVat ?? 0,
    annualConsumptionKwh: unitRates.reduce((total, rate) => total + rate.assumedKwh, 0),
    estimatedAnnualCostPence: annualCostPence(period, typical).incVat,
  };
}

/** One named tariff's label for a payment method, or undefined when a fuel has no price that day. */
export function labelFor(
  named: NamedTariff,
  paymentMethod: PaymentMethod,
  context: { periods: readonly RatePeriod[]; gsp: GspGroup; date: string; typical: TypicalConsumption },
): TariffLabel | undefined {
  const product = productByCode(named.productCode);
  if (!product || !product.paymentMethods.includes(paymentMethod)) return undefined;
  const periods = named.kinds.map((kind) =>
    periodOn(context.periods, { productCode: product.code, kind, gsp: context.gsp, paymentMethod }, context.date),
  );
  if (periods.some((period) => period === undefined)) return undefined;
  const fuels = (periods as RatePeriod[]).map((period) => labelFuel(period, context.typical));
  return {
    tariff: tariffSlug(named.name),
    tariffName: named.name,
    productCode: product.code,
    isVariable: product.isVariable,
    termMonths: product.termMonths,
    paymentMethod,
    exitFeePencePerFuel: product.exitFeePencePerFuel,
    exitFeeFreeDays: product.isVariable ? 0 : EXIT_FEE_FREE_DAYS,
    fuels,
    // Each fuel's estimate in whole pence, then their sum (docs/product/tariffs.md › One rule for each figure).
    estimatedAnnualCostPence: combinedAnnualCostPence(periods as RatePeriod[], context.typical).incVat,
    pricesValidFrom:
      (periods as RatePeriod[])
        .map((period) => period.validFrom)
        .sort()
        .at(-1) ?? context.date,
  };
}

/** Every live tariff's label in a region on a date: each named tariff, each payment method it is sold with. */
export function labelsFor(context: {
  periods: readonly RatePeriod[];
  gsp: GspGroup;
  date: string;
  typical: TypicalConsumption;
}): TariffLabel[] {
  return namedTariffs.flatMap((named) =>
    paymentMethods.flatMap((method) => {
      const label = labelFor(named, method, context);
      return label ? [label] : [];
    }),
  );
}
