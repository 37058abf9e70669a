import { numberText } from '#contracts/number-text';
import { annualCostOfUsePence, monthlyPence, TYPED_RATE_DECIMAL_PLACES } from '#contracts/tariff-arithmetic';
import type { LabelFuel, TariffLabel, TariffLabelsResponse } from '#contracts/tariff-labels';

/*
 * "What would I pay?" on /Tariffs (docs/product/tariffs.md › Your own use): a household's yearly
 * use and, optionally, what it pays now, kept in the page's address (never sent to the API), and
 * every label priced for that use by the labels' own arithmetic (lambdas/contracts/tariff-arithmetic.ts).
 */

export type MeterType = 'single' | 'economy7';
type Fuel = LabelFuel['fuel'];

/** Every field of the form, as typed; each is also a query parameter of the page's address. */
export const ownUseFields = [
  'electricityKwh',
  'dayKwh',
  'nightKwh',
  'gasKwh',
  'nowElectricityRate',
  'nowDayRate',
  'nowNightRate',
  'nowElectricityStanding',
  'nowGasRate',
  'nowGasStanding',
  'exitFees',
] as const;
export type OwnUseField = (typeof ownUseFields)[number];
export type OwnUseText = Record<OwnUseField, string> & { meter: MeterType };

/** The query parameter of each field: short, readable in a shared link. */
const parameterOf: Record<OwnUseField | 'meter', string> = {
  meter: 'meter',
  electricityKwh: 'kwh',
  dayKwh: 'day_kwh',
  nightKwh: 'night_kwh',
  gasKwh: 'gas_kwh',
  nowElectricityRate: 'now_rate',
  nowDayRate: 'now_day_rate',
  nowNightRate: 'now_night_rate',
  nowElectricityStanding: 'now_standing',
  nowGasRate: 'now_gas_rate',
  nowGasStanding: 'now_gas_standing',
  exitFees: 'exit_fees',
};

/** The fields that belong to the other meter type: neither shown nor kept in the address. */
const fieldsOfOtherMeter: Record<MeterType, readonly OwnUseField[]> = {
  single: ['dayKwh', 'nightKwh', 'nowDayRate', 'nowNightRate'],
  economy7: ['electricityKwh', 'nowElectricityRate'],
};

export const isFieldShown = (text: Pick<OwnUseText, 'meter'>, field: OwnUseField) =>
  !fieldsOfOtherMeter[text.meter].includes(field);

/** The form before anything is entered: Ofgem's typical use (the labels' own), nothing about the current tariff. */
export function typicalOwnUse(typical: TariffLabelsResponse['typicalConsumption']): OwnUseText {
  const day = Math.round((typical.electricityMultiRateKwh * typical.economy7DayPercent) / 100);
  const blank = Object.fromEntries(ownUseFields.map((field) => [field, ''])) as Record<OwnUseField, string>;
  return {
    ...blank,
    meter: 'single',
    electricityKwh: numberText(typical.electricitySingleRateKwh),
    dayKwh: numberText(day),
    nightKwh: numberText(typical.electricityMultiRateKwh - day),
    gasKwh: numberText(typical.gasKwh),
  };
}

/** The household's own use from the address, or undefined when the address has none (the labels alone are shown). */
export function ownUseFromAddress(search: URLSearchParams): OwnUseText | undefined {
  const meter = search.get(parameterOf.meter);
  if (meter !== 'single' && meter !== 'economy7') return undefined;
  const text = Object.fromEntries(ownUseFields.map((field) => [field, search.get(parameterOf[field]) ?? ''])) as Record<
    OwnUseField,
    string
  >;
  return { ...text, meter };
}

/** `search` with the own use in it (replacing any before), every other parameter (postcode, tariff) kept. */
export function addressWithOwnUse(search: URLSearchParams, text: OwnUseText | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const parameter of Object.values(parameterOf)) next.delete(parameter);
  if (!text) return next;
  next.set(parameterOf.meter, text.meter);
  // Blank is an answer (that fuel is not used), so a shown field is kept even when empty.
  for (const field of ownUseFields) if (isFieldShown(text, field)) next.set(parameterOf[field], text[field].trim());
  return next;
}

export const LARGEST_HOUSEHOLD_KWH: Record<Fuel, number> = { electricity: 100_000, gas: 200_000 };
/** No household tariff comes near this many pence per kWh or per day: a larger figure is a typing slip (pounds, say). */
const LARGEST_RATE_PENCE = 1_000;
const LARGEST_EXIT_FEES_POUNDS = 1_000;

