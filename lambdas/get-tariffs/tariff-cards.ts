import type { QuoteTariff, QuoteWorkflowResponse, Tariff, TariffType } from '#contracts/tariffs';

/**
 * Pounds as the quote workflow sends them (131.62) to integer pence (13162). Rounding, not
 * truncating: 134.1 * 100 is 13409.999... in binary floating point.
 */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

function toTariff(quote: QuoteTariff, type: TariffType): Tariff {
  return {
    name: quote.TariffName,
    type,
    dualFuel: quote.TariffFuelType === 'DualFuel',
    isFixed: quote.IsFixed,
    fixedMonths: quote.FixedMonths ?? 0,
    monthlyPence: poundsToPence(quote.MonthlyTotalIncVat),
    yearlyPence: poundsToPence(quote.YearlyTotalIncVat),
  };
}

/** Fixed tariffs before variable ones, then the lower monthly cost first. */
export function compareTariffs(a: Tariff, b: Tariff): number {
  if (a.isFixed !== b.isFixed) return a.isFixed ? -1 : 1;
  return a.monthlyPence - b.monthlyPence;
}

/**
 * The tariff-card rule (docs/product/home.md › Tariff cards): both lists of the quote merged
 * with their type marker, only DualFuelOnly tariffs kept, fixed first, then cheaper per month
 * first. The sort is stable, so equal tariffs keep the quote's order (dual-fuel list before
 * electricity-only).
 */
export function tariffCards(quote: QuoteWorkflowResponse['data']): Tariff[] {
  const marked: [QuoteTariff, TariffType][] = [
    ...(quote.dualFuelTariff ?? []).map((tariff): [QuoteTariff, TariffType] => [tariff, 'dual']),
    ...(quote.elecOnlyTariff ?? []).map((tariff): [QuoteTariff, TariffType] => [tariff, 'elec']),
  ];
  return marked
    .filter(([tariff]) => tariff.DualFuelOnly)
    .map(([tariff, type]) => toTariff(tariff, type))
    .sort(compareTariffs);
}
