import type { LighthouseSample } from './lighthouse.js';
import { median, quantile, ratiosByRound, typicalLcpElement } from './metrics.js';
import { formatTable } from './table.js';
import {
  AFTER_LOAD_MS,
  DOCUMENT_QUIET_MS,
  NETWORK_QUIET_MS,
  UPPER_BOUND_MS,
  type LoadSample,
} from './throttled-load.js';

/** The page that every ratio is taken against (bench/baseline/). */
export const BASELINE = 'baseline';
const pageName = (page: string) => (page === BASELINE ? 'baseline (bench/baseline)' : page);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const visitor = (returning: boolean) => (returning ? 'returning' : 'first-time');

interface ReportOptions {
  runs: number;
  returning: boolean;
  markdown: boolean;
}

/** The Lighthouse table: medians per page, LCP as a multiple of the baseline's. */
export function lighthouseReport(pages: string[], samples: Map<string, LighthouseSample[]>, options: ReportOptions) {
  const medianOf = (page: string, key: keyof LighthouseSample) => median(samples.get(page)!.map((run) => run[key]));
  const baselineLcp = medianOf(BASELINE, 'lcp');
  return formatTable(
    `Lighthouse mobile (simulated throttling), ${visitor(options.returning)} visitor, medians of ${options.runs} run(s) per page, pages interleaved`,
    [
      { title: 'page' },
      { title: 'score' },
      { title: 'LCP s' },
      { title: 'FCP s' },
      { title: 'TBT ms' },
      { title: 'CLS' },
      { title: 'JS before paint kB' },
      { title: 'LCP / baseline' },
    ],
    pages.map((page) => [
      pageName(page),
      medianOf(page, 'score').toFixed(0),
      seconds(medianOf(page, 'lcp')),
      seconds(medianOf(page, 'fcp')),
      medianOf(page, 'tbt').toFixed(0),
      medianOf(page, 'cls').toFixed(3),
      (medianOf(page, 'jsBeforePaint') / 1000).toFixed(1),
      (medianOf(page, 'lcp') / baselineLcp).toFixed(2),
    ]),
    options.markdown,
  );
}

/**
 * The middle half of a page's interactive times as multiples of the baseline's, round by round
 * (ratiosByRound): "0.91-1.03" says a quarter of the rounds were under 0.91x and a quarter over
 * 1.03x. With 3 rounds a median moves by about 0.1x from run to run (docs/first-paint.md › Figures).
 */
function middleHalfOfRatios(page: LoadSample[], baseline: LoadSample[]): string {
  const interactive = (loads: LoadSample[]) => loads.map((load) => load.interactive);
  const ratios = ratiosByRound(interactive(page), interactive(baseline));
  return `${quantile(ratios, 0.25).toFixed(2)}-${quantile(ratios, 0.75).toFixed(2)}`;
}

/**
 * The throttled "first paint / interactive" table: medians per page, the typical LCP element,
 * interactive as a multiple of the baseline's (of the medians, and the middle half round by round);
 * then a line for each page whose loads did not settle before the upper bound.
 */
export function throttledReport(pages: string[], loads: Map<string, LoadSample[]>, options: ReportOptions) {
  const medianOf = (page: string, key: 'fcp' | 'lcp' | 'cls' | 'interactive') =>
    median(loads.get(page)!.map((run) => run[key]));
  const baselineInteractive = medianOf(BASELINE, 'interactive');
  const table = formatTable(
    `First paint / interactive: DevTools throttling (150 ms RTT, 1.6 Mbps, CPU 4x), ${visitor(options.returning)} visitor, medians of ${options.runs} load(s) per page, pages interleaved, each watched until settled (${AFTER_LOAD_MS / 1000} s after load, ${NETWORK_QUIET_MS} ms without a request in flight, main thread idle, document unchanged for ${DOCUMENT_QUIET_MS} ms; at most ${UPPER_BOUND_MS / 1000} s)`,
    [
      { title: 'page' },
      { title: 'first paint s' },
      { title: 'LCP s' },
      { title: 'LCP element', align: 'left' },
      { title: 'CLS' },
      { title: 'interactive s' },
      { title: 'interactive / baseline' },
      { title: 'by round, middle half' },
    ],
    pages.map((page) => [
      pageName(page),
      seconds(medianOf(page, 'fcp')),
      seconds(medianOf(page, 'lcp')),
      typicalLcpElement(loads.get(page)!),
      medianOf(page, 'cls').toFixed(3),
      seconds(medianOf(page, 'interactive')),
      (medianOf(page, 'interactive') / baselineInteractive).toFixed(2),
      middleHalfOfRatios(loads.get(page)!, loads.get(BASELINE)!),
    ]),
    options.markdown,
  );
  const notes = pages.flatMap((page) => {
    const unsettled = loads.get(page)!.filter((run) => run.unsettled);
    if (unsettled.length === 0) return [];
    const reasons = [...new Set(unsettled.map((run) => run.unsettled))].join('; ');
    return [
      `${pageName(page)}: ${unsettled.length} of ${options.runs} load(s) not settled at ${UPPER_BOUND_MS / 1000} s (${reasons})`,
    ];
  });
  return notes.length > 0 ? `${table}\n\n${notes.join('\n')}` : table;
}
