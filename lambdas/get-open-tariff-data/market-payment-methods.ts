import { openTariffApiMessages } from '#contracts/open-tariff-api';
import { paymentMethods, type PaymentMethod } from '#contracts/tariff-catalogue';
import { HttpError } from '../shared/http.js';
import type { Query } from './query.js';

/*
 * The market's payment-method words, spoken by the open API only (docs/open-tariff-api.md ›
 * Payment methods). Inside the product a payment method is `direct_debit_monthly` or `porob`
 * (lambdas/contracts/payment-methods.ts); the market's clients know neither `porob` nor our
 * charge-history values, so every answer translates here and nowhere else.
 */

/** Product detail and sample quotes: the keys clients look up, `direct_debit_monthly` first, then `varying`. */
export const productPaymentKeys = {
  direct_debit_monthly: 'direct_debit_monthly',
  porob: 'varying',
} as const satisfies Record<PaymentMethod, string>;
export type ProductPaymentKey = (typeof productPaymentKeys)[PaymentMethod];

/**
 * Charge histories: `payment_method` of an item. Clients keep the items whose value, lower-cased,
 * is `direct_debit` for a Direct Debit customer and the others for anyone else, and keep `null`
 * (one price for every method) for both.
 */
export const chargePaymentMethods = {
  direct_debit_monthly: 'DIRECT_DEBIT',
  porob: 'NON_DIRECT_DEBIT',
} as const satisfies Record<PaymentMethod, string>;
export type ChargePaymentMethod = (typeof chargePaymentMethods)[PaymentMethod];

export const chargePaymentMethodValues = paymentMethods.map((method) => chargePaymentMethods[method]);

/** The query parameter a tariff's links carry, so a client following them reads its own method's prices only. */
export const PAYMENT_METHOD_PARAMETER = 'payment_method';

/**
 * The `payment_method` filter of a charge history: DIRECT_DEBIT or NON_DIRECT_DEBIT (any case),
 * as our method; undefined when absent; a 400 naming the parameter otherwise.
 */
export function paymentMethodParameter(query: Query): PaymentMethod | undefined {
  const value = query[PAYMENT_METHOD_PARAMETER]?.trim().toUpperCase();
  if (value === undefined || value === '') return undefined;
  const method = paymentMethods.find((candidate) => chargePaymentMethods[candidate] === value);
  if (!method) throw new HttpError(400, 'invalid_payment_method', openTariffApiMessages.paymentMethod);
  return method;
}
