import { parseArgs } from 'node:util';
import { ukDate } from '#contracts/uk-date';
import { TARIFF_CATALOGUE_TABLE_NAME_VARIABLE } from '#contracts/tariff-catalogue-table';
import { isStageName, resourceNames, stageNames, stageSettings } from '../infra/stage-settings.js';
import { storeFromEnvironment } from '../lambdas/shared/tariff-catalogue-store.js';
import { readPriceFileSource } from './tariffs/price-file-source.js';
import { formatImportReport, importPriceFile } from './tariffs/tariff-import.js';
import { terminalSafe } from '#contracts/terminal-text';

/*
 * npm run tariffs -- import <file> [--stage <name>] [--dry-run]
 * Publishes the pricing team's file to a stage's tariff catalogue (docs/product/tariffs.md ›
 * Importing prices). Without --stage it writes to the DynamoDB that DYNAMODB_ENDPOINT and
 * TARIFF_CATALOGUE_TABLE_NAME name (a local one). Exit code 0: published, unchanged or checked;
 * 1: the file was refused (nothing written); 2: the command was wrong.
 */

const usage = `Usage: npm run tariffs -- import <file.csv> [--stage ${stageNames.join('|')}] [--dry-run]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { stage: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
const [command, file] = positionals;
if (command !== 'import' || !file || positionals.length > 2) fail('Expected: import <file>');
if (values.stage !== undefined && !isStageName(values.stage)) fail(`Unknown stage "${values.stage}"`);

const environment = values.stage
  ? {
      ...process.env,
      AWS_REGION: process.env.AWS_REGION ?? stageSettings[values.stage].region,
      [TARIFF_CATALOGUE_TABLE_NAME_VARIABLE]: resourceNames(values.stage).tariffCatalogueTable,
    }
  : process.env;

// The size is checked while reading, before the file is held whole (docs/product/tariffs.md › Importing prices).
const source = readPriceFileSource(file);
if (!source.ok) {
  if (source.message.startsWith('Cannot read')) fail(terminalSafe(source.message));
  console.error(`Refused: ${source.message}`);
  process.exit(1);
}
const { text } = source;

const report = await importPriceFile({
  store: storeFromEnvironment(environment),
  text,
  dryRun: values['dry-run'],
  today: ukDate(new Date()),
});
console.log(formatImportReport(report));
process.exit(report.outcome === 'refused' ? 1 : 0);
