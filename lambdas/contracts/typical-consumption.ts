import type { TypicalConsumptionSet } from './regulator-parameters.js';

/*
 * The regulator's typical domestic consumption values (TDCV), as dated data that ops set per
 * stage in SSM Parameter Store with the price cap (npm run price-cap; docs/operations.md › The
 * regulator's figures): the labels, the cards, the price-cap comparison and the open API state
 * the figures of the day they use (REGULATION.md › Price cap and typical consumption;
 * docs/product/tariffs.md › Typical consumption). A set has no end: the next set replaces it
 * from its own first day.
 */

export interface TypicalConsumption extends Omit<TypicalConsumptionSet, 'validFrom'> {
  /** UK dates: first day the values apply, and the first day they no longer do (or null). */
  validFrom: string;
  validTo: string | null;
}

/** The values that apply on a UK date (YYYY-MM-DD), or undefined before the first set. */
export function typicalConsumptionOn(
  sets: readonly TypicalConsumptionSet[],
  date: string,
): TypicalConsumption | undefined {
  const sorted = [...sets].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const at = sorted.findLastIndex((set) => set.validFrom <= date);
  const set = sorted[at];
  if (!set) return undefined;
  return { ...set, validTo: sorted[at + 1]?.validFrom ?? null };
}
