import { payOnReceiptRates, EXC_VAT_DECIMAL_PLACES, RATE_DECIMAL_PLACES } from './tariff-arithmetic.js';
import { gspGroups, products, type Product, type RateName, type RatePeriod } from './tariff-catalogue.js';

/** A refusal of a price file (here, beside the rules, so the parser and its rules share it without a cycle). */
export interface PriceFileProblem {
  /** The file's line (the header is line 1), or null for a problem of the file as a whole. */
  line: number | null;
  message: string;
}

/*
 * Checks of a price file that relate one row to another (docs/product/tariffs.md › The price
 * file), kept apart from the reading of rows in tariff-price-file.ts.
 */

export interface ReadPeriod {
  line: number;
  period: RatePeriod;
}

const productCodes = new Set(products.map((product) => product.code));

function sameSeries(a: RatePeriod, b: RatePeriod): boolean {
  return a.productCode === b.productCode && a.kind === b.kind && a.gsp === b.gsp;
}

function sameDates(a: RatePeriod, b: RatePeriod): boolean {
  return a.validFrom === b.validFrom && a.validTo === b.validTo;
}

function overlap(a: RatePeriod, b: RatePeriod): boolean {
  return (a.validTo === null || b.validFrom < a.validTo) && (b.validTo === null || a.validFrom < b.validTo);
}

const money = (value: number, places: number) => `${value.toFixed(places)}p`;

/**
 * Each pay-on-receipt period of a product we sell follows the Direct Debit period of the same
 * tariff, region and dates by the one uplift rule (payOnReceiptRates in tariff-arithmetic.ts):
 * unit rates 5% above at the published precision, the same standing charge. The regulator's cap,
 * which the file may still carry, has its own levels and is not checked here.
 */
export function payOnReceiptProblems(read: readonly ReadPeriod[]): PriceFileProblem[] {
  const problems: PriceFileProblem[] = [];
  for (const { line, period } of read) {
    if (period.paymentMethod !== 'porob' || !productCodes.has(period.productCode)) continue;
    const overlapping = read.filter(
      (candidate) =>
        candidate.period.paymentMethod === 'direct_debit_monthly' &&
        sameSeries(candidate.period, period) &&
        overlap(candidate.period, period),
    );
    // No Direct Debit price for these days at all: the completeness check names what is missing.
    if (overlapping.length === 0) continue;
    const directDebit = overlapping.find((candidate) => sameDates(candidate.period, period));
    if (!directDebit) {
      problems.push({
        line,
        message: `porob prices change on the days Direct Debit's do: ${period.productCode} ${period.kind} ${period.gsp} from ${period.validFrom} to ${period.validTo ?? 'no end'} has no direct_debit_monthly period with the same dates (see line ${overlapping[0]!.line})`,
      });
      continue;
    }
    const expected = payOnReceiptRates(directDebit.period.rates);
    for (const [rate, price] of Object.entries(period.rates) as [
      RateName,
      NonNullable<RatePeriod['rates'][RateName]>,
    ][]) {
      const want = expected[rate];
      if (!want || (want.excVat === price.excVat && want.incVat === price.incVat)) continue;
      const rule =
        rate === 'standing_charge'
          ? `is Direct Debit's (line ${directDebit.line})`
          : `is Direct Debit's ${money(directDebit.period.rates[rate]!.incVat, RATE_DECIMAL_PLACES)} (line ${directDebit.line}) plus 5%`;
      problems.push({
        line,
        message: `${rate.replaceAll('_', ' ')}: pay on receipt of bill ${rule}: ${money(want.excVat, EXC_VAT_DECIMAL_PLACES)} without VAT and ${money(want.incVat, RATE_DECIMAL_PLACES)} with it, not ${money(price.excVat, EXC_VAT_DECIMAL_PLACES)} and ${money(price.incVat, RATE_DECIMAL_PLACES)}`,
      });
    }
  }
  return problems;
}

/**
 * Every tariff on sale, in every region, payment method and meter type, has exactly one price for
 * every day from `today` (or its first day on sale, if later) until it is withdrawn (`availableTo`,
 * exclusive; with none, for ever): the file is refused with the tariff, region, method and first
 * uncovered day, and the line of the period the gap follows when there is one. Overlaps are
 * refused earlier, by the series check of tariff-price-file.ts.
 */
export function coverageProblems(
  read: readonly ReadPeriod[],
  today: string,
  onSale: readonly Product[] = products,
): PriceFileProblem[] {
  const problems: PriceFileProblem[] = [];
  for (const product of onSale) {
    const start = product.availableFrom > today ? product.availableFrom : today;
    const end = product.availableTo;
    if (end !== null && end <= start) continue;
    for (const kind of product.kinds)
      for (const gsp of gspGroups)
        for (const method of product.paymentMethods) {
          const series = read
            .filter(
              ({ period }) =>
                period.productCode === product.code &&
                period.kind === kind &&
                period.gsp === gsp &&
                period.paymentMethod === method,
            )
            .sort((a, b) => a.period.validFrom.localeCompare(b.period.validFrom));
          const gap = firstUncoveredDay(series, start, end);
          if (!gap) continue;
          const until = end === null ? 'it is on sale until further notice' : `it is on sale until ${end}`;
          problems.push({
            line: gap.after?.line ?? null,
            message: `${product.code} ${kind} ${gsp} ${method} has no price from ${gap.day}, though ${until}${
              gap.after ? ` (its period on this line ends then)` : ''
            }`,
          });
        }
  }
  return problems;
}

/** The first day in [start, end) no period covers, with the period it follows; undefined when covered. */
function firstUncoveredDay(
  series: readonly ReadPeriod[],
  start: string,
  end: string | null,
): { day: string; after?: ReadPeriod } | undefined {
  let day = start;
  let after: ReadPeriod | undefined;
  for (const entry of series) {
    const { validFrom, validTo } = entry.period;
    if (validTo !== null && validTo <= day) {
      after = entry;
      continue;
    }
    if (validFrom > day) return { day, after };
    if (validTo === null) return undefined;
    day = validTo;
    after = entry;
    if (end !== null && day >= end) return undefined;
  }
  if (end !== null && day >= end) return undefined;
  return { day, after: after && after.period.validTo === day ? after : undefined };
}
