import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, median, typicalLcpElement } from '../../../../bin/bench-web/metrics';

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
