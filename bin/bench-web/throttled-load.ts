import puppeteer, { type Browser, type BrowserContext, type CDPSession, type Page } from 'puppeteer-core';
import { launchChrome, returningVisitorCookies } from './chrome.js';
import { cumulativeLayoutShift } from './metrics.js';
import { PAGE_WATCH, READ_PAGE_WATCH, settleCheck, type PageWatch, type SettleCheck } from './page-watch.js';

/** One throttled load of one page; times in ms from navigation start. */
export interface LoadSample {
  fcp: number;
  lcp: number;
  /** The LCP element, described by PAGE_WATCH: tag, id or class, first words of its text. */
  lcpElement: string;
  /** Session-window CLS (bin/bench-web/metrics.ts). */
  cls: number;
  interactive: number;
  /** When the bench stopped watching, ms after navigation start. */
  observed: number;
  /** Why watching stopped at the upper bound before the page had settled; undefined if it settled. */
  unsettled?: string;
}

/** DevTools throttling of the issue's table: a slow 4G phone. */
const THROTTLE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Watch at least this long after the load event (an API answer drawn late still counts)... */
export const AFTER_LOAD_MS = 4000;
/** ...and until no request has been in flight for this long, then the page's main thread is idle... */
export const NETWORK_QUIET_MS = 500;
/** ...and its document has not changed for this long... */
export const DOCUMENT_QUIET_MS = 500;
/** ...but no longer than this after navigation start, so a page that polls cannot hang the bench. */
export const UPPER_BOUND_MS = 15_000;

/** Requests in flight on a page, from the DevTools protocol's network events. */
function trackNetwork(cdp: CDPSession) {
  const inFlight = new Map<string, string>();
  let lastChange = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.set(event.requestId, event.request.url);
    lastChange = performance.now();
  });
  const finished = (event: { requestId: string }) => {
    inFlight.delete(event.requestId);
    lastChange = performance.now();
  };
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.loadingFailed', finished);
  return {
    quietFor: () => (inFlight.size > 0 ? 0 : performance.now() - lastChange),
    pending: () => [...inFlight.values()],
  };
}

function whyUnsettled(loadedAt: number, pending: string[], lastCheck: SettleCheck | undefined): string {
  if (loadedAt === Number.POSITIVE_INFINITY) return 'no load event';
  if (pending.length > 0) return `in flight: ${pending.map((url) => new URL(url).pathname.slice(0, 80)).join(', ')}`;
  if (!lastCheck) return `requests kept starting (none ${NETWORK_QUIET_MS} ms apart)`;
  return lastCheck.idle ? 'the document kept changing' : 'main thread busy';
}

/** A settle check that did not answer in time. */
const NOT_IDLE: SettleCheck = { idle: false, unchangedFor: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A new tab in `context` as a slow phone sees the web: its viewport, the network and CPU throttled,
 * PAGE_WATCH registered before any of the page's scripts, the cookies of --returning.
 */
async function throttledPage(context: BrowserContext, returning: boolean): Promise<{ page: Page; cdp: CDPSession }> {
  if (returning) await context.setCookie(...returningVisitorCookies());
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluateOnNewDocument(PAGE_WATCH);
  return { page, cdp };
}

/**
 * One throttled load of a first-time visitor in a fresh context, watched only until the app is
 * interactive (`<html data-hydrated>`): ms from navigation start (bin/bench-pairs.ts).
 */
export async function measureInteractive(browser: Browser, url: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const { page } = await throttledPage(context, false);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction('window.__benchWatch.interactive > 0', { timeout: 60_000, polling: 50 });
    return (await page.evaluate('window.__benchWatch.interactive')) as number;
  } finally {
    await context.close();
  }
}

/**
 * One throttled load in a fresh context (empty cache, the cookies of --returning): waits for
 * `<html data-hydrated>`, then goes on watching until the page has settled (AFTER_LOAD_MS after
 * the load event, NETWORK_QUIET_MS without a request in flight, then an idle moment of its main
 * thread, two frames, and DOCUMENT_QUIET_MS without a change to the document; at most
 * UPPER_BOUND_MS after navigation start), and reads what PAGE_WATCH noted. The bench does no
 * input, which would stop Chrome reporting LCP candidates.
 */
