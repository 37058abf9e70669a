import {
  gspGroupOfRegion,
  gspGroups,
  paymentMethods,
  products,
  ratesOf,
  tariffKindNames,
  type Price,
  type RateName,
  type RatePeriod,
} from './tariff-catalogue.js';
import { EXC_VAT_DECIMAL_PLACES, incVatOf, RATE_DECIMAL_PLACES, toScaledInteger } from './tariff-arithmetic.js';
import { coverageProblems, payOnReceiptProblems, type PriceFileProblem } from './tariff-price-file-rules.js';

/*
 * The pricing team's file (docs/product/tariffs.md › The price file): CSV, one row per tariff,
 * region, payment method and period, checked completely before anything is written. Every
 * problem names its line, so a bad file is fixed in one pass.
 */

const rateNames: readonly RateName[] = ['standing_charge', 'standard_unit_rate', 'day_unit_rate', 'night_unit_rate'];

export const priceFileColumns = [
  'product_code',
  'tariff_type',
  'gsp_group',
  'payment_method',
  'valid_from',
  'valid_to',
  ...rateNames.flatMap((rate) => [`${rate}_exc_vat`, `${rate}_inc_vat`]),
] as const;

/** Bounds outside which a price is a typing error, not a price (VAT excluded, pence). */
export const priceBounds = {
  unitRate: { min: 0.01, max: 100 },
  standingCharge: { min: 0, max: 200 },
} as const;

export type { PriceFileProblem };

export type PriceFileResult =
  /** `lines[i]` is the file's line of `periods[i]`. */
  { ok: true; periods: RatePeriod[]; lines?: number[] } | { ok: false; problems: PriceFileProblem[] };

/** A series: one tariff of one product in one region for one payment method, over time. */
export function seriesKey(period: Pick<RatePeriod, 'productCode' | 'kind' | 'gsp' | 'paymentMethod'>): string {
  return `${period.productCode} ${period.kind} ${period.gsp} ${period.paymentMethod}`;
}

export function periodKey(period: RatePeriod): string {
  return `${seriesKey(period)} from ${period.validFrom}`;
}

/**
 * The file's rows as text. Plain CSV: a header line, then comma-separated values with no quoting
 * (no value of this file contains a comma or a quote, so a quote is refused rather than guessed at).
 */
function readRows(text: string): {
  rows: { line: number; values: Record<string, string> }[];
  problems: PriceFileProblem[];
} {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((name) => name.trim());
  const problems: PriceFileProblem[] = [];
  const missing = priceFileColumns.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !(priceFileColumns as readonly string[]).includes(column));
  if (missing.length > 0) problems.push({ line: 1, message: `Missing columns: ${missing.join(', ')}` });
  if (unknown.length > 0) problems.push({ line: 1, message: `Unknown columns: ${unknown.join(', ')}` });
  if (problems.length > 0) return { rows: [], problems };

  const rows = [];
  for (const [index, raw] of lines.slice(1).entries()) {
    const line = index + 2;
    if (raw.trim() === '') continue;
    if (raw.includes('"')) {
      problems.push({ line, message: 'Quotes are not used in this file' });
      continue;
    }
    const cells = raw.split(',').map((cell) => cell.trim());
    if (cells.length !== header.length) {
      problems.push({ line, message: `Expected ${header.length} values, found ${cells.length}` });
      continue;
    }
    rows.push({ line, values: Object.fromEntries(header.map((column, at) => [column, cells[at] ?? ''])) });
  }
  return { rows, problems };
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

