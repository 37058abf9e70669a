import { formatPence } from '#contracts/money';
import { numberText } from '#contracts/number-text';
import { paymentMethodNames, type PaymentMethod, type UnitRateName } from '#contracts/tariff-catalogue';
import type { LabelFuel, TariffLabel, TariffLabelsResponse } from '#contracts/tariff-labels';
import { dateText } from '../../lib/date-text';

/*
 * The words of a Tariff Information Label (docs/product/tariffs.md › Tariff information labels):
 * every figure comes from the label's data, every sentence from here.
 */

const kwh = (value: number) => `${numberText(value)} kWh`;

/** Pence to the bill's precision (2 places): 25.3 -> '25.30p'. */
export const penceText = (pence: number) => `${pence.toFixed(2)}p`;

const unitRateNames: Record<UnitRateName, string> = {
  standard_unit_rate: 'Unit rate',
  day_unit_rate: 'Day',
  night_unit_rate: 'Night',
};

/** '25.33p per kWh', or for Economy 7 one line per rate: ['Day: 29.70p per kWh', 'Night: 15.74p per kWh']. */
export function unitRateLines(fuel: LabelFuel): string[] {
  if (fuel.unitRates.length === 1) return [`${penceText(fuel.unitRates[0]?.pencePerKwh ?? 0)} per kWh`];
  return fuel.unitRates.map((rate) => `${unitRateNames[rate.rate]}: ${penceText(rate.pencePerKwh)} per kWh`);
}

export const standingChargeText = (fuel: LabelFuel) => `${penceText(fuel.standingChargePencePerDay)} per day`;

export const fuelNames = { electricity: 'Electricity', gas: 'Gas' } as const;

export function paymentMethodText(method: PaymentMethod): string {
  return method === 'porob' ? `${paymentMethodNames.porob} (by card or bank transfer)` : paymentMethodNames[method];
}

export function tariffTypeText(label: TariffLabel): string {
  return label.isVariable ? 'Variable' : `Fixed for ${label.termMonths} months`;
}

export function tariffEndsText(label: TariffLabel): string {
  return label.isVariable ? 'No end date' : `${label.termMonths} months after your supply on this tariff starts`;
}

export function priceGuaranteedText(label: TariffLabel): string {
  return label.isVariable
    ? 'Not guaranteed: prices can change, with at least 30 days’ notice'
    : `Until the end of the fixed term (${label.termMonths} months), unless VAT or another tax set by law changes`;
}

export function exitFeesText(label: TariffLabel): string {
  if (label.exitFeePencePerFuel === 0) return 'None';
  return `${formatPence(label.exitFeePencePerFuel)} per fuel if you leave more than ${label.exitFeeFreeDays} days before the end of the fixed term; none after that`;
}

/** '£846.64 a year, for 2,500 kWh' (Economy 7: 'for 3,400 kWh: 1,972 kWh by day, 1,428 kWh at night'). */
export function annualCostText(fuel: LabelFuel): string {
  const usage =
    fuel.unitRates.length > 1
      ? `${kwh(fuel.annualConsumptionKwh)}: ${fuel.unitRates.map((rate) => `${kwh(rate.assumedKwh)} ${rate.rate === 'night_unit_rate' ? 'at night' : 'by day'}`).join(', ')}`
      : kwh(fuel.annualConsumptionKwh);
  return `${formatPence(fuel.estimatedAnnualCostPence)} a year, for ${usage}`;
}

/** The heading of a label: 'Home Dual SVT, Monthly Direct Debit'. */
export function labelTitle(label: TariffLabel): string {
  return `${label.tariffName}, ${paymentMethodNames[label.paymentMethod]}`;
}

export { dateText };

/** What the estimated costs assume, with the regulator's figures of the period. */
export function consumptionText(typical: TariffLabelsResponse['typicalConsumption']): string {
  return `Estimated annual costs are for a home using ${kwh(typical.electricitySingleRateKwh)} of electricity a year (${kwh(typical.electricityMultiRateKwh)} with an Economy 7 meter, ${typical.economy7DayPercent}% of it by day) and ${kwh(typical.gasKwh)} of gas: ${typical.source}. Your costs depend on how much you use.`;
}
