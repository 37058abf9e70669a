import type { Price, RateName, RatePeriod, TariffKind } from './tariff-catalogue.js';
import type { TypicalConsumption } from './typical-consumption.js';

/*
 * The catalogue's arithmetic, in integers so that no sum depends on binary floating point
 * (docs/product/tariffs.md › Precision and VAT). A VAT-exclusive price is held to 4 decimal places
 * of a penny; the VAT-inclusive price, which our bills show and charge, to 2. Every rule that
 * turns prices into a published figure is here, once (docs/product/tariffs.md › One rule for each
 * figure): a fuel's annual estimate, a combination of fuels, the monthly figure and the
 * pay-on-receipt uplift. Labels, cards, badges, sample quotes and the price file's checks call these.
 */

export const VAT_PERCENT_ON_ENERGY = 5;
export const EXC_VAT_DECIMAL_PLACES = 4;
/** Bills, labels and the cards show and charge VAT-inclusive rates to this many places of a penny. */
export const RATE_DECIMAL_PLACES = 2;

const EXC_VAT_SCALE = 10 ** EXC_VAT_DECIMAL_PLACES;
const INC_VAT_SCALE = 10 ** RATE_DECIMAL_PLACES;

/** `value` in units of 10^-places of a penny, or undefined when it has more places than that. */
export function toScaledInteger(value: number, places: number): number | undefined {
  const scaled = Math.round(value * 10 ** places);
  return Math.abs(scaled - value * 10 ** places) < 1e-6 ? scaled : undefined;
}

/** Halves go up (the customer is never charged less than the label says, nor more than half a unit over). */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator / 2) / denominator);
}

/** The VAT-inclusive price of a VAT-exclusive one, to RATE_DECIMAL_PLACES: 24.8476 -> 26.09. */
export function incVatOf(excVat: number): number {
  const excUnits = toScaledInteger(excVat, EXC_VAT_DECIMAL_PLACES);
  if (excUnits === undefined) throw new Error(`${excVat} has more than ${EXC_VAT_DECIMAL_PLACES} decimal places`);
  const incUnits = divideRoundingHalfUp(
    excUnits * (100 + VAT_PERCENT_ON_ENERGY),
    100 * (EXC_VAT_SCALE / INC_VAT_SCALE),
  );
  return incUnits / INC_VAT_SCALE;
}

/** The kWh a year each unit rate of a kind of tariff is assumed to be used for. */
export function assumedUsage(kind: TariffKind, typical: TypicalConsumption): Partial<Record<RateName, number>> {
  switch (kind) {
    case 'electricity_single':
      return { standard_unit_rate: typical.electricitySingleRateKwh };
    case 'electricity_dual': {
      const day = Math.round((typical.electricityMultiRateKwh * typical.economy7DayPercent) / 100);
      return { day_unit_rate: day, night_unit_rate: typical.electricityMultiRateKwh - day };
    }
    case 'gas':
      return { standard_unit_rate: typical.gasKwh };
  }
}

export const DAYS_IN_A_YEAR = 365;

/** Σ price × quantity, each price to `places` decimal places of a penny, summed exactly and rounded once, half up, to whole pence. */
function sumRoundedOnce(lines: Iterable<{ price: number; quantity: number }>, places: number): number {
  let total = 0;
  for (const { price, quantity } of lines) total += (toScaledInteger(price, places) ?? Number.NaN) * quantity;
  return divideRoundingHalfUp(total, 10 ** places);
}

/**
 * A year's cost of one tariff (one fuel) at the typical consumption, in whole pence, with and
 * without VAT: each unit rate times its kWh plus 365 standing charges (REGULATION.md › Price cap
 * and typical consumption), summed exactly and rounded once, half up, at the end.
 */
export function annualCostPence(period: RatePeriod, typical: TypicalConsumption): Price {
  const usage = assumedUsage(period.kind, typical);
  const lines = (pick: (price: Price) => number) =>
    (Object.entries(period.rates) as [RateName, Price][]).map(([rate, price]) => ({
      price: pick(price),
      quantity: rate === 'standing_charge' ? DAYS_IN_A_YEAR : (usage[rate] ?? 0),
    }));
  return {
    excVat: sumRoundedOnce(
      lines((price) => price.excVat),
      EXC_VAT_DECIMAL_PLACES,
    ),
    incVat: sumRoundedOnce(
      lines((price) => price.incVat),
      RATE_DECIMAL_PLACES,
    ),
  };
}

