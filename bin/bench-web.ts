/**
 * `npm run bench:web [-- --runs 3] [--routes /,/AboutUs] [--returning] [--interactive-only] [--skip-build] [--markdown]`:
 * builds the site (unless --skip-build) and the bare React + MUI page in bench/baseline/, serves
 * both through the local server (the CloudFront Function, the handlers, the sandbox and
 * precompressed files, like `npm start`), measures every page of the route list and the baseline,
 * `--runs` rounds with the pages interleaved in each round so a busy moment of the machine hits all
 * pages alike, and prints two tables of medians (docs/performance.md › Page speed,
 * docs/first-paint.md › Figures); `--markdown` prints both as Markdown tables, for those docs.
 *
 * 1. Lighthouse (bin/bench-web/lighthouse.ts; skipped with `--interactive-only`): mobile form
 *    factor, simulated throttling (Lighthouse's defaults); performance score, LCP, FCP, TBT, CLS,
 *    the JavaScript requested before first paint (transfer bytes, brotli as served) and LCP as a
 *    multiple of the baseline's, after one uncounted load of each page. Lighthouse refuses to
 *    measure a page answered with 404, so the not-found page is not in the list.
 *
 * 2. "First paint / interactive" (bin/bench-web/throttled-load.ts): each page loaded in a real
 *    Chromium through DevTools throttling (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed
 *    4x), a fresh browser context each time, after one uncounted load of each page (the local server
 *    compresses a file on its first request). Before navigation, a script (bin/bench-web/page-watch.ts)
 *    registers buffered PerformanceObservers of largest-contentful-paint and layout-shift and notes
 *    when the app has taken over (`<html data-hydrated>`, set by web/src/main.tsx and by the baseline
 *    once rendered). The bench then watches until the page has settled: at least 4 s after the load
 *    event, until no request has been in flight for 500 ms, and then until the page's main thread
 *    has had an idle moment, drawn two frames and left the document unchanged for 500 ms (React has
 *    drawn the last answer), at most 15 s after navigation start (a page that polls; the table is
 *    followed by a line for any page whose loads hit that bound, and why).
 *    So an API answer drawn after hydration counts. It does no input, which would stop LCP.
 *    Columns: first contentful paint; LCP and its element (tag, id or first class, the first 30
 *    characters of its text: the element most frequent across runs, ties going to the median run's,
 *    with "(k of n)" when the runs disagree); CLS as Core Web Vitals counts it (shifts without recent
 *    input, in session windows of at most 5 s with gaps under 1 s, the largest window's sum);
 *    interactive (`<html data-hydrated>`), interactive as a multiple of the baseline's (of the
 *    medians), and the middle half of that multiple taken round by round (the page against the
 *    baseline of the same round), which shows how far a median of few loads can be trusted.
 *
 * Each run starts with empty storage, so it measures a first-time visitor, who is served the
 * document with the cookie banner; `--returning` puts the consent cookies of someone who
 * chose before (Deny: no chat) in the browser's cookie jar, so no banner.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultExternalUrls } from '#contracts/brand';
import { listenOnFreePort } from '../local/http-server.js';
import { createSiteListener } from '../local/site-server.js';
import { startSite } from '../local/start-site.js';
import { runLighthouse } from './bench-web/lighthouse.js';
import { parseOptions, USAGE } from './bench-web/options.js';
import { BASELINE, lighthouseReport, throttledReport } from './bench-web/report.js';
import { runThrottledLoads } from './bench-web/throttled-load.js';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const options = parseOptions(process.argv.slice(2));
if (!options) {
  console.error(USAGE);
  process.exit(2);
}

if (!options.skipBuild) {
  console.error('Building the site (npm run build)...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
const baselineDist = mkdtempSync(path.join(tmpdir(), 'bench-web-baseline-'));
execFileSync('npx', ['vite', 'build', '--config', 'bench/baseline/vite.config.ts', '--outDir', baselineDist], {
  cwd: repositoryRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const site = await startSite();
// The baseline goes through the same listener (CloudFront Function, precompressed files), without the
// API: by its file name, since the function sends `/` to the API (docs/decisions/026-home-figures-in-the-document.md).
const baseline = await listenOnFreePort(
  createSiteListener({ distDir: baselineDist, portalOrigin: defaultExternalUrls.portal, log: () => undefined }),
);
const pages = [BASELINE, ...options.sitePaths];
const urlOf = (page: string) => (page === BASELINE ? `${baseline.url}/index.html` : `${site.url}${page}`);
try {
  if (!options.interactiveOnly) {
    const samples = await runLighthouse(pages, urlOf, options);
    console.log(lighthouseReport(pages, samples, options));
    console.log();
  }
  const loads = await runThrottledLoads(pages, urlOf, options);
  console.log(throttledReport(pages, loads, options));
} finally {
  await baseline.close();
  site.stop();
  rmSync(baselineDist, { recursive: true, force: true });
}
