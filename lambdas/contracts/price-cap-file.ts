import { gspGroups, type GspGroup } from './tariff-catalogue.js';
import { paymentMethods, type PaymentMethod } from './payment-methods.js';
import { EXC_VAT_DECIMAL_PLACES, incVatOf, RATE_DECIMAL_PLACES, toScaledInteger } from './tariff-arithmetic.js';
import { isCalendarDate } from './tariff-price-file.js';
import {
  capKinds,
  capRatesOf,
  type CapKind,
  type CapPeriodPart,
  type CapRateName,
  type TypicalConsumptionSet,
} from './regulator-parameters.js';

/*
 * The file ops give `npm run price-cap -- set` (docs/operations.md › The regulator's figures):
 * CSV, either a price-cap file (one row per period, meter type, region and payment method) or a
 * typical consumption file (one row per set of values), told apart by the header. The whole file
 * is checked before anything is written; every problem names its line.
 */

export const PRICE_CAP_FILE_MAX_BYTES = 256 * 1024;

const capRates: readonly CapRateName[] = ['standing_charge', 'standard_unit_rate', 'day_unit_rate', 'night_unit_rate'];

export const capFileColumns = [
  'valid_from',
  'valid_to',
  'tariff_type',
  'gsp_group',
  'payment_method',
  ...capRates.flatMap((rate) => [`${rate}_exc_vat`, `${rate}_inc_vat`]),
] as const;

/** `source` is last, so its words may hold commas. */
export const typicalConsumptionFileColumns = [
  'valid_from',
  'electricity_single_rate_kwh',
  'electricity_multi_rate_kwh',
  'economy7_day_percent',
  'gas_kwh',
  'source',
] as const;

export interface FileProblem {
  /** The file's line (the header is line 1), or null for the file as a whole. */
  line: number | null;
  message: string;
}

/** One period as the file gives it: every meter type and payment method, every region. */
export interface CapPeriodFromFile {
  validFrom: string;
  validTo: string;
  /** The first line of the period, for messages about the period as a whole. */
  line: number;
  parts: CapPeriodPart[];
}

export type RegulatorFile =
  | { ok: true; kind: 'price-cap'; periods: CapPeriodFromFile[] }
  | { ok: true; kind: 'typical-consumption'; sets: TypicalConsumptionSet[] }
  | { ok: false; problems: FileProblem[] };

const DECIMAL = /^\d+(?:\.\d+)?$/;

function lines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/);
}

function readCapPrice(rate: CapRateName, exc: string, inc: string): { price?: [number, number]; problem?: string } {
  const label = rate.replaceAll('_', ' ');
  if (exc === '' || inc === '') return { problem: `${label} is missing` };
  if (!DECIMAL.test(exc) || !DECIMAL.test(inc))
    return { problem: `${label}: both figures must be numbers in pence, like 24.5000 and 25.73` };
  const excVat = Number(exc);
  const incVat = Number(inc);
  if (excVat <= 0 || incVat <= 0) return { problem: `${label}: figures must be more than 0` };
  if (toScaledInteger(excVat, EXC_VAT_DECIMAL_PLACES) === undefined)
    return { problem: `${label}: the figure without VAT has more than ${EXC_VAT_DECIMAL_PLACES} decimal places` };
  const expected = incVatOf(excVat);
  if (incVat !== expected)
    return {
      problem: `${label}: with 5% VAT ${exc}p is ${expected.toFixed(RATE_DECIMAL_PLACES)}p (rounded half up to ${RATE_DECIMAL_PLACES} places), not ${inc}p`,
    };
  return { price: [excVat, incVat] };
}

interface CapRow {
  line: number;
  validFrom: string;
  validTo: string;
  kind: CapKind;
  paymentMethod: PaymentMethod;
  gsp: GspGroup;
  rates: Partial<Record<CapRateName, [number, number]>>;
}

