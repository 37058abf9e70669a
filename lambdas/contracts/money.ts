/**
 * Money as the site handles it: integer pence, parsed from the decimal text the user typed
 * without ever going through a float. Shared by the payment form and the checkout-session
 * route so that both accept and refuse exactly the same amounts with the same words.
 */

import { numberText } from './number-text.js';

/** The card provider refuses a GBP checkout below 30p. */
export const MINIMUM_PAYMENT_PENCE = 30;
/** Default ceiling of one card payment (£10,000.00); a stage may configure another. */
export const DEFAULT_MAXIMUM_PAYMENT_PENCE = 1_000_000;

export const amountMessages = {
  required: 'Please enter an amount',
  notANumber: 'Amount must be a number',
  notPositive: 'Amount must be greater than zero',
  tooManyDecimals: 'Amount must have no more than two decimal places',
  /** What the checkout-session step says for an amount it cannot take (docs/product/payment.md › Payment). */
  invalid: 'Please enter a valid amount',
  belowMinimum: (minimumPence: number) => `Amount must be at least ${formatPence(minimumPence)}`,
  aboveMaximum: (maximumPence: number) => `Amount must be no more than ${formatPence(maximumPence)}`,
} as const;

export interface PaymentLimits {
  minimumPence: number;
  maximumPence: number;
}

export const defaultPaymentLimits: PaymentLimits = {
  minimumPence: MINIMUM_PAYMENT_PENCE,
  maximumPence: DEFAULT_MAXIMUM_PAYMENT_PENCE,
};

export type AmountResult = { ok: true; pence: number } | { ok: false; message: string };

/** Plain pounds: digits with an optional point and up to any number of decimals (checked later). */
const PLAIN_AMOUNT = /^(\d*)(?:\.(\d*))?$/;
/** Thousands written the UK way: 1,000 or 12,345,678.90, commas only between groups of three. */
const GROUPED_AMOUNT = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * Converts canonical pound text ("10", "0.1", "19.99", "1000.5", ".5") to integer pence
 * exactly. Nothing else is accepted: no spaces, signs, commas, exponents or more than two
 * decimals. Returns undefined for anything it refuses.
 */
export function poundsToPence(text: string): number | undefined {
  const match = PLAIN_AMOUNT.exec(text);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  if (fraction.length > 2) return undefined;
  // BigInt keeps any number of digits exact; the ceiling check below keeps results safe integers.
  const pence = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (pence > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(pence);
}

/**
 * Reads an amount as a person types it and applies the payment rules, first failure wins:
 * required, a number, greater than zero, at most two decimals, at least the minimum, at most
 * the maximum. Forgives surrounding spaces, a leading £ and correctly grouped thousands.
 */
export function parseAmount(input: string, limits: PaymentLimits = defaultPaymentLimits): AmountResult {
  let text = input.trim();
  if (text === '') return { ok: false, message: amountMessages.required };
  text = text.replace(/^£\s*/, '');
  if (GROUPED_AMOUNT.test(text)) text = text.replace(/,/g, '');

  const negative = /^-\s*(?=[\d.])/.exec(text);
  const unsigned = negative ? text.slice(negative[0].length) : text;
  const match = PLAIN_AMOUNT.exec(unsigned);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, message: amountMessages.notANumber };

  const isZero = !/[1-9]/.test(unsigned);
  if (negative || isZero) return { ok: false, message: amountMessages.notPositive };
  if ((match[2] ?? '').length > 2) return { ok: false, message: amountMessages.tooManyDecimals };

  const pence = poundsToPence(unsigned);
  if (pence === undefined || pence > limits.maximumPence)
    return { ok: false, message: amountMessages.aboveMaximum(limits.maximumPence) };
  if (pence < limits.minimumPence) return { ok: false, message: amountMessages.belowMinimum(limits.minimumPence) };
  return { ok: true, pence };
}

/** "£25.50", "£10,000.00": integer pence shown as pounds without float division. */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError('Pence must be a non-negative safe integer');
  const remainder = pence % 100;
  const pounds = (pence - remainder) / 100;
  return `£${numberText(pounds, 0)}.${String(remainder).padStart(2, '0')}`;
}
