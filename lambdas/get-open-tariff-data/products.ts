import { assumedUsage, combinedAnnualCostPence } from '#contracts/tariff-arithmetic';
import {
  gspGroups,
  products,
  tariffCode,
  type GspGroup,
  type PaymentMethod,
  type Product,
  type RatePeriod,
  type TariffKind,
} from '#contracts/tariff-catalogue';
import type { TypicalConsumptionSet } from '#contracts/regulator-parameters';
import { typicalConsumptionOn, type TypicalConsumption } from '#contracts/typical-consumption';
import { ukDate } from '#contracts/uk-date';
import { apiUrl } from './links.js';
import {
  chargePaymentMethods,
  PAYMENT_METHOD_PARAMETER,
  productPaymentKeys,
  type ProductPaymentKey,
} from './market-payment-methods.js';
import { activeAt, instantOf, rateSegment, ratesOfKind } from './periods.js';

/*
 * Products as the market's open APIs describe them (docs/open-tariff-api.md › Products): the
 * list, and one product with its tariffs in force at an instant, region by region and payment
 * method by payment method, with sample annual costs at the regulator's typical consumption.
 */

export interface Link {
  href: string;
  method: 'GET';
  rel: string;
}

export interface ProductSummary {
  code: string;
  direction: 'IMPORT';
  full_name: string;
  display_name: string;
  description: string;
  is_variable: boolean;
  is_green: boolean;
  is_tracker: boolean;
  is_prepay: boolean;
  is_business: boolean;
  is_restricted: boolean;
  term: number | null;
  available_from: string;
  available_to: string | null;
  brand: string;
  links: Link[];
}

export const BRAND_CODE = 'FERNLEAF';

/** Flags the market's APIs filter on; every Fernleaf product is a household, non-green, non-tracker credit tariff. */
export const productFlags = { is_green: false, is_tracker: false, is_prepay: false, is_business: false } as const;

export function productSummary(product: Product, origin: string): ProductSummary {
  return {
    code: product.code,
    direction: 'IMPORT',
    full_name: product.fullName,
    display_name: product.displayName,
    description: product.description,
    is_variable: product.isVariable,
    ...productFlags,
    is_restricted: false,
    term: product.termMonths,
    available_from: instantOf(product.availableFrom),
    available_to: product.availableTo === null ? null : instantOf(product.availableTo),
    brand: BRAND_CODE,
    links: [{ href: apiUrl(origin, `products/${product.code}/`), method: 'GET', rel: 'self' }],
  };
}

export function isAvailableAt(product: Product, at: Date): boolean {
  const day = ukDate(at);
  return product.availableFrom <= day && (product.availableTo === null || day < product.availableTo);
}

export interface ProductFilters {
  availableAt: Date;
  isVariable?: boolean;
  /** The market's `brand` filter: ours (any case) lists our products, any other brand none. */
  brand?: string;
  flags: Partial<Record<keyof typeof productFlags, boolean>>;
}

/** The products on sale at `availableAt` that match every filter given. */
export function listProducts(filters: ProductFilters): Product[] {
  return products.filter(
    (product) =>
      isAvailableAt(product, filters.availableAt) &&
      (filters.brand === undefined || filters.brand.toUpperCase() === BRAND_CODE) &&
      (filters.isVariable === undefined || product.isVariable === filters.isVariable) &&
      Object.entries(filters.flags).every(
        ([flag, wanted]) => wanted === undefined || productFlags[flag as keyof typeof productFlags] === wanted,
      ),
  );
}

export type Tariff = Record<string, string | number | Link[]>;

const tariffMapNames: Record<TariffKind, string> = {
  electricity_single: 'single_register_electricity_tariffs',
  electricity_dual: 'dual_register_electricity_tariffs',
  gas: 'single_register_gas_tariffs',
};

function tariffPath(product: Product, kind: TariffKind, gsp: GspGroup): string {
  const fuelPath = kind === 'gas' ? 'gas-tariffs' : 'electricity-tariffs';
  return `products/${product.code}/${fuelPath}/${tariffCode(product.code, kind, gsp)}/`;
}

/**
 * One tariff in force: its prices, exit fees and links to its charge histories. The links ask for
 * this tariff's payment method only (`?payment_method=`), so a client that takes the first item
 * of a history it followed from here gets this method's price, whatever it filters on.
 */
export function tariffOf(product: Product, period: RatePeriod, origin: string): Tariff {
  const tariff: Tariff = { code: tariffCode(product.code, period.kind, period.gsp) };
  const links: Link[] = [];
  for (const rate of ratesOfKind(period.kind)) {
    const price = period.rates[rate];
    if (price) {
      tariff[`${rate}_exc_vat`] = price.excVat;
      tariff[`${rate}_inc_vat`] = price.incVat;
    }
    links.push({
      href: apiUrl(origin, `${tariffPath(product, period.kind, period.gsp)}${rateSegment(rate)}/`, {
        [PAYMENT_METHOD_PARAMETER]: chargePaymentMethods[period.paymentMethod],
      }),
      method: 'GET',
      rel: `${rate}s`,
    });
  }
  Object.assign(tariff, {
    online_discount_exc_vat: 0,
    online_discount_inc_vat: 0,
    dual_fuel_discount_exc_vat: 0,
    dual_fuel_discount_inc_vat: 0,
    // Exit fees are compensation for ending a contract, outside the scope of VAT: the same with and without.
    exit_fees_exc_vat: product.exitFeePencePerFuel,
    exit_fees_inc_vat: product.exitFeePencePerFuel,
    exit_fees_type: product.exitFeePencePerFuel > 0 ? 'PER_FUEL' : 'NONE',
    links,
  });
  return tariff;
}

