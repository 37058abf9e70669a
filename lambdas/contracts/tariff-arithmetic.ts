import type { Price, RateName, RatePeriod, TariffKind } from './tariff-catalogue.js';
import type { TypicalConsumption } from './typical-consumption.js';

/*
 * The catalogue's arithmetic, in integers so that no sum depends on binary floating point
 * (docs/product/tariffs.md › Precision and VAT). A VAT-exclusive price is held to 4 decimal places
 * of a penny; the VAT-inclusive price, which our bills show and charge, to 2.
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

/**
 * A year's cost of one tariff at the typical consumption, in whole pence, with and without VAT:
 * each unit rate times its kWh plus 365 standing charges (REGULATION.md › Price cap and typical
 * consumption), summed exactly and rounded once at the end.
 */
export function annualCostPence(period: RatePeriod, typical: TypicalConsumption): Price {
  const usage = assumedUsage(period.kind, typical);
  const sum = (pick: (price: Price) => number, places: number) => {
    let total = 0;
    for (const [rate, price] of Object.entries(period.rates) as [RateName, Price][]) {
      const units = toScaledInteger(pick(price), places) ?? Number.NaN;
      total += units * (rate === 'standing_charge' ? DAYS_IN_A_YEAR : (usage[rate] ?? 0));
    }
    return divideRoundingHalfUp(total, 10 ** places);
  };
  return {
    excVat: sum((price) => price.excVat, EXC_VAT_DECIMAL_PLACES),
    incVat: sum((price) => price.incVat, RATE_DECIMAL_PLACES),
  };
}
