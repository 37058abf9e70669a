import { describe, expect, it } from 'vitest';
import {
  cumulativeLayoutShift,
  median,
  pairedComparison,
  quantile,
  ratiosByRound,
  typicalLcpElement,
} from '../../../../bin/bench-web/metrics';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('sums shifts less than 1 s apart into one session window', () => {
    expect(
      cumulativeLayoutShift([
        { time: 100, value: 0.1 },
        { time: 900, value: 0.05 },
        { time: 1800, value: 0.05 },
      ]),
    ).toBeCloseTo(0.2);
  });

  it('starts a new window after a gap of 1 s and keeps the largest window', () => {
    expect(
      cumulativeLayoutShift([
        { time: 3100, value: 0.1 },
        { time: 3200, value: 0.15 },
        { time: 100, value: 0.2 },
      ]),
    ).toBeCloseTo(0.25);
  });

  it('closes a window 5 s after its first shift', () => {
    const everyHalfSecond = Array.from({ length: 14 }, (_, index) => ({ time: index * 500, value: 0.01 }));
    expect(cumulativeLayoutShift(everyHalfSecond)).toBeCloseTo(0.1);
  });
});

describe('typicalLcpElement', () => {
  it('names the element every run had', () => {
    expect(typicalLcpElement([{ lcp: 500, lcpElement: 'p.note "Hi"' }])).toBe('p.note "Hi"');
  });

  it('takes the most frequent element and says how many runs had it', () => {
    const runs = [
      { lcp: 500, lcpElement: 'p.a' },
      { lcp: 900, lcpElement: 'p.b' },
      { lcp: 600, lcpElement: 'p.b' },
    ];
    expect(typicalLcpElement(runs)).toBe('p.b (2 of 3)');
  });

  it("breaks a tie with the median run's element", () => {
    const runs = [
      { lcp: 500, lcpElement: 'p.a' },
      { lcp: 700, lcpElement: 'p.b' },
      { lcp: 900, lcpElement: 'p.c' },
    ];
    expect(typicalLcpElement(runs)).toBe('p.b (1 of 3)');
  });
});

describe('quantile', () => {
  it('interpolates between the two nearest ranks, like a spreadsheet PERCENTILE', () => {
    expect(quantile([4, 1, 3, 2], 0.25)).toBeCloseTo(1.75);
    expect(quantile([4, 1, 3, 2], 0.75)).toBeCloseTo(3.25);
    expect(quantile([5, 1, 3], 0.5)).toBe(median([5, 1, 3]));
    expect(quantile([7], 0.25)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('gives the smallest and largest values at 0 and 1', () => {
    expect(quantile([3, 9, 1], 0)).toBe(1);
    expect(quantile([3, 9, 1], 1)).toBe(9);
  });
});

describe('ratiosByRound', () => {
  it("divides each round's time by the baseline's time in the same round", () => {
    expect(ratiosByRound([1100, 900, 1300], [1000, 1000, 1300])).toEqual([1.1, 0.9, 1]);
  });

  it('leaves out a round the baseline has no time for', () => {
    expect(ratiosByRound([1000, 1200], [1000])).toEqual([1]);
  });
});

describe('pairedComparison', () => {
  it('takes the median of second minus first, pair by pair, and counts the pairs the second won', () => {
    // Pairs: +20, -40, -30, -10, +5 (a slow minute makes the third pair slow for both).
    expect(pairedComparison([1000, 1100, 1400, 1050, 990], [1020, 1060, 1370, 1040, 995])).toEqual({
      medianDifference: -10,
      secondSooner: 3,
      pairs: 5,
    });
  });

  it('pairs only as many loads as both builds have', () => {
    expect(pairedComparison([1000, 1200, 900], [950])).toEqual({ medianDifference: -50, secondSooner: 1, pairs: 1 });
  });

  it('has no median without a pair', () => {
    expect(pairedComparison([], [1000]).medianDifference).toBeNaN();
  });
});
