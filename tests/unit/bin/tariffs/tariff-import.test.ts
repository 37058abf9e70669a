import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceFileColumns } from '#contracts/tariff-price-file';
import { startLocalDynamoDb, type LocalDynamoDb } from '../../../../local/dynamodb-local';
import { SAMPLE_PRICE_FILE } from '../../../../local/sandbox/tariff-catalogue';
import {
  CatalogueChangedError,
  currentVersion,
  loadCatalogue,
  forgetCachedCatalogue,
  publishCatalogue,
  readCatalogue,
  storeFromEnvironment,
  type CatalogueStore,
} from '../../../../lambdas/shared/tariff-catalogue-store';
import { formatImportReport, importPriceFile } from '../../../../bin/tariffs/tariff-import';

const sample = readFileSync(SAMPLE_PRICE_FILE, 'utf8');
const TODAY = '2026-11-25';

let dynamoDb: LocalDynamoDb;
let tableCount = 0;
let store: CatalogueStore;
let tables: LocalDynamoDb | undefined;

beforeAll(async () => {
  dynamoDb = await startLocalDynamoDb();
});
afterAll(() => dynamoDb.close());
// Each test gets an empty catalogue table of its own.
beforeEach(async () => {
  tableCount += 1;
  tables = await startLocalDynamoDb({
    endpoint: dynamoDb.environment.DYNAMODB_ENDPOINT,
    tableName: `idempotency-${tableCount}`,
    catalogueTableName: `catalogue-${tableCount}`,
  });
  store = storeFromEnvironment(tables.environment);
  forgetCachedCatalogue();
});
afterEach(async () => {
  store.client.destroy();
  await tables?.close();
});

const FIXED_LONDON_OCTOBER = 'FERN-FIX-12M-26-10,electricity_single,_C,direct_debit_monthly,2026-10-01';

/**
 * The sample with the London single-rate price of October of the 12-month fixed product (Direct
 * Debit only, so no pay-on-receipt price has to follow it) changed or ended.
 */
function editFixedLondon(change: Record<string, string>): string {
  return sample
    .split('\n')
    .map((line) => {
      if (!line.startsWith(FIXED_LONDON_OCTOBER)) return line;
      const cells = line.split(',');
      for (const [column, value] of Object.entries(change)) cells[priceFileColumns.indexOf(column)] = value;
      return cells.join(',');
    })
    .join('\n');
}

const londonJanuary =
  'FERN-FIX-12M-26-10,electricity_single,_C,direct_debit_monthly,2027-01-01,,45.0000,47.25,25.0000,26.25,,,,';

