import { describe, expect, it } from 'vitest';
import { numberText, poundsText } from '#contracts/number-text';

/** What the copy wrote before (Node carries full ICU, so this is the browser's en-GB). */
const intlText = (value: number, maximumFractionDigits: number) =>
  // Intl writes '-0' for a small negative; the site never shows a minus sign before nothing.
  value.toLocaleString('en-GB', { maximumFractionDigits }).replace(/^-0$/, '0');

describe('numberText', () => {
  it('groups thousands with commas', () => {
    expect(numberText(0)).toBe('0');
    expect(numberText(999)).toBe('999');
    expect(numberText(2700)).toBe('2,700');
    expect(numberText(11500)).toBe('11,500');
    expect(numberText(1234567)).toBe('1,234,567');
    expect(numberText(-1234567)).toBe('-1,234,567');
  });

  it('rounds in decimal to the places asked for and drops trailing zeros', () => {
    expect(numberText(12.5, 1)).toBe('12.5');
    expect(numberText(12.04, 1)).toBe('12');
    expect(numberText(1.005, 2)).toBe('1.01');
    expect(numberText(1234.5, 0)).toBe('1,235');
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(1e-7)).toBe('0');
    expect(numberText(-0.04, 1)).toBe('0');
  });

  it('writes every value as en-GB toLocaleString does', () => {
    const values: number[] = [];
    for (let i = 0; i < 1000; i++) {
      // A spread of magnitudes, signs and fractions, the same every run.
      const magnitude = 10 ** (i % 13);
      const value = (((i * 7919) % 100003) / 1000) * magnitude * (i % 5 === 0 ? -1 : 1);
      values.push(value, Math.round(value), value + 0.5, value / 8);
    }
    for (const digits of [0, 1, 2, 3]) {
      const differing = values.filter((value) => numberText(value, digits) !== intlText(value, digits));
      expect(differing.map((value) => [value, numberText(value, digits), intlText(value, digits)])).toEqual([]);
    }
  });

  it('refuses what it cannot write exactly', () => {
    expect(() => numberText(Number.NaN)).toThrow(RangeError);
    expect(() => numberText(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => numberText(2 ** 60)).toThrow(RangeError);
    expect(() => numberText(1, 4)).toThrow(RangeError);
  });
});

describe('poundsText', () => {
  it('writes whole pounds', () => {
    expect(poundsText(40)).toBe('£40');
    expect(poundsText(1284)).toBe('£1,284');
    expect(poundsText(10_000)).toBe('£10,000');
  });
});