function readPrice(rate: RateName, excText: string, incText: string): { price?: Price; problem?: string } {
  const label = rate.replaceAll('_', ' ');
  if (!DECIMAL.test(excText) || !DECIMAL.test(incText))
    return { problem: `${label}: both prices must be numbers in pence, like 24.5000 and 25.73` };
  const excVat = Number(excText);
  const incVat = Number(incText);
  if (toScaledInteger(excVat, EXC_VAT_DECIMAL_PLACES) === undefined)
    return { problem: `${label}: the price without VAT has more than ${EXC_VAT_DECIMAL_PLACES} decimal places` };
  if (toScaledInteger(incVat, RATE_DECIMAL_PLACES) === undefined)
    return { problem: `${label}: the price with VAT has more than ${RATE_DECIMAL_PLACES} decimal places` };
  const bounds = rate === 'standing_charge' ? priceBounds.standingCharge : priceBounds.unitRate;
  if (excVat < bounds.min || excVat > bounds.max)
    return { problem: `${label}: ${excText}p is outside ${bounds.min}p to ${bounds.max}p` };
  const expected = incVatOf(excVat);
  if (incVat !== expected)
    return {
      problem: `${label}: with 5% VAT ${excText}p is ${expected.toFixed(RATE_DECIMAL_PLACES)}p, not ${incText}p`,
    };
  return { price: { excVat, incVat } };
}

function readPeriod(
  line: number,
  values: Record<string, string>,
): { period?: RatePeriod; problems: PriceFileProblem[] } {
  const problems: string[] = [];
  const product = products.find((series) => series.code === values.product_code);
  if (!product) problems.push(`unknown product_code "${values.product_code}"`);
  const kind = tariffKindNames.find((name) => name === values.tariff_type);
  if (!kind) problems.push(`tariff_type must be one of ${tariffKindNames.join(', ')}`);
  else if (product && !product.kinds.includes(kind)) problems.push(`${product.code} has no ${kind} tariff`);
  const gsp = gspGroups.find((group) => group === values.gsp_group);
  if (!gsp) problems.push(`gsp_group must be one of ${gspGroups.join(' ')}`);
  const paymentMethod = paymentMethods.find((method) => method === values.payment_method);
  if (!paymentMethod) problems.push(`payment_method must be one of ${paymentMethods.join(', ')}`);
  else if (product && !product.paymentMethods.includes(paymentMethod))
    problems.push(`${product.code} is not sold with ${paymentMethod}`);
  const validFrom = values.valid_from ?? '';
  const validTo = values.valid_to === '' ? null : (values.valid_to ?? null);
  if (!isCalendarDate(validFrom)) problems.push('valid_from must be a date written YYYY-MM-DD');
  if (validTo !== null && !isCalendarDate(validTo))
    problems.push('valid_to must be empty or a date written YYYY-MM-DD');
  else if (validTo !== null && validTo <= validFrom) problems.push('valid_to must be after valid_from');

  const rates: Partial<Record<RateName, Price>> = {};
  if (kind) {
    const needed = ratesOf(kind);
    for (const rate of rateNames) {
      const exc = values[`${rate}_exc_vat`] ?? '';
      const inc = values[`${rate}_inc_vat`] ?? '';
      if (!needed.includes(rate)) {
        if (exc !== '' || inc !== '') problems.push(`${rate.replaceAll('_', ' ')} is not a price of a ${kind} tariff`);
        continue;
      }
      if (exc === '' || inc === '') {
        problems.push(`${rate.replaceAll('_', ' ')} is missing`);
        continue;
      }
      const read = readPrice(rate, exc, inc);
      if (read.problem) problems.push(read.problem);
      else if (read.price) rates[rate] = read.price;
    }
    const day = rates.day_unit_rate;
    const night = rates.night_unit_rate;
    if (day && night && night.excVat >= day.excVat)
      problems.push('the night unit rate must be below the day unit rate');
  }
  if (problems.length > 0 || !product || !kind || !gsp || !paymentMethod)
    return { problems: problems.map((message) => ({ line, message })) };
  return {
    period: { productCode: product.code, kind, gsp, paymentMethod, validFrom, validTo, rates },
    problems: [],
  };
}

/** Periods of one series must follow each other: no overlap, no gap, only the last without an end. */
function checkSeries(periods: { line: number; period: RatePeriod }[]): PriceFileProblem[] {
  const sorted = [...periods].sort((a, b) => a.period.validFrom.localeCompare(b.period.validFrom));
  const problems: PriceFileProblem[] = [];
  for (const [index, current] of sorted.entries()) {
    const next = sorted[index + 1];
    if (!next) break;
    const { validTo } = current.period;
    const what = seriesKey(current.period);
    if (validTo === null)
      problems.push({ line: current.line, message: `${what}: only the latest period may have no valid_to` });
    else if (validTo > next.period.validFrom)
      problems.push({ line: next.line, message: `${what}: overlaps the period on line ${current.line}` });
    else if (validTo < next.period.validFrom)
      problems.push({
        line: next.line,
        message: `${what}: leaves a gap after the period on line ${current.line} (${validTo} to ${next.period.validFrom})`,
      });
  }
  return problems;
}

