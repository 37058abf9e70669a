import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULATOR_PARAMETERS_PATH_VARIABLE } from '#contracts/regulator-parameters';
import { sampleCapFile } from '../../../local/sandbox/regulator-figures';
import { startLocalSsm, type LocalSsm } from '../../../local/ssm-local';

const run = promisify(execFile);
let ssm: LocalSsm;
const folder = mkdtempSync(join(tmpdir(), 'price-cap-'));
const ROOT = '/fernleaf/local/regulator';

beforeAll(async () => {
  ssm = await startLocalSsm();
});
afterAll(() => ssm.close());

/** Runs `npm run price-cap -- <args>` against the SSM stand-in; resolves with its exit code and output. */
async function priceCap(...args: string[]) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['bin/price-cap.ts', ...args], {
      env: { ...process.env, ...ssm.environment, [REGULATOR_PARAMETERS_PATH_VARIABLE]: ROOT },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// Each run starts tsx and loads the stage settings (aws-cdk-lib): seconds, not milliseconds.
describe('npm run price-cap', { timeout: 90_000 }, () => {
  const good = join(folder, 'winter.csv');
  writeFileSync(good, sampleCapFile(['2027-01-01', '2027-04-01']));

  it('explains its usage and exits 2 on a wrong command, stage or file', async () => {
    // Started together: each only reads its arguments and exits.
    const runs = await Promise.all(
      [['put', good], ['set'], ['set', good, '--stage', 'qa'], ['set', join(folder, 'none.csv')]].map((args) =>
        priceCap(...args),
      ),
    );
    for (const { code, output } of runs) {
      expect(code).toBe(2);
      expect(output).toContain('Usage: npm run price-cap -- set <file.csv> [--stage dev|staging|prod] [--dry-run]');
    }
  });

  it('checks with --dry-run, refuses a bad file with exit 1 and its control characters escaped, then writes', async () => {
    const dryRun = await priceCap('set', good, '--dry-run');
    expect(dryRun).toMatchObject({
      code: 0,
      output: expect.stringContaining('Dry run: the file is good; nothing was written.'),
    });
    expect(dryRun.output).toContain('+ 2027-01-01 to 2027-04-01 (exclusive): new period');
    expect(ssm.parameters()).toEqual({});

    const bad = join(folder, 'bad.csv');
    writeFileSync(bad, sampleCapFile(['2027-01-01', '2027-04-01']).replace(',gas,_C,', ',gas\u001b[2J,_C,'));
    const refused = await priceCap('set', bad);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/line \d+: tariff_type must be one of electricity_single, electricity_dual, gas/);
    expect(refused.output).not.toContain('\u001b');
    expect(ssm.parameters()).toEqual({});

    const written = await priceCap('set', good);
    expect(written.code).toBe(0);
    expect(written.output).toContain('Written:');
    expect(Object.keys(ssm.parameters())).toContain(`${ROOT}/price-cap/index`);
    expect((await priceCap('set', good)).output).toContain('Nothing to write');
  });
});
