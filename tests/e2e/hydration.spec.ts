import { expect, test } from '@playwright/test';
import { watchHydration } from './support/hydration-watch';
import { startSiteWithoutFigures } from './support/site-without-figures';
import { formatPence } from '#contracts/money';
import { priceCapResponseSchema } from '#contracts/price-cap';
import { routePaths } from '#contracts/site-routes';
import { tariffsResponseSchema } from '#contracts/tariffs';
import { dateText, dayBefore } from '../../web/src/lib/date-text';

/**
 * Every page arrives prerendered (web/prerender.ts) and the browser hydrates it
 * (web/src/main.tsx). A mismatch between the two makes React log an error and throw the HTML away
 * (a flash, and the prerendering wasted), so the journey states restored from this tab's storage
 * must hydrate without any (every route as it loads: every-route.spec.ts).
 */

/** Runs before any page script: adds up layout shifts not caused by input (the CLS of the visit). */
const RECORD_LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) window.__layoutShift += entry.value; });
  }).observe({ type: 'layout-shift', buffered: true });
`;

test.describe('journey states only this tab knows', () => {
  test('cookie choice made: a document without the banner, and the page still hydrates', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'hide_cookie_message', value: 'true', url: baseURL! }]);
    const hydrated = await watchHydration(page);
    const response = await page.goto('/');
    expect(await response?.text()).not.toContain('aria-labelledby="cookie-banner-title"');
    await hydrated();
    await expect(page.getByRole('region', { name: 'Cookies on our website' })).toHaveCount(0);
  });

  test('no cookie choice yet: the banner is in the document, so it paints with the page', async ({ page }) => {
    // Hold the app back: what shows is the prerendered document alone.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const hydrated = await watchHydration(page);
    await page.goto('/AboutUs', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Cookies on our website' })).toBeVisible();
    releaseApp();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await hydrated();
    await expect(page.getByRole('heading', { name: 'Cookies on our website' })).toBeVisible();
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByRole('region', { name: 'Cookies on our website' })).toHaveCount(0);
  });

  for (const [served, cookies, bannerAfter] of [
    ['with the banner', true, false],
    ['without the banner', false, true],
  ] as const) {
    test(`a cached document ${served} that disagrees with the cookies hydrates, then follows the cookies`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (cookies) await context.addCookies([{ name: 'hide_cookie_message', value: 'true', url: baseURL! }]);
      const other = served === 'with the banner' ? 'index.html' : 'index.no-banner.html';
      await page.route('**/AboutUs', async (route) => {
        const response = await route.fetch({ url: `${baseURL}/AboutUs/${other}` });
        await route.fulfill({ response });
      });
      const hydrated = await watchHydration(page);
      await page.goto('/AboutUs');
      await hydrated();
      await expect(page.getByRole('region', { name: 'Cookies on our website' })).toHaveCount(bannerAfter ? 1 : 0);
    });
  }

  test('payment step 2 restored after a refresh', async ({ page }) => {
    await page.goto('/Payment');
    await page.getByLabel('Post Code').fill('NG1 5FS');
    await page.getByLabel('Account Number').fill('100001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeVisible({
      timeout: 15_000,
    });
    const hydrated = await watchHydration(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeVisible();
    await hydrated();
  });

  test('meter readings restored after a refresh, and a direct visit without an account', async ({ page }) => {
    await page.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
    const direct = await watchHydration(page);
    await page.goto('/SubmitMeterReading');
    // The app redirects once it has hydrated (this spec's goto does not wait for it).
    await expect(page).toHaveURL(/\/MeterReading$/, { timeout: 15_000 });
    await expect(page.getByText('Please find your account first')).toBeVisible();
    await direct();
    // The prerendered page is the lookup with the notice's space kept: becoming /MeterReading moves nothing.
    expect(await page.evaluate<number>('window.__layoutShift')).toBe(0);

    await page.getByLabel('Post Code').fill('NG1 5FS');
    await page.getByLabel('Account Number').fill('100001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeVisible({
      timeout: 15_000,
    });
    await page.reload();
    await expect(page.getByText('NG1 5FS').first()).toBeVisible();
    await direct();
  });

  test('payment success with a session id checks it after hydration', async ({ page }) => {
    const hydrated = await watchHydration(page);
    await page.goto('/Payment/Success?session_id=cs_not_known');
    await expect(page.getByRole('heading', { level: 1, name: /not confirmed|could not check/ })).toBeVisible({
      timeout: 15_000,
    });
    await hydrated();
  });
});

test.describe('before the app has hydrated', () => {
  test('what is typed is kept, and an early submit puts nothing in the address and is carried out', async ({
    page,
  }) => {
    // Hold the app's entry chunk back: the prerendered page is on screen but has no handlers yet.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/Payment', { waitUntil: 'commit' });
    await page.getByLabel('Post Code').fill('NG1 5FS');
    await page.getByLabel('Account Number').fill('100001');
    await page.getByRole('button', { name: 'Continue' }).click();
    // web/public/early-events.js cancels the browser's own GET submission of the form.
    expect(new URL(page.url()).search).toBe('');

    releaseApp();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The early Continue is carried out once the app is there, with what was typed
    // (tests/e2e/early-interactions.spec.ts has the other early interactions).
    await expect(page.getByText('Step 2 of 2')).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.has('accountNo')).toBe(false);
  });
});

/**
 * The home page's prices come in its document, drawn by the function that serves `/`
 * (docs/decisions/026-home-figures-in-the-document.md); the document as built, which that function
 * serves when it cannot read the figures, draws them with its early script from the answers it asks
 * for (docs/decisions/025-home-prices-in-the-first-paint.md). Either way before the app has arrived.
 */
const homeDocuments = [
  { visitor: 'first-time', served: 'with its figures', asBuilt: false },
  { visitor: 'returning', served: 'with its figures', asBuilt: false },
  { visitor: 'first-time', served: 'as built (its figures could not be read)', asBuilt: true },
] as const;

test.describe('the home page in its first paint', () => {
  for (const { visitor, served, asBuilt } of homeDocuments) {
    test(`a ${visitor} visitor of the document ${served} sees the prices before the app has arrived; the app adopts them, asking ${asBuilt ? 'nothing twice' : 'for neither'}`, async ({
      page,
    }) => {
      // Two page loads' worth of waiting (the held app, then its hydration) on a busy 2-core machine.
      test.slow();
      if (visitor === 'returning')
        await page
          .context()
          .addCookies([{ name: 'hide_cookie_message', value: 'true', url: test.info().project.use.baseURL! }]);
      // The app's scripts are held back until the prices have been seen; the early script of the
      // document as built is not (the one served with its figures has none).
      let releaseApp = () => {};
      const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
      await page.route('**/assets/*.js', async (route) => {
        if (!asBuilt || !/\/early-prices-[\w-]+\.js$/.test(route.request().url())) await appHeld;
        await route.continue();
      });
      const answersAsked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) answersAsked.push(new URL(request.url()).pathname);
      });
      const hydrationChecked = await watchHydration(page);
      // The document as built comes from a server that cannot read the figures; the answers its
      // early scripts ask for come from this suite's server, which can.
      const withoutFigures = asBuilt ? await startSiteWithoutFigures() : undefined;
      await withoutFigures?.answerFrom(page, test.info().project.use.baseURL!);
      await page.goto(withoutFigures?.url ?? routePaths.home, { waitUntil: 'commit' });

      const priceCap = priceCapResponseSchema.parse(await (await page.request.get('/api/price-cap')).json());
      const tariffs = tariffsResponseSchema.parse(await (await page.request.get('/api/tariffs')).json());
      if (priceCap.status !== 'compared') throw new Error('The sandbox always has a current cap');
      const badges = page.getByRole('region', { name: 'Our prices against the price cap' });
      const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}*`;
      await expect(badges.getByText(/^\S+\*$/)).toHaveText(
        [pounds(priceCap.ownTariff.estimatedAnnualCostPence), pounds(priceCap.priceCap.estimatedAnnualCostPence)],
        { timeout: 20_000 },
      );
      await expect(badges).toContainText(
        `the price cap for ${dateText(priceCap.priceCap.validFrom)} to ${dateText(dayBefore(priceCap.priceCap.validTo))}.`,
      );
      const cards = page.getByRole('region', { name: 'Our Tariffs' }).getByRole('article');
      await expect(cards).toHaveCount(tariffs.tariffs.length);
      for (const [index, tariff] of tariffs.tariffs.entries()) {
        await expect(cards.nth(index)).toContainText(`${formatPence(tariff.monthlyPence)}/month`);
        await expect(cards.nth(index)).toContainText(`${formatPence(tariff.yearlyPence)} a year`);
      }
      expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);

      // Marks the drawn elements: hydrating must adopt them, not draw them again.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('.home-badges, .home-tariff-list'))
          (element as unknown as { drawnEarly: boolean }).drawnEarly = true;
      });
      releaseApp();
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
      await hydrationChecked();
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('.home-badges, .home-tariff-list')].map(
            (element) => (element as unknown as { drawnEarly?: boolean }).drawnEarly === true,
          ),
        ),
      ).toEqual([true, true]);
      // The document's own requests are the only ones, if it makes any (page.request's are not the page's).
      expect(answersAsked.filter((path) => path === '/api/price-cap')).toHaveLength(asBuilt ? 1 : 0);
      expect(answersAsked.filter((path) => path === '/api/tariffs')).toHaveLength(asBuilt ? 1 : 0);
      withoutFigures?.stop();
    });
  }
});

