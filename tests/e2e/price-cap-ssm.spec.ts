import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '@playwright/test';
import { priceCapResponseSchema } from '#contracts/price-cap';
import { priceCapMessages } from '#contracts/price-cap-values';
import { ukDate, ukMidnight } from '#contracts/uk-date';
import { startSite } from '../../local/start-site';
import { LOCAL_REGULATOR_ROOT, quarterStarts, sampleCapFile } from '../../local/sandbox/regulator-figures';

/*
 * The price-cap badges from the regulator's figures in SSM (docs/product/home.md › Price-cap
 * badges), on a server of this spec's own (bin/serve.ts through local/start-site.ts), whose SSM
 * stand-in it writes to with `npm run price-cap` and whose clock it moves past the cap's end.
 * The cache age is shortened to a second so a change shows without waiting two minutes.
 */
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'price-cap-e2e-'));
let site: Awaited<ReturnType<typeof startSite>>;
let ssmPort = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.beforeAll(async () => {
  ssmPort = await freePort();
  site = await startSite({
    environment: { SANDBOX_SSM_PORT: String(ssmPort), REGULATOR_FIGURES_MAX_AGE_SECONDS: '1' },
    imports: [fileURLToPath(new URL('./support/movable-clock.ts', import.meta.url))],
  });
});
test.afterAll(() => site?.stop());

/** The badges and their footnote as a new visitor sees them (a new context: nothing cached). */
async function badges(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  const region = page.getByRole('region', { name: 'Our prices against the price cap' });
  await expect(region.getByText(/^\S+\*$/)).toHaveCount(2, { timeout: 20_000 });
  const values = await region.getByText(/^\S+\*$/).allTextContents();
  const footnote = (await region.locator('.home-badges-footnote').textContent()) ?? '';
  const answer = priceCapResponseSchema.parse(await (await context.request.get(`${site.url}/api/price-cap`)).json());
  await context.close();
  return { values, footnote, answer };
}

const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}*`;

test('the badges show the cap the stand-in holds; npm run price-cap changes it once the cache age has passed', async ({
  browser,
}) => {
  const before = await badges(browser);
  if (before.answer.status !== 'compared') throw new Error('The sandbox always has a current cap');
  expect(before.values).toEqual([
    pounds(before.answer.ownTariff.estimatedAnnualCostPence),
    pounds(before.answer.priceCap.estimatedAnnualCostPence),
  ]);

  // Ops correct this quarter's gas unit rate (every region and method) to 9.0000p + VAT = 9.45p.
  const [thisQuarter, nextQuarter, after] = quarterStarts(ukDate(new Date()), 3);
  const corrected = sampleCapFile([thisQuarter!, nextQuarter!, after!]).replaceAll(
    new RegExp(`^(${thisQuarter},${nextQuarter},gas,[^,]*,[^,]*,[^,]*,[^,]*),[^,]*,[^,]*,`, 'gm'),
    '$1,9.0000,9.45,',
  );
  const file = join(folder, 'corrected.csv');
  writeFileSync(file, corrected);
  const { stdout } = await run('node_modules/.bin/tsx', ['bin/price-cap.ts', 'set', file], {
    env: {
      ...process.env,
      SSM_ENDPOINT: `http://127.0.0.1:${ssmPort}`,
      REGULATOR_PARAMETERS_PATH: LOCAL_REGULATOR_ROOT,
    },
  });
  expect(stdout).toContain('figure(s) changed');
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const changed = await badges(browser);
  if (changed.answer.status !== 'compared') throw new Error('Still a current cap');
  expect(changed.answer.priceCap.estimatedAnnualCostPence).toBeGreaterThan(
    before.answer.priceCap.estimatedAnnualCostPence,
  );
  expect(changed.values[1]).toBe(pounds(changed.answer.priceCap.estimatedAnnualCostPence));
  expect(changed.values[0]).toBe(before.values[0]);
});

test('a clock past the end of the latest period shows -- and says the cap figures are being updated', async ({
  browser,
}) => {
  const [, , end] = quarterStarts(ukDate(new Date()), 3);
  site.send({ clockOffsetMs: ukMidnight(end!).getTime() + 3_600_000 - Date.now() });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const ended = await badges(browser);
  expect(ended.answer).toMatchObject({ status: 'cap_being_updated', capEndedOn: end });
  expect(ended.values).toEqual(['--*', '--*']);
  expect(ended.footnote).toBe(`*${priceCapMessages.beingUpdated}`);
  expect(ended.footnote).not.toMatch(/£/);
});