function coversDate(period: RatePeriod, date: string): boolean {
  return period.validFrom <= date && (period.validTo === null || date < period.validTo);
}

/**
 * Every product on sale on `today` (or from a later first day) has a price for each of its
 * tariffs, in each region, for each payment method, on that day.
 */
function checkComplete(periods: RatePeriod[], today: string): PriceFileProblem[] {
  const problems: PriceFileProblem[] = [];
  for (const product of products) {
    if (product.availableTo !== null && product.availableTo <= today) continue;
    const day = product.availableFrom > today ? product.availableFrom : today;
    const missing: string[] = [];
    for (const kind of product.kinds)
      for (const gsp of Object.values(gspGroupOfRegion))
        for (const paymentMethod of product.paymentMethods) {
          const key = seriesKey({ productCode: product.code, kind, gsp, paymentMethod });
          if (!periods.some((period) => seriesKey(period) === key && coversDate(period, day)))
            missing.push(`${kind} ${gsp} ${paymentMethod}`);
        }
    if (missing.length > 0)
      problems.push({
        line: null,
        message: `${product.code} has no price on ${day} for ${missing.length === 1 ? '' : `${missing.length} tariffs: `}${missing.slice(0, 6).join('; ')}${missing.length > 6 ? '; ...' : ''}`,
      });
  }
  return problems;
}

/**
 * Reads and checks a whole price file against the catalogue's products (lambdas/contracts/tariff-catalogue.ts).
 * `today` is a UK date (YYYY-MM-DD): completeness is checked for what is on sale from then.
 */
export function readPriceFile(text: string, today: string): PriceFileResult {
  const { rows, problems } = readRows(text);
  if (rows.length === 0 && problems.length === 0) problems.push({ line: null, message: 'The file has no prices' });
  const read: { line: number; period: RatePeriod }[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, values } of rows) {
    const result = readPeriod(line, values);
    problems.push(...result.problems);
    if (!result.period) continue;
    const key = periodKey(result.period);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      problems.push({ line, message: `${key} is already on line ${earlier}` });
      continue;
    }
    firstLineOf.set(key, line);
    read.push({ line, period: result.period });
  }
  const bySeries = new Map<string, typeof read>();
  for (const entry of read)
    bySeries.set(seriesKey(entry.period), [...(bySeries.get(seriesKey(entry.period)) ?? []), entry]);
  for (const series of bySeries.values()) problems.push(...checkSeries(series));
  problems.push(...payOnReceiptProblems(read));
  if (problems.length === 0)
    problems.push(
      ...checkComplete(
        read.map(({ period }) => period),
        today,
      ),
    );
  if (problems.length === 0) problems.push(...coverageProblems(read, today));
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
  return { ok: true, periods: read.map(({ period }) => period), lines: read.map(({ line }) => line) };
}

/** One period as a line of the file (the import tool's diff and the sample generator write these). */
export function priceFileLine(period: RatePeriod): string {
  const cells: Record<string, string> = {
    product_code: period.productCode,
    tariff_type: period.kind,
    gsp_group: period.gsp,
    payment_method: period.paymentMethod,
    valid_from: period.validFrom,
    valid_to: period.validTo ?? '',
  };
  for (const rate of rateNames) {
    const price = period.rates[rate];
    cells[`${rate}_exc_vat`] = price ? price.excVat.toFixed(EXC_VAT_DECIMAL_PLACES) : '';
    cells[`${rate}_inc_vat`] = price ? price.incVat.toFixed(RATE_DECIMAL_PLACES) : '';
  }
  return priceFileColumns.map((column) => cells[column]).join(',');
}