test.describe('loading the app', () => {
  test('its scripts are asked for with the document, and the page paints without waiting for them', async ({
    page,
  }) => {
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto(routePaths.aboutUs, { waitUntil: 'commit' });
    // Painted, with none of the app's scripts there yet, and all of them already asked for.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked.some((path) => /\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(asked.some((path) => /\/AboutPage-[\w-]+\.js$/.test(path))).toBe(true);
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  });

  for (const path of [routePaths.home, routePaths.aboutUs, routePaths.paymentSuccess, routePaths.tariffs]) {
    test(`${path}: no stylesheet is fetched, not even by the page's chunk, whose styles the document has`, async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') fetched.push(request.url());
      });
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // web/prerender.ts marks each inline stylesheet with a disabled link to its file.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => link.href),
      );
      expect(inline.length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      // None at all: every page's first view is drawn by the styles in its document.
      expect(fetched).toEqual([]);
    });
  }

  test('a page reached by an in-app link fetches the stylesheets its own document would have had inline', async ({
    page,
  }) => {
    await page.goto(routePaths.aboutUs);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: 'Fernleaf Energy home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // The reviews carousel's frame is laid out by home.css, which /AboutUs's document does not have.
    await expect(page.locator('.home-carousel').first()).toHaveCSS('display', 'grid');
    expect(fetched.some((path) => /\/HomePage-[\w-]+\.css$/.test(path))).toBe(true);
  });
});

/**
 * Runs before any page script: records the style rules added to the page before the app marks
 * itself hydrated. Emotion inserts a rule with insertRule when it meets a class the document's
 * <style> elements do not list (web/src/entry-server.tsx).
 */
const RECORD_INSERTED_RULES = `
  window.__rulesInsertedWhileHydrating = [];
  var insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    if (!document.documentElement.hasAttribute('data-hydrated')) window.__rulesInsertedWhileHydrating.push(rule);
    return insertRule.call(this, rule, index);
  };
`;

test.describe('hydrating adds no styles: the document has every rule the app computes', () => {
  for (const path of [routePaths.home, routePaths.aboutUs, routePaths.payment, routePaths.submitMeterReading]) {
    test(path, async ({ page }) => {
      await page.addInitScript(RECORD_INSERTED_RULES);
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const inserted = await page.evaluate(
        () => (window as unknown as { __rulesInsertedWhileHydrating: string[] }).__rulesInsertedWhileHydrating,
      );
      // A second text field's copy of MUI's autofill keyframes is global and harmless: only class rules count.
      expect(inserted.filter((rule) => !rule.startsWith('@') || rule.startsWith('@media'))).toEqual([]);
    });
  }
});
