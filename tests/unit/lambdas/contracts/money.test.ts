import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountMessages,
  DEFAULT_MAXIMUM_PAYMENT_PENCE,
  formatPence,
  MINIMUM_PAYMENT_PENCE,
  parseAmount,
  poundsToPence,
} from '#contracts/money';

/** Pence up to a trillion pounds: far past any limit, still well inside exact integers. */
const anyPence = fc.integer({ min: 0, max: 100_000_000_000_000 });
const payablePence = fc.integer({ min: MINIMUM_PAYMENT_PENCE, max: DEFAULT_MAXIMUM_PAYMENT_PENCE });
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

const twoDecimals = (pence: number) => `${(pence - (pence % 100)) / 100}.${String(pence % 100).padStart(2, '0')}`;

describe('poundsToPence (canonical text only)', () => {
  it('converts every amount with two decimals exactly', () => {
    fc.assert(
      fc.property(anyPence, (pence) => {
        expect(poundsToPence(twoDecimals(pence))).toBe(pence);
      }),
    );
  });

  it('converts one decimal as tens of pence and whole pounds as hundreds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 9 }), (pounds, tenths) => {
        expect(poundsToPence(`${pounds}.${tenths}`)).toBe(pounds * 100 + tenths * 10);
        expect(poundsToPence(String(pounds))).toBe(pounds * 100);
        expect(poundsToPence(`${pounds}.`)).toBe(pounds * 100);
      }),
    );
  });

  it('agrees with a float oracle wherever floats are still exact enough', () => {
    fc.assert(
      fc.property(digits(1, 9), fc.option(digits(0, 2), { nil: undefined }), (whole, fraction) => {
        const text = fraction === undefined ? whole : `${whole}.${fraction}`;
        expect(poundsToPence(text)).toBe(Math.round(Number(text) * 100));
      }),
    );
  });

  it('ignores leading zeros and handles a missing whole part', () => {
    expect(poundsToPence('0.1')).toBe(10);
    expect(poundsToPence('19.99')).toBe(1999);
    expect(poundsToPence('007.05')).toBe(705);
    expect(poundsToPence('.5')).toBe(50);
  });

  it.each([
    '',
    '.',
    ' 10 ',
    '10 ',
    '-5',
    '+5',
    '1e3',
    '1E3',
    '10.999',
    '0.001',
    '1,000.00',
    '£10',
    '0x10',
    'Infinity',
    'NaN',
    '1.2.3',
    '١٠',
  ])('refuses %j', (text) => expect(poundsToPence(text)).toBeUndefined());

  it('refuses more than two decimals whatever they are', () => {
    fc.assert(
      fc.property(digits(1, 6), digits(3, 8), (whole, fraction) => {
        expect(poundsToPence(`${whole}.${fraction}`)).toBeUndefined();
      }),
    );
  });

  it('refuses amounts too large to be exact instead of rounding them', () => {
    expect(poundsToPence('90071992547409.92')).toBeUndefined();
    expect(poundsToPence('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('parseAmount (what the user typed, with the payment rules)', () => {
  it('accepts every payable amount in its plain, pound-sign, spaced and grouped spellings', () => {
    fc.assert(
      fc.property(payablePence, (pence) => {
        const plain = twoDecimals(pence);
        expect(parseAmount(plain)).toEqual({ ok: true, pence });
        expect(parseAmount(`  ${plain}\t`)).toEqual({ ok: true, pence });
        expect(parseAmount(formatPence(pence))).toEqual({ ok: true, pence });
        expect(parseAmount(formatPence(pence).slice(1))).toEqual({ ok: true, pence });
      }),
    );
  });

  it.each([
    ['', amountMessages.required],
    ['   ', amountMessages.required],
    ['abc', amountMessages.notANumber],
    ['1e3', amountMessages.notANumber],
    ['10..5', amountMessages.notANumber],
    ['.', amountMessages.notANumber],
    ['1,00', amountMessages.notANumber],
    ['12,34.00', amountMessages.notANumber],
    ['--5', amountMessages.notANumber],
    ['-5', amountMessages.notPositive],
    ['-0.50', amountMessages.notPositive],
    ['0', amountMessages.notPositive],
    ['0.00', amountMessages.notPositive],
    ['10.999', amountMessages.tooManyDecimals],
    ['0.001', amountMessages.tooManyDecimals],
    ['0.29', 'Amount must be at least £0.30'],
    ['0.1', 'Amount must be at least £0.30'],
    ['10000.01', 'Amount must be no more than £10,000.00'],
    ['99999999999999999999999', 'Amount must be no more than £10,000.00'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(parseAmount(input)).toEqual({ ok: false, message });
  });

  it('accepts the limits themselves', () => {
    expect(parseAmount('0.30')).toEqual({ ok: true, pence: 30 });
    expect(parseAmount('10000')).toEqual({ ok: true, pence: 1_000_000 });
    expect(parseAmount('1,000.00')).toEqual({ ok: true, pence: 100_000 });
    expect(parseAmount('25.5')).toEqual({ ok: true, pence: 2550 });
  });

  it('applies a configured maximum and names it in the message', () => {
    const limits = { minimumPence: MINIMUM_PAYMENT_PENCE, maximumPence: 50_000 };
    expect(parseAmount('500.00', limits)).toEqual({ ok: true, pence: 50_000 });
    expect(parseAmount('500.01', limits)).toEqual({ ok: false, message: 'Amount must be no more than £500.00' });
  });

  it('never throws and only ever answers with pence in range or a catalogue message', () => {
    const known = new Set<string>([
      amountMessages.required,
      amountMessages.notANumber,
      amountMessages.notPositive,
      amountMessages.tooManyDecimals,
      amountMessages.belowMinimum(MINIMUM_PAYMENT_PENCE),
      amountMessages.aboveMaximum(DEFAULT_MAXIMUM_PAYMENT_PENCE),
    ]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789.,-£ e') })), (input) => {
        const result = parseAmount(input);
        if (result.ok) {
          expect(Number.isSafeInteger(result.pence)).toBe(true);
          expect(result.pence).toBeGreaterThanOrEqual(MINIMUM_PAYMENT_PENCE);
          expect(result.pence).toBeLessThanOrEqual(DEFAULT_MAXIMUM_PAYMENT_PENCE);
        } else {
          expect(known).toContain(result.message);
        }
      }),
    );
  });
});

describe('formatPence', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [2550, '£25.50'],
    [1_000_000, '£10,000.00'],
    [123_456_789, '£1,234,567.89'],
  ])('shows %i pence as %s', (pence, text) => expect(formatPence(pence)).toBe(text));

  it('round-trips through the parser for every amount', () => {
    fc.assert(
      fc.property(anyPence, (pence) => {
        expect(poundsToPence(formatPence(pence).slice(1).replace(/,/g, ''))).toBe(pence);
      }),
    );
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d', (pence) => expect(() => formatPence(pence)).toThrow(RangeError));
});
