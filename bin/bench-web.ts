/**
 * `npm run bench:web [-- --runs 3] [--routes /,/AboutUs] [--returning] [--skip-build] [--markdown]`: builds the site
 * (unless --skip-build) and the bare React + MUI page in bench/baseline/, serves both through the
 * local server (the CloudFront Function, the handlers, the sandbox and precompressed files, like
 * `npm start`), and runs Lighthouse on every page of the route list and on the baseline: mobile form
 * factor, simulated throttling (Lighthouse's defaults), `--runs` rounds with the pages interleaved
 * in each round so a busy moment of the machine hits all pages alike. Prints the medians per page:
 * performance score, LCP, FCP, TBT, CLS, the JavaScript requested before first paint (transfer
 * bytes, brotli as served) and, for the home page, its LCP as a multiple of the baseline's.
 * Lighthouse refuses to measure a page answered with 404, so the not-found page is not in the list.
 * Lighthouse starts every run with empty storage, so it measures a first-time visitor, for whom the
 * cookie banner appears once the page has hydrated; `--returning` puts the consent cookies of
 * someone who chose before (Deny: no chat) in the browser's cookie jar, so no banner (Lighthouse's
 * storage reset leaves cookies alone; a Cookie request header would not reach document.cookie).
 *
 * Then a second table, "first paint / interactive" (docs/first-paint.md › Figures): each page loaded
 * in a real Chromium through DevTools throttling (150 ms round trip, 1.6 Mbps down, 750 kbps up,
 * CPU slowed 4x), a fresh browser context each time, the pages interleaved with the baseline,
 * `--runs` rounds; first contentful paint, largest contentful paint and the moment the app has taken
 * over (`<html data-hydrated>`, set by web/src/main.tsx and by the baseline once rendered), medians,
 * and "interactive" as a multiple of the baseline's, after one uncounted load of each page (the
 * local server compresses a file on its first request). `--interactive-only` skips Lighthouse.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { defaultExternalUrls } from '#contracts/brand';
import { routeDocumentFile, routePaths } from '#contracts/site-routes';
import { listenOnFreePort } from '../local/http-server.js';
import { createSiteListener } from '../local/site-server.js';
import { startSite } from '../local/start-site.js';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench:web [-- --runs <n>] [--routes /,/AboutUs] [--skip-build] [--markdown]');
  process.exit(2);
}
const BASELINE = 'baseline';
/** The cookies of a visitor who denied optional cookies earlier (web/src/features/consent/consent-rules.ts). */
const RETURNING_VISITOR_COOKIES = { hide_cookie_message: 'true', cookie_consent: 'denied' };
const returning = args.includes('--returning');
const sitePaths = option('--routes')?.split(',') ?? Object.values(routePaths);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Sample {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsBeforePaint: number;
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** One Lighthouse run: the metrics of the simulated phone, and the scripts the page asked for before it painted. */
async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const observed = lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined;
  const firstPaint = observed?.items?.[0]?.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items;
  const jsBeforePaint = (requests ?? [])
    .filter((item) => item.resourceType === 'Script' && (item.networkRequestTime ?? Infinity) < firstPaint)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBeforePaint,
  };
}

interface LoadSample {
  fcp: number;
  lcp: number;
  interactive: number;
}

