import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { formatPence } from '#contracts/money';
import { priceCapResponseSchema } from '#contracts/price-cap';
import { priceCapMessages } from '#contracts/price-cap-values';
import { tariffsResponseSchema } from '#contracts/tariffs';
import { ukDate, ukMidnight } from '#contracts/uk-date';
import { startLocalDynamoDb } from '../../local/dynamodb-local';
import { startSite } from '../../local/start-site';
import { LOCAL_REGULATOR_ROOT, quarterStarts, sampleCapFile } from '../../local/sandbox/regulator-figures';
import { SAMPLE_PRICE_FILE } from '../../local/sandbox/tariff-catalogue';
import { dateText, dayBefore } from '../../web/src/lib/date-text';

/*
 * The price-cap badges from the regulator's figures in SSM (docs/product/home.md › Price-cap
 * badges) and the tariff cards from the catalogue, as the home page's first paint shows them (its
 * document carries them; the app's scripts are refused: docs/decisions/026), on a server of this
 * spec's own (bin/serve.ts through local/start-site.ts), whose SSM stand-in it writes to with
 * `npm run price-cap`, whose catalogue it imports with `npm run tariffs` (our variable tariff's
 * standing charges rise at the start of next quarter) and whose clock it moves to the next
 * period and past the cap's end. The cache age is shortened to a second so a change shows without
 * waiting two minutes.
 */
// Serial: one server whose clock only moves forward. Each test loads the page twice or more, and the
// server (with its DynamoDB and a price import) starts first: three times the usual time allowed.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'price-cap-e2e-'));
let site: Awaited<ReturnType<typeof startSite>>;
let dynamoDb: Awaited<ReturnType<typeof startLocalDynamoDb>>;
let ssmPort = 0;
const [thisQuarter, nextQuarter, afterNext] = quarterStarts(ukDate(new Date()), 3) as [string, string, string];
/** Our variable tariff's standing charges from next quarter, every fuel and region (pence a day, exc and inc VAT). */
const NEXT_STANDING_CHARGE = ['60.0000', '63.00'];

/** The sample prices, with our variable tariff's open-ended period ending next quarter and a dearer one from then. */
function priceFileWithNextQuarter(): string {
  const [header, ...rows] = readFileSync(SAMPLE_PRICE_FILE, 'utf8').trim().split('\n');
  const columns = header!.split(',');
  const at = (name: string) => columns.indexOf(name);
  return [
    header,
    ...rows.flatMap((row) => {
      const cells = row.split(',');
      if (!cells[0]!.startsWith('FERN-SVT') || cells[at('valid_to')] !== '') return [row];
      const ending = cells.with(at('valid_to'), nextQuarter);
      const next = cells
        .with(at('valid_from'), nextQuarter)
        .with(at('standing_charge_exc_vat'), NEXT_STANDING_CHARGE[0]!)
        .with(at('standing_charge_inc_vat'), NEXT_STANDING_CHARGE[1]!);
      return [ending.join(','), next.join(',')];
    }),
  ].join('\n');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  ssmPort = await freePort();
  // A DynamoDB of the spec's own, so the server keeps the catalogue imported before it starts.
  dynamoDb = await startLocalDynamoDb();
  const prices = join(folder, 'prices.csv');
  writeFileSync(prices, priceFileWithNextQuarter());
  await run('node_modules/.bin/tsx', ['bin/tariffs.ts', 'import', prices], {
    env: { ...process.env, ...dynamoDb.environment },
  });
  site = await startSite({
    environment: {
      ...dynamoDb.environment,
      SANDBOX_SSM_PORT: String(ssmPort),
      REGULATOR_FIGURES_MAX_AGE_SECONDS: '1',
    },
    imports: [fileURLToPath(new URL('./support/movable-clock.ts', import.meta.url))],
  });
});
test.afterAll(async () => {
  site?.stop();
  await dynamoDb?.close();
});

/**
 * The badges, their footnote and the tariff cards in the home page's first paint, as a new
 * visitor sees them (a new context: nothing cached) from the document alone (every script refused,
 * no API request made by the page), beside the API's answers of the moment.
 */
