import type { RegionId } from './distribution-regions.js';
import { paymentMethodNames, paymentMethods, type PaymentMethod } from './payment-methods.js';

/*
 * The tariff catalogue's vocabulary: what a product is, which tariffs it has, and one priced
 * period of one tariff (docs/product/tariffs.md › The catalogue). Pure data and types, no zod at
 * run time, so the web app, the Lambdas, the import tool and the sandbox share one definition.
 * Prices themselves are not here: they come from the pricing team's file into DynamoDB
 * (bin/tariffs.ts) and are read from there.
 */

export { paymentMethodNames, paymentMethods, type PaymentMethod };

/**
 * The three kinds of tariff a product can have, named as the market's open APIs name them, with
 * the prefix of their tariff codes and the rates each is priced with.
 */
export const tariffKinds = {
  electricity_single: { codePrefix: 'E-1R', fuel: 'electricity', unitRates: ['standard_unit_rate'] },
  electricity_dual: { codePrefix: 'E-2R', fuel: 'electricity', unitRates: ['day_unit_rate', 'night_unit_rate'] },
  gas: { codePrefix: 'G-1R', fuel: 'gas', unitRates: ['standard_unit_rate'] },
} as const;
export type TariffKind = keyof typeof tariffKinds;
export const tariffKindNames = Object.keys(tariffKinds) as TariffKind[];

export type UnitRateName = 'standard_unit_rate' | 'day_unit_rate' | 'night_unit_rate';
export type RateName = UnitRateName | 'standing_charge';

/** The rates a kind of tariff is priced with: its unit rate(s) and a standing charge. */
export function ratesOf(kind: TariffKind): RateName[] {
  return [...tariffKinds[kind].unitRates, 'standing_charge'];
}

/**
 * One price: pence per kWh (unit rates) or per day (standing charge), without and with VAT. The
 * VAT-exclusive value has up to 4 decimal places (the pricing team's figure); the VAT-inclusive
 * one is what bills show and charge, to RATE_DECIMAL_PLACES (lambdas/contracts/tariff-arithmetic.ts).
 */
export interface Price {
  excVat: number;
  incVat: number;
}

/**
 * One tariff's prices in one region, for one payment method, over one period: the catalogue's
 * unit of history. A price change closes the current period (sets `validTo`) and adds a new one;
 * a period that has started is never changed afterwards.
 */
export interface RatePeriod {
  productCode: string;
  kind: TariffKind;
  /** The grid supply point group of the region: `_A` ... `_P` (lambdas/contracts/distribution-regions.ts). */
  gsp: GspGroup;
  paymentMethod: PaymentMethod;
  /** First day the prices apply (UK date, YYYY-MM-DD), from the start of that day in UK time. */
  validFrom: string;
  /** First day they no longer apply (exclusive), or null while they have no end. */
  validTo: string | null;
  rates: Partial<Record<RateName, Price>>;
}

/** The 14 GSP group letters of Great Britain (I and O are not used). */
export const gspGroups = ['_A', '_B', '_C', '_D', '_E', '_F', '_G', '_H', '_J', '_K', '_L', '_M', '_N', '_P'] as const;
export type GspGroup = (typeof gspGroups)[number];

/** Region id (the distributor id starting every MPAN) -> GSP group, as in REGULATION.md's table. */
export const gspGroupOfRegion: Record<RegionId, GspGroup> = {
  10: '_A',
  11: '_B',
  12: '_C',
  13: '_D',
  14: '_E',
  15: '_F',
  16: '_G',
  17: '_P',
  18: '_N',
  19: '_J',
  20: '_H',
  21: '_K',
  22: '_L',
  23: '_M',
};

export function regionOfGspGroup(gsp: GspGroup): RegionId {
  const entry = Object.entries(gspGroupOfRegion).find(([, group]) => group === gsp);
  if (!entry) throw new Error(`Unknown GSP group ${gsp}`);
  return Number(entry[0]) as RegionId;
}

/**
 * A product as the Terms name it: a set of tariffs (one per kind it has, per region) sold
 * together, variable or fixed for a term. The products are reviewed code, not imported data: a
 * new product comes with its Terms (docs/product/tariffs.md › Products and named tariffs).
 */
export interface Product {
  code: string;
  displayName: string;
  fullName: string;
  description: string;
  isVariable: boolean;
  /** Months the prices are fixed for, from the customer's start date; null for a variable product. */
  termMonths: number | null;
  /** Charged per fuel for leaving before the last EXIT_FEE_FREE_DAYS of the term; 0 on variable products. */
  exitFeePencePerFuel: number;
  paymentMethods: readonly PaymentMethod[];
  kinds: readonly TariffKind[];
  /** UK dates: first day on sale, and the day it comes off sale (exclusive) or null. */
  availableFrom: string;
  availableTo: string | null;
}