type TariffMaps = Record<string, Partial<Record<GspGroup, Partial<Record<ProductPaymentKey, Tariff>>>>>;

/** The product's periods in force at `at`, by kind, region and payment method. */
function periodsInForce(periods: readonly RatePeriod[], product: Product, at: Date) {
  const inForce = new Map<string, RatePeriod>();
  for (const period of periods) {
    if (period.productCode === product.code && activeAt(period, at))
      inForce.set(`${period.kind}|${period.gsp}|${period.paymentMethod}`, period);
  }
  return (kind: TariffKind, gsp: GspGroup, method: PaymentMethod) => inForce.get(`${kind}|${gsp}|${method}`);
}

/** The sample quotes the market's APIs give: which tariff kinds each combines. */
export const sampleQuoteKinds = {
  electricity_single_rate: ['electricity_single'],
  electricity_dual_rate: ['electricity_dual'],
  dual_fuel_single_rate: ['electricity_single', 'gas'],
  dual_fuel_dual_rate: ['electricity_dual', 'gas'],
} as const satisfies Record<string, readonly TariffKind[]>;
export type SampleQuoteName = keyof typeof sampleQuoteKinds;

export function sampleConsumption(product: Product, typical: TypicalConsumption) {
  const consumption: Partial<Record<SampleQuoteName, Record<string, number>>> = {};
  for (const [name, kinds] of Object.entries(sampleQuoteKinds) as [SampleQuoteName, readonly TariffKind[]][]) {
    if (!kinds.every((kind) => product.kinds.includes(kind))) continue;
    const usage: Record<string, number> = {};
    for (const kind of kinds) {
      const assumed = assumedUsage(kind, typical);
      if (kind === 'gas') usage.gas_standard = assumed.standard_unit_rate ?? 0;
      else if (kind === 'electricity_single') usage.electricity_standard = assumed.standard_unit_rate ?? 0;
      else Object.assign(usage, { electricity_day: assumed.day_unit_rate, electricity_night: assumed.night_unit_rate });
    }
    consumption[name] = usage;
  }
  return consumption;
}

interface AnnualCost {
  annual_cost_inc_vat: number;
  annual_cost_exc_vat: number;
}

/**
 * A combination's annual cost: each tariff's whole pence, then their sum, with and without VAT
 * (combinedAnnualCostPence, lambdas/contracts/tariff-arithmetic.ts), as the cards and labels add them up.
 */
export function combinedAnnualCost(periods: readonly RatePeriod[], typical: TypicalConsumption): AnnualCost {
  const cost = combinedAnnualCostPence(periods, typical);
  return { annual_cost_inc_vat: cost.incVat, annual_cost_exc_vat: cost.excVat };
}

/** The product with its tariffs in force at `at`, as GET /api/v1/products/{code}/ answers it. */
export function productDetail(
  product: Product,
  periods: readonly RatePeriod[],
  at: Date,
  origin: string,
  typicalSets: readonly TypicalConsumptionSet[],
) {
  const inForce = periodsInForce(periods, product, at);
  const tariffMaps: TariffMaps = Object.fromEntries(Object.values(tariffMapNames).map((name) => [name, {}]));
  const typical = typicalConsumptionOn(typicalSets, ukDate(at));
  const sampleQuotes: Partial<
    Record<GspGroup, Partial<Record<ProductPaymentKey, Partial<Record<SampleQuoteName, AnnualCost>>>>>
  > = {};
  for (const gsp of gspGroups) {
    for (const method of product.paymentMethods) {
      const key = productPaymentKeys[method];
      for (const kind of product.kinds) {
        const period = inForce(kind, gsp, method);
        if (!period) continue;
        const map = tariffMaps[tariffMapNames[kind]]!;
        (map[gsp] ??= {})[key] = tariffOf(product, period, origin);
      }
      if (!typical) continue;
      for (const [name, kinds] of Object.entries(sampleQuoteKinds) as [SampleQuoteName, readonly TariffKind[]][]) {
        const quotePeriods = kinds.map((kind) => inForce(kind, gsp, method));
        if (quotePeriods.some((period) => period === undefined)) continue;
        ((sampleQuotes[gsp] ??= {})[key] ??= {})[name] = combinedAnnualCost(quotePeriods as RatePeriod[], typical);
      }
    }
  }
  return {
    ...productSummary(product, origin),
    tariffs_active_at: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...tariffMaps,
    // The market's products have a fourth map; we sell no four-rate tariff, so it is always empty.
    four_rate_ev_electricity_tariffs: {},
    sample_quotes: sampleQuotes,
    sample_consumption: typical ? sampleConsumption(product, typical) : {},
  };
}
