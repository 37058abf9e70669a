/*
 * How a household pays (BRAND.md), in the product's one vocabulary: the price file, the
 * `/Tariffs?payment=` links, the labels and the code all use these two words. Only the open API
 * speaks the market's (`varying`, `DIRECT_DEBIT`, `NON_DIRECT_DEBIT`), translated in
 * lambdas/get-open-tariff-data/market-payment-methods.ts (docs/open-tariff-api.md › Payment methods).
 * A module of its own so the home page's price comparison can name the method without loading
 * the whole tariff catalogue vocabulary.
 */

/** Direct Debit, or pay on receipt of bill ('porob', by card on this site). */
export const paymentMethods = ['direct_debit_monthly', 'porob'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodNames: Record<PaymentMethod, string> = {
  direct_debit_monthly: 'Monthly Direct Debit',
  porob: 'Pay on receipt of bill',
};
