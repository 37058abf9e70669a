import { expect, test, type Page } from './fixtures';
import { routePaths } from '#contracts/site-routes';

/**
 * What a page fetches once it has hydrated and nobody has touched it: none of the pages that used
 * to load MUI then (the home page's review cards, the next step of the payment and meter-reading
 * journeys) does so now, as evaluating it took the main thread in long tasks just as the page
 * became interactive (docs/first-paint.md › Lighthouse). The next step's code still comes while the
 * visitor fills in the first (web/src/lib/load-on-first-use.ts): on their first focus.
 */

/** The chunk of MUI and emotion (web/vite.config.ts `mui`). */
const MUI_CHUNK = /\/assets\/mui-[\w-]+\.js$/;

function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .home-skeleton')).toHaveCount(0, { timeout: 20_000 });
}

// /SubmitMeterReading without an account in the tab goes on to /MeterReading in the app at once,
// which focuses its heading: not a use of the form.
for (const path of [routePaths.home, routePaths.payment, routePaths.meterReading, routePaths.submitMeterReading])
  test(`${path}: no MUI fetched once hydrated and settled, untouched`, async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto(path);
    await settle(page);
    expect(scripts.filter((script) => MUI_CHUNK.test(script))).toEqual([]);
  });

test('/MeterReading: the next page and MUI come with the first focus, before Continue', async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto(routePaths.meterReading);
  await settle(page);
  await page.getByLabel('Post Code').focus();
  await expect.poll(() => scripts.some((script) => /SubmitMeterReadingView-/.test(script))).toBe(true);
  await expect.poll(() => scripts.some((script) => MUI_CHUNK.test(script))).toBe(true);
});

test('/Payment: step 2 comes with the first tap, before the account is found', async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto(routePaths.payment);
  await settle(page);
  expect(scripts.filter((script) => /AmountStep-/.test(script))).toEqual([]);
  await page.getByLabel('Account Number').click();
  await expect.poll(() => scripts.some((script) => /AmountStep-/.test(script))).toBe(true);
});