/** One fuel's VAT-inclusive prices (as a label or a bill shows them) and the kWh a year used at each unit rate. */
export interface PricedUse {
  unitRates: readonly { pencePerKwh: number; kwh: number }[];
  standingChargePencePerDay: number;
}

/** Prices a visitor types from a bill may have up to this many decimal places of a penny. */
export const TYPED_RATE_DECIMAL_PLACES = EXC_VAT_DECIMAL_PLACES;

/**
 * A year's VAT-inclusive cost of one fuel at any use, by the same rule as annualCostPence: with a
 * label's rates and its assumed kWh, the label's own estimate. Rates to TYPED_RATE_DECIMAL_PLACES
 * (a label's, to 2 places, give the same sum).
 */
export function annualCostOfUsePence({ unitRates, standingChargePencePerDay }: PricedUse): number {
  return sumRoundedOnce(
    [
      ...unitRates.map(({ pencePerKwh, kwh }) => ({ price: pencePerKwh, quantity: kwh })),
      { price: standingChargePencePerDay, quantity: DAYS_IN_A_YEAR },
    ],
    TYPED_RATE_DECIMAL_PLACES,
  );
}

/**
 * The estimate of several fuels bought together (dual fuel): each fuel's annualCostPence, then
 * their sum, as a bill charges each fuel in whole pence. So a label's total is the sum of the
 * per-fuel figures it shows, and a sample quote is the sum of its tariffs' quotes.
 */
export function combinedAnnualCostPence(periods: readonly RatePeriod[], typical: TypicalConsumption): Price {
  return periods
    .map((period) => annualCostPence(period, typical))
    .reduce((total, cost) => ({ excVat: total.excVat + cost.excVat, incVat: total.incVat + cost.incVat }), {
      excVat: 0,
      incVat: 0,
    });
}

export const MONTHS_IN_A_YEAR = 12;

/** The monthly figure of a yearly one: a twelfth, rounded half up to whole pence (the yearly figure is the authority). */
export function monthlyPence(annualPence: number): number {
  return divideRoundingHalfUp(annualPence, MONTHS_IN_A_YEAR);
}

/** BRAND.md: pay on receipt of bill costs this much more per unit than Direct Debit; the standing charge is the same. */
export const PAY_ON_RECEIPT_UPLIFT_PERCENT = 5;

/**
 * The pay-on-receipt price of a Direct Debit unit rate, at the published precision: the
 * VAT-inclusive rate (what bills charge) is Direct Debit's VAT-inclusive rate plus 5%, rounded
 * half up to 2 places; the VAT-exclusive one is that divided by 1.05, rounded half up to 4 places,
 * whose VAT-inclusive price (incVatOf) is that same figure again. 26.49p -> 27.81p (27.8145),
 * 26.4857p without VAT.
 */
export function payOnReceiptUnitRate(directDebit: Price): Price {
  const ddUnits = toScaledInteger(directDebit.incVat, RATE_DECIMAL_PLACES);
  if (ddUnits === undefined)
    throw new Error(`${directDebit.incVat} has more than ${RATE_DECIMAL_PLACES} decimal places`);
  const incUnits = divideRoundingHalfUp(ddUnits * (100 + PAY_ON_RECEIPT_UPLIFT_PERCENT), 100);
  const excUnits = divideRoundingHalfUp(incUnits * (EXC_VAT_SCALE / INC_VAT_SCALE) * 100, 100 + VAT_PERCENT_ON_ENERGY);
  return { excVat: excUnits / EXC_VAT_SCALE, incVat: incUnits / INC_VAT_SCALE };
}

/** A pay-on-receipt period's rates from Direct Debit's: unit rates uplifted, the standing charge the same. */
export function payOnReceiptRates(directDebit: RatePeriod['rates']): RatePeriod['rates'] {
  return Object.fromEntries(
    (Object.entries(directDebit) as [RateName, Price][]).map(([rate, price]) => [
      rate,
      rate === 'standing_charge' ? { ...price } : payOnReceiptUnitRate(price),
    ]),
  );
}