/** Runs before any page script: notes when <html data-hydrated> appears, and the largest contentful paint. */
const WATCH_INTERACTIVE = `
  window.__interactive = 0;
  window.__lcp = 0;
  new MutationObserver(function (records, observer) {
    if (document.documentElement && document.documentElement.hasAttribute('data-hydrated')) {
      window.__interactive = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { window.__lcp = entry.startTime; });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** DevTools throttling of the table: a slow 4G phone. */
const THROTTLE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** One throttled load in a fresh context (empty cache, the cookies of --returning). */
async function measureLoad(browser: Browser, url: string): Promise<LoadSample> {
  const context = await browser.createBrowserContext();
  try {
    if (returning)
      await context.setCookie(
        ...Object.entries(RETURNING_VISITOR_COOKIES).map(([name, value]) => ({
          name,
          value,
          domain: '127.0.0.1',
          path: '/',
        })),
      );
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(WATCH_INTERACTIVE);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction('window.__interactive > 0', { timeout: 60_000, polling: 50 });
    // The largest paint is known once the page has settled.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return await page.evaluate(() => {
      const w = window as unknown as { __interactive: number; __lcp: number };
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcp: w.__lcp,
        interactive: w.__interactive,
      };
    });
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

if (!args.includes('--skip-build')) {
  console.error('Building the site (npm run build)...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
const baselineDist = mkdtempSync(path.join(tmpdir(), 'bench-web-baseline-'));
execFileSync('npx', ['vite', 'build', '--config', 'bench/baseline/vite.config.ts', '--outDir', baselineDist], {
  cwd: repositoryRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
});

// The CloudFront Function serves a returning visitor each route's document without the cookie
// banner (lambdas/contracts/site-routes.ts); the baseline has no banner, so both names are its page.
copyFileSync(path.join(baselineDist, 'index.html'), path.join(baselineDist, routeDocumentFile('/', 'withoutBanner')));

const site = await startSite();
// The baseline goes through the same listener (CloudFront Function, precompressed files), without the API.
const baseline = await listenOnFreePort(
  createSiteListener({ distDir: baselineDist, portalOrigin: defaultExternalUrls.portal, log: () => undefined }),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

if (returning) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  await browser.setCookie(
    ...Object.entries(RETURNING_VISITOR_COOKIES).map(([name, value]) => ({
      name,
      value,
      domain: '127.0.0.1',
      path: '/',
    })),
  );
  await browser.disconnect();
}

const pages = [BASELINE, ...sitePaths];
const interactiveOnly = args.includes('--interactive-only');
const samples = new Map<string, Sample[]>(pages.map((page) => [page, []]));
const loads = new Map<string, LoadSample[]>(pages.map((page) => [page, []]));
const urlOf = (page: string) => (page === BASELINE ? `${baseline.url}/` : `${site.url}${page}`);
try {
  for (let round = 1; round <= runs && !interactiveOnly; round++) {
    for (const page of pages) {
      console.error(`round ${round}/${runs}: ${page}`);
      samples.get(page)!.push(await measure(urlOf(page), chrome.port));
    }
  }
  // A Chrome of its own, without chrome-launcher's default flags: one of them, Lighthouse's
  // --disable-features=RenderDocument, holds back a new document's first paint long after it has
  // been parsed, with no long task in between (docs/performance.md › Figures behind choices in the
  // code), which no visitor's browser does.
  const loadChrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${loadChrome.port}` });
  try {
    // One load of each page first, not counted: the local server compresses each file on its first
    // request (local/compressed-files.ts; CloudFront keeps them compressed), which held the first
    // page of the first round, always `/`, back (docs/performance.md › Figures behind choices in the code).
    for (const page of pages) {
      console.error(`warm-up load: ${page}`);
      await measureLoad(browser, urlOf(page));
    }
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        console.error(`throttled load ${round}/${runs}: ${page}`);
        loads.get(page)!.push(await measureLoad(browser, urlOf(page)));
      }
    }
  } finally {
    await browser.disconnect();
    loadChrome.kill();
  }
} finally {
  chrome.kill();
  await baseline.close();
  site.stop();
  rmSync(baselineDist, { recursive: true, force: true });
}

function printTable(header: string[], rows: string[][]): void {
  if (args.includes('--markdown')) {
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } else {
    const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!)))
        .join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
  }
}

const medians = new Map(
  pages.map((page) => {
    const list = samples.get(page)!;
    const of = (key: keyof Sample) => median(list.map((sample) => sample[key]));
    return [
      page,
      { score: of('score'), lcp: of('lcp'), fcp: of('fcp'), tbt: of('tbt'), cls: of('cls'), js: of('jsBeforePaint') },
    ];
  }),
);
if (!interactiveOnly) {
  const baselineLcp = medians.get(BASELINE)!.lcp;
  const header = ['page', 'score', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'JS before paint kB', 'LCP / baseline'];
  const rows = pages.map((page) => {
    const m = medians.get(page)!;
    return [
      page === BASELINE ? 'baseline (bench/baseline)' : page,
      m.score.toFixed(0),
      (m.lcp / 1000).toFixed(2),
      (m.fcp / 1000).toFixed(2),
      m.tbt.toFixed(0),
      m.cls.toFixed(3),
      (m.js / 1000).toFixed(1),
      (m.lcp / baselineLcp).toFixed(2),
    ];
  });

  console.log(
    `Lighthouse mobile (simulated throttling), ${returning ? 'returning' : 'first-time'} visitor, medians of ${runs} run(s) per page, pages interleaved`,
  );
  printTable(header, rows);
}

const loadMedians = new Map(
  pages.map((page) => {
    const list = loads.get(page)!;
    const of = (key: keyof LoadSample) => median(list.map((sample) => sample[key]));
    return [page, { fcp: of('fcp'), lcp: of('lcp'), interactive: of('interactive') }];
  }),
);
const baselineInteractive = loadMedians.get(BASELINE)!.interactive;
console.log(
  `\nFirst paint / interactive: DevTools throttling (150 ms RTT, 1.6 Mbps, CPU 4x), ${returning ? 'returning' : 'first-time'} visitor, medians of ${runs} load(s) per page, pages interleaved`,
);
printTable(
  ['page', 'first paint s', 'LCP s', 'interactive s', 'interactive / baseline'],
  pages.map((page) => {
    const m = loadMedians.get(page)!;
    return [
      page === BASELINE ? 'baseline (bench/baseline)' : page,
      (m.fcp / 1000).toFixed(2),
      (m.lcp / 1000).toFixed(2),
      (m.interactive / 1000).toFixed(2),
      (m.interactive / baselineInteractive).toFixed(2),
    ];
  }),
);