describe('importPriceFile', () => {
  it('publishes a complete file as one version that readers then see whole', async () => {
    const report = await importPriceFile({
      store,
      text: sample,
      dryRun: false,
      today: TODAY,
      now: new Date('2026-11-25T10:00:00Z'),
    });
    expect(report).toMatchObject({
      outcome: 'published',
      version: { version: expect.stringMatching(/^2026-11-25T10:00:00\.000Z-[0-9a-f]{8}$/), periodCount: 294 },
    });
    const catalogue = await readCatalogue(store);
    expect(catalogue?.periods).toHaveLength(294);
    expect(catalogue?.periods).toContainEqual(
      expect.objectContaining({ productCode: 'FERN-FIX-24M-26-10', kind: 'gas', gsp: '_P', validTo: null }),
    );
    expect(formatImportReport(report)).toContain('| 294 | 294 | 0 | 0 | 0 |');
  });

  it('with --dry-run checks and compares but writes nothing', async () => {
    const report = await importPriceFile({ store, text: sample, dryRun: true, today: TODAY });
    expect(report.outcome).toBe('checked');
    expect(await currentVersion(store)).toBeUndefined();
    expect(formatImportReport(report)).toContain('Dry run: the file is valid. Nothing was written.');
  });

  it('refuses a bad file, names its lines and leaves the live catalogue as it was', async () => {
    await importPriceFile({ store, text: sample, dryRun: false, today: TODAY });
    const before = await currentVersion(store);
    const report = await importPriceFile({
      store,
      text: editFixedLondon({ standard_unit_rate_inc_vat: '99.99' }),
      dryRun: false,
      today: TODAY,
    });
    expect(report.outcome).toBe('refused');
    expect(formatImportReport(report)).toMatch(
      /^Refused: 1 problem\. Nothing was written\.\n {2}line \d+: standard unit rate: with 5% VAT/,
    );
    expect(await currentVersion(store)).toEqual(before);
  });

  it('adds a new period by ending the open one, and shows the change as a diff', async () => {
    await importPriceFile({ store, text: sample, dryRun: false, today: TODAY });
    const text = `${editFixedLondon({ valid_to: '2027-01-01' }).trimEnd()}\n${londonJanuary}\n`;
    const report = await importPriceFile({
      store,
      text,
      dryRun: false,
      today: TODAY,
      now: new Date('2026-11-26T09:00:00Z'),
    });
    expect(report.outcome).toBe('published');
    const printed = formatImportReport(report);
    expect(printed).toContain('| 295 | 1 | 1 | 0 | 293 |');
    expect(printed).toContain(
      '+ FERN-FIX-12M-26-10 electricity_single _C direct_debit_monthly from 2027-01-01: standing charge 47.25p, standard unit rate 26.25p until further notice',
    );
    expect(printed).toContain(
      '~ FERN-FIX-12M-26-10 electricity_single _C direct_debit_monthly from 2026-10-01: valid_to none -> 2027-01-01',
    );
    expect((await readCatalogue(store))?.periods).toHaveLength(295);
  });

  it('refuses to rewrite history: a begun period changed, removed, or ended before today', async () => {
    await importPriceFile({ store, text: sample, dryRun: false, today: TODAY });
    const changed = await importPriceFile({
      store,
      text: editFixedLondon({ standing_charge_exc_vat: '50.0000', standing_charge_inc_vat: '52.50' }),
      dryRun: false,
      today: TODAY,
    });
    // The refusal names the file's line of the changed period.
    const fixedLondonLine = sample.split('\n').findIndex((line) => line.startsWith(FIXED_LONDON_OCTOBER)) + 1;
    expect(changed.outcome === 'refused' && changed.problems).toEqual([
      {
        line: fixedLondonLine,
        message:
          'FERN-FIX-12M-26-10 electricity_single _C direct_debit_monthly from 2026-10-01 has begun and cannot be changed: add a new period instead',
      },
    ]);
    const endedEarly = await importPriceFile({
      store,
      text: `${editFixedLondon({ valid_to: '2026-11-01' }).trimEnd()}\n${londonJanuary.replace('2027-01-01', '2026-11-01')}\n`,
      dryRun: false,
      today: TODAY,
    });
    expect(endedEarly.outcome === 'refused' && endedEarly.problems[0]?.message).toMatch(
      /can be ended from today \(2026-11-25\) on, not on 2026-11-01/,
    );
    const julyLine = sample.split('\n').findIndex((line) => line.startsWith('FERN-SVT-26-07,gas,_A,porob,2026-07-01'));
    const removed = await importPriceFile({
      store,
      text: sample
        .split('\n')
        .filter((_, at) => at !== julyLine)
        .join('\n'),
      dryRun: false,
      today: TODAY,
    });
    expect(removed.outcome === 'refused' && removed.problems[0]?.message).toMatch(
      /2026-07-01 has begun and cannot be removed/,
    );
  });

  it('writes nothing when the file matches what is live', async () => {
    await importPriceFile({ store, text: sample, dryRun: false, today: TODAY });
    const before = await currentVersion(store);
    expect((await importPriceFile({ store, text: sample, dryRun: false, today: TODAY })).outcome).toBe('unchanged');
    expect(await currentVersion(store)).toEqual(before);
  });
});

describe('publishCatalogue', () => {
  it('moves the pointer only from the version the diff was made against', async () => {
    await importPriceFile({ store, text: sample, dryRun: false, today: TODAY, now: new Date('2026-11-25T10:00:00Z') });
    const seen = await currentVersion(store);
    // Someone else publishes in between.
    const other = await readCatalogue(store);
    await publishCatalogue(store, other!.periods, seen, new Date('2026-11-25T10:05:00Z'));
    await expect(
      publishCatalogue(store, other!.periods, seen, new Date('2026-11-25T10:06:00Z')),
    ).rejects.toBeInstanceOf(CatalogueChangedError);
    expect((await currentVersion(store))?.importedAt).toBe('2026-11-25T10:05:00.000Z');
  });
});

describe('loadCatalogue', () => {
  it('is undefined before the first import, then keeps what it read for a minute', async () => {
    expect(await loadCatalogue(() => store, 0)).toBeUndefined();
    await importPriceFile({ store, text: sample, dryRun: false, today: TODAY, now: new Date('2026-11-25T10:00:00Z') });
    const first = await loadCatalogue(() => store, 1_000);
    await importPriceFile({
      store,
      text: `${editFixedLondon({ valid_to: '2027-01-01' }).trimEnd()}\n${londonJanuary}\n`,
      dryRun: false,
      today: TODAY,
    });
    expect(await loadCatalogue(() => store, 30_000)).toBe(first);
    expect((await loadCatalogue(() => store, 62_000))?.periods).toHaveLength(295);
  });

  it('reads DynamoDB once for requests that arrive while a read is under way', async () => {
    await importPriceFile({ store, text: sample, dryRun: false, today: TODAY, now: new Date('2026-11-25T10:00:00Z') });
    const send = vi.spyOn(store.client, 'send');
    const catalogues = await Promise.all([1, 2, 3].map(() => loadCatalogue(() => store, 5_000)));
    expect(new Set(catalogues).size).toBe(1);
    const reads = send.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    forgetCachedCatalogue();
    await loadCatalogue(() => store, 5_000);
    expect(send.mock.calls.length).toBe(2 * reads);
  });
});
