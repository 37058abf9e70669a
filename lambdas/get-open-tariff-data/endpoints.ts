import type { RateName } from '#contracts/tariff-catalogue';
import { rateOfSegment } from './periods.js';
import type { Fuel } from './charges.js';

/*
 * Which endpoint a path under /api/v1/ names (docs/open-tariff-api.md › Endpoints). The trailing
 * slash the market's APIs write is optional here.
 */

export type Endpoint =
  | { name: 'openapi' }
  | { name: 'products' }
  | { name: 'product'; productCode: string }
  | { name: 'charges'; productCode: string; fuel: Fuel; tariffCode: string; rate: RateName }
  | { name: 'grid-supply-points' };

const fuelSegments: Record<string, Fuel> = { 'electricity-tariffs': 'electricity', 'gas-tariffs': 'gas' };

/** The endpoint of a path after /api/v1/ (the route's {proxy+}), or undefined for none. */
export function endpointOf(proxy: string | undefined): Endpoint | undefined {
  if (proxy === undefined) return undefined;
  const segments = proxy.split('/').filter(Boolean);
  const [first, productCode, fuelSegment, tariffCode, rateSegment, ...rest] = segments;
  if (rest.length > 0) return undefined;
  if (segments.length === 1 && first === 'openapi.json') return { name: 'openapi' };
  if (segments.length === 2 && first === 'industry' && productCode === 'grid-supply-points')
    return { name: 'grid-supply-points' };
  if (first !== 'products') return undefined;
  if (productCode === undefined) return { name: 'products' };
  if (fuelSegment === undefined) return { name: 'product', productCode };
  const fuel = fuelSegments[fuelSegment];
  const rate = rateSegment === undefined ? undefined : rateOfSegment(rateSegment);
  if (!fuel || tariffCode === undefined || !rate) return undefined;
  if (fuel === 'gas' && (rate === 'day_unit_rate' || rate === 'night_unit_rate')) return undefined;
  return { name: 'charges', productCode, fuel, tariffCode, rate };
}
