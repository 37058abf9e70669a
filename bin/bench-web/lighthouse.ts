import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { launchChrome, returningVisitorCookies } from './chrome.js';

/** One Lighthouse run of one page. */
export interface LighthouseSample {
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
async function measure(url: string, port: number): Promise<LighthouseSample> {
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

/**
 * One unmeasured load of each page, until its network is quiet: the local server compresses each
 * file on its first request (CloudFront keeps its compressed copies), which held the first round's
 * first pages back, always `/` (docs/performance.md › Figures behind choices in the code).
 * Lighthouse empties the cache before each run, so nothing of these loads is reused but the
 * server's compressed copies.
 */
async function warmUp(browser: Browser, urls: string[]): Promise<void> {
  for (const url of urls) {
    console.error(`warm-up: ${url}`);
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.close();
  }
}

/**
 * Lighthouse (mobile, simulated throttling) on every page, `runs` rounds with the pages interleaved.
 * Lighthouse starts every run with empty storage but leaves cookies alone, so `returning` puts the
 * consent cookies in the browser's cookie jar (a Cookie request header would not reach document.cookie).
 */
export async function runLighthouse(
  pages: string[],
  urlOf: (page: string) => string,
  { runs, returning }: { runs: number; returning: boolean },
): Promise<Map<string, LighthouseSample[]>> {
  const samples = new Map<string, LighthouseSample[]>(pages.map((page) => [page, []]));
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    if (returning) await browser.setCookie(...returningVisitorCookies());
    await warmUp(browser, pages.map(urlOf));
    await browser.disconnect();
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        console.error(`round ${round}/${runs}: ${page}`);
        samples.get(page)!.push(await measure(urlOf(page), chrome.port));
      }
    }
  } finally {
    chrome.kill();
  }
  return samples;
}
