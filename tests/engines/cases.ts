import { routePaths } from '#contracts/site-routes';
import type { Engine, EnginePage } from './engine.js';
import type { HoldingProxy } from './holding-proxy.js';
import { defined } from '../support/defined.js';
import {
  DUAL_LABEL,
  ECONOMY7_SPLIT,
  expectedOwnUseTexts,
  hundredths,
  OWN_USE_ADDRESS,
  OWN_USE_TYPED,
  TYPICAL_ELECTRICITY_KWH,
  TYPICAL_GAS_KWH,
} from '../support/own-use-journey.js';

/**
 * The main journeys and the early interactions (docs/first-paint.md › Early interactions), written
 * once for every engine driver (engine.ts). Each case opens its own fresh page. Chromium runs the
 * same journeys, and more, in tests/e2e/ with Playwright.
 */
export interface CaseSite {
  /** The site's address (the holding proxy in front of the local server). */
  url: string;
  proxy: HoldingProxy;
}

export interface EngineCase {
  name: string;
  run(engine: Engine, site: CaseSite): Promise<void>;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const quoted = (text: string) => JSON.stringify(text);
/** Visible text with its whitespace collapsed and a required field's asterisk dropped. */
const NAME_OF = `(element) => (element.getAttribute('aria-label') || element.textContent || '').replace(/[\\s\\u00a0]+/g, ' ').replace(/ ?\\*$/, '').trim()`;

/** The button (or link styled as one) whose accessible text is `name`. */
export const button = (name: string) =>
  `[...document.querySelectorAll('button, [role=button], a')].find((element) => (${NAME_OF})(element) === ${quoted(name)})`;
/** The input labelled `label`. */
export const field = (label: string) =>
  `(() => { const found = [...document.querySelectorAll('label')].find((element) => (${NAME_OF})(element) === ${quoted(label)}); return found && (found.control || document.getElementById(found.htmlFor)); })()`;
const pageText = (text: string) => `Boolean(document.body && document.body.textContent.includes(${quoted(text)}))`;
/** The tariff information label (an article) named `name`. */
const labelArticle = (name: string) => `document.querySelector(${quoted(`article[aria-label=${quoted(name)}]`)})`;
/** The texts of the cells of a label's row whose heading starts with `heading` ('Unit rate': one per fuel). */
const rowCells = (name: string, heading: string) =>
  `[...[...${labelArticle(name)}.querySelectorAll('tr')].find((row) => (row.querySelector('th[scope=row]') || { textContent: '' }).textContent.trim().startsWith(${quoted(heading)})).querySelectorAll('td')].map((cell) => cell.textContent)`;
const HYDRATED = `document.documentElement.hasAttribute('data-hydrated')`;
const BANNER_SHOWN = `(() => { const banner = document.querySelector('[data-cookie-banner]'); return Boolean(banner && getComputedStyle(banner).display !== 'none'); })()`;

async function waitFor(page: EnginePage, expression: string, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
    if (Date.now() > deadline) {
      const text = await page
        .evaluate<string>(`(document.querySelector('main') || document.body).textContent.slice(0, 300)`)
        .catch(() => '');
      throw new Error(`timed out waiting for ${what} at ${await page.url()}; the page says: ${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A page whose app has arrived, the cookie banner answered (Deny) where the case is not about it. */
async function openHydrated(engine: Engine, url: string, width = 1280) {
  const page = await engine.open(width);
  await page.goto(url);
  await waitFor(page, HYDRATED, 'the app');
  if (await page.evaluate<boolean>(BANNER_SHOWN))
    await page.click(`document.querySelector('[data-early-consent$="=denied"]')`);
  return page;
}

/** A painted page whose app's scripts are held back by the proxy until `releaseApp()`. */
async function openWithAppHeld(engine: Engine, site: CaseSite, path: string, width = 1280) {
  const release = site.proxy.holdApp();
  const page = await engine.open(width);
  try {
    await page.goto(`${site.url}${path}`);
    await waitFor(
      page,
      `performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/early-events.js'))`,
      'the early-events script',
    );
    check(!(await page.evaluate<boolean>(HYDRATED)), 'the app hydrated although its scripts were held');
  } catch (error) {
    release();
    await page.close();
    throw error;
  }
  return {
    page,
    async releaseApp() {
      release();
      await waitFor(page, HYDRATED, 'the app once released');
    },
    close: async () => {
      release();
      await page.close();
    },
  };
}

/**
 * Installed on a painted page while its app is held back (so before any of the app's code runs):
 * notes every uncaught error (React 19 reports a hydration mismatch with `reportError`, which
 * fires one), every Content-Security-Policy violation, and any child of #root removed other than
 * the cookie banner (after a mismatch React throws the prerendered nodes away and renders anew).
 * The same checks as tests/e2e/support/hydration-watch.ts and csp-watch.ts, with what every
 * engine's driver can read.
 */
const WATCH_THE_APP_ARRIVE = `(() => {
  const problems = (window.__engineProblems = []);
  window.addEventListener('error', (event) => problems.push('error: ' + (event.message || String(event.error))));
  document.addEventListener('securitypolicyviolation', (event) => problems.push('CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
  new MutationObserver((records) => records.forEach((record) => record.removedNodes.forEach((node) => {
    if (!(node.hasAttribute && node.hasAttribute('data-cookie-banner'))) problems.push('#root lost a ' + node.nodeName);
  }))).observe(document.getElementById('root'), { childList: true });
  return true;
})()`;

/**
 * How many stylesheets the document has inline (web/prerender.ts marks each with a disabled link to
 * its file, which no engine may fetch), and the stylesheets fetched all the same: none, as every
 * page's first view is drawn by styles in its document, and Vite's loader must not add them again.
 */
const INLINE_STYLESHEETS_FETCHED = `(() => {
  const inline = document.querySelectorAll('link[rel="stylesheet"][disabled]').length;
  const fetched = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\\.css$/.test(new URL(name).pathname));
  return { inline, fetched };
})()`;

const busySign = (page: EnginePage) =>
  page.evaluate<string | null>(`document.documentElement.getAttribute('data-early-busy')`);

export const cases: EngineCase[] = [
  {
    name: 'every route, first visit: the app takes over the painted page in place, with no error, CSP violation or stylesheet request',
    async run(engine, site) {
      const problems: string[] = [];
      for (const path of [...Object.values(routePaths), '/no-such-page']) {
        const app = await openWithAppHeld(engine, site, path);
        try {
          await waitFor(app.page, `document.readyState !== 'loading'`, 'the whole document');
          await app.page.evaluate(WATCH_THE_APP_ARRIVE);
          await app.releaseApp();
          // Data and lazy parts settle after the hydration commit; a late mismatch would show here.
          await new Promise((resolve) => setTimeout(resolve, 300));
          const seen = await app.page.evaluate<string[]>('window.__engineProblems');
          problems.push(...seen.map((problem) => `${path}: ${problem}`));
          const styles = await app.page.evaluate<{ inline: number; fetched: string[] }>(INLINE_STYLESHEETS_FETCHED);
          if (styles.inline === 0) problems.push(`${path}: no stylesheet marked as inline`);
          problems.push(...styles.fetched.map((url) => `${path}: fetched the stylesheet ${url}`));
        } finally {
          await app.close();
        }
      }
      check(problems.length === 0, problems.join('; '));
    },
  },
  {
    name: 'before the app: Deny on the cookie banner closes it at once; the app agrees',
    async run(engine, site) {
      const app = await openWithAppHeld(engine, site, '/AboutUs');
      try {
        await app.page.click(`document.querySelector('[data-early-consent$="=denied"]')`);
        check(!(await app.page.evaluate<boolean>(BANNER_SHOWN)), 'banner still shown');
        const cookies = await app.page.evaluate<string>('document.cookie');
        check(/hide_cookie_message=true/.test(cookies) && /cookie_consent=denied/.test(cookies), `cookies: ${cookies}`);
        await app.releaseApp();
        await waitFor(app.page, `!document.querySelector('[data-cookie-banner]')`, 'the banner gone from the app');
      } finally {
        await app.close();
      }
    },
  },
  {
    name: 'before the app: the phone menu tapped opens once the app is there',
    async run(engine, site) {
      const app = await openWithAppHeld(engine, site, '/AboutUs', 390);
      try {
        await app.page.click(button('Open menu'));
        check((await busySign(app.page)) === 'menu', 'no busy sign on the menu');
        await app.releaseApp();
        await waitFor(app.page, `document.getElementById('site-menu-title')`, 'the menu drawer');
      } finally {
        await app.close();
      }
    },
  },
  ...(
    [
      ['/Payment', '/api/accounts/lookup', 'NG1 5FS', '100001', 'How much would you like to pay?'],
      ['/MeterReading', '/api/getmeterreadings', 'LE1 5WW', '100004', 'Please submit your meter reads'],
    ] as const
  ).map(([path, api, postcode, accountNo, nextStep]): EngineCase => ({
    name: `before the app: Continue on ${path} is carried out once, with what was typed`,
    async run(engine, site) {
      const app = await openWithAppHeld(engine, site, path);
      try {
        const before = site.proxy.count('POST', api);
        await app.page.type(field('Post Code'), postcode);
        await app.page.type(field('Account Number'), accountNo);
        await app.page.click(button('Continue'));
        check((await busySign(app.page)) === 'account', 'no busy sign on the form');
        check(!(await app.page.url()).includes('accountNo'), 'the fields went into the address');
        await app.releaseApp();
        await waitFor(app.page, pageText(nextStep), 'the next step');
        const lookups = site.proxy.count('POST', api) - before;
        check(lookups === 1, `${lookups} lookups`);
      } finally {
        await app.close();
      }
    },
  })),
  {
    name: 'before the app: Quote me opens the sign-up site from the click, once',
    async run(engine, site) {
      const app = await openWithAppHeld(engine, site, '/');
      const quoteTabs = async () =>
        (await app.page.otherTabs()).filter((url) => url.includes('get-a-quote/SW1A1AA')).length;
      try {
        await app.page.type(field('Enter postcode'), 'sw1a 1aa');
        await app.page.click(button('Quote me'));
        const deadline = Date.now() + 10_000;
        while ((await quoteTabs()) === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 200));
        check((await quoteTabs()) === 1, `quote tabs: ${JSON.stringify(await app.page.otherTabs())}`);
        await app.releaseApp();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        check((await quoteTabs()) === 1, `${await quoteTabs()} quote tabs once the app arrived`);
      } finally {
        await app.close();
      }
    },
  },
  {
    name: 'the cookie banner: Accept closes it, and the next page has none',
    async run(engine, site) {
      const page = await engine.open(1280);
      try {
        await page.goto(`${site.url}/AboutUs`);
        await waitFor(page, HYDRATED, 'the app');
        await page.click(`document.querySelector('[data-early-consent$="=accepted"]')`);
        await waitFor(page, `!document.querySelector('[data-cookie-banner]')`, 'the banner closed');
        check(/cookie_consent=accepted/.test(await page.evaluate<string>('document.cookie')), 'no consent cookie');
        await page.goto(`${site.url}/Complaints`);
        await waitFor(page, HYDRATED, 'the next page');
        check(!(await page.evaluate<boolean>(BANNER_SHOWN)), 'the banner is back');
      } finally {
        await page.close();
      }
    },
  },
  {
    name: 'home: the prices come in the document, before the app, which adopts them and asks for neither',
    async run(engine, site) {
      const asked = () => site.proxy.count('GET', '/api/price-cap') + site.proxy.count('GET', '/api/tariffs');
      const before = asked();
      const app = await openWithAppHeld(engine, site, '/', 390);
      try {
        // In the document served for `/`, filled with today's figures (decision 026).
        await waitFor(
          app.page,
          `[...document.querySelectorAll('.home-badge-value')].every((value) => /^£[\\d,]+\\*$/.test(value.textContent))`,
          'the price badges before the app',
        );
        await waitFor(
          app.page,
          `document.querySelectorAll('.home-tariff-list article').length > 0`,
          'the tariff cards',
        );
        await app.page.evaluate(`(document.querySelector('.home-badges').drawnEarly = true)`);
        await app.releaseApp();
        check(
          await app.page.evaluate<boolean>(`document.querySelector('.home-badges').drawnEarly === true`),
          'the app drew the badges again instead of adopting them',
        );
        const requests = asked() - before;
        check(requests === 0, `${requests} requests for the price comparison and the tariffs`);
      } finally {
        await app.close();
      }
    },
  },
  {
    name: 'home: the page hydrates and shows its tariffs',
    async run(engine, site) {
      const page = await openHydrated(engine, `${site.url}/`);
      try {
        await waitFor(page, pageText('Home Dual Fixed 12M'), 'the tariff cards');
      } finally {
        await page.close();
      }
    },
  },
  {
    name: 'payment: £25.50 for 100001 through the checkout emulator to the success page',
    async run(engine, site) {
      const page = await openHydrated(engine, `${site.url}/Payment`);
      try {
        await page.type(field('Post Code'), 'NG1 5FS');
        await page.type(field('Account Number'), '100001');
        await page.click(button('Continue'));
        await waitFor(page, pageText('How much would you like to pay?'), 'the amount step');
        await page.type(field('Amount'), '25.50');
        await page.click(button('Proceed to Pay'));
        await waitFor(
          page,
          pageText('Are you sure you want to pay £25.50 towards account 100001?'),
          'the confirmation',
        );
        await page.click(button('Confirm'));
        await waitFor(page, button('Pay £25.50'), 'the checkout page');
        await page.click(button('Pay £25.50'));
        await waitFor(page, pageText('Payment Successful'), 'the success page');
        check(/\/Payment\/Success\?session_id=cs_test_\w+$/.test(await page.url()), `at ${await page.url()}`);
        check(await page.evaluate<boolean>(pageText('£25.50')), 'the amount paid is not shown');
      } finally {
        await page.close();
      }
    },
  },
  {
    name: 'meter reading: a reading for 100004 to its confirmation',
    async run(engine, site) {
      const page = await openHydrated(engine, `${site.url}/MeterReading`);
      try {
        await page.type(field('Post Code'), 'LE1 5WW');
        await page.type(field('Account Number'), '100004');
        await page.click(button('Continue'));
        await waitFor(page, pageText('Please submit your meter reads'), 'the reading form');
        await page.type(field('New reading'), '012345');
        await page.click(`document.querySelector('input[type=checkbox]')`);
        await page.click(button('Add a new reading'));
        await waitFor(page, pageText('Thank you, your meter reading has been received.'), 'the confirmation');
      } finally {
        await page.close();
      }
    },
  },
  {
    name: 'navigation: in-app links, Back and Forward, a deep link to a section, and the error page when a page cannot be fetched',
    async run(engine, site) {
      const page = await openHydrated(engine, `${site.url}${routePaths.aboutUs}`);
      const heading = `document.querySelector('main h1').textContent.trim()`;
      const footerLink = (path: string) =>
        `[...document.querySelectorAll('footer a[href="${path}"]')].find((link) => link.offsetParent !== null)`;
      // The footer is drawn only as it nears the screen (content-visibility: web/src/app/layout/shell.css),
      // and WebKit's WebDriver refuses to click a link not drawn yet, or one moved as the footer took
      // its real height: scroll to it as a visitor does, and click once it has been drawn there.
      const clickFooterLink = async (path: string) => {
        await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
        await waitFor(page, `Boolean(${footerLink(path)})`, `the footer's link to ${path}, drawn`);
        await page.evaluate(`${footerLink(path)}.scrollIntoView({ block: 'center' })`);
        await page.evaluate(
          'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))',
        );
        await page.click(footerLink(path));
      };
      const shows = async (path: string, title: string) => {
        await waitFor(
          page,
          `location.pathname === ${quoted(path)} && ${heading} === ${quoted(title)}`,
          `${title} at ${path}`,
        );
      };
      try {
        // From the foot of one page, by a footer link: the next page, at its top, its heading focused.
        await clickFooterLink(routePaths.complaints);
        await shows(routePaths.complaints, 'Complaints');
        await waitFor(page, `window.scrollY === 0`, 'the top of the new page');
        check(
          await page.evaluate<boolean>(`document.activeElement === document.querySelector('main h1')`),
          'focus is not on the heading',
        );
        check(await page.evaluate<boolean>(HYDRATED), 'the document was loaded again');
        await page.evaluate('history.back()');
        await shows(routePaths.aboutUs, 'Our Story');
        await page.evaluate('history.forward()');
        await shows(routePaths.complaints, 'Complaints');

        // A page whose code cannot be fetched (a deploy removed it while the tab was open): our error page.
        const restore = site.proxy.refuse(/^\/assets\/PrivacyPage-[^/]+\.js$/);
        try {
          await clickFooterLink(routePaths.privacy);
          await waitFor(page, pageText('Sorry, something went wrong'), 'the error page');
          check(await page.evaluate<boolean>(`Boolean(${button('Reload the page')})`), 'no way to reload');
        } finally {
          restore();
        }
      } finally {
        await page.close();
      }
      // A deep link to a section of a page: shown at that section once the page has laid out.
      const deep = await openHydrated(engine, `${site.url}${routePaths.termsAndConditions}#term-working-day`);
      try {
        await waitFor(
          deep,
          `(() => { const top = document.getElementById('term-working-day').getBoundingClientRect().top; return top >= -2 && top < innerHeight / 2; })()`,
          'the section in view',
        );
      } finally {
        await deep.close();
      }
    },
  },
  {
    name: 'what would I pay: a postcode, then own use typed over the typical use and the current tariff price the labels as worked by hand; back to typical use; a shared address without gas',
    async run(engine, site) {
      const page = await openHydrated(engine, `${site.url}${routePaths.tariffs}`);
      const estimateOf = (name: string) =>
        `(${labelArticle(name)}.querySelector('.own-use-estimate') || { textContent: '' }).textContent.replace(/\\s+/g, ' ')`;
      try {
        await page.type(field('Postcode'), 'NG1 5FS');
        await page.click(button('Show tariffs'));
        await waitFor(
          page,
          `location.search === '?postcode=NG15FS' && document.querySelectorAll('article').length === 25`,
          'the 25 labels of NG1 5FS',
        );
        const [electricityRate, gasRate] = (await page.evaluate<string[]>(rowCells(DUAL_LABEL, 'Unit rate'))).map(
          hundredths,
        );
        const [electricityStanding, gasStanding] = (
          await page.evaluate<string[]>(rowCells(DUAL_LABEL, 'Standing charge'))
        ).map(hundredths);

        await page.click(`document.querySelector('summary.own-use-summary')`);
        await waitFor(
          page,
          pageText("We have filled in Ofgem's typical use: 2,500 kWh of electricity"),
          'the form filled in with the typical use',
        );
        const valueOf = (label: string) => page.evaluate<string>(`(${field(label)}).value`);
        check(
          (await valueOf('Electricity a year (kWh)')) === TYPICAL_ELECTRICITY_KWH &&
            (await valueOf('Gas a year (kWh)')) === TYPICAL_GAS_KWH,
          'the form is not filled in with the typical use',
        );
        for (const [label, value] of OWN_USE_TYPED) {
          await page.clear(field(label));
          await page.type(field(label), value);
        }
        for (const [label, value] of OWN_USE_TYPED) {
          const shown = await valueOf(label);
          check(shown === value, `${label} shows "${shown}" after "${value}" was typed over it`);
        }
        // WebKitWebDriver's click does not always scroll a button just below the window into view (it
        // answers "element not interactable"): brought to the middle first, as a person scrolls to it.
        await page.evaluate(`(${button('Show my costs')}).scrollIntoView({ block: 'center' })`);
        await page.click(button('Show my costs'));
        await waitFor(
          page,
          `new RegExp(${quoted(OWN_USE_ADDRESS.source)}).test(location.search)`,
          'the own use in the address',
        );

        const expected = expectedOwnUseTexts({
          electricityRate: defined(electricityRate, 'the electricity unit rate'),
          electricityStanding: defined(electricityStanding, 'the electricity standing charge'),
          gasRate: defined(gasRate, 'the gas unit rate'),
          gasStanding: defined(gasStanding, 'the gas standing charge'),
        });
        await waitFor(page, `${estimateOf(DUAL_LABEL)}.includes(${quoted(expected.estimate)})`, expected.estimate);
        const dual = await page.evaluate<string>(estimateOf(DUAL_LABEL));
        check(dual.includes(expected.comparison), `expected "${expected.comparison}", the label says: ${dual}`);
        const economy7 = await page.evaluate<string>(estimateOf('Home Elec E7 SVT, Monthly Direct Debit'));
        check(economy7.includes(ECONOMY7_SPLIT), `the Economy 7 label says: ${economy7}`);
        const announced = await page.evaluate<string>(
          `document.querySelector('[aria-live="polite"].visually-hidden').textContent`,
        );
        check(
          /^Costs for your use shown on 25 labels, from £[\d,.]+ a year\.$/.test(announced),
          `announced: ${announced}`,
        );

        await page.click(button('Back to typical use'));
        await waitFor(
          page,
          `!document.querySelector('.own-use-estimate') && !location.search.includes('kwh')`,
          'the labels alone',
        );

        // A shared address with a household's use and no gas: the labels are priced from it alone.
        await page.goto(`${site.url}${routePaths.tariffs}?postcode=NG15FS&meter=single&kwh=4200&gas_kwh=`);
        await waitFor(page, HYDRATED, 'the app');
        await waitFor(page, pageText('For 4,200 kWh of electricity.'), 'the estimate for the use in the address');
        await waitFor(
          page,
          pageText('which you told us you do not use'),
          'a gas-only label saying it supplies nothing used',
        );
      } finally {
        await page.close();
      }
    },
  },
];