const fieldNames: Record<OwnUseField, string> = {
  electricityKwh: 'electricity use',
  dayKwh: 'day-time electricity use',
  nightKwh: 'night-time electricity use',
  gasKwh: 'gas use',
  nowElectricityRate: 'electricity unit rate',
  nowDayRate: 'day unit rate',
  nowNightRate: 'night unit rate',
  nowElectricityStanding: 'electricity standing charge',
  nowGasRate: 'gas unit rate',
  nowGasStanding: 'gas standing charge',
  exitFees: 'exit fees',
};
const fuelOfField = (field: OwnUseField): Fuel => (field.toLowerCase().includes('gas') ? 'gas' : 'electricity');

export const ownUseMessages = {
  noFuel: 'Enter your yearly use of electricity, gas or both',
  bothRegisters: 'Enter both your day-time and night-time electricity use, or leave both blank',
  kwhFormat: (field: OwnUseField) => `Enter your ${fieldNames[field]} as a whole number of kWh, like 2,500`,
  kwhNegative: (field: OwnUseField) => `Your ${fieldNames[field]} cannot be less than 0 kWh`,
  kwhTooLarge: (field: OwnUseField) =>
    `Enter a yearly ${fieldNames[field]} of ${numberText(LARGEST_HOUSEHOLD_KWH[fuelOfField(field)])} kWh or less: more is not a household's use`,
  rateFormat: (field: OwnUseField) =>
    `Enter your ${fieldNames[field]} in pence${field.endsWith('Standing') ? ' per day' : ' per kWh'}, like 24.50`,
  rateNegative: (field: OwnUseField) => `Your ${fieldNames[field]} cannot be less than 0p`,
  rateTooLarge: (field: OwnUseField) =>
    `Enter your ${fieldNames[field]} in pence, not pounds: ${numberText(LARGEST_RATE_PENCE)}p or less`,
  exitFeesFormat: 'Enter your exit fees in pounds, like 75 or 75.00',
  exitFeesTooLarge: `Enter exit fees of £${numberText(LARGEST_EXIT_FEES_POUNDS)} or less`,
  currentIncomplete: (fuel: Fuel) =>
    `Enter the unit rate and the standing charge of your current ${fuel} tariff, or leave them all blank`,
};

/** Whole kWh, with or without thousands commas: '4,200' -> 4200; '' -> null (that fuel is not used). */
function parseKwh(field: OwnUseField, raw: string): number | null | { message: string } {
  const text = raw.trim();
  if (text === '') return null;
  if (/^-\s*[\d,]/.test(text)) return { message: ownUseMessages.kwhNegative(field) };
  if (!/^(\d{1,3}(,\d{3})+|\d+)$/.test(text)) return { message: ownUseMessages.kwhFormat(field) };
  const kwh = Number(text.replaceAll(',', ''));
  if (kwh > LARGEST_HOUSEHOLD_KWH[fuelOfField(field)]) return { message: ownUseMessages.kwhTooLarge(field) };
  return kwh;
}

/** Pence to at most TYPED_RATE_DECIMAL_PLACES places, as a bill shows them ('24.50', '24.5p'); '' -> null. */
function parsePence(field: OwnUseField, raw: string): number | null | { message: string } {
  const text = raw.trim().replace(/\s*p$/i, '');
  if (text === '') return null;
  if (/^-\s*\d/.test(text)) return { message: ownUseMessages.rateNegative(field) };
  if (!new RegExp(`^\\d+(\\.\\d{1,${TYPED_RATE_DECIMAL_PLACES}})?$`).test(text))
    return { message: ownUseMessages.rateFormat(field) };
  const pence = Number(text);
  return pence > LARGEST_RATE_PENCE ? { message: ownUseMessages.rateTooLarge(field) } : pence;
}

