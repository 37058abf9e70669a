/**
 * `npm run test:firefox`: the early interactions (docs/first-paint.md › Early interactions) and a
 * journey in Gecko: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi
 * (/work/shared/TOOLCHAIN.md; Playwright's own Firefox cannot be downloaded here). Serves the
 * built site (`npm run build` first) like `npm start`, holds the app's scripts back where a case
 * needs it, and exits non-zero on the first failure. Skipped, with a message, where
 * /usr/bin/firefox-esr is not installed.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startSite } from '../local/start-site.js';

const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
if (!existsSync(firefox)) {
  console.log(`test:firefox skipped: no ${firefox} (apt-get install firefox-esr)`);
  process.exit(0);
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Opens a page with /assets/*.js held until `release()`; the early script and the loader load as usual. */
async function openWithAppHeld(browser: Browser, url: string, width = 1280) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) void held.then(() => request.continue());
    else void request.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/early-events.js')),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  check(!(await hydrated(page)), 'the app hydrated although its scripts were held');
  return {
    page,
    close: () => context.close(),
    async releaseApp() {
      release();
      await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    },
  };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
const htmlAttribute = (page: Page, name: string) =>
  page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

async function clickButton(page: Page, name: string) {
  const button = await page.waitForSelector(`::-p-aria([name="${name}"][role="button"])`);
  check(button, `no button ${name}`);
  await button.click();
}

async function typeInto(page: Page, label: string, text: string) {
  const input = await page.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`);
  check(input, `no field ${label}`);
  await input.type(text);
}

const cases: [string, (browser: Browser, site: string) => Promise<void>][] = [
  [
    'Deny on the cookie banner before hydration closes it at once; the app agrees',
    async (browser, site) => {
      const app = await openWithAppHeld(browser, `${site}/AboutUs`);
      try {
        await (await app.page.waitForSelector('[data-early-consent$="=denied"]'))!.click();
        const hidden = await app.page.$eval('[data-cookie-banner]', (element) => getComputedStyle(element).display);
        check(hidden === 'none', `banner still shown (${hidden})`);
        const cookies = await app.page.evaluate(() => document.cookie);
        check(/hide_cookie_message=true/.test(cookies) && /cookie_consent=denied/.test(cookies), `cookies: ${cookies}`);
        await app.releaseApp();
        await app.page.waitForFunction(() => !document.querySelector('[data-cookie-banner]'));
      } finally {
        await app.close();
      }
    },
  ],
  [
    'the phone menu tapped before hydration opens once the app is there',
    async (browser, site) => {
      const app = await openWithAppHeld(browser, `${site}/AboutUs`, 390);
      try {
        await clickButton(app.page, 'Open menu');
        check((await htmlAttribute(app.page, 'data-early-busy')) === 'menu', 'no busy sign on the menu');
        await app.releaseApp();
        await app.page.waitForSelector('#site-menu-title', { visible: true, timeout: 20_000 });
      } finally {
        await app.close();
      }
    },
  ],
  [
    'Continue on /Payment before hydration is carried out once, with what was typed',
    async (browser, site) => {
      const app = await openWithAppHeld(browser, `${site}/Payment`);
      let lookups = 0;
      app.page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/accounts/lookup')) lookups += 1;
      });
      try {
        await typeInto(app.page, 'Post Code', 'NG1 5FS');
        await typeInto(app.page, 'Account Number', '100001');
        await clickButton(app.page, 'Continue');
        check((await htmlAttribute(app.page, 'data-early-busy')) === 'account', 'no busy sign on the form');
        check(!app.page.url().includes('accountNo'), 'the fields went into the address');
        await app.releaseApp();
        await app.page
          .waitForFunction(() => Boolean(document.body.textContent?.includes('Step 2 of 2')), { timeout: 20_000 })
          .catch(async () => {
            const state = await app.page.evaluate(() => ({
              values: [...document.querySelectorAll('input')].map((input) => input.value),
              text: document.querySelector('main')?.textContent?.slice(0, 300),
            }));
            throw new Error(`no step 2 after ${lookups} lookup(s): ${JSON.stringify(state)}`);
          });
        check(lookups === 1, `${lookups} lookups`);
      } finally {
        await app.close();
      }
    },
  ],
  [
    // The sign-up site is not reachable here: the tab shows Firefox's error page for its address.
    'Quote me before hydration opens the sign-up site from the click, once',
    async (browser, site) => {
      const app = await openWithAppHeld(browser, `${site}/`);
      try {
        await typeInto(app.page, 'Enter postcode', 'sw1a 1aa');
        await clickButton(app.page, 'Quote me');
        await browser
          .waitForTarget((target) => target.url().includes('get-a-quote/SW1A1AA'), { timeout: 10_000 })
          .catch(async () => {
            const busy = await htmlAttribute(app.page, 'data-early-busy');
            throw new Error(
              `no quote tab: ${JSON.stringify(browser.targets().map((target) => target.url()))}, busy ${busy}`,
            );
          });
        await app.releaseApp();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const opened = (await browser.pages()).filter((page) => page.url().includes('get-a-quote/SW1A1AA'));
        check(opened.length === 1, `${opened.length} quote tabs`);
        await Promise.all(opened.map((page) => page.close()));
      } finally {
        await app.close();
      }
    },
  ],
  [
    'the home page hydrates and shows its tariffs (journey)',
    async (browser, site) => {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.goto(`${site}/`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
        await page.waitForFunction(() => Boolean(document.body.textContent?.includes('Home Dual Fixed 12M')), {
          timeout: 20_000,
        });
      } finally {
        await context.close();
      }
    },
  ],
];

const site = await startSite();
const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefox, headless: true });
let failed = 0;
try {
  for (const [name, run] of cases) {
    const started = Date.now();
    try {
      await run(browser, site.url);
      console.log(`  ok   firefox › ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`  FAIL firefox › ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await browser.close();
  site.stop();
}
console.log(`${cases.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
