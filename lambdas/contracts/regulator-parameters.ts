import { gspGroups, type GspGroup } from './tariff-catalogue.js';
import { paymentMethods, type PaymentMethod } from './payment-methods.js';

/*
 * The regulator's figures in SSM Parameter Store (docs/product/tariffs.md › The price cap;
 * docs/decisions/023-price-cap-in-ssm.md): their layout, their stored shapes and the plain checks
 * a reader makes on them. No zod and no AWS SDK: the price-cap function stays small, and the ops
 * command, the local stand-in and infra/ share one definition.
 *
 * Layout under the stage's root, `/fernleaf/<stage>/regulator` (standard parameters, 4 KB each):
 *   price-cap/index                                        the pointer: every published period
 *   price-cap/periods/<validFrom>/<revision>/<kind>/<paymentMethod>   one period's figures, 6 per period
 *   typical-consumption                                    every set of typical consumption values
 * A period's figures are written under a new revision and never overwritten; the index moves
 * to them in one PutParameter, so a reader sees the old period or the new one, never a mix.
 */

/** The stage's root path; infra/ grants read on it and nothing else. */
export function regulatorParametersRoot(stage: string): string {
  return `/fernleaf/${stage}/regulator`;
}

/** Environment variable naming the root (set by infra/ in AWS, by the sandbox on a laptop). */
export const REGULATOR_PARAMETERS_PATH_VARIABLE = 'REGULATOR_PARAMETERS_PATH';
/** Optional endpoint override (the local SSM stand-in, local/ssm-local.ts); unset in AWS. */
export const SSM_ENDPOINT_VARIABLE = 'SSM_ENDPOINT';
/** Optional, shorter cache age in seconds (the end-to-end tests); at most REGULATOR_FIGURES_MAX_AGE_SECONDS. */
export const REGULATOR_FIGURES_MAX_AGE_VARIABLE = 'REGULATOR_FIGURES_MAX_AGE_SECONDS';

/**
 * How long a function keeps what it read from SSM. A period that has ended is never shown
 * whatever the cache (the route compares today with its end on every request, and the CDN keeps
 * an answer no later than that end): this age is how long a change ops make takes to reach the
 * functions, plus the route's 300 s at the CDN (lambdas/get-price-cap/handler.ts).
 */
export const REGULATOR_FIGURES_MAX_AGE_SECONDS = 120;

/** SSM's limit for a standard parameter's value. */
export const STANDARD_PARAMETER_MAX_BYTES = 4_096;

export const regulatorParameterNames = {
  index: (root: string) => `${root}/price-cap/index`,
  periodPath: (root: string, validFrom: string, revision: string) =>
    `${root}/price-cap/periods/${validFrom}/${revision}`,
  period: (root: string, validFrom: string, revision: string, kind: CapKind, method: PaymentMethod) =>
    `${regulatorParameterNames.periodPath(root, validFrom, revision)}/${kind}/${method}`,
  typicalConsumption: (root: string) => `${root}/typical-consumption`,
};

/** The cap's meter types, as the catalogue names its tariff kinds. */
export const capKinds = ['electricity_single', 'electricity_dual', 'gas'] as const;
export type CapKind = (typeof capKinds)[number];
export const capRatesOf: Record<CapKind, readonly CapRateName[]> = {
  electricity_single: ['standard_unit_rate', 'standing_charge'],
  electricity_dual: ['day_unit_rate', 'night_unit_rate', 'standing_charge'],
  gas: ['standard_unit_rate', 'standing_charge'],
};
export type CapRateName = 'standard_unit_rate' | 'day_unit_rate' | 'night_unit_rate' | 'standing_charge';

/** One published period in the index: its dates and the revision its figures are under. */
export interface CapPeriodRef {
  /** UK dates: the first day, and the first day after it (the catalogue's `validTo`). */
  validFrom: string;
  validTo: string;
  revision: string;
}

export interface CapIndex {
  /** Oldest first; each starts on the day the one before ends. */
  periods: CapPeriodRef[];
  /** When the index was last written (ISO instant), for the diff and the logs. */
  writtenAt: string;
}

