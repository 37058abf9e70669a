import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDynamoDb, type LocalDynamoDb } from '../../../local/dynamodb-local';
import { SAMPLE_PRICE_FILE } from '../../../local/sandbox/tariff-catalogue';
import { currentVersion, storeFromEnvironment } from '../../../lambdas/shared/tariff-catalogue-store';

const run = promisify(execFile);
let dynamoDb: LocalDynamoDb;
const folder = mkdtempSync(join(tmpdir(), 'tariffs-'));

beforeAll(async () => {
  dynamoDb = await startLocalDynamoDb();
});
afterAll(() => dynamoDb.close());

/** Runs `npm run tariffs -- <args>` against the local table; resolves with its exit code and output. */
async function tariffs(...args: string[]) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['bin/tariffs.ts', ...args], {
      env: { ...process.env, ...dynamoDb.environment },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// Each run starts tsx and loads the stage settings (aws-cdk-lib): seconds, not milliseconds.
describe('npm run tariffs', { timeout: 90_000 }, () => {
  it('explains its usage and exits 2 on a wrong command, stage or file', async () => {
    // Started together: each only reads its arguments and exits.
    const runs = await Promise.all(
      [
        ['publish', SAMPLE_PRICE_FILE],
        ['import'],
        ['import', SAMPLE_PRICE_FILE, '--stage', 'qa'],
        ['import', join(folder, 'none.csv')],
      ].map((args) => tariffs(...args)),
    );
    for (const { code, output } of runs) {
      expect(code).toBe(2);
      expect(output).toContain('Usage: npm run tariffs -- import <file.csv> [--stage dev|staging|prod] [--dry-run]');
    }
  });

  it('checks with --dry-run, refuses a bad file with exit 1, then publishes', async () => {
    const store = storeFromEnvironment(dynamoDb.environment);
    const dryRun = await tariffs('import', SAMPLE_PRICE_FILE, '--dry-run');
    expect(dryRun).toMatchObject({
      code: 0,
      output: expect.stringContaining('Dry run: the file is valid. Nothing was written.'),
    });
    expect(await currentVersion(store)).toBeUndefined();

    const bad = join(folder, 'bad.csv');
    writeFileSync(
      bad,
      readFileSync(SAMPLE_PRICE_FILE, 'utf8').replace(',_B,porob,2026-07-01,', ',_B,porob,2026-07-40,'),
    );
    const refused = await tariffs('import', bad);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/line \d+: valid_from must be a date written YYYY-MM-DD/);
    expect(await currentVersion(store)).toBeUndefined();

    const published = await tariffs('import', SAMPLE_PRICE_FILE);
    expect(published).toMatchObject({ code: 0, output: expect.stringMatching(/Published version .* \(294 periods\)/) });
    expect((await currentVersion(store))?.periodCount).toBe(294);
    store.client.destroy();
  });
});
