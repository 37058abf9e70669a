import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SSMClient } from '@aws-sdk/client-ssm';
import { capFileColumns, readRegulatorFile } from '#contracts/price-cap-file';
import { paymentMethods } from '#contracts/payment-methods';
import {
  capKinds,
  REGULATOR_PARAMETERS_PATH_VARIABLE,
  regulatorParametersRoot,
  type TypicalConsumptionSet,
} from '#contracts/regulator-parameters';
import { gspGroups } from '#contracts/tariff-catalogue';
import { ukDate } from '#contracts/uk-date';
import { formatPublishReport, setRegulatorFigures } from '../../bin/price-cap/regulator-figures-publish.js';
import { samplePrices } from './generate-tariff-prices.js';

/*
 * The sandbox's regulator figures, written to the local SSM stand-in (local/ssm-local.ts) through
 * the ops command's own code, as ops write a stage's (docs/local-runtime.md › SSM Parameter Store).
 * The sample cap is MADE UP (the July 2026 levels varied by region, as the sample prices are) and
 * dated relative to today, the quarter that contains it and the next, so `npm start` always has a
 * current cap; the typical consumption values are Ofgem's (local/sandbox/data/typical-consumption.csv).
 */

export const SAMPLE_TYPICAL_CONSUMPTION_FILE = fileURLToPath(
  new URL('./data/typical-consumption.csv', import.meta.url),
);
/** The laptop's root path, as a stage's is /fernleaf/<stage>/regulator. */
export const LOCAL_REGULATOR_ROOT = regulatorParametersRoot('local');

/** The first day of the quarter (January, April, July, October) that contains a UK date, and of the next. */
export function quarterStarts(date: string, count: number): string[] {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const first = Math.floor((month - 1) / 3) * 3;
  return Array.from({ length: count }, (_, at) => {
    const months = first + at * 3;
    const start = new Date(Date.UTC(year, months, 1));
    return start.toISOString().slice(0, 10);
  });
}

/** A price-cap file (the ops format) of made-up figures for the given consecutive periods. */
export function sampleCapFile(boundaries: readonly string[]): string {
  const rows: string[] = [capFileColumns.join(',')];
  for (let at = 0; at + 1 < boundaries.length; at += 1)
    for (const kind of capKinds)
      for (const gsp of gspGroups)
        for (const method of paymentMethods) {
          const prices = samplePrices(kind, gsp, method, 1);
          const cell = (rate: keyof typeof prices) => {
            const price = prices[rate];
            return price ? [price.excVat.toFixed(4), price.incVat.toFixed(2)] : ['', ''];
          };
          rows.push(
            [
              boundaries[at],
              boundaries[at + 1],
              kind,
              gsp,
              method,
              ...cell('standing_charge'),
              ...cell('standard_unit_rate'),
              ...cell('day_unit_rate'),
              ...cell('night_unit_rate'),
            ].join(','),
          );
        }
  return `${rows.join('\n')}\n`;
}

/** The sample cap for the quarter containing `today` and the next (three boundaries, two periods). */
export function sampleCapFileFor(today: string): string {
  return sampleCapFile(quarterStarts(today, 3));
}

/** Writes the sample figures to the SSM at `endpoint`, under LOCAL_REGULATOR_ROOT. */
export async function seedRegulatorFigures(
  endpoint: string,
  today = ukDate(new Date()),
): Promise<Record<string, string>> {
  const client = new SSMClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    for (const text of [sampleCapFileFor(today), readFileSync(SAMPLE_TYPICAL_CONSUMPTION_FILE, 'utf8')]) {
      const report = await setRegulatorFigures({ client, root: LOCAL_REGULATOR_ROOT, text, dryRun: false });
      if (report.outcome === 'refused')
        throw new Error(`The sample regulator figures were refused:\n${formatPublishReport(report)}`);
    }
  } finally {
    client.destroy();
  }
  return { [REGULATOR_PARAMETERS_PATH_VARIABLE]: LOCAL_REGULATOR_ROOT };
}

/** The sample typical consumption sets, read with the ops command's own checks (tests use them as the functions would). */
export function sampleTypicalConsumptionSets(): TypicalConsumptionSet[] {
  const file = readRegulatorFile(readFileSync(SAMPLE_TYPICAL_CONSUMPTION_FILE, 'utf8'));
  if (!file.ok || file.kind !== 'typical-consumption')
    throw new Error('The sample typical consumption file is invalid');
  return file.sets;
}