/** Pounds and pence ('75', '£75.00') in whole pence; '' -> 0. */
function parseExitFees(raw: string): number | { message: string } {
  const text = raw.trim().replace(/^£/, '').replaceAll(',', '');
  if (text === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { message: ownUseMessages.exitFeesFormat };
  const [pounds, pence = ''] = text.split('.');
  const total = Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
  return total > LARGEST_EXIT_FEES_POUNDS * 100 ? { message: ownUseMessages.exitFeesTooLarge } : total;
}

/** What the household uses a year: electricity (one total, or day and night on Economy 7) and gas; null = not used. */
export interface OwnUse {
  electricity: { kind: 'single'; kwh: number } | { kind: 'economy7'; dayKwh: number; nightKwh: number } | null;
  gasKwh: number | null;
}

/** Its current tariff's VAT-inclusive prices, for each fuel it uses, and the fees for leaving it. */
export interface CurrentTariff {
  electricity: { unitRates: number[]; standingChargePencePerDay: number } | null;
  gas: { unitRate: number; standingChargePencePerDay: number } | null;
  exitFeesPence: number;
}

export type OwnUseProblem = { field: OwnUseField; message: string };
export type CheckedOwnUse = { use: OwnUse; current?: CurrentTariff } | { problems: OwnUseProblem[] };

/** Checks every shown field; the problems in the order of the form, each for its field. */
export function checkOwnUse(text: OwnUseText): CheckedOwnUse {
  const problems: OwnUseProblem[] = [];
  const valueOf = <T>(field: OwnUseField, parse: (field: OwnUseField, raw: string) => T | { message: string }) => {
    if (!isFieldShown(text, field)) return null;
    const parsed = parse(field, text[field]);
    if (parsed !== null && typeof parsed === 'object' && 'message' in parsed) {
      problems.push({ field, message: parsed.message });
      return undefined;
    }
    return parsed;
  };
  const single = valueOf('electricityKwh', parseKwh);
  const day = valueOf('dayKwh', parseKwh);
  const night = valueOf('nightKwh', parseKwh);
  const gas = valueOf('gasKwh', parseKwh);
  const rates = {
    electricity: valueOf('nowElectricityRate', parsePence),
    day: valueOf('nowDayRate', parsePence),
    night: valueOf('nowNightRate', parsePence),
    electricityStanding: valueOf('nowElectricityStanding', parsePence),
    gas: valueOf('nowGasRate', parsePence),
    gasStanding: valueOf('nowGasStanding', parsePence),
  };
  const exitFees = valueOf('exitFees', (_field, raw) => parseExitFees(raw));

  let electricity: OwnUse['electricity'] = null;
  if (text.meter === 'single' && typeof single === 'number') electricity = { kind: 'single', kwh: single };
  if (text.meter === 'economy7' && (day === null) !== (night === null) && day !== undefined && night !== undefined)
    problems.push({ field: day === null ? 'dayKwh' : 'nightKwh', message: ownUseMessages.bothRegisters });
  if (text.meter === 'economy7' && typeof day === 'number' && typeof night === 'number')
    electricity = { kind: 'economy7', dayKwh: day, nightKwh: night };
  const gasKwh = typeof gas === 'number' ? gas : null;
  const firstUseField: OwnUseField = text.meter === 'single' ? 'electricityKwh' : 'dayKwh';
  if (problems.length === 0 && !electricity && gasKwh === null)
    problems.push({ field: firstUseField, message: ownUseMessages.noFuel });

  const electricityRates = text.meter === 'single' ? [rates.electricity] : [rates.day, rates.night];
  const currentOf = (fuel: Fuel, parts: readonly (number | null | undefined)[], firstField: OwnUseField) => {
    if (parts.some((part) => part === undefined) || parts.every((part) => part === null)) return null;
    if (parts.some((part) => part === null)) {
      problems.push({ field: firstField, message: ownUseMessages.currentIncomplete(fuel) });
      return null;
    }
    return parts as number[];
  };
  const nowElectricity = electricity
    ? currentOf(
        'electricity',
        [...electricityRates, rates.electricityStanding],
        text.meter === 'single' ? 'nowElectricityRate' : 'nowDayRate',
      )
    : null;
  const nowGas = gasKwh !== null ? currentOf('gas', [rates.gas, rates.gasStanding], 'nowGasRate') : null;
  if (problems.length > 0) return { problems };

  const use: OwnUse = { electricity, gasKwh };
  // Compared only when the current prices of every fuel used are given.
  const complete = (!electricity || nowElectricity) && (gasKwh === null || nowGas);
  if (!complete) return { use };
  return {
    use,
    current: {
      electricity: nowElectricity
        ? { unitRates: nowElectricity.slice(0, -1), standingChargePencePerDay: nowElectricity.at(-1)! }
        : null,
      gas: nowGas ? { unitRate: nowGas[0]!, standingChargePencePerDay: nowGas[1]! } : null,
      exitFeesPence: typeof exitFees === 'number' ? exitFees : 0,
    },
  };
}

/**
 * The kWh of a label's fuel for this use, per unit rate: a single-rate label gets all the
 * electricity; an Economy 7 label gets day and night as entered, or, from one total, the split the
 * label itself assumes (its assumed kWh, from Ofgem's typical use). Undefined when the fuel is not used.
 */
export function kwhForLabelFuel(fuel: LabelFuel, use: OwnUse): number[] | undefined {
  if (fuel.fuel === 'gas') return use.gasKwh === null ? undefined : [use.gasKwh];
  const electricity = use.electricity;
  if (!electricity) return undefined;
  const total = electricity.kind === 'single' ? electricity.kwh : electricity.dayKwh + electricity.nightKwh;
  if (fuel.unitRates.length === 1) return [total];
  if (electricity.kind === 'economy7')
    return fuel.unitRates.map((rate) => (rate.rate === 'night_unit_rate' ? electricity.nightKwh : electricity.dayKwh));
  const assumedTotal = fuel.unitRates.reduce((sum, rate) => sum + rate.assumedKwh, 0);
  const day = fuel.unitRates.find((rate) => rate.rate === 'day_unit_rate')!;
  const dayKwh = Math.round((total * day.assumedKwh) / assumedTotal);
  return fuel.unitRates.map((rate) => (rate.rate === 'day_unit_rate' ? dayKwh : total - dayKwh));
}

/** The share of electricity an Economy 7 label assumes is used in the day, in whole percent. */
export function assumedDayPercent(fuel: LabelFuel): number | undefined {
  const day = fuel.unitRates.find((rate) => rate.rate === 'day_unit_rate');
  const total = fuel.unitRates.reduce((sum, rate) => sum + rate.assumedKwh, 0);
  return day && total > 0 ? Math.round((day.assumedKwh * 100) / total) : undefined;
}

export interface LabelForOwnUse {
  /** Per fuel of the label that the household uses. */
  fuels: { fuel: Fuel; annualPence: number; kwh: number[] }[];
  annualPence: number;
  monthlyPence: number;
  /** Current tariff (same fuels, same use) plus exit fees, minus this tariff: positive is a saving. */
  yearlySavingPence?: number;
}

/** A label priced for the household's use, or undefined when it supplies no fuel the household uses. */
export function priceLabelForOwnUse(
  label: TariffLabel,
  use: OwnUse,
  current?: CurrentTariff,
): LabelForOwnUse | undefined {
  const fuels = label.fuels.flatMap((fuel) => {
    const kwh = kwhForLabelFuel(fuel, use);
    if (!kwh) return [];
    const annualPence = annualCostOfUsePence({
      unitRates: fuel.unitRates.map((rate, index) => ({ pencePerKwh: rate.pencePerKwh, kwh: kwh[index]! })),
      standingChargePencePerDay: fuel.standingChargePencePerDay,
    });
    return [{ fuel: fuel.fuel, annualPence, kwh }];
  });
  if (fuels.length === 0) return undefined;
  const annualPence = fuels.reduce((total, fuel) => total + fuel.annualPence, 0);
  const priced: LabelForOwnUse = { fuels, annualPence, monthlyPence: monthlyPence(annualPence) };
  if (!current) return priced;
  const currentPence = fuels.reduce((total, { fuel }) => total + currentAnnualPence(fuel, use, current), 0);
  return { ...priced, yearlySavingPence: currentPence + current.exitFeesPence - annualPence };
}

/** A year of one fuel on the current tariff, for the same use, by the same arithmetic. */
export function currentAnnualPence(fuel: Fuel, use: OwnUse, current: CurrentTariff): number {
  if (fuel === 'gas')
    return current.gas && use.gasKwh !== null
      ? annualCostOfUsePence({
          unitRates: [{ pencePerKwh: current.gas.unitRate, kwh: use.gasKwh }],
          standingChargePencePerDay: current.gas.standingChargePencePerDay,
        })
      : 0;
  const electricity = use.electricity;
  if (!current.electricity || !electricity) return 0;
  const kwh = electricity.kind === 'single' ? [electricity.kwh] : [electricity.dayKwh, electricity.nightKwh];
  return annualCostOfUsePence({
    unitRates: current.electricity.unitRates.map((pencePerKwh, index) => ({ pencePerKwh, kwh: kwh[index]! })),
    standingChargePencePerDay: current.electricity.standingChargePencePerDay,
  });
}
