import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { incVatOf, payOnReceiptRates } from '#contracts/tariff-arithmetic';
import {
  gspGroups,
  products,
  ratesOf,
  type GspGroup,
  type Product,
  type RateName,
  type RatePeriod,
  type TariffKind,
} from '#contracts/tariff-catalogue';
import { priceFileColumns, priceFileLine } from '#contracts/tariff-price-file';

/*
 * Writes the sandbox's SAMPLE price file (local/sandbox/data/tariff-prices.csv; docs/product/tariffs.md
 * › Sample prices): made-up prices built around the GB-average direct-debit cap rates of July to
 * September 2026 in REGULATION.md, varied by region. Not real prices. Run it with
 * `npx tsx local/sandbox/generate-tariff-prices.ts` after changing the products. The sample cap
 * itself is not in the price file: local/sandbox/regulator-figures.ts builds it from the same
 * levels, for the quarter that contains today and the next.
 */

/** GB averages, direct debit, VAT included (REGULATION.md › Price cap and typical consumption). */
const capJulySeptember2026 = {
  electricity: { unit: 26.11, standing: 57.19 },
  gas: { unit: 7.33, standing: 29.04 },
};

/** Per region: how its unit rates and standing charges compare with the GB average (made up). */
const regionFactors: Record<GspGroup, { unit: number; standing: number }> = {
  _A: { unit: 1.0, standing: 0.96 },
  _B: { unit: 0.98, standing: 0.95 },
  _C: { unit: 1.03, standing: 0.82 },
  _D: { unit: 1.02, standing: 1.22 },
  _E: { unit: 0.99, standing: 1.0 },
  _F: { unit: 0.97, standing: 1.02 },
  _G: { unit: 0.99, standing: 0.98 },
  _H: { unit: 1.01, standing: 0.97 },
  _J: { unit: 1.02, standing: 0.99 },
  _K: { unit: 1.0, standing: 1.12 },
  _L: { unit: 1.03, standing: 1.03 },
  _M: { unit: 0.98, standing: 0.97 },
  _N: { unit: 0.99, standing: 1.05 },
  _P: { unit: 1.0, standing: 1.14 },
};

/** The variable product's two periods and each fixed product's one, as a share of the July cap. */
const levels: { product: string; from: string; to: string | null; level: number }[] = [
  { product: 'FERN-SVT-26-07', from: '2026-07-01', to: '2026-10-01', level: 0.99 },
  { product: 'FERN-SVT-26-07', from: '2026-10-01', to: null, level: 0.985 },
  { product: 'FERN-FIX-12M-26-10', from: '2026-10-01', to: null, level: 0.96 },
  { product: 'FERN-FIX-18M-26-10', from: '2026-10-01', to: null, level: 0.97 },
  { product: 'FERN-FIX-24M-26-10', from: '2026-10-01', to: null, level: 0.98 },
];

/** Economy 7 unit rates against the single rate (made up, in the usual proportions). */
const economy7 = { day: 1.17, night: 0.62 };
/** BRAND.md: pay on receipt of bill costs 5% more per unit; the standing charge is the same. */
const POROB_UNIT_RATE_FACTOR = 1.05;

/** A VAT-exclusive price whose VAT-inclusive one is about `targetIncVat`. */
function price(targetIncVat: number) {
  const excVat = Math.round((targetIncVat / 1.05) * 10_000) / 10_000;
  return { excVat, incVat: incVatOf(excVat) };
}

/**
 * Made-up prices of one tariff kind, region and payment method at `level` times the July 2026
 * cap: ours (below) and the sample cap's (local/sandbox/regulator-figures.ts, at level 1).
 */
export function samplePrices(
  kind: TariffKind,
  gsp: GspGroup,
  paymentMethod: RatePeriod['paymentMethod'],
  level: number,
): Partial<Record<RateName, { excVat: number; incVat: number }>> {
  const fuel = kind === 'gas' ? capJulySeptember2026.gas : capJulySeptember2026.electricity;
  const region = regionFactors[gsp];
  // Gas prices vary less between regions than electricity's.
  const spread = (factor: number) => (kind === 'gas' ? 1 + (factor - 1) / 3 : factor);
  const unit = fuel.unit * level * spread(region.unit) * (paymentMethod === 'porob' ? POROB_UNIT_RATE_FACTOR : 1);
  const targets: Record<RateName, number> = {
    standard_unit_rate: unit,
    day_unit_rate: unit * economy7.day,
    night_unit_rate: unit * economy7.night,
    standing_charge: fuel.standing * spread(region.standing),
  };
  return Object.fromEntries(ratesOf(kind).map((rate) => [rate, price(targets[rate])]));
}

function period(
  product: Product,
  kind: TariffKind,
  gsp: GspGroup,
  paymentMethod: RatePeriod['paymentMethod'],
  level: (typeof levels)[number],
): RatePeriod {
  return {
    productCode: product.code,
    kind,
    gsp,
    paymentMethod,
    validFrom: level.from,
    validTo: level.to,
    rates: samplePrices(kind, gsp, paymentMethod, level.level),
  };
}

export function samplePeriods(): RatePeriod[] {
  return levels.flatMap((level) => {
    const product = products.find((candidate) => candidate.code === level.product)!;
    return product.kinds.flatMap((kind) =>
      gspGroups.flatMap((gsp) =>
        product.paymentMethods.map((method) => {
          const own = period(product, kind, gsp, method, level);
          // Our pay-on-receipt prices follow Direct Debit's by the one rule the import checks (payOnReceiptRates).
          if (method !== 'porob') return own;
          const directDebit = period(product, kind, gsp, 'direct_debit_monthly', level);
          return { ...own, rates: payOnReceiptRates(directDebit.rates) };
        }),
      ),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('./data/tariff-prices.csv', import.meta.url));
  writeFileSync(target, [priceFileColumns.join(','), ...samplePeriods().map(priceFileLine)].join('\n') + '\n');
  console.log(`Wrote ${target}`);
}