function readCapRow(line: number, values: Record<string, string>): { row?: CapRow; problems: string[] } {
  const problems: string[] = [];
  const validFrom = values.valid_from ?? '';
  const validTo = values.valid_to ?? '';
  if (!isCalendarDate(validFrom)) problems.push('valid_from must be a date written YYYY-MM-DD');
  if (validTo === '') problems.push('valid_to is missing: every cap period has an end (the first day after it)');
  else if (!isCalendarDate(validTo)) problems.push('valid_to must be a date written YYYY-MM-DD');
  else if (validTo <= validFrom) problems.push('valid_to must be after valid_from');
  const kind = capKinds.find((name) => name === values.tariff_type);
  if (!kind) problems.push(`tariff_type must be one of ${capKinds.join(', ')}`);
  const gsp = gspGroups.find((group) => group === values.gsp_group);
  if (!gsp) problems.push(`gsp_group must be one of ${gspGroups.join(' ')}`);
  const paymentMethod = paymentMethods.find((method) => method === values.payment_method);
  if (!paymentMethod) problems.push(`payment_method must be one of ${paymentMethods.join(', ')}`);
  const rates: CapRow['rates'] = {};
  if (kind) {
    for (const rate of capRates) {
      const exc = values[`${rate}_exc_vat`] ?? '';
      const inc = values[`${rate}_inc_vat`] ?? '';
      if (!capRatesOf[kind].includes(rate)) {
        if (exc !== '' || inc !== '') problems.push(`${rate.replaceAll('_', ' ')} is not a figure of ${kind}`);
        continue;
      }
      const read = readCapPrice(rate, exc, inc);
      if (read.problem) problems.push(read.problem);
      else if (read.price) rates[rate] = read.price;
    }
  }
  if (problems.length > 0 || !kind || !gsp || !paymentMethod) return { problems };
  return { row: { line, validFrom, validTo, kind, paymentMethod, gsp, rates }, problems: [] };
}

