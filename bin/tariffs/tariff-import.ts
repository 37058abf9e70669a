import type { RatePeriod } from '#contracts/tariff-catalogue';
import { periodKey, readPriceFile, type PriceFileProblem } from '#contracts/tariff-price-file';
import {
  CatalogueChangedError,
  publishCatalogue,
  readCatalogue,
  type CatalogueStore,
} from '../../lambdas/shared/tariff-catalogue-store.js';
import type { CatalogueVersion } from '#contracts/tariff-catalogue-table';
import { MAX_PRICE_FILE_BYTES, priceFileTooLargeMessage } from './price-file-source.js';
import { terminalSafe } from '#contracts/terminal-text';

/*
 * Publishing a price file (docs/product/tariffs.md › Importing prices): check it completely,
 * compare it with what is live, refuse anything that would rewrite history, then publish it as one
 * new version or not at all. Used by `npm run tariffs` (bin/tariffs.ts) and by the sandbox, which
 * starts from the sample file.
 */

export interface PeriodChange {
  key: string;
  before?: RatePeriod;
  after?: RatePeriod;
}

export interface CatalogueDiff {
  added: PeriodChange[];
  removed: PeriodChange[];
  changed: PeriodChange[];
  unchanged: number;
}

function samePeriod(a: RatePeriod, b: RatePeriod): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

/** Key order fixed, so two equal periods compare equal whatever order their fields came in. */
function normalised(period: RatePeriod) {
  const rates = Object.fromEntries(
    Object.entries(period.rates)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([rate, price]) => [rate, { excVat: price.excVat, incVat: price.incVat }]),
  );
  return { ...period, rates };
}

export function diffCatalogues(live: readonly RatePeriod[], next: readonly RatePeriod[]): CatalogueDiff {
  const before = new Map(live.map((period) => [periodKey(period), period]));
  const after = new Map(next.map((period) => [periodKey(period), period]));
  const diff: CatalogueDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const [key, period] of after) {
    const old = before.get(key);
    if (!old) diff.added.push({ key, after: period });
    else if (samePeriod(old, period)) diff.unchanged += 1;
    else diff.changed.push({ key, before: old, after: period });
  }
  for (const [key, period] of before) if (!after.has(key)) diff.removed.push({ key, before: period });
  return diff;
}

/**
 * History is kept: a period that has begun (valid_from on or before today) stays as it is, except
 * that an open one may be given an end from today on. Periods still to come may change or go.
 */
export function historyProblems(
  diff: CatalogueDiff,
  today: string,
  lineOf: (key: string) => number | null = () => null,
): PriceFileProblem[] {
  const problems: PriceFileProblem[] = [];
  // A removed period has no line: the message names what is missing.
  for (const { key, before } of diff.removed)
    if (before && before.validFrom <= today)
      problems.push({
        line: null,
        message: `${key} has begun and cannot be removed: it is missing from the file; end it with valid_to instead`,
      });
  for (const { key, before, after } of diff.changed) {
    if (!before || !after || before.validFrom > today) continue;
    const onlyEnded =
      before.validTo === null && after.validTo !== null && samePeriod({ ...before, validTo: after.validTo }, after);
    if (!onlyEnded)
      problems.push({ line: lineOf(key), message: `${key} has begun and cannot be changed: add a new period instead` });
    else if (after.validTo !== null && after.validTo < today)
      problems.push({
        line: lineOf(key),
        message: `${key} can be ended from today (${today}) on, not on ${after.validTo}`,
      });
  }
  return problems;
}

export type ImportReport =
  | { outcome: 'refused'; problems: PriceFileProblem[]; diff?: CatalogueDiff }
  | { outcome: 'checked'; diff: CatalogueDiff; live?: CatalogueVersion }
  | { outcome: 'published'; diff: CatalogueDiff; version: CatalogueVersion }
  | { outcome: 'unchanged'; diff: CatalogueDiff; live?: CatalogueVersion };

export interface ImportOptions {
  store: CatalogueStore;
  /** The file's text (CSV: lambdas/contracts/tariff-price-file.ts). */
  text: string;
  /** Check and compare only; write nothing. */
  dryRun: boolean;
  /** UK date (YYYY-MM-DD) the completeness and history rules are checked on. */
  today: string;
  now?: Date;
}

/** How often an import starts again when someone else published while it was comparing. */
export const MAX_IMPORT_ATTEMPTS = 3;

