import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, type Product, type RatePeriod } from '#contracts/tariff-catalogue';
import { priceFileColumns, readPriceFile } from '#contracts/tariff-price-file';
import { coverageProblems, type ReadPeriod } from '#contracts/tariff-price-file-rules';
import { startLocalDynamoDb, type LocalDynamoDb } from '../../../../local/dynamodb-local';
import { SAMPLE_PRICE_FILE, seedSampleCatalogue } from '../../../../local/sandbox/tariff-catalogue';
import {
  MAX_PRICE_FILE_BYTES,
  priceFileTooLargeMessage,
  readPriceFileSource,
} from '../../../../bin/tariffs/price-file-source';
import { currentVersion, readCatalogue, storeFromEnvironment } from '../../../../lambdas/shared/tariff-catalogue-store';
import { formatImportReport, importPriceFile, MAX_PROBLEMS_PRINTED } from '../../../../bin/tariffs/tariff-import';
import { isUnsafeForTerminal, terminalSafe } from '#contracts/terminal-text';

/* docs/product/tariffs.md › Importing prices: an import that cannot open a gap, and is safe to run. */

const TODAY = '2026-11-25';
const sample = readFileSync(SAMPLE_PRICE_FILE, 'utf8');
const lines = sample.trimEnd().split('\n');
const LONDON_DD = 'FERN-SVT-26-07,electricity_single,_C,direct_debit_monthly,2026-10-01,';
const LONDON_POROB = 'FERN-SVT-26-07,electricity_single,_C,porob,2026-10-01,';
const FIXED_LONDON = 'FERN-FIX-12M-26-10,electricity_single,_C,direct_debit_monthly,2026-10-01,';

function withCell(prefix: string, column: string, value: string, text = lines): string[] {
  return text.map((row) => {
    if (!row.startsWith(prefix)) return row;
    const cells = row.split(',');
    cells[priceFileColumns.indexOf(column)] = value;
    return cells.join(',');
  });
}
const lineOf = (prefix: string) => lines.findIndex((row) => row.startsWith(prefix)) + 1;

describe('every tariff on sale has a price for every future day until it is withdrawn', () => {
  it('refuses a last period that ends in the future with nothing after it, naming tariff, region, method, day and line', () => {
    const text = withCell(FIXED_LONDON, 'valid_to', '2027-01-01').join('\n');
    const result = readPriceFile(text, TODAY);
    expect(!result.ok && result.problems).toEqual([
      {
        line: lineOf(FIXED_LONDON),
        message:
          'FERN-FIX-12M-26-10 electricity_single _C direct_debit_monthly has no price from 2027-01-01, though it is on sale until further notice (its period on this line ends then)',
      },
    ]);
  });

  it('checks each payment method on its own (pay on receipt ending alone is refused too)', () => {
    const ddEnded = withCell(LONDON_DD, 'valid_to', '2027-01-01');
    const bothEnded = withCell(LONDON_POROB, 'valid_to', '2027-01-01', ddEnded);
    const result = readPriceFile(bothEnded.join('\n'), TODAY);
    expect(!result.ok && result.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^FERN-SVT-26-07 electricity_single _C direct_debit_monthly has no price from 2027-01-01/),
      expect.stringMatching(/^FERN-SVT-26-07 electricity_single _C porob has no price from 2027-01-01/),
    ]);
  });

  const period = (validFrom: string, validTo: string | null, line: number): ReadPeriod => ({
    line,
    period: {
      productCode: 'FERN-FIX-12M-26-10',
      kind: 'gas',
      gsp: '_A',
      paymentMethod: 'direct_debit_monthly',
      validFrom,
      validTo,
      rates: {},
    } satisfies RatePeriod,
  });
  const onlyGasA = (product: Product): Product => ({ ...product, kinds: ['gas'] });
  const fixed12 = products.find((product) => product.code === 'FERN-FIX-12M-26-10')!;
  const problemsOf = (read: ReadPeriod[], product: Product) =>
    coverageProblems(read, TODAY, [onlyGasA(product)]).filter((problem) => problem.message.includes(' gas _A '));

  it('at a clock change: a period ending on the day British Summer Time starts is followed by one from that day, else refused', () => {
    // 28 March 2027 is 23 hours long in the UK; prices change on UK dates, so nothing is lost or doubled.
    expect(problemsOf([period('2026-10-01', '2027-03-28', 2), period('2027-03-28', null, 3)], fixed12)).toEqual([]);
    expect(problemsOf([period('2026-10-01', '2027-03-28', 2)], fixed12)).toEqual([
      {
        line: 2,
        message:
          'FERN-FIX-12M-26-10 gas _A direct_debit_monthly has no price from 2027-03-28, though it is on sale until further notice (its period on this line ends then)',
      },
    ]);
  });

  it('at a withdrawal: prices must reach the day the product comes off sale, not beyond it', () => {
    const withdrawn = { ...fixed12, availableTo: '2027-01-01' };
    expect(problemsOf([period('2026-10-01', '2027-01-01', 2)], withdrawn)).toEqual([]);
    expect(problemsOf([period('2026-10-01', null, 2)], withdrawn)).toEqual([]);
    expect(problemsOf([period('2026-10-01', '2026-12-15', 2)], withdrawn)).toEqual([
      {
        line: 2,
        message:
          'FERN-FIX-12M-26-10 gas _A direct_debit_monthly has no price from 2026-12-15, though it is on sale until 2027-01-01 (its period on this line ends then)',
      },
    ]);
    // Withdrawn already: nothing to check.
    expect(problemsOf([], { ...fixed12, availableTo: '2026-11-01' })).toEqual([]);
  });

  it('names what is missing when a tariff has no period at all from today', () => {
    expect(problemsOf([], fixed12)).toEqual([
      {
        line: null,
        message:
          'FERN-FIX-12M-26-10 gas _A direct_debit_monthly has no price from 2026-11-25, though it is on sale until further notice',
      },
    ]);
  });
});

