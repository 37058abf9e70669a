/**
 * Issue 39's "what would I pay" journey on /Tariffs as every browser runs it (Chromium in
 * tests/e2e/tariffs.spec.ts, Firefox and WebKit in tests/engines/cases.ts): what the visitor types
 * into the form (their own use over the typical use it is filled in with, then their current
 * tariff), and the figures a label must then show, worked by hand
 * (docs/product/tariffs.md › Your own use).
 */

/** The fields typed into, in order, and what: the electricity use over the typical use filled in, then the current tariff (the gas use stays as filled in). */
export const OWN_USE_TYPED = [
  ['Electricity a year (kWh)', '4,200'],
  ['Electricity unit rate (pence per kWh)', '27.03'],
  ['Electricity standing charge (pence per day)', '53.35'],
  ['Gas unit rate (pence per kWh)', '6.99'],
  ['Gas standing charge (pence per day)', '31.43'],
  ['Fees for leaving your current tariff (£)', '75'],
] as const;

/** The typical use the form is filled in with, as its fields show it. */
export const TYPICAL_ELECTRICITY_KWH = '2,500';
export const TYPICAL_GAS_KWH = '9,500';

/** The page's address once the form is sent: the typed use, the gas left as filled in, the current rates. */
export const OWN_USE_ADDRESS = /[?&]kwh=4%2C200&gas_kwh=9%2C500&now_rate=27.03/;

/** The label whose figures the journey checks: both fuels, so both are priced and compared. */
export const DUAL_LABEL = 'Home Dual SVT, Monthly Direct Debit';

/** Pence as the page writes them: 204209 -> '£2,042.09'. */
const pounds = (pence: number) =>
  `£${Math.floor(pence / 100).toLocaleString('en-GB')}.${String(pence % 100).padStart(2, '0')}`;

/** '25.20p per kWh' -> 2520 (hundredths of a penny). */
export function hundredths(text: string): number {
  const pence = /([\d.]+)p/.exec(text)?.[1];
  if (pence === undefined) throw new Error(`No price in "${text}"`);
  return Math.round(Number(pence) * 100);
}

/** A year of one fuel in pence, from hundredths of a penny: exact, then rounded once, half up. */
const yearPence = (unitRate: number, kwh: number, standing: number) =>
  Math.floor((unitRate * kwh + standing * 365 + 50) / 100);

/** A dual-fuel label's prices as its table shows them, in hundredths of a penny. */
export interface DualLabelPrices {
  electricityRate: number;
  electricityStanding: number;
  gasRate: number;
  gasStanding: number;
}

/**
 * What the label with these prices says for OWN_USE_TYPED: its cost for the household's use, and
 * how that compares with the current tariff typed in, exit fees included.
 */
export function expectedOwnUseTexts(label: DualLabelPrices): { estimate: string; comparison: string } {
  const electricity = yearPence(label.electricityRate, 4_200, label.electricityStanding);
  const gas = yearPence(label.gasRate, 9_500, label.gasStanding);
  const now = yearPence(2_703, 4_200, 5_335) + yearPence(699, 9_500, 3_143);
  const saving = now + 7_500 - (electricity + gas);
  return {
    estimate: `For your use: ${pounds(electricity + gas)} a year, ${pounds(Math.floor((electricity + gas + 6) / 12))} a month (electricity ${pounds(electricity)}, gas ${pounds(gas)}).`,
    comparison:
      saving > 0
        ? `You would save ${pounds(saving)} a year compared with your current tariff, counting £75.00 of exit fees.`
        : `Staying on your current tariff is cheaper: this one would cost ${pounds(-saving)} a year more, counting £75.00 of exit fees.`,
  };
}

/** What an Economy 7 label adds for one yearly total of electricity (the split it assumed). */
export const ECONOMY7_SPLIT = '58% of it by day, as this label assumes';
