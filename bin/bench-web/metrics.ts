/** Pure arithmetic of the bench's figures (tested in tests/unit/bin/bench-web/metrics.test.ts). */

export function median(values: number[]): number {
  return quantile(values, 0.5);
}

/**
 * The value below which `share` (0 to 1) of the values lie, interpolated between the two nearest
 * ranks (as a spreadsheet's PERCENTILE does).
 */
export function quantile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * share;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * Each round's time of a page as a multiple of the baseline's in the same round: the pages of a
 * round are loaded one after the other, so the machine's busy moments touch both alike and the
 * spread of these ratios is the page's own (bin/bench-web/report.ts prints their middle half).
 */
export function ratiosByRound(page: number[], baseline: number[]): number[] {
  return page.flatMap((time, round) => (round < baseline.length ? [time / baseline[round]!] : []));
}

/** How a second build's times compare with a first's, loaded in pairs (bin/bench-pairs.ts). */
export interface PairedComparison {
  /** The median of the pairs' differences, second minus first: below 0 when the second is sooner. */
  medianDifference: number;
  /** In how many pairs the second was sooner. */
  secondSooner: number;
  pairs: number;
}

/**
 * Compares the times of two builds loaded in pairs, the nth of each loaded one after the other:
 * differences within a pair are free of the machine's slower and faster minutes, which move the
 * medians of separate runs by more than a small change (docs/first-paint.md › Compile hints).
 */
export function pairedComparison(first: number[], second: number[]): PairedComparison {
  const differences = first.flatMap((time, pair) => (pair < second.length ? [second[pair]! - time] : []));
  return {
    medianDifference: median(differences),
    secondSooner: differences.filter((difference) => difference < 0).length,
    pairs: differences.length,
  };
}

/**
 * Cumulative layout shift as Core Web Vitals counts it: the shifts (those without recent input)
 * grouped in session windows, a window closing after a 1 s gap or 5 s after its first shift; the
 * largest window's sum (web.dev/articles/evolving-cls, the web-vitals library's algorithm).
 */
export function cumulativeLayoutShift(shifts: { time: number; value: number }[]): number {
  let largest = 0;
  let windowSum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.time - previous >= 1000 || shift.time - windowStart >= 5000) {
      windowStart = shift.time;
      windowSum = 0;
    }
    windowSum += shift.value;
    previous = shift.time;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}

/**
 * The LCP element to print for a page's runs: the one most frequent across runs; among equally
 * frequent ones, the median run's (by LCP time) if it is one of them, else the first seen. When
 * the runs disagree, says how many runs had it: `p.note "…" (3 of 5)`.
 */
export function typicalLcpElement(runs: { lcp: number; lcpElement: string }[]): string {
  if (runs.length === 0) return '';
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const tied = [...counts.keys()].filter((element) => counts.get(element) === most);
  const byTime = [...runs].sort((a, b) => a.lcp - b.lcp);
  const medianRun = byTime[Math.floor((byTime.length - 1) / 2)]!;
  const chosen = tied.includes(medianRun.lcpElement) ? medianRun.lcpElement : tied[0]!;
  return most === runs.length ? chosen : `${chosen} (${most} of ${runs.length})`;
}
