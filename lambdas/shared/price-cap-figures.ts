import { capStatusOn, type CapStatus } from '#contracts/price-cap-periods';
import type { CapPeriodPart, CapPeriodRef } from '#contracts/regulator-parameters';
import type { PaymentMethod } from '#contracts/payment-methods';
import type { GspGroup, RatePeriod, TariffKind } from '#contracts/tariff-catalogue';
import { readCapIndexParameter, readCapPeriod } from './regulator-figures.js';

/*
 * The price cap as the price-cap route uses it: today's period from SSM, or why there is none
 * (./regulator-figures.ts reads, lambdas/contracts/price-cap-periods.ts decides).
 */

export type TodaysCap =
  { status: 'current'; period: CapPeriodRef; parts: CapPeriodPart[] } | Exclude<CapStatus, { status: 'current' }>;

export async function capOn(date: string): Promise<TodaysCap> {
  const status = capStatusOn(await readCapIndexParameter(), date);
  if (status.status !== 'current') return status;
  return { status: 'current', period: status.period, parts: await readCapPeriod(status.period) };
}

/** One region's cap for one meter type and payment method, in the catalogue's shape (for its arithmetic). */
export function capRatePeriod(
  parts: readonly CapPeriodPart[],
  series: { kind: TariffKind; gsp: GspGroup; paymentMethod: PaymentMethod },
): RatePeriod | undefined {
  const part = parts.find(
    (candidate) => candidate.kind === series.kind && candidate.paymentMethod === series.paymentMethod,
  );
  const regional = part?.rates[series.gsp];
  if (!part || !regional) return undefined;
  return {
    productCode: 'price-cap',
    ...series,
    validFrom: part.validFrom,
    validTo: part.validTo,
    rates: Object.fromEntries(Object.entries(regional).map(([rate, [excVat, incVat]]) => [rate, { excVat, incVat }])),
  };
}
