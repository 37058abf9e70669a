import { monthlyPence } from '#contracts/tariff-arithmetic';
import type { RatePeriod, GspGroup } from '#contracts/tariff-catalogue';
import { namedTariffs } from '#contracts/tariff-catalogue';
import { labelFor, type TariffLabel } from '#contracts/tariff-labels';
import type { Tariff } from '#contracts/tariffs';
import type { TypicalConsumption } from '#contracts/typical-consumption';

/** The home page shows the dual-fuel, single-rate tariffs, priced for Direct Debit (docs/product/home.md › Tariff cards). */
const CARD_PAYMENT_METHOD = 'direct_debit_monthly';
const cardTariffs = namedTariffs.filter(
  (named) => named.kinds.length === 2 && named.kinds.includes('electricity_single') && named.kinds.includes('gas'),
);

/** Fixed tariffs before variable ones, then the lower monthly cost first. */
export function compareTariffs(a: Tariff, b: Tariff): number {
  if (a.isFixed !== b.isFixed) return a.isFixed ? -1 : 1;
  return a.monthlyPence - b.monthlyPence;
}

/**
 * A card from its Tariff Information Label, so the two can never disagree: the yearly figure is
 * the label's estimated annual cost at the typical consumption, the monthly one a twelfth of it
 * rounded half up (monthlyPence, lambdas/contracts/tariff-arithmetic.ts).
 */
export function cardOf(label: TariffLabel): Tariff {
  return {
    name: label.tariffName,
    tariff: label.tariff,
    type: 'dual',
    dualFuel: true,
    isFixed: !label.isVariable,
    fixedMonths: label.termMonths ?? 0,
    monthlyPence: monthlyPence(label.estimatedAnnualCostPence),
    yearlyPence: label.estimatedAnnualCostPence,
  };
}

/** The cards of a region on a date, from the catalogue's periods: fixed first, then cheaper per month. */
export function tariffCards(context: {
  periods: readonly RatePeriod[];
  gsp: GspGroup;
  date: string;
  typical: TypicalConsumption;
}): Tariff[] {
  return cardTariffs
    .flatMap((named) => {
      const label = labelFor(named, CARD_PAYMENT_METHOD, context);
      return label ? [cardOf(label)] : [];
    })
    .sort(compareTariffs);
}