async function measureLoad(browser: Browser, url: string, returning: boolean): Promise<LoadSample> {
  const context = await browser.createBrowserContext();
  try {
    const { page, cdp } = await throttledPage(context, returning);
    const network = trackNetwork(cdp);
    const start = performance.now();
    let loadedAt = Number.POSITIVE_INFINITY;
    page.once('load', () => (loadedAt = performance.now()));
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction('window.__benchWatch.interactive > 0', { timeout: 60_000, polling: 50 });
    // Load and network watched from Node, so that part of the wait costs the throttled page nothing;
    // then the page's own check, again until it passes with the network still quiet.
    const remaining = () => UPPER_BOUND_MS - (performance.now() - start);
    const quiet = () => performance.now() - loadedAt >= AFTER_LOAD_MS && network.quietFor() >= NETWORK_QUIET_MS;
    let settled = false;
    let lastCheck: SettleCheck | undefined;
    while (!settled && remaining() > 0) {
      if (!quiet()) {
        await sleep(100);
        continue;
      }
      // Not awaited past the upper bound; its rejection when the context closes is of no interest.
      const check = page.evaluate(settleCheck(remaining())).catch(() => undefined) as Promise<SettleCheck | undefined>;
      lastCheck = (await Promise.race([check, sleep(remaining()).then(() => undefined)])) ?? NOT_IDLE;
      settled = lastCheck.idle && lastCheck.unchangedFor >= DOCUMENT_QUIET_MS && quiet();
      if (!settled) await sleep(Math.max(100, DOCUMENT_QUIET_MS - lastCheck.unchangedFor));
    }
    const unsettled = settled ? undefined : whyUnsettled(loadedAt, network.pending(), lastCheck);
    const observed = performance.now() - start;
    const watch = (await page.evaluate(READ_PAGE_WATCH)) as PageWatch;
    const largest = watch.lcp.at(-1);
    return {
      fcp: watch.firstContentfulPaint ?? Number.NaN,
      lcp: largest?.time ?? Number.NaN,
      lcpElement: largest?.element ?? '(none)',
      cls: cumulativeLayoutShift(watch.shifts),
      interactive: watch.interactive,
      observed,
      unsettled,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every page loaded `runs` times in a real throttled Chromium, the pages interleaved in each round
 * so a busy moment of the machine hits all pages alike, after one uncounted load of each.
 */
export async function runThrottledLoads(
  pages: string[],
  urlOf: (page: string) => string,
  { runs, returning }: { runs: number; returning: boolean },
): Promise<Map<string, LoadSample[]>> {
  const loads = new Map<string, LoadSample[]>(pages.map((page) => [page, []]));
  // A Chrome of its own, without chrome-launcher's default flags: one of them, Lighthouse's
  // --disable-features=RenderDocument, holds back a new document's first paint long after it has
  // been parsed, with no long task in between (docs/performance.md › Figures behind choices in the
  // code), which no visitor's browser does.
  const chrome = await launchChrome(true);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const load = async (page: string, label: string) => {
    const sample = await measureLoad(browser, urlOf(page), returning);
    const watched = `watched ${(sample.observed / 1000).toFixed(1)} s`;
    console.error(`${label}: ${page} (${sample.unsettled ? `${watched}, not settled: ${sample.unsettled}` : watched})`);
    return sample;
  };
  try {
    // One load of each page first, not counted: the local server compresses each file on its first
    // request (local/compressed-files.ts; CloudFront keeps them compressed), which held the first
    // page of the first round, always `/`, back (docs/performance.md › Figures behind choices in the
    // code). It watches as long as a
    // counted load, so the chunks and answers a page asks for late are compressed too.
    for (const page of pages) await load(page, 'warm-up load');
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) loads.get(page)!.push(await load(page, `throttled load ${round}/${runs}`));
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return loads;
}
