import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readCapIndex,
  regulatorParameterNames,
  SSM_ENDPOINT_VARIABLE,
  REGULATOR_PARAMETERS_PATH_VARIABLE,
} from '#contracts/regulator-parameters';
import { typicalConsumptionFileColumns } from '#contracts/price-cap-file';
import { formatPublishReport, setRegulatorFigures } from '../../../../bin/price-cap/regulator-figures-publish';
import {
  forgetRegulatorFigures,
  readCapIndexParameter,
  readCapPeriod,
} from '../../../../lambdas/shared/regulator-figures';
import { sampleCapFile } from '../../../../local/sandbox/regulator-figures';
import { startLocalSsm, type LocalSsm } from '../../../../local/ssm-local';

/*
 * npm run price-cap -- set against the SSM stand-in (local/ssm-local.ts), through the real SDK:
 * the stage's rules, the diff, and the pointer switch (docs/operations.md › The regulator's figures).
 */

const ROOT = '/fernleaf/test/regulator';
const WINTER = sampleCapFile(['2027-01-01', '2027-04-01']);
const SPRING = sampleCapFile(['2027-04-01', '2027-07-01']);
let ssm: LocalSsm;
let client: SSMClient;
const saved = { ...process.env };

beforeEach(async () => {
  ssm = await startLocalSsm();
  client = new SSMClient({
    endpoint: ssm.url,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });
  Object.assign(process.env, { [SSM_ENDPOINT_VARIABLE]: ssm.url, [REGULATOR_PARAMETERS_PATH_VARIABLE]: ROOT });
  forgetRegulatorFigures();
});
afterEach(async () => {
  client.destroy();
  await ssm.close();
});
afterAll(() => {
  process.env = saved;
});

const set = (text: string, options: { dryRun?: boolean; now?: Date; beforePointerMoves?: () => Promise<void> } = {}) =>
  setRegulatorFigures({ client, root: ROOT, text, dryRun: options.dryRun ?? false, ...options });

async function index() {
  const { Parameter } = await client.send(new GetParameterCommand({ Name: regulatorParameterNames.index(ROOT) }));
  const read = readCapIndex(JSON.parse(Parameter?.Value ?? 'null'));
  if (typeof read === 'string') throw new Error(read);
  return read;
}