export async function importPriceFile(options: ImportOptions): Promise<ImportReport> {
  if (Buffer.byteLength(options.text) > MAX_PRICE_FILE_BYTES)
    return { outcome: 'refused', problems: [{ line: null, message: priceFileTooLargeMessage() }] };
  const file = readPriceFile(options.text, options.today);
  if (!file.ok) return { outcome: 'refused', problems: file.problems };
  const lineByKey = new Map(file.periods.map((period, at) => [periodKey(period), file.lines?.[at] ?? null]));
  for (let attempt = 1; ; attempt += 1) {
    const live = await readCatalogue(options.store);
    const diff = diffCatalogues(live?.periods ?? [], file.periods);
    const problems = historyProblems(diff, options.today, (key) => lineByKey.get(key) ?? null);
    if (problems.length > 0) return { outcome: 'refused', problems, diff };
    if (options.dryRun) return { outcome: 'checked', diff, live };
    if (live && diff.added.length + diff.removed.length + diff.changed.length === 0)
      return { outcome: 'unchanged', diff, live };
    try {
      // The pointer moves only if nobody published since `live` was read (the diff was made against it).
      const version = await publishCatalogue(options.store, file.periods, live, options.now);
      return { outcome: 'published', diff, version };
    } catch (error) {
      // Someone published meanwhile (another import, or a second server seeding the sample): compare
      // with what is live now. The same prices end as 'unchanged'; others are checked and published
      // against the new catalogue, its history rules included.
      if (!(error instanceof CatalogueChangedError) || attempt >= MAX_IMPORT_ATTEMPTS) throw error;
    }
  }
}

const MAX_LINES_PER_KIND = 30;
/** A refused file's problems printed at most (the count says how many more). */
export const MAX_PROBLEMS_PRINTED = 100;

function pricesOf(period: RatePeriod): string {
  return Object.entries(period.rates)
    .map(([rate, price]) => `${rate.replaceAll('_', ' ')} ${price.incVat.toFixed(2)}p`)
    .join(', ');
}

function changeOf({ before, after }: PeriodChange): string {
  if (!before || !after) return '';
  const parts: string[] = [];
  if (before.validTo !== after.validTo)
    parts.push(`valid_to ${before.validTo ?? 'none'} -> ${after.validTo ?? 'none'}`);
  for (const [rate, price] of Object.entries(after.rates)) {
    const old = before.rates[rate as keyof RatePeriod['rates']];
    if (!old || old.excVat !== price.excVat || old.incVat !== price.incVat)
      parts.push(
        `${rate.replaceAll('_', ' ')} ${old ? `${old.incVat.toFixed(2)}p` : 'none'} -> ${price.incVat.toFixed(2)}p`,
      );
  }
  return parts.join('; ');
}

function listed(marker: string, changes: PeriodChange[], describe: (change: PeriodChange) => string): string[] {
  const lines = changes.slice(0, MAX_LINES_PER_KIND).map((change) => `  ${marker} ${change.key}: ${describe(change)}`);
  if (changes.length > MAX_LINES_PER_KIND)
    lines.push(`  ${marker} ... and ${changes.length - MAX_LINES_PER_KIND} more`);
  return lines;
}

/** The import's report as the tool prints it: problems by line, or the diff and what was done (VAT-inclusive prices). */
export function formatImportReport(report: ImportReport): string {
  const lines: string[] = [];
  if (report.outcome === 'refused') {
    lines.push(
      `Refused: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}. Nothing was written.`,
    );
    for (const problem of report.problems.slice(0, MAX_PROBLEMS_PRINTED))
      lines.push(`  ${problem.line === null ? 'file' : `line ${problem.line}`}: ${problem.message}`);
    if (report.problems.length > MAX_PROBLEMS_PRINTED)
      lines.push(`  ... and ${report.problems.length - MAX_PROBLEMS_PRINTED} more: fix these and run it again`);
    return lines.map(terminalSafe).join('\n');
  }
  const { diff } = report;
  lines.push(
    '| periods | added | changed | removed | unchanged |',
    '| ------- | ----- | ------- | ------- | --------- |',
    `| ${diff.added.length + diff.changed.length + diff.unchanged} | ${diff.added.length} | ${diff.changed.length} | ${diff.removed.length} | ${diff.unchanged} |`,
    ...listed('+', diff.added, ({ after }) =>
      after ? `${pricesOf(after)} until ${after.validTo ?? 'further notice'}` : '',
    ),
    ...listed('~', diff.changed, changeOf),
    ...listed('-', diff.removed, () => 'removed (not yet begun)'),
  );
  if (report.outcome === 'checked') lines.push('Dry run: the file is valid. Nothing was written.');
  if (report.outcome === 'unchanged') lines.push('The file matches what is live. Nothing was written.');
  if (report.outcome === 'published')
    lines.push(`Published version ${report.version.version} (${report.version.periodCount} periods).`);
  return lines.map(terminalSafe).join('\n');
}