/** Rows into periods: every meter type, method and region once, one end per period, one after the other. */
function periodsOf(rows: CapRow[]): { periods: CapPeriodFromFile[]; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const byStart = new Map<string, CapRow[]>();
  for (const row of rows) byStart.set(row.validFrom, [...(byStart.get(row.validFrom) ?? []), row]);
  const periods: CapPeriodFromFile[] = [];
  for (const [validFrom, periodRows] of [...byStart].sort(([a], [b]) => a.localeCompare(b))) {
    const first = periodRows[0]!;
    const seen = new Map<string, number>();
    for (const row of periodRows) {
      if (row.validTo !== first.validTo)
        problems.push({
          line: row.line,
          message: `valid_to ${row.validTo} differs from line ${first.line}'s ${first.validTo} for the period from ${validFrom}`,
        });
      const key = `${row.kind} ${row.gsp} ${row.paymentMethod}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        problems.push({ line: row.line, message: `${key} from ${validFrom} is already on line ${earlier}` });
      else seen.set(key, row.line);
    }
    const missing = capKinds.flatMap((kind) =>
      paymentMethods.flatMap((method) =>
        gspGroups.filter((gsp) => !seen.has(`${kind} ${gsp} ${method}`)).map((gsp) => `${kind} ${gsp} ${method}`),
      ),
    );
    if (missing.length > 0)
      problems.push({
        line: first.line,
        message: `the period from ${validFrom} (line ${first.line}) has no row for ${missing.length === 1 ? '' : `${missing.length} combinations: `}${missing.slice(0, 6).join('; ')}${missing.length > 6 ? '; ...' : ''}`,
      });
    const parts = capKinds.flatMap((kind) =>
      paymentMethods.map((paymentMethod): CapPeriodPart => {
        const rates = Object.fromEntries(
          periodRows
            .filter((row) => row.kind === kind && row.paymentMethod === paymentMethod)
            .map((row) => [row.gsp, row.rates]),
        ) as CapPeriodPart['rates'];
        return { validFrom, validTo: first.validTo, kind, paymentMethod, rates };
      }),
    );
    periods.push({ validFrom, validTo: first.validTo, line: first.line, parts });
  }
  for (const [at, period] of periods.entries()) {
    const before = periods[at - 1];
    if (!before) continue;
    if (period.validFrom < before.validTo)
      problems.push({
        line: period.line,
        message: `the period from ${period.validFrom} overlaps the one from ${before.validFrom} (line ${before.line}), which ends on ${before.validTo}`,
      });
    else if (period.validFrom > before.validTo)
      problems.push({
        line: period.line,
        message: `the period from ${period.validFrom} does not start the day the one from ${before.validFrom} (line ${before.line}) ends (${before.validTo})`,
      });
  }
  return { periods, problems };
}

function readTypicalRow(cells: string[]): { set?: TypicalConsumptionSet; problems: string[] } {
  const [validFrom = '', single = '', multi = '', dayPercent = '', gas = ''] = cells
    .slice(0, 5)
    .map((cell) => cell.trim());
  const source = cells.slice(5);
  const problems: string[] = [];
  if (!isCalendarDate(validFrom)) problems.push('valid_from must be a date written YYYY-MM-DD');
  const whole = (name: string, text: string, max: number) => {
    if (!/^\d+$/.test(text) || Number(text) <= 0 || Number(text) > max)
      problems.push(`${name} must be a whole number from 1 to ${max}, not "${text}"`);
    return Number(text);
  };
  const set: TypicalConsumptionSet = {
    validFrom,
    electricitySingleRateKwh: whole('electricity_single_rate_kwh', single, 100_000),
    electricityMultiRateKwh: whole('electricity_multi_rate_kwh', multi, 100_000),
    economy7DayPercent: whole('economy7_day_percent', dayPercent, 99),
    gasKwh: whole('gas_kwh', gas, 100_000),
    source: source.join(',').trim(),
  };
  if (set.source === '') problems.push('source is missing: say where the figures come from');
  return problems.length > 0 ? { problems } : { set, problems };
}

/** Reads and checks a whole file: a price-cap file or a typical consumption file, by its header. */
export function readRegulatorFile(text: string): RegulatorFile {
  if (new TextEncoder().encode(text).length > PRICE_CAP_FILE_MAX_BYTES)
    return {
      ok: false,
      problems: [{ line: null, message: `The file is larger than ${PRICE_CAP_FILE_MAX_BYTES / 1024} KB` }],
    };
  const [headerLine = '', ...body] = lines(text);
  const header = headerLine.split(',').map((name) => name.trim());
  const isTypical = header.join(',') === typicalConsumptionFileColumns.join(',');
  const missing = capFileColumns.filter((column) => !header.includes(column));
  if (!isTypical && missing.length > 0)
    return {
      ok: false,
      problems: [
        {
          line: 1,
          message: `The header is neither a price-cap file's (${capFileColumns.join(',')}) nor a typical consumption file's (${typicalConsumptionFileColumns.join(',')})`,
        },
      ],
    };
  const problems: FileProblem[] = [];
  const capRows: CapRow[] = [];
  const sets: { line: number; set: TypicalConsumptionSet }[] = [];
  for (const [index, raw] of body.entries()) {
    const line = index + 2;
    if (raw.trim() === '') continue;
    if (raw.includes('"')) {
      problems.push({ line, message: 'Quotes are not used in this file' });
      continue;
    }
    const cells = raw.split(',').map((cell) => cell.trim());
    if (isTypical) {
      const read = readTypicalRow(raw.split(','));
      problems.push(...read.problems.map((message) => ({ line, message })));
      if (read.set) sets.push({ line, set: read.set });
      continue;
    }
    if (cells.length !== header.length) {
      problems.push({ line, message: `Expected ${header.length} values, found ${cells.length}` });
      continue;
    }
    const read = readCapRow(line, Object.fromEntries(header.map((column, at) => [column, cells[at] ?? ''])));
    problems.push(...read.problems.map((message) => ({ line, message })));
    if (read.row) capRows.push(read.row);
  }
  if (capRows.length === 0 && sets.length === 0 && problems.length === 0)
    problems.push({ line: null, message: 'The file has no figures' });
  const sorted = (list: FileProblem[]) => list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (isTypical) {
    const byDate = new Map<string, number>();
    for (const { line, set } of sets) {
      const earlier = byDate.get(set.validFrom);
      if (earlier !== undefined)
        problems.push({ line, message: `a set from ${set.validFrom} is already on line ${earlier}` });
      byDate.set(set.validFrom, line);
    }
    if (problems.length > 0) return { ok: false, problems: sorted(problems) };
    return {
      ok: true,
      kind: 'typical-consumption',
      sets: sets.map(({ set }) => set).sort((a, b) => a.validFrom.localeCompare(b.validFrom)),
    };
  }
  const { periods, problems: periodProblems } = periodsOf(capRows);
  problems.push(...periodProblems);
  if (problems.length > 0) return { ok: false, problems: sorted(problems) };
  return { ok: true, kind: 'price-cap', periods };
}
