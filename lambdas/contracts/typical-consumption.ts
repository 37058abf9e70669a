/*
 * The regulator's typical domestic consumption values (TDCV), as dated data: the labels, the
 * cards and the open API state the figures of the period they use (REGULATION.md › Price cap and
 * typical consumption; docs/product/tariffs.md › Typical consumption). A new Ofgem decision adds
 * a period here; tests/unit/lambdas/contracts/typical-consumption.test.ts refuses gaps and
 * overlaps.
 */

export interface TypicalConsumption {
  /** UK dates: first day the values apply, and the first day they no longer do (or null). */
  validFrom: string;
  validTo: string | null;
  electricitySingleRateKwh: number;
  /** Multi-rate (Economy 7) electricity, all registers together. */
  electricityMultiRateKwh: number;
  /** Share of multi-rate use on the day register; the rest is night. */
  economy7DayPercent: number;
  gasKwh: number;
  /** Where the figures come from, as the docs cite it. */
  source: string;
}

export const typicalConsumptionPeriods: readonly TypicalConsumption[] = [
  {
    validFrom: '2026-07-01',
    validTo: null,
    electricitySingleRateKwh: 2_500,
    electricityMultiRateKwh: 3_400,
    // Not in REGULATION.md: the split the market's open APIs use for their E7 sample quotes. Confirm before go-live.
    economy7DayPercent: 58,
    gasKwh: 9_500,
    source: "Ofgem's typical domestic consumption values for a medium user, from 1 July 2026",
  },
];

/** The values that apply on a UK date (YYYY-MM-DD), or undefined before the first period. */
export function typicalConsumptionOn(date: string): TypicalConsumption | undefined {
  return typicalConsumptionPeriods.find(
    (period) => period.validFrom <= date && (period.validTo === null || date < period.validTo),
  );
}
