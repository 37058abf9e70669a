import { apiPaths } from '#contracts/api-paths';
import type { PriceCapResponse } from '#contracts/price-cap';
import { MarkupIsland } from '../../components/MarkupIsland';
import { priceBadgesMarkup } from './price-markup';
import type { Resource } from './useApiResource';

/**
 * Our standard variable tariff against the regulator's price cap (price-markup.ts). The default
 * region's comparison may already be on screen before the app arrives (early-prices.ts): the
 * island is where the page's early script draws it.
 */
export function PriceBadges({ priceCap, postcode }: { priceCap: Resource<PriceCapResponse>; postcode?: string }) {
  return (
    <section aria-label="Our prices against the price cap">
      <MarkupIsland markup={priceBadgesMarkup(priceCap, postcode)} earlyAnswer={apiPaths.priceCap} />
    </section>
  );
}
