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
