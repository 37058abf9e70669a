import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SSMClient } from '@aws-sdk/client-ssm';
import { PRICE_CAP_FILE_MAX_BYTES } from '#contracts/price-cap-file';
import { terminalSafe } from '#contracts/terminal-text';
import {
  REGULATOR_PARAMETERS_PATH_VARIABLE,
  regulatorParametersRoot,
  SSM_ENDPOINT_VARIABLE,
} from '#contracts/regulator-parameters';
import { isStageName, stageNames, stageSettings } from '../infra/stage-settings.js';
import { formatPublishReport, setRegulatorFigures } from './price-cap/regulator-figures-publish.js';

/*
 * npm run price-cap -- set <file> [--stage <name>] [--dry-run]
 * Sets the regulator's figures (price-cap periods, or typical consumption values) in a stage's
 * SSM Parameter Store (docs/operations.md › The regulator's figures). Without --stage it writes
 * to the SSM that SSM_ENDPOINT and REGULATOR_PARAMETERS_PATH name (the laptop's stand-in).
 * Exit code 0: written, unchanged or checked; 1: the file was refused (nothing written); 2: the
 * command was wrong.
 */

const usage = `Usage: npm run price-cap -- set <file.csv> [--stage ${stageNames.join('|')}] [--dry-run]`;

function fail(message: string): never {
  console.error(`${terminalSafe(message)}\n${usage}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { stage: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
const [command, file] = positionals;
if (command !== 'set' || !file || positionals.length > 2) fail('Expected: set <file>');
if (values.stage !== undefined && !isStageName(values.stage)) fail(`Unknown stage "${values.stage}"`);

const endpoint = values.stage ? undefined : process.env[SSM_ENDPOINT_VARIABLE];
const root = values.stage ? regulatorParametersRoot(values.stage) : process.env[REGULATOR_PARAMETERS_PATH_VARIABLE];
if (!root)
  fail(`Give --stage, or set ${SSM_ENDPOINT_VARIABLE} and ${REGULATOR_PARAMETERS_PATH_VARIABLE} (a local SSM)`);

let text: string;
try {
  if (statSync(file).size > PRICE_CAP_FILE_MAX_BYTES)
    fail(`${file} is larger than ${PRICE_CAP_FILE_MAX_BYTES / 1024} KB`);
  text = readFileSync(file, 'utf8');
} catch {
  fail(`Cannot read ${file}`);
}

const client = new SSMClient(
  endpoint
    ? { endpoint, region: 'eu-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : { region: process.env.AWS_REGION ?? (values.stage ? stageSettings[values.stage].region : undefined) },
);
console.log(
  `${values['dry-run'] ? 'Checking' : 'Setting'} ${terminalSafe(file)} against ${root}${endpoint ? ` at ${endpoint}` : ''}`,
);
const report = await setRegulatorFigures({ client, root, text, dryRun: values['dry-run'] });
console.log(formatPublishReport(report));
client.destroy();
process.exit(report.outcome === 'refused' ? 1 : 0);
