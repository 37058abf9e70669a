import { expect, test, type Page } from '@playwright/test';
import { defaultExternalUrls } from '#contracts/brand';
import { routePaths } from '#contracts/site-routes';

/**
 * What a person does on the prerendered page before the app has hydrated takes effect, once
 * (web/public/early-events.js; docs/first-paint.md › Early interactions). The app's scripts are
 * held back until the test releases them, so every interaction below happens on a page that has
 * painted but has no handlers yet.
 */

const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/** Runs before any page script: adds up layout shifts not caused by input. */
const RECORD_LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) window.__layoutShift += entry.value; });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Opens a page with the app's JavaScript held back (/assets/*.js waits until `release`); the early
 * script and the loader (web/public) are served as usual. Collects hydration problems.
 */
async function openWithAppHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
  // Not 'load' nor 'domcontentloaded': the held module scripts delay both. The page is parsed.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  // The early script (async in <head>) has arrived and run; the app has not.
  await page.waitForFunction(
    () => performance.getEntriesByName(new URL('/early-events.js', location.href).href).length > 0,
  );
  await page.waitForTimeout(50);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  return {
    problems,
    async releaseApp() {
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    },
  };
}

function countRequests(page: Page, pattern: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && pattern.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

test.describe('before the app has hydrated', () => {
  // Each case loads a page, waits with the scripts held, then loads and hydrates the app: slower
  // than a test that starts once the page is ready, especially on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const choice of ['Accept', 'Deny'] as const) {
    test(`the cookie banner's ${choice} records the choice and closes the banner at once`, async ({
      page,
      context,
    }) => {
      const app = await openWithAppHeld(page, routePaths.aboutUs);
      const banner = page.locator('[data-cookie-banner]');
      await expect(banner).toBeVisible();
      await page.getByRole('button', { name: choice, exact: true }).click();
      await expect(banner).toBeHidden();
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies).toMatchObject({
        hide_cookie_message: 'true',
        cookie_consent: choice === 'Accept' ? 'accepted' : 'denied',
      });

      await app.releaseApp();
      await page.waitForLoadState('networkidle');
      // The app agrees: no banner, no flash of it, nothing moved, no hydration problem.
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate<number>('window.__layoutShift')).toBe(0);
      expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
      expect(app.problems).toEqual([]);
      // "Cookie settings" still opens it again.
      await page.getByRole('button', { name: /cookie settings/i }).click();
      await expect(page.locator('[data-cookie-banner]')).toBeVisible();
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a tap on the menu shows at once that it is coming, and opens the drawer when the app is there', async ({
      page,
    }) => {
      const app = await openWithAppHeld(page, routePaths.aboutUs);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-early-busy', 'menu');
      await expect(page.getByRole('status')).toHaveText('Just a moment');

      await app.releaseApp();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-early-busy');
      // Closed, it stays closed: the early taps were replayed once.
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
      expect(app.problems).toEqual([]);
    });
  });

  for (const [path, api, next] of [
    [routePaths.payment, /\/api\/accounts\/lookup$/, 'Step 2 of 2'],
    [routePaths.meterReading, /\/api\/getmeterreadings$/, 'Please submit your meter reads'],
  ] as const) {
    test(`Continue on ${path} is carried out once the app is there, once, with what was typed`, async ({ page }) => {
      const lookups = countRequests(page, api);
      const app = await openWithAppHeld(page, path);
      await page.getByLabel('Post Code').fill('NG1 5FS');
      await page.getByLabel('Account Number').fill('100001');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      // Busy at once, and nothing in the address.
      await expect(page.locator('html')).toHaveAttribute('data-early-busy', 'account');
      expect(new URL(page.url()).search).toBe('');

      await app.releaseApp();
      await expect(page.getByText(next).first()).toBeVisible({ timeout: 15_000 });
      // The lookup ran once, with what was typed before the app arrived.
      expect(lookups()).toBe(1);
      const query = new URL(page.url()).searchParams;
      expect(query.has('accountNo') || query.has('postcode')).toBe(false);
      expect(app.problems).toEqual([]);
    });
  }

  test('Quote me opens the sign-up site from the click itself, and the app does not open it again', async ({
    page,
    context,
  }) => {
    await context.route(`${defaultExternalUrls.getAQuote}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Quote</h1>' }),
    );
    let popups = 0;
    page.on('popup', () => (popups += 1));
    const app = await openWithAppHeld(page, routePaths.home);
    await page.getByLabel('Enter postcode').fill('sw1a 1aa');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Quote me' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(`${defaultExternalUrls.getAQuote}/SW1A1AA`);

    await app.releaseApp();
    await page.waitForLoadState('networkidle');
    expect(popups).toBe(1);
    await expect(page.getByLabel('Enter postcode')).toHaveValue('SW1A 1AA');
    expect(app.problems).toEqual([]);
  });

  test('an early Quote me with a malformed postcode shows the error once the app is there', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => (popups += 1));
    const app = await openWithAppHeld(page, routePaths.home);
    await page.getByLabel('Enter postcode').fill('ABC');
    await page.getByRole('button', { name: 'Quote me' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-early-busy', 'quote');
    await app.releaseApp();
    await expect(page.getByLabel('Enter postcode')).toHaveAccessibleDescription('Error: Invalid UK postcode format');
    expect(popups).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
