import { describe, expect, it } from 'vitest';
import { ukDate, ukMidnight } from '#contracts/uk-date';

describe('ukDate', () => {
  it.each([
    // Winter (GMT = UTC): the UTC day is the UK day on both sides of midnight.
    ['2026-01-14T23:59:59Z', '2026-01-14'],
    ['2026-01-15T00:00:00Z', '2026-01-15'],
    // Summer (BST = UTC+1): 23:30 UTC is already tomorrow in the UK.
    ['2026-06-30T22:59:59Z', '2026-06-30'],
    ['2026-06-30T23:00:00Z', '2026-07-01'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
    // Clocks go forward at 01:00 UTC on 29 March 2026.
    ['2026-03-28T23:30:00Z', '2026-03-28'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-03-29T23:30:00Z', '2026-03-30'],
    // Clocks go back at 01:00 UTC on 25 October 2026: 23:30 UTC on the 24th is 00:30 BST on the 25th.
    ['2026-10-24T22:59:59Z', '2026-10-24'],
    ['2026-10-24T23:30:00Z', '2026-10-25'],
    ['2026-10-25T23:30:00Z', '2026-10-25'],
  ])('%s is %s in the UK', (instant, expected) => {
    expect(ukDate(new Date(instant))).toBe(expected);
  });
});

describe('ukMidnight', () => {
  it.each([
    ['2026-01-15', '2026-01-15T00:00:00.000Z'],
    ['2026-07-01', '2026-06-30T23:00:00.000Z'],
    ['2026-10-01', '2026-09-30T23:00:00.000Z'],
    // The days the clocks change begin before the change.
    ['2026-03-29', '2026-03-29T00:00:00.000Z'],
    ['2026-10-25', '2026-10-24T23:00:00.000Z'],
    ['2026-10-26', '2026-10-26T00:00:00.000Z'],
  ])('%s begins at %s', (date, instant) => {
    expect(ukMidnight(date).toISOString()).toBe(instant);
    expect(ukDate(ukMidnight(date))).toBe(date);
  });
});
