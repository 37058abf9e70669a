import type { PriceCapComparison } from '#contracts/price-cap';
import type { Review } from '#contracts/reviews';
import type { Tariff } from '#contracts/tariffs';

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'rv1',
    url: 'https://reviews.fernleaf.example/reviews/rv1',
    name: 'Priya Shah',
    date: '2026-10-30T10:15:00.000Z',
    stars: 5,
    text: 'Switched in under a week.',
    ...overrides,
  };
}

export function tariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    name: 'Home Dual SVT',
    tariff: 'home-dual-svt',
    type: 'dual',
    dualFuel: true,
    isFixed: false,
    fixedMonths: 0,
    monthlyPence: 13162,
    yearlyPence: 157944,
    ...overrides,
  };
}

/** A comparison as GET /api/price-cap answers it: Home Dual SVT £1,614 against the cap's £1,634. */
export const priceCapComparison = {
  status: 'compared',
  region: { id: 11, name: 'East Midlands' },
  paymentMethod: 'direct_debit_monthly',
  typicalConsumption: { electricityKwh: 2_700, gasKwh: 11_500 },
  date: '2026-11-27',
  ownTariff: { name: 'Home Dual SVT', tariff: 'home-dual-svt', estimatedAnnualCostPence: 161_369 },
  priceCap: { estimatedAnnualCostPence: 163_412, validFrom: '2026-10-01', validTo: '2027-01-01' },
} satisfies PriceCapComparison;
