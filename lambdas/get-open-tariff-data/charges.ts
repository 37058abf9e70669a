import {
  parseTariffCode,
  type PaymentMethod,
  type Product,
  type RateName,
  type RatePeriod,
} from '#contracts/tariff-catalogue';
import { openTariffApiMessages } from '#contracts/open-tariff-api';
import { HttpError } from '../shared/http.js';
import { chargePaymentMethods, type ChargePaymentMethod } from './market-payment-methods.js';
import { endOf, instantOf, overlaps, ratesOfKind, startOf } from './periods.js';

/*
 * A tariff's charge history (docs/open-tariff-api.md › Charge histories): one item per period of
 * one rate and payment method, newest first. Where every method the product is sold with has the
 * same price over the same period, one item with `payment_method: null` stands for them all, as
 * the market's APIs write it.
 */

export interface Charge {
  value_exc_vat: number;
  value_inc_vat: number;
  valid_from: string;
  valid_to: string | null;
  payment_method: ChargePaymentMethod | null;
}

export type Fuel = 'electricity' | 'gas';

/** The tariff a charge path names, or a 404 when the product has no such tariff or rate. */
export function chargedTariff(product: Product, fuel: Fuel, code: string, rate: RateName) {
  const tariff = parseTariffCode(code);
  const fuelOfKind = tariff?.kind === 'gas' ? 'gas' : 'electricity';
  if (!tariff || tariff.product.code !== product.code || fuelOfKind !== fuel)
    throw new HttpError(404, 'unknown_tariff', openTariffApiMessages.unknownTariff);
  if (!ratesOfKind(tariff.kind).includes(rate))
    throw new HttpError(404, 'unknown_rate', openTariffApiMessages.unknownRate);
  return tariff;
}

interface PricedPeriod {
  period: RatePeriod;
  methods: PaymentMethod[];
}

/** Periods of one rate with the same dates and price, merged: their payment methods together. */
function samePriceGroups(periods: readonly RatePeriod[], rate: RateName): PricedPeriod[] {
  const groups = new Map<string, PricedPeriod>();
  for (const period of periods) {
    const price = period.rates[rate]!;
    const key = `${period.validFrom}|${period.validTo}|${price.excVat}|${price.incVat}`;
    const group = groups.get(key);
    if (group) group.methods.push(period.paymentMethod);
    else groups.set(key, { period, methods: [period.paymentMethod] });
  }
  return [...groups.values()];
}

/** null sorts after the named methods, Direct Debit before the others. */
function methodOrder(method: ChargePaymentMethod | null): number {
  return method === null ? 2 : method === 'DIRECT_DEBIT' ? 0 : 1;
}

/**
 * Every period of the tariff's rate overlapping [from, to), newest first; with `paymentMethod`,
 * only the items that price that method (its own and the `null` ones), so each method's items
 * follow one another without overlap.
 */
export function chargeHistory(
  periods: readonly RatePeriod[],
  tariff: ReturnType<typeof chargedTariff>,
  rate: RateName,
  period: { from?: Date; to?: Date },
  paymentMethod?: PaymentMethod,
): Charge[] {
  const ofRate = periods.filter(
    (candidate) =>
      candidate.productCode === tariff.product.code &&
      candidate.kind === tariff.kind &&
      candidate.gsp === tariff.gsp &&
      candidate.rates[rate] !== undefined &&
      overlaps(candidate, period.from, period.to),
  );
  const soldWith = tariff.product.paymentMethods;
  return samePriceGroups(ofRate, rate)
    .flatMap(({ period: first, methods }) => {
      const everyMethod = soldWith.length > 1 && soldWith.every((method) => methods.includes(method));
      const labels: { method: PaymentMethod | null }[] = everyMethod
        ? [{ method: null }]
        : methods.map((method) => ({ method }));
      return labels
        .filter(({ method }) => paymentMethod === undefined || method === null || method === paymentMethod)
        .map(({ method }) => ({ period: first, method }));
    })
    .map(({ period: each, method }) => ({
      each,
      charge: {
        value_exc_vat: each.rates[rate]!.excVat,
        value_inc_vat: each.rates[rate]!.incVat,
        valid_from: instantOf(each.validFrom),
        valid_to: each.validTo === null ? null : instantOf(each.validTo),
        payment_method: method === null ? null : chargePaymentMethods[method],
      } satisfies Charge,
    }))
    .sort(
      (a, b) =>
        startOf(b.each) - startOf(a.each) ||
        endOf(b.each) - endOf(a.each) ||
        methodOrder(a.charge.payment_method) - methodOrder(b.charge.payment_method),
    )
    .map(({ charge }) => charge);
}