describe('setting price-cap periods', () => {
  it('checks with --dry-run and writes nothing; then writes every part, then the index', async () => {
    const checked = await set(WINTER, { dryRun: true });
    expect(checked.outcome).toBe('checked');
    expect(checked.diff).toEqual([
      'The stage holds no price-cap period yet',
      '+ 2027-01-01 to 2027-04-01 (exclusive): new period',
    ]);
    expect(ssm.parameters()).toEqual({});

    const written = await set(WINTER, { now: new Date('2026-12-01T10:00:00Z') });
    expect(written.outcome).toBe('published');
    const puts = ssm.requests().filter((target) => target === 'PutParameter');
    expect(puts).toHaveLength(6 + 1);
    const names = Object.keys(ssm.parameters()).sort();
    expect(names).toEqual(
      [
        ...['electricity_dual', 'electricity_single', 'gas'].flatMap((kind) =>
          ['direct_debit_monthly', 'porob'].map(
            (method) => `${ROOT}/price-cap/periods/2027-01-01/r20261201T100000Z/${kind}/${method}`,
          ),
        ),
        `${ROOT}/price-cap/index`,
      ].sort(),
    );
    for (const [name, value] of Object.entries(ssm.parameters()))
      expect(Buffer.byteLength(value), name).toBeLessThan(4_096);
    expect((await index()).periods).toEqual([
      { validFrom: '2027-01-01', validTo: '2027-04-01', revision: 'r20261201T100000Z' },
    ]);
    expect(formatPublishReport(written)).toContain('Written:');
  });

  it('answers unchanged for the same figures, and prints each changed figure', async () => {
    await set(WINTER, { now: new Date('2026-12-01T10:00:00Z') });
    expect((await set(WINTER)).outcome).toBe('unchanged');
    const corrected = WINTER.replace(
      /^(2027-01-01,2027-04-01,gas,_C,direct_debit_monthly,[^,]*,[^,]*),[^,]*,[^,]*,/m,
      '$1,7.0000,7.35,',
    );
    const report = await set(corrected, { dryRun: true });
    expect(report.outcome).toBe('checked');
    expect(report.diff).toHaveLength(2);
    expect(report.diff[0]).toBe('~ 2027-01-01 to 2027-04-01 (exclusive): 1 figure(s) changed');
    expect(report.diff[1]).toMatch(
      /^ {4}gas _C direct_debit_monthly standard unit rate: [\d.]+p \/ [\d.]+p -> 7p \/ 7.35p \(exc \/ inc VAT\)$/,
    );
  });

  it('adds the next period only from the day the latest ends, and keeps past periods readable', async () => {
    await set(WINTER, { now: new Date('2026-12-01T10:00:00Z') });
    const gap = await set(sampleCapFile(['2027-04-02', '2027-07-01']));
    expect(gap).toMatchObject({
      outcome: 'refused',
      problems: [
        {
          line: 2,
          message: "the period from 2027-04-02 does not start the day the stage's latest period ends (2027-04-01)",
        },
      ],
    });
    const overlap = await set(sampleCapFile(['2027-03-01', '2027-07-01']));
    expect(overlap.problems).toEqual([
      {
        line: 2,
        message: "the period from 2027-03-01 overlaps the stage's period 2027-01-01 to 2027-04-01 (exclusive)",
      },
    ]);
    const moved = await set(sampleCapFile(['2027-01-01', '2027-03-01']));
    expect(moved.problems[0]?.message).toBe(
      "the period from 2027-01-01 ends on 2027-03-01, but the stage's period from that day ends on 2027-04-01: a period's dates cannot change",
    );
    expect((await set(SPRING, { now: new Date('2027-03-01T09:00:00Z') })).outcome).toBe('published');
    const periods = (await index()).periods;
    expect(periods.map((period) => period.validFrom)).toEqual(['2027-01-01', '2027-04-01']);
    // The winter period, written first, is still there and still whole.
    expect(await readCapPeriod(periods[0]!)).toHaveLength(6);
  });

  it('moves the pointer last: a reader during the write sees the old periods, after it the new ones, never a mix', async () => {
    await set(WINTER, { now: new Date('2026-12-01T10:00:00Z') });
    const corrected = WINTER.replaceAll(
      /^(2027-01-01,2027-04-01,gas,[^,]*,[^,]*,[^,]*,[^,]*),[^,]*,[^,]*,/gm,
      '$1,7.0000,7.35,',
    );
    const seenDuringWrite: string[] = [];
    await set(corrected, {
      now: new Date('2026-12-02T10:00:00Z'),
      beforePointerMoves: async () => {
        // Every new part is written by now; the pointer still names the old revision.
        forgetRegulatorFigures();
        const during = await readCapIndexParameter();
        const parts = await readCapPeriod(during.periods[0]!);
        seenDuringWrite.push(
          during.periods[0]!.revision,
          ...parts.map((part) => String(part.rates._C.standard_unit_rate?.[1])),
        );
      },
    });
    expect(seenDuringWrite[0]).toBe('r20261201T100000Z');
    expect(seenDuringWrite.slice(1).filter((price) => price === '7.35')).toEqual([]);
    forgetRegulatorFigures();
    const after = await readCapIndexParameter();
    expect(after.periods[0]?.revision).toBe('r20261202T100000Z');
    const gas = (await readCapPeriod(after.periods[0]!)).filter((part) => part.kind === 'gas');
    expect(gas.map((part) => part.rates._C.standard_unit_rate?.[1])).toEqual([7.35, 7.35]);
  });

  it('refuses, writing nothing, a file the stage cannot take', async () => {
    const report = await set(`${WINTER.split('\n')[0]}\n2027-01-01,,gas,_C,direct_debit_monthly,1,1.05,1,1.05,,,,\n`);
    expect(report.outcome).toBe('refused');
    expect(formatPublishReport(report)).toContain('line 2: valid_to is missing');
    expect(ssm.parameters()).toEqual({});
  });
});

describe('setting typical consumption values', () => {
  const header = typicalConsumptionFileColumns.join(',');

  it('adds a set from its date, replaces one of the same date, and shows the difference', async () => {
    expect((await set(`${header}\n2026-07-01,2500,3400,58,9500,Ofgem 2026\n`)).diff).toEqual([
      '+ typical consumption from 2026-07-01: 2500 kWh single-rate, 3400 kWh Economy 7 (58% day), 9500 kWh gas',
    ]);
    const next = await set(
      `${header}\n2026-07-01,2500,3400,58,9500,Ofgem 2026\n2027-04-01,2400,3300,57,9000,Ofgem 2027\n`,
    );
    expect(next.diff).toEqual([
      '= typical consumption from 2026-07-01: unchanged',
      '+ typical consumption from 2027-04-01: 2400 kWh single-rate, 3300 kWh Economy 7 (57% day), 9000 kWh gas',
    ]);
    const stored = JSON.parse(ssm.parameters()[regulatorParameterNames.typicalConsumption(ROOT)]!) as {
      validFrom: string;
    }[];
    expect(stored.map((set) => set.validFrom)).toEqual(['2026-07-01', '2027-04-01']);
    expect((await set(`${header}\n2027-04-01,2400,3300,57,9000,Ofgem 2027\n`)).outcome).toBe('unchanged');
  });
});
