import { numberText } from '#contracts/number-text';
import type { PriceCapComparison } from '#contracts/price-cap';
import { paymentMethodNames } from '#contracts/payment-methods';
import { dateText, dayBefore } from '../../lib/date-text';

/*
 * The words of the price-cap comparison (docs/product/home.md › Price-cap badges): every figure
 * comes from GET /api/price-cap, ours from the tariff catalogue and the cap's from the regulator's
 * figures ops set.
 */

/** A badge's figure: whole pounds, as the estimate is a yearly one (161369 -> '£1,614'). */
export const yearlyPoundsText = (pence: number) => `£${numberText(pence / 100, 0)}`;

/** 'for 1 October 2026 to 31 December 2026': every cap period has an end. */
export function capPeriodText(cap: PriceCapComparison['priceCap']): string {
  return `for ${dateText(cap.validFrom)} to ${dateText(dayBefore(cap.validTo))}`;
}

/** What both badges assume, so the comparison is like with like. */
export function priceCapFootnote(comparison: PriceCapComparison): string {
  const { region, paymentMethod, typicalConsumption, ownTariff, priceCap, date } = comparison;
  const kwh = (value: number) => `${numberText(value)} kWh`;
  return (
    `*Estimated yearly cost in the ${region.name} region by ${paymentMethodNames[paymentMethod]}, at Ofgem's typical use ` +
    `of ${kwh(typicalConsumption.electricityKwh)} electricity and ${kwh(typicalConsumption.gasKwh)} gas: ` +
    `${ownTariff.name} on ${dateText(date)}; the price cap ${capPeriodText(priceCap)}.`
  );
}