/** [excluding VAT, including VAT] in pence: short, so a period's parameter stays well under 4 KB. */
export type StoredPrice = [number, number];

/** One parameter of a period: one meter type and payment method, every region. */
export interface CapPeriodPart {
  validFrom: string;
  validTo: string;
  kind: CapKind;
  paymentMethod: PaymentMethod;
  rates: Record<GspGroup, Partial<Record<CapRateName, StoredPrice>>>;
}

/** One set of Ofgem's typical domestic consumption values, from its first day until the next set's. */
export interface TypicalConsumptionSet {
  validFrom: string;
  electricitySingleRateKwh: number;
  /** Multi-rate (Economy 7) electricity, all registers together. */
  electricityMultiRateKwh: number;
  /** Share of multi-rate use on the day register; the rest is night. */
  economy7DayPercent: number;
  gasKwh: number;
  source: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The index as stored, or a reason it is not one. */
export function readCapIndex(value: unknown): CapIndex | string {
  if (!isObject(value) || !Array.isArray(value.periods)) return 'the index has no list of periods';
  const periods: CapPeriodRef[] = [];
  for (const [at, period] of value.periods.entries()) {
    if (
      !isObject(period) ||
      typeof period.validFrom !== 'string' ||
      !DATE.test(period.validFrom) ||
      typeof period.validTo !== 'string' ||
      !DATE.test(period.validTo) ||
      period.validTo <= period.validFrom ||
      typeof period.revision !== 'string' ||
      !/^[\w.-]+$/.test(period.revision)
    )
      return `period ${at + 1} of the index is not {validFrom, validTo, revision}`;
    const before = periods.at(-1);
    if (before && before.validTo !== period.validFrom)
      return `period ${at + 1} of the index does not start the day the one before ends`;
    periods.push({ validFrom: period.validFrom, validTo: period.validTo, revision: period.revision });
  }
  return { periods, writtenAt: typeof value.writtenAt === 'string' ? value.writtenAt : '' };
}

/** One period parameter as stored, checked against the period the index names, or a reason. */
export function readCapPeriodPart(
  value: unknown,
  expected: { validFrom: string; validTo: string },
): CapPeriodPart | string {
  if (!isObject(value)) return 'not a JSON object';
  const { validFrom, validTo, kind, paymentMethod, rates } = value;
  if (validFrom !== expected.validFrom || validTo !== expected.validTo) return 'its dates are not those of the index';
  const capKind = capKinds.find((name) => name === kind);
  const method = paymentMethods.find((name) => name === paymentMethod);
  if (!capKind || !method || !isObject(rates)) return 'no meter type, payment method or rates';
  for (const gsp of gspGroups) {
    const regional = rates[gsp];
    if (!isObject(regional)) return `no rates for ${gsp}`;
    for (const rate of capRatesOf[capKind]) {
      const price = regional[rate];
      if (!Array.isArray(price) || price.length !== 2 || !isPositive(price[0]) || !isPositive(price[1]))
        return `${rate} for ${gsp} is not two positive figures`;
    }
  }
  return value as unknown as CapPeriodPart;
}

/** The typical consumption sets as stored (oldest first), or a reason. */
export function readTypicalConsumptionSets(value: unknown): TypicalConsumptionSet[] | string {
  if (!Array.isArray(value) || value.length === 0) return 'not a list of sets';
  for (const [at, set] of value.entries()) {
    if (
      !isObject(set) ||
      typeof set.validFrom !== 'string' ||
      !DATE.test(set.validFrom) ||
      !isPositive(set.electricitySingleRateKwh) ||
      !isPositive(set.electricityMultiRateKwh) ||
      !isPositive(set.gasKwh) ||
      !isPositive(set.economy7DayPercent) ||
      set.economy7DayPercent >= 100 ||
      typeof set.source !== 'string'
    )
      return `set ${at + 1} is not a set of typical consumption values`;
    if (at > 0 && (value[at - 1] as TypicalConsumptionSet).validFrom >= set.validFrom)
      return `set ${at + 1} does not start after the one before`;
  }
  return value as TypicalConsumptionSet[];
}