/** BRAND.md: £75 per fuel on fixed tariffs, none in the last 49 days of the term, none on variable ones. */
export const FIXED_EXIT_FEE_PENCE_PER_FUEL = 7_500;
export const EXIT_FEE_FREE_DAYS = 49;

const allKinds = tariffKindNames;

function fixedProduct(months: 12 | 18 | 24): Product {
  return {
    code: `FERN-FIX-${months}M-26-10`,
    displayName: `Fixed ${months}M`,
    fullName: `Fernleaf Fixed ${months} Months October 2026`,
    description: `Unit rates and standing charges fixed for ${months} months from your start date, for Direct Debit customers.`,
    isVariable: false,
    termMonths: months,
    exitFeePencePerFuel: FIXED_EXIT_FEE_PENCE_PER_FUEL,
    paymentMethods: ['direct_debit_monthly'],
    kinds: allKinds,
    availableFrom: '2026-10-01',
    availableTo: null,
  };
}

/** Every product, current and past (the open API answers for past ones too). */
export const products: readonly Product[] = [
  {
    code: 'FERN-SVT-26-07',
    displayName: 'Standard Variable',
    fullName: 'Fernleaf Standard Variable Tariff',
    description:
      'Our standard variable tariff: prices at or below the price cap, no exit fees, 30 days notice of any change.',
    isVariable: true,
    termMonths: null,
    exitFeePencePerFuel: 0,
    paymentMethods: ['direct_debit_monthly', 'porob'],
    kinds: allKinds,
    availableFrom: '2026-07-01',
    availableTo: null,
  },
  fixedProduct(12),
  fixedProduct(18),
  fixedProduct(24),
];

/** The period of one tariff series that applies on a UK date, if any. */
export function periodOn(
  periods: readonly RatePeriod[],
  series: Pick<RatePeriod, 'productCode' | 'kind' | 'gsp' | 'paymentMethod'>,
  date: string,
): RatePeriod | undefined {
  return periods.find(
    (period) =>
      period.productCode === series.productCode &&
      period.kind === series.kind &&
      period.gsp === series.gsp &&
      period.paymentMethod === series.paymentMethod &&
      period.validFrom <= date &&
      (period.validTo === null || date < period.validTo),
  );
}

export function productByCode(code: string): Product | undefined {
  return products.find((product) => product.code === code);
}

/**
 * The tariff code the market's APIs use: kind prefix, product code, region letter
 * (E-1R-FERN-SVT-26-07-C is the single-rate electricity tariff of the variable product in London).
 */
export function tariffCode(productCode: string, kind: TariffKind, gsp: GspGroup): string {
  return `${tariffKinds[kind].codePrefix}-${productCode}-${gsp.slice(1)}`;
}

/** A tariff code taken apart, or undefined when it is not one of ours. */
export function parseTariffCode(code: string): { product: Product; kind: TariffKind; gsp: GspGroup } | undefined {
  const match = /^(E-1R|E-2R|G-1R)-(.+)-([A-P])$/.exec(code);
  if (!match) return undefined;
  const [, prefix, productCode = '', letter] = match;
  const kind = tariffKindNames.find((name) => tariffKinds[name].codePrefix === prefix);
  const product = productByCode(productCode);
  const gsp = gspGroups.find((group) => group === `_${letter}`);
  if (!kind || !product || !gsp || !product.kinds.includes(kind)) return undefined;
  return { product, kind, gsp };
}

/**
 * A tariff as the Terms name it and as the cards and labels show it: a product's tariffs for
 * the fuels a household buys together (Home Dual E7 SVT = the variable product's Economy 7
 * electricity and its gas).
 */
export interface NamedTariff {
  name: string;
  productCode: string;
  /** The product's tariffs it combines: one electricity kind and/or gas. */
  kinds: readonly TariffKind[];
}

const fuelCombinations = [
  { label: 'Dual', kinds: ['electricity_single', 'gas'] },
  { label: 'Dual E7', kinds: ['electricity_dual', 'gas'] },
  { label: 'Elec', kinds: ['electricity_single'] },
  { label: 'Elec E7', kinds: ['electricity_dual'] },
  { label: 'Gas', kinds: ['gas'] },
] as const satisfies readonly { label: string; kinds: readonly TariffKind[] }[];

/** 'Home Dual E7 SVT' -> 'home-dual-e7-svt': a named tariff in URLs (/Tariffs?tariff=). */
export function tariffSlug(name: string): string {
  return name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
}

/** Home Dual SVT, Home Dual E7 SVT, ..., Home Gas Fixed 24M: every product in every fuel combination. */
export const namedTariffs: readonly NamedTariff[] = products.flatMap((product) =>
  fuelCombinations.map(({ label, kinds }) => ({
    name: `Home ${label} ${product.isVariable ? 'SVT' : `Fixed ${product.termMonths}M`}`,
    productCode: product.code,
    kinds,
  })),
);
