import { numberText } from '#contracts/number-text';
import type { PriceCapResponse } from '#contracts/price-cap';
import { paymentMethodNames } from '#contracts/payment-methods';
import { dateText, dayBefore } from '../../lib/date-text';

/*
 * The words of the price-cap comparison (docs/product/home.md › Price-cap badges): every figure
 * comes from GET /api/price-cap, which takes both from the tariff catalogue.
 */

/** A badge's figure: whole pounds, as the estimate is a yearly one (161369 -> '£1,614'). */
export const yearlyPoundsText = (pence: number) => `£${numberText(pence / 100, 0)}`;

/** 'for 1 October 2026 to 31 December 2026', or 'from 1 October 2026' while the period is open. */
export function capPeriodText(cap: PriceCapResponse['priceCap']): string {
  return cap.validTo === null
    ? `from ${dateText(cap.validFrom)}`
    : `for ${dateText(cap.validFrom)} to ${dateText(dayBefore(cap.validTo))}`;
}

/** What both badges assume, so the comparison is like with like. */
export function priceCapFootnote(comparison: PriceCapResponse): string {
  const { region, paymentMethod, typicalConsumption, ownTariff, priceCap, date } = comparison;
  const kwh = (value: number) => `${numberText(value)} kWh`;
  return (
    `*Estimated yearly cost in the ${region.name} region by ${paymentMethodNames[paymentMethod]}, at Ofgem's typical use ` +
    `of ${kwh(typicalConsumption.electricityKwh)} electricity and ${kwh(typicalConsumption.gasKwh)} gas: ` +
    `${ownTariff.name} on ${dateText(date)}; the price cap ${capPeriodText(priceCap)}.`
  );
}
