import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ukDate } from '#contracts/uk-date';
import { currentVersion, storeFromEnvironment } from '../../lambdas/shared/tariff-catalogue-store.js';
import { formatImportReport, importPriceFile } from '../../bin/tariffs/tariff-import.js';

/** The sandbox's SAMPLE prices (made up; docs/product/tariffs.md › Sample prices), in the pricing team's format. */
export const SAMPLE_PRICE_FILE = fileURLToPath(new URL('./data/tariff-prices.csv', import.meta.url));

/**
 * Publishes the sample prices to the local catalogue the way ops publish real ones
 * (bin/tariffs/tariff-import.ts), unless it already has a catalogue (a DynamoDB the user runs
 * keeps what they imported).
 */
export async function seedSampleCatalogue(environment: NodeJS.ProcessEnv): Promise<void> {
  const store = storeFromEnvironment(environment);
  if (await currentVersion(store)) return;
  const report = await importPriceFile({
    store,
    text: readFileSync(SAMPLE_PRICE_FILE, 'utf8'),
    dryRun: false,
    today: ukDate(new Date()),
  });
  // 'unchanged': another server seeded the same sample at the same moment (importPriceFile retried).
  if (report.outcome !== 'published' && report.outcome !== 'unchanged')
    throw new Error(`The sample prices were refused:\n${formatImportReport(report)}`);
}