describe('output safe for a terminal, and bounded', () => {
  it('shows control characters escaped, never sends them', () => {
    expect(terminalSafe('a\u001b[2Jb\rc\u0007\u009b\u202e\td')).toBe('a\\x1b[2Jb\\x0dc\\x07\\x9b\\u202e\td');
  });

  it('prints a hostile file as escapes: a screen clear cannot hide or fake the refusal', async () => {
    const hostile = withCell(LONDON_DD, 'product_code', '\u001b[2J\u001b[HAll good: published').join('\n');
    const report = await importPriceFile({ store: undefined as never, text: hostile, dryRun: true, today: TODAY });
    const printed = formatImportReport(report);
    expect(printed).toMatch(/^Refused: /);
    expect(printed).toContain('unknown product_code "\\x1b[2J\\x1b[HAll good: published"');
    const unsafe = [...printed].filter((char) => char !== '\n' && isUnsafeForTerminal(char.codePointAt(0) ?? 0));
    expect(unsafe).toEqual([]);
  });

  it(`prints at most ${MAX_PROBLEMS_PRINTED} problems and says how many more`, async () => {
    const bad = [lines[0], ...Array.from({ length: 250 }, () => 'x')].join('\n');
    const printed = formatImportReport(
      await importPriceFile({ store: undefined as never, text: bad, dryRun: true, today: TODAY }),
    );
    expect(printed.split('\n')).toHaveLength(1 + MAX_PROBLEMS_PRINTED + 1);
    expect(printed).toMatch(/\.\.\. and 150 more: fix these and run it again$/);
  });

  it('refuses a file over the size limit before reading it whole, with a clear message', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'price-file-'));
    const big = join(folder, 'big.csv');
    writeFileSync(big, 'x'.repeat(1001));
    expect(readPriceFileSource(big, 1000)).toEqual({ ok: false, message: priceFileTooLargeMessage(1000) });
    expect(readPriceFileSource(big, 1001)).toEqual({ ok: true, text: 'x'.repeat(1001) });
    // A device that never ends is refused at the limit too.
    expect(readPriceFileSource('/dev/zero', 1000).ok).toBe(false);
    expect(readPriceFileSource(join(folder, 'none.csv'))).toEqual({
      ok: false,
      message: `Cannot read ${join(folder, 'none.csv')}`,
    });
    expect(priceFileTooLargeMessage()).toBe(
      'The file is over 2 MB, larger than any price file: check it is the right file. Nothing was read.',
    );
    const report = await importPriceFile({
      store: undefined as never,
      text: 'x'.repeat(MAX_PRICE_FILE_BYTES + 1),
      dryRun: true,
      today: TODAY,
    });
    expect(report).toEqual({ outcome: 'refused', problems: [{ line: null, message: priceFileTooLargeMessage() }] });
  });
});

describe('two imports at once', () => {
  let dynamoDb: LocalDynamoDb;
  let tableCount = 0;
  beforeAll(async () => {
    dynamoDb = await startLocalDynamoDb();
  });
  afterAll(() => dynamoDb.close());

  async function freshTable() {
    tableCount += 1;
    const tables = await startLocalDynamoDb({
      endpoint: dynamoDb.environment.DYNAMODB_ENDPOINT,
      tableName: `safety-idempotency-${tableCount}`,
      catalogueTableName: `safety-catalogue-${tableCount}`,
    });
    return tables.environment;
  }

  /** The sample price file's periods (its rows), counted from the file itself. */
  const samplePeriodCount = () => sample.trim().split('\n').length - 1;

  it('of the same file: one publishes, the other finds the catalogue as it wanted', async () => {
    const environment = await freshTable();
    const store = storeFromEnvironment(environment);
    const reports = await Promise.all(
      [1, 2].map(() => importPriceFile({ store, text: sample, dryRun: false, today: TODAY })),
    );
    expect(reports.map((report) => report.outcome).sort()).toEqual(['published', 'unchanged']);
    expect((await readCatalogue(store))?.periods).toHaveLength(samplePeriodCount());
  });

  it('of two different files: both publish, the second against the first (no crash, nothing lost)', async () => {
    const environment = await freshTable();
    const store = storeFromEnvironment(environment);
    const later =
      `${withCell('FERN-FIX-12M-26-10,gas,_A,direct_debit_monthly,2026-10-01,', 'valid_to', '2027-02-01').join('\n')}\n` +
      'FERN-FIX-12M-26-10,gas,_A,direct_debit_monthly,2027-02-01,,25.0000,26.25,7.0000,7.35,,,,\n';
    const reports = await Promise.all(
      [sample, later].map((text) => importPriceFile({ store, text, dryRun: false, today: TODAY })),
    );
    expect(reports.map((report) => report.outcome)).toEqual(['published', 'published']);
    const live = await readCatalogue(store);
    expect([samplePeriodCount(), samplePeriodCount() + 1]).toContain(live?.periods.length);
  });

  it('two servers seeding the sample at the same moment: neither crashes, one catalogue is live', async () => {
    const environment = await freshTable();
    await expect(
      Promise.all([seedSampleCatalogue(environment), seedSampleCatalogue(environment)]),
    ).resolves.toBeDefined();
    expect((await currentVersion(storeFromEnvironment(environment)))?.periodCount).toBe(samplePeriodCount());
  });
});
