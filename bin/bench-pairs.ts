/**
 * `npm run bench:pairs -- <first build folder> <second build folder> [--routes /,/AboutUs] [--runs 10] [--markdown]`:
 * is the second build interactive sooner than the first? Serves each folder (a copy of web/dist)
 * through the local server's static listener (the CloudFront Function, precompressed files; no
 * API, so `/` is its document as built) and loads each page from one and then the other, in the
 * throttled Chromium of `npm run bench:web` (bin/bench-web/throttled-load.ts), the order swapped
 * every round, watching each load only until `<html data-hydrated>`. Prints per page the median of
 * each build, the median of the pairs' differences and in how many pairs the second was sooner.
 *
 * For changes of a few per cent, which separate runs of bench:web cannot show: the machine's
 * slower and faster minutes move a run's medians by more than that, but touch both loads of a pair
 * alike (docs/first-paint.md › Compile hints, where it was first used).
 */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { defaultExternalUrls } from '#contracts/brand';
import { listenOnFreePort } from '../local/http-server.js';
import { createSiteListener } from '../local/site-server.js';
import { launchChrome } from './bench-web/chrome.js';
import { median, pairedComparison } from './bench-web/metrics.js';
import { formatTable } from './bench-web/table.js';
import { measureInteractive } from './bench-web/throttled-load.js';

const USAGE =
  'Usage: npm run bench:pairs -- <first build folder> <second build folder> [--routes /,/AboutUs] [--runs 10] [--markdown]';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const folders = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const runs = Number(option('--runs') ?? 10);
const routes = (option('--routes') ?? '/,/AboutUs,/Tariffs').split(',').filter(Boolean);
const missing = folders.filter((folder) => !existsSync(`${folder}/index.html`));
if (
  folders.length !== 2 ||
  missing.length > 0 ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  routes.some((route) => !route.startsWith('/'))
) {
  console.error(missing.length > 0 ? `No built site (index.html) in ${missing.join(', ')}.\n${USAGE}` : USAGE);
  process.exit(2);
}

const servers = await Promise.all(
  folders.map((distDir) =>
    listenOnFreePort(createSiteListener({ distDir, portalOrigin: defaultExternalUrls.portal, log: () => undefined })),
  ),
);
// `/` goes to the API in the CloudFront Function (decision 026): the static listener has none, so by its file name.
const urlOf = (build: number, route: string) => `${servers[build]!.url}${route === '/' ? '/index.html' : route}`;
const chrome = await launchChrome(true);
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const times = routes.map(() => [[], []] as [number[], number[]]);
try {
  // One uncounted load of each: the listener compresses each file on its first request.
  for (const route of routes) for (const build of [0, 1]) await measureInteractive(browser, urlOf(build, route));
  for (let round = 0; round < runs; round++) {
    for (const [index, route] of routes.entries()) {
      for (const build of round % 2 === 0 ? [0, 1] : [1, 0])
        times[index]![build]!.push(await measureInteractive(browser, urlOf(build, route)));
      console.error(`pair ${round + 1}/${runs}: ${route}`);
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await Promise.all(servers.map((server) => server.close()));
}

const rows = routes.map((route, index) => {
  const [first, second] = times[index]!;
  const comparison = pairedComparison(first, second);
  return [
    route,
    median(first).toFixed(0),
    median(second).toFixed(0),
    comparison.medianDifference.toFixed(0),
    `${comparison.secondSooner} of ${comparison.pairs}`,
  ];
});
console.log(
  formatTable(
    `Interactive in pairs: ${folders[0]} (first) and ${folders[1]} (second), DevTools throttling as bench:web, first-time visitor, ${runs} pair(s) a page, order swapped every round`,
    [
      { title: 'page' },
      { title: 'first, median ms' },
      { title: 'second, median ms' },
      { title: 'median of second - first, ms' },
      { title: 'second sooner' },
    ],
    rows,
    args.includes('--markdown'),
  ),
);