async function firstPaint(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
  });
  await page.goto(`${site.url}/`, { waitUntil: 'commit' });
  const region = page.getByRole('region', { name: 'Our prices against the price cap' });
  await expect(region.getByText(/^\S+\*$/)).toHaveCount(2, { timeout: 20_000 });
  const cards = page.getByRole('region', { name: 'Our Tariffs' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const values = await region.getByText(/^\S+\*$/).allTextContents();
  const footnote = (await region.locator('.home-badges-footnote').textContent()) ?? '';
  const cardTexts = await cards.allTextContents();
  expect(await page.locator('html[data-hydrated]').count(), 'the app never ran').toBe(0);
  expect(asked, 'the figures came with the document').toEqual([]);
  const answer = priceCapResponseSchema.parse(await (await context.request.get(`${site.url}/api/price-cap`)).json());
  const tariffs = tariffsResponseSchema.parse(await (await context.request.get(`${site.url}/api/tariffs`)).json());
  await context.close();
  return { values, footnote, cardTexts, answer, tariffs };
}

/** Each card shows its tariff's monthly and yearly price of the API's answer, in its order. */
function expectCardsOf(shown: Awaited<ReturnType<typeof firstPaint>>) {
  expect(shown.cardTexts).toHaveLength(shown.tariffs.tariffs.length);
  shown.tariffs.tariffs.forEach((tariff, index) => {
    expect(shown.cardTexts[index]).toContain(`${formatPence(tariff.monthlyPence)}/month`);
    expect(shown.cardTexts[index]).toContain(`${formatPence(tariff.yearlyPence)} a year`);
  });
}

const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}*`;

test('the badges show the cap the stand-in holds; npm run price-cap changes it once the cache age has passed', async ({
  browser,
}) => {
  const before = await firstPaint(browser);
  if (before.answer.status !== 'compared') throw new Error('The sandbox always has a current cap');
  expect(before.values).toEqual([
    pounds(before.answer.ownTariff.estimatedAnnualCostPence),
    pounds(before.answer.priceCap.estimatedAnnualCostPence),
  ]);

  expectCardsOf(before);

  // Ops correct this quarter's gas unit rate (every region and method) to 9.0000p + VAT = 9.45p.
  const corrected = sampleCapFile([thisQuarter, nextQuarter, afterNext]).replaceAll(
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

  const changed = await firstPaint(browser);
  if (changed.answer.status !== 'compared') throw new Error('Still a current cap');
  expect(changed.answer.priceCap.estimatedAnnualCostPence).toBeGreaterThan(
    before.answer.priceCap.estimatedAnnualCostPence,
  );
  expect(changed.values[1]).toBe(pounds(changed.answer.priceCap.estimatedAnnualCostPence));
  expect(changed.values[0]).toBe(before.values[0]);
});

test('at the start of the next period the first paint shows its cap and our new prices', async ({ browser }) => {
  const today = await firstPaint(browser);
  site.send({ clockOffsetMs: ukMidnight(nextQuarter).getTime() + 3_600_000 - Date.now() });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const next = await firstPaint(browser);
  if (today.answer.status !== 'compared' || next.answer.status !== 'compared') throw new Error('Both periods are set');
  expect(next.answer.date).toBe(nextQuarter);
  expect(next.answer.priceCap.validFrom).toBe(nextQuarter);
  // Dearer standing charges: our yearly figure rises, and the badge and cards show the new one.
  expect(next.answer.ownTariff.estimatedAnnualCostPence).toBeGreaterThan(
    today.answer.ownTariff.estimatedAnnualCostPence,
  );
  expect(next.values).toEqual([
    pounds(next.answer.ownTariff.estimatedAnnualCostPence),
    pounds(next.answer.priceCap.estimatedAnnualCostPence),
  ]);
  expect(next.footnote).toContain(
    `on ${dateText(nextQuarter)}; the price cap for ${dateText(nextQuarter)} to ${dateText(dayBefore(afterNext))}.`,
  );
  expectCardsOf(next);
  expect(next.cardTexts).not.toEqual(today.cardTexts);
});

test('a clock past the end of the latest period shows -- and says the cap figures are being updated', async ({
  browser,
}) => {
  site.send({ clockOffsetMs: ukMidnight(afterNext).getTime() + 3_600_000 - Date.now() });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const ended = await firstPaint(browser);
  expect(ended.answer).toMatchObject({ status: 'cap_being_updated', capEndedOn: afterNext });
  expect(ended.values).toEqual(['--*', '--*']);
  expect(ended.footnote).toBe(`*${priceCapMessages.beingUpdated}`);
  expect(ended.footnote).not.toMatch(/£/);
});
