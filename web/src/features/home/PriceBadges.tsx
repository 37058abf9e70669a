import { apiPaths } from '#contracts/api-paths';
import type { PriceCapResponse } from '#contracts/price-cap';
import { MarkupIsland } from '../../components/MarkupIsland';
import { priceMarkupCode, type PriceMarkup } from './price-markup-code';
import type { Resource } from './useApiResource';

interface BadgesInputs {
  priceCap: Resource<PriceCapResponse>;
  postcode?: string;
}

const writeBadges = (code: PriceMarkup, { priceCap, postcode }: BadgesInputs) =>
  code.priceBadgesMarkup(priceCap, postcode);

/**
 * Our standard variable tariff against the regulator's price cap (price-markup.ts). The default
 * region's comparison is on screen before the app arrives (in the document, or drawn by
 * early-prices.ts into the island): hydrating adopts it (MarkupIsland).
 */
export function PriceBadges({ priceCap, postcode }: { priceCap: Resource<PriceCapResponse>; postcode?: string }) {
  return (
    <section aria-label="Our prices against the price cap">
      <MarkupIsland
        code={priceMarkupCode}
        write={writeBadges}
        inputs={{ priceCap, postcode }}
        earlyAnswer={apiPaths.priceCap}
      />
    </section>
  );
}
