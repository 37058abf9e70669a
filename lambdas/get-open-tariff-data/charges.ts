import {
  parseTariffCode,
  type PaymentMethod,
  type Product,
  type RateName,
  type RatePeriod,
} from '#contracts/tariff-catalogue';
import { openTariffApiMessages } from '#contracts/open-tariff-api';
import { HttpError } from '../shared/http.js';
import { endOf, instantOf, overlaps, ratesOfKind, startOf } from './periods.js';

/*
 * A tariff's charge history (docs/open-tariff-api.md › Charge histories): one item per period of
 * one rate, for every payment method, newest first.
 */

export interface Charge {
  value_exc_vat: number;
  value_inc_vat: number;
  valid_from: string;
  valid_to: string | null;
  payment_method: PaymentMethod;
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

/** Every period of the tariff's rate overlapping [from, to), newest first. */
export function chargeHistory(
  periods: readonly RatePeriod[],
  tariff: ReturnType<typeof chargedTariff>,
  rate: RateName,
  period: { from?: Date; to?: Date },
): Charge[] {
  return periods
    .filter(
      (candidate) =>
        candidate.productCode === tariff.product.code &&
        candidate.kind === tariff.kind &&
        candidate.gsp === tariff.gsp &&
        candidate.rates[rate] !== undefined &&
        overlaps(candidate, period.from, period.to),
    )
    .sort((a, b) => startOf(b) - startOf(a) || endOf(b) - endOf(a) || a.paymentMethod.localeCompare(b.paymentMethod))
    .map((candidate) => {
      const price = candidate.rates[rate]!;
      return {
        value_exc_vat: price.excVat,
        value_inc_vat: price.incVat,
        valid_from: instantOf(candidate.validFrom),
        valid_to: candidate.validTo === null ? null : instantOf(candidate.validTo),
        payment_method: candidate.paymentMethod,
      };
    });
}
