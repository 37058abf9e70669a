import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { earlyRequestPaths, earlyRequestScript } from '#contracts/early-requests';
import { routeDocumentFile, routePaths, type RoutePath, type SitePage } from '#contracts/site-routes';
import { COMPILE_HINT } from '../../web/compile-hints';

/**
 * The documents `npm run build` writes (web/prerender.ts), read from web/dist (the e2e run builds
 * first), and the same pages in a browser with JavaScript off: each carries its page, its own
 * <title> and meta tags in <head>, its critical CSS, and the script it needs to hydrate, within a
 * budget.
 */

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const documents: [string, string][] = [
  ...Object.values(routePaths).flatMap((path): [string, string][] => [
    [path, routeDocumentFile(path, 'withBanner')],
    [path, routeDocumentFile(path, 'withoutBanner')],
  ]),
  ['/no-such-page', '404.html'],
];

function readDocument(file: string): string {
  return readFileSync(`${dist}${file}`, 'utf8');
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The text of the first <h1>, tags removed. */
function h1Text(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/**
 * The app's scripts as web/prerender.ts writes them, last in <head>: the entry and the chunks it
 * and the page need (modulepreload; the entry first, the largest), then load-app.js, which starts
 * the entry.
 */
function appLoader(html: string): { entry: string; chunks: string[] } | undefined {
  const match =
    /((?:<link rel="modulepreload" crossorigin href="\/[^"]+">\s*)+)<script src="\/load-app\.js" defer data-entry="\/([^"]+)"><\/script>\s*$/.exec(
      headOf(html),
    );
  if (!match) return undefined;
  const preloaded = [...match[1]!.matchAll(/href="\/([^"]+)"/g)].map((link) => link[1]!);
  if (preloaded[0] !== match[2]) return undefined;
  return { entry: match[2]!, chunks: preloaded.slice(1) };
}

/** The JavaScript the document makes the browser fetch before it can hydrate: the entry and every chunk it preloads. */
function firstLoadScripts(html: string): string[] {
  const loader = appLoader(html);
  return loader ? [loader.entry, ...loader.chunks] : [];
}

/**
 * A page's early script (web/src/app/early-scripts.ts): async, it draws API answers before the app;
 * at high priority, so it is not fetched behind the app's chunks (web/prerender.ts).
 */
function earlyScripts(html: string): string[] {
  return [...headOf(html).matchAll(/<script src="\/(assets\/[\w-]+\.js)" async fetchpriority="high"><\/script>/g)].map(
    (match) => match[1]!,
  );
}

/** The inline scripts: only the API requests a page makes with its document (lambdas/contracts/early-requests.ts). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
}

/**
 * The small classic scripts in <head> that run before the app (web/public): early-events.js, which
 * records what is done before hydration (docs/first-paint.md › Early interactions), and load-app.js.
 */
function classicScripts(html: string): string[] {
  return [...headOf(html).matchAll(/<script src="\/([\w-]+\.js)"/g)].map((match) => match[1]!);
}

/** Brotli kB of the classic scripts together: they run before the app, so they stay tiny. */
const CLASSIC_SCRIPTS_BUDGET_KB = 3;

const brotliSizes = new Map<string, number>();

/**
 * Compressed once per file: the pages share the entry and the common chunks, and compressing them
 * again for each page took most of a minute.
 */
function brotliBytes(file: string): number {
  let bytes = brotliSizes.get(file);
  if (bytes === undefined) {
    bytes = brotliCompressSync(readFileSync(`${dist}${file}`)).length;
    brotliSizes.set(file, bytes);
  }
  return bytes;
}

/**
 * Brotli kB of that JavaScript. The targets were 100 (content pages) and 120 (home); no page
 * hydrates with MUI any more (web/src/components/ThemeScope.tsx), so every page is near React,
 * React DOM, the router and the shell. These are the measured sizes (docs/first-paint.md › Figures)
 * plus a small margin: a page that grows fails. Each includes the classic scripts
 * (CLASSIC_SCRIPTS_BUDGET_KB) and a page's early script. The measured sizes: docs/performance.md › Figures behind choices in the code.
 */
// With React Router (decision 024): every page hydrates without MUI; zod, step 2 of the forms, the
// review cards, the carousel and /Tariffs' own-use form load after.
const SCRIPT_BUDGET_KB: Partial<Record<RoutePath, number>> & { default: number } = {
  // Information, status and payment result pages, the 404 page and the account lookups (77.8-85.9 kB
  // since the shell is all in the entry's chunk and React Router's unused parts are dropped).
  default: 87,
  // The longest legal page, which also quotes the published figures (90.0).
  [routePaths.termsAndConditions]: 91,
  // The postcode form's page and its labels; the labels' schema (and zod) load with the answer (85.5).
  [routePaths.tariffs]: 87,
  // The quote form and the carousel's frame, and the early script that draws the prices before the
  // app in the document as built (4.9 kB, async: decision 025); the code that redraws the prices
  // loads after hydration (web/src/features/home/price-markup-code.ts). 91.3.
  '/': 93,
};

/**
 * How many scripts a page's document makes the browser fetch before it can hydrate (the entry and
 * its chunks). Over HTTP/1.1 a browser fetches six at a time from one host, so every six more cost
 * a round trip (docs/first-paint.md › Interactive sooner); measured 1-6 (6: the account pages, which
 * need the form kit and the account lookup, /ComplaintsPerformance and /Complaints; the home page 5).
 */
const FIRST_SCRIPT_REQUESTS: Partial<Record<RoutePath, number>> & { default: number } = { default: 6 };

test.describe('prerendered documents in web/dist', () => {
  for (const [path, file] of documents) {
    test(`${file} (${path}) has the page, its head tags, critical CSS and hydration scripts`, () => {
      const html = readDocument(file);
      const head = headOf(html);
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
      expect(title).toMatch(/ \| Fernleaf Energy$/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
      expect(head).toContain(`<meta property="og:title" content="${title}"/>`);
      if (path === '/no-such-page') expect(head).not.toContain('rel="canonical"');
      else
        expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path === '/' ? '/' : path}"/>`));
      // One h1, inside the rendered app, and the page's own.
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(h1Text(html)?.length).toBeGreaterThan(3);
      // The cookie banner, first in the tab order, is painted with the page for a visitor who has not answered it.
      const withBanner = file.endsWith('/index.html') || file === 'index.html';
      expect(html).toMatch(
        withBanner
          ? /<div id="root"><section class="shell-banner" data-cookie-banner="" aria-labelledby="cookie-banner-title"/
          : /<div id="root"><div class="shell">/,
      );
      // The page's own styles (the shell's, and those of what the build drew) are in the document too.
      expect(head).toMatch(/<style>[^<]*\.shell-header\{/);
      // The stylesheets are in the document (web/prerender.ts): no stylesheet request holds the first
      // paint back. Each is marked by a disabled link to its file, which browsers do not fetch.
      expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
      expect(head).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/index-[\w-]+\.css" disabled>/);
      expect(head).toMatch(
        /<style>[^<]*html\[data-consent-answered\] \[data-cookie-banner\]\{display:none!important\}/,
      );
      // Nothing executable inline but the home page's requests, which the CSP (infra/security-headers.ts)
      // allows by their hash: the same text as lambdas/contracts/early-requests.ts writes.
      expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))(?!>)[^>]*>/);
      const early = earlyRequestPaths[path === '/' ? 'home' : ('' as SitePage)];
      expect(inlineScripts(html)).toEqual(early ? [earlyRequestScript(early)] : []);
      // Its drawing script comes with it (decision 025).
      expect(earlyScripts(html)).toHaveLength(early ? 1 : 0);
      // The app's code is asked for with the document, after everything the first paint needs.
      expect(head.lastIndexOf('<style')).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
      // No module script in the document: WebKit would hold early-events.js back until it had run (load-app.js).
      expect(html).not.toContain('<script type="module"');
      // Early interactions are recorded from the start (async: it never holds the parser up).
      expect(head).toContain('<script src="/early-events.js" async></script>');
      expect(classicScripts(html)).toEqual(['early-events.js', 'load-app.js']);
      // The first paint waits for the end of the document (docs/first-paint.md › Nothing moves): no
      // frame of a half-parsed page, whose header or footer would then grow and move what is beside it.
      expect(head).toContain('<link rel="expect" href="#end-of-document" blocking="render" />');
      expect(html).toMatch(/<div id="end-of-document" hidden><\/div>\s*<\/body>\s*<\/html>\s*$/);
      const loader = appLoader(html);
      expect(loader?.entry).toMatch(/^assets\/index-[\w-]+\.js$/);
      // Every page's own chunk but the 404 page's: it is bundled with the shell (web/src/app/router.tsx),
      // which is all in the entry's chunk (web/vite.config.ts).
      if (path !== '/no-such-page') expect(loader?.chunks.length).toBeGreaterThan(0);
      for (const chunk of loader?.chunks ?? []) expect(chunk).toMatch(/^assets\/[\w-]+\.js$/);
      // The footer carries the 24-hour meter-fault line beside the network emergency numbers, as tel: links
      // (docs/product/regulatory-pages.md › Contact and emergencies).
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      expect(footer).toMatch(/<a [^>]*href="tel:\+448081570247"[^>]*>0808 157 0247<\/a>/);
      expect(footer).toMatch(/<a [^>]*href="tel:\+44800111999"[^>]*>0800 111 999<\/a>/);
      expect(footer).toMatch(/<a [^>]*href="tel:105"[^>]*>105<\/a>/);
      expect(footer).toMatch(/<a [^>]*href="\/Emergencies"[^>]*>What to do in an emergency<\/a>/);
    });
  }

  test('every route has its own title, and each page its own chunk preloaded', () => {
    const titleOf = (file: string) => /<title>([^<]+)<\/title>/.exec(readDocument(file))?.[1];
    const routes = Object.values(routePaths);
    const routeTitles = routes.map((path) => titleOf(routeDocumentFile(path, 'withBanner')));
    expect(new Set(routeTitles).size).toBeGreaterThanOrEqual(routeTitles.length - 1);
    // Both documents of a route are the same page; only the banner differs.
    for (const path of routes) {
      const withBanner = readDocument(routeDocumentFile(path, 'withBanner'));
      const withoutBanner = readDocument(routeDocumentFile(path, 'withoutBanner'));
      expect(titleOf(routeDocumentFile(path, 'withoutBanner'))).toBe(titleOf(routeDocumentFile(path, 'withBanner')));
      expect(h1Text(withoutBanner)).toBe(h1Text(withBanner));
      expect(firstLoadScripts(withoutBanner)).toEqual(firstLoadScripts(withBanner));
    }
    const home = firstLoadScripts(readDocument('index.html'));
    expect(home.some((script) => /\/HomePage-[\w-]+\.js$/.test(script))).toBe(true);
    const about = firstLoadScripts(readDocument(routeDocumentFile(routePaths.aboutUs)));
    expect(about.some((script) => /\/AboutPage-[\w-]+\.js$/.test(script))).toBe(true);
  });

  test('JavaScript needed to hydrate each page stays within its brotli budget', () => {
    const table = documents.map(([path, file]) => {
      const html = readDocument(file);
      const scripts = [...classicScripts(html), ...earlyScripts(html), ...firstLoadScripts(html)];
      const kB = scripts.reduce((sum, script) => sum + brotliBytes(script), 0) / 1024;
      return {
        path,
        kB: Math.round(kB * 10) / 10,
        budget: SCRIPT_BUDGET_KB[path as RoutePath] ?? SCRIPT_BUDGET_KB.default,
      };
    });
    console.table(table);
    for (const row of table) expect(row.kB, row.path).toBeLessThanOrEqual(row.budget);
  });

  test('each page fetches its first scripts in few requests: the small shared modules come in groups (web/vite.config.ts)', () => {
    const table = documents.map(([path, file]) => ({
      path,
      requests: firstLoadScripts(readDocument(file)).length,
      budget: FIRST_SCRIPT_REQUESTS[path as RoutePath] ?? FIRST_SCRIPT_REQUESTS.default,
    }));
    for (const row of table) expect(row.requests, row.path).toBeLessThanOrEqual(row.budget);
  });

  test("zod is in no page's first scripts: the schemas load with the first request (lambdas/contracts/README.md)", () => {
    const withZod = documents.filter(([, file]) =>
      firstLoadScripts(readDocument(file)).some((script) =>
        readFileSync(`${dist}${script}`, 'utf8').includes('ZodError'),
      ),
    );
    expect(withZod.map(([path]) => path)).toEqual([]);
  });

  test("V8's compile hint opens every script a page runs before it hydrates, and no script loaded later (web/compile-hints.ts)", () => {
    const firstLoad = new Set(documents.flatMap(([, file]) => firstLoadScripts(readDocument(file))));
    const hinted = readdirSync(`${dist}assets`)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`)
      .filter((script) => readFileSync(`${dist}${script}`, 'utf8').startsWith(`${COMPILE_HINT}\n`));
    expect(firstLoad.size).toBeGreaterThan(20);
    expect(new Set(hinted)).toEqual(firstLoad);
  });

  test('no page has MUI or emotion in its first scripts: what hydrates is plain elements (web/src/components/ThemeScope.tsx)', () => {
    const withEmotion = documents.filter(([, file]) =>
      firstLoadScripts(readDocument(file)).some((script) =>
        readFileSync(`${dist}${script}`, 'utf8').includes('data-emotion'),
      ),
    );
    expect(withEmotion.map(([path]) => path)).toEqual([]);
  });

  test("the router is React Router's production build: none of its development warnings ship (web/vite.config.ts)", () => {
    const scripts = readdirSync(`${dist}assets`).filter((name) => name.endsWith('.js'));
    const router = scripts.filter((name) => readFileSync(`${dist}assets/${name}`, 'utf8').includes('useNavigate()'));
    expect(router.length, 'chunks with React Router').toBeGreaterThan(0);
    const warning = scripts.filter((name) =>
      readFileSync(`${dist}assets/${name}`, 'utf8').includes('No routes matched location'),
    );
    expect(warning).toEqual([]);
  });

  test('the classic scripts that run before the app stay tiny', () => {
    const kB = classicScripts(readDocument('index.html')).reduce((sum, script) => sum + brotliBytes(script), 0) / 1024;
    console.log(`early-events.js + load-app.js: ${kB.toFixed(2)} kB brotli`);
    expect(kB).toBeLessThanOrEqual(CLASSIC_SCRIPTS_BUDGET_KB);
  });
});

test.describe('with JavaScript off, the HTML alone paints the page', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    routePaths.home,
    routePaths.aboutUs,
    routePaths.payment,
    routePaths.complaints,
    '/no-such-page',
  ]) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      const html = readDocument(path === '/no-such-page' ? '404.html' : routeDocumentFile(path as RoutePath));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1Text(html)!);
      await expect(page).toHaveTitle(/ \| Fernleaf Energy$/);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // MUI's styles are in the document: the header is fixed at the top, not in the flow.
      await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
      // Nothing optional loads without JavaScript, so the prerendered cookie banner is hidden (web/index.html).
      await expect(page.getByRole('region', { name: 'Cookies on our website' })).toBeHidden();
    });
  }
});
