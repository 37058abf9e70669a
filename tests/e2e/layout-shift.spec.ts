import { expect, test, type Page } from './fixtures';
import { bannerDismissedCookie } from '#contracts/consent-cookie';
import { routePaths } from '#contracts/site-routes';
import { watchHydration } from './support/hydration-watch';

/**
 * Nothing moves (docs/first-paint.md › Nothing moves): a page loads with a cumulative layout shift
 * of exactly 0. Whatever fills in after the first paint (the home page's API answers, what only
 * the browser knows and draws once hydrated, the cookie banner of a page that opens it then) has
 * its space in the prerendered document, at its final size.
 *
 * Each case records every `layout-shift` entry (buffered, from before the document is parsed:
 * page.addInitScript), loads the page, waits until it has settled (hydrated, network idle, no
 * placeholder or busy region left, then a quiet moment) and fails on any shift not caused by input,
 * naming the elements that moved and where from and to. The same load is watched for a hydration
 * mismatch (support/hydration-watch.ts): at 390 px these are the phone loads of every route in both
 * of its documents, which every-route.spec.ts would otherwise load again for that check alone.
 *
 * The viewport is as tall as the longest page that fills in later (the home page at 320 px), so
 * every such part is on screen from the first paint and a shift anywhere on those pages counts,
 * not only above a phone's fold (a visitor who scrolls down before the reviews or the tariffs
 * arrive sees what happens there).
 *
 * Which cases (to stay within about 90 s of the e2e run on two workers):
 * - every route and the not-found page at 390 px, as a first-time visitor (the document with the
 *   cookie banner; the not-found page opens it once hydrated) and as a returning one (consent
 *   cookies set: the document without it). The shell (header, footer, banner) is the same on every
 *   page, so what a page adds is checked on every page at one width;
 * - the pages whose content changes after the first paint, as both visitors, at 320 and 1440 px
 *   too, where text wraps differently and the header, footer and hero switch layouts: `/` (the
 *   review score, reviews, price comparison and tariffs come from the API after hydration),
 *   `/Payment/Success` (checks the address once hydrated), `/SubmitMeterReading` (becomes the
 *   account lookup once hydrated, without an account in the tab) and the not-found page (its banner
 *   opens once hydrated). Each has the whole shell, so the shell's narrowest and desktop layouts are
 *   checked with them. `/` also at 600 and 960 px, where its tariff cards and hero change layout.
 */

/** As `npm run bench:web -- --returning` (bin/bench-web.ts RETURNING_VISITOR_COOKIES): the banner answered with Deny. */
const RETURNING_VISITOR_COOKIES = [bannerDismissedCookie, { name: 'cookie_consent', value: 'denied' }];

/** Tall enough for the whole home page at 320 px (about 7,500 px) to be in view. */
const VIEWPORT_HEIGHT = 8000;

/**
 * The quiet moment after the network has been idle for 500 ms (Playwright's networkidle, by then
 * every answer has been drawn) and the placeholders are gone: two frames and this, so the last
 * frame's shifts have reached the observer. Nothing is timed or asserted about time.
 */
const QUIET_MS = 100;

const NOT_FOUND = '/no-such-page';

/** What still fills in once a page is there: the placeholders of the home page's answers, a busy form or region. */
const STILL_FILLING = '[aria-busy="true"], .home-skeleton';

/** Runs before the document is parsed: keeps each shift not caused by input, with what moved. */
const RECORD_LAYOUT_SHIFTS = `(() => {
  const shifts = (window.__layoutShifts = []);
  const describe = (node) => {
    const element = node && (node.nodeType === 1 ? node : node.parentElement);
    if (!element) return '(a node since removed)';
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).filter(Boolean) : [];
    const label = element.getAttribute('aria-label');
    const text = (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
    return element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + classes.map((name) => '.' + name).join('') +
      (label ? '[aria-label="' + label + '"]' : '') + (text ? ' "' + text + '"' : '');
  };
  const box = (rect) => Math.round(rect.x) + ',' + Math.round(rect.y) + ' ' + Math.round(rect.width) + 'x' + Math.round(rect.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((source) => describe(source.node) + ': ' + box(source.previousRect) + ' -> ' + box(source.currentRect)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

type Visitor = 'first-time' | 'returning';

/** The route list plus the not-found page, each at 390 px; the pages that change after the first paint at 320 and 1440 px too. */
const EVERY_PAGE = [...Object.values(routePaths), NOT_FOUND];
const CHANGING_AFTER_FIRST_PAINT = [
  routePaths.home,
  routePaths.paymentSuccess,
  routePaths.submitMeterReading,
  NOT_FOUND,
];
/** Where the home page's hero and tariff cards change layout: two columns of cards, then the form beside the hero. */
const HOME_LAYOUT_WIDTHS = [600, 960];
const cases = [
  ...EVERY_PAGE.map((path) => ({ path, width: 390 })),
  ...CHANGING_AFTER_FIRST_PAINT.flatMap((path) => [320, 1440].map((width) => ({ path, width }))),
  ...HOME_LAYOUT_WIDTHS.map((width) => ({ path: routePaths.home, width })),
];

async function loadAndSettle(page: Page, path: string) {
  await page.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
  const response = await page.goto(path); // waits for <html data-hydrated> (fixtures.ts)
  expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(STILL_FILLING)).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(
    (quiet) =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, quiet)))),
    QUIET_MS,
  );
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
}

function report(shifts: Shift[]): string {
  return shifts
    .map(
      (shift) => `${shift.value.toPrecision(3)} at ${shift.at} ms:\n${shift.sources.map((s) => `    ${s}`).join('\n')}`,
    )
    .join('\n  ');
}

// The home page's answers can take a while on a busy machine: waiting for them is not timed.
test.describe.configure({ timeout: 60_000 });

for (const visitor of ['first-time', 'returning'] as Visitor[]) {
  test.describe(`nothing moves, ${visitor} visitor`, () => {
    if (visitor === 'returning')
      test.beforeEach(async ({ page, baseURL }) => {
        await page.context().addCookies(RETURNING_VISITOR_COOKIES.map((cookie) => ({ ...cookie, url: baseURL! })));
      });

    for (const { path, width } of cases)
      test(`${path} at ${width} px: no layout shift, hydrates cleanly`, async ({ page }) => {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        const hydrated = await watchHydration(page);
        const shifts = await loadAndSettle(page, path);
        await hydrated();
        if (visitor === 'first-time')
          await expect(page.getByRole('region', { name: 'Cookies on our website', exact: true })).toBeVisible();
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const message = `layout shift on ${path} at ${width} px (${visitor} visitor):\n  ${report(shifts)}\n`;
        expect(total, message).toBe(0);
      });
  });
}
