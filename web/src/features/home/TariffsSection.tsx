import { apiPaths } from '#contracts/api-paths';
import type { TariffsResponse } from '#contracts/tariffs';
import { MarkupIsland } from '../../components/MarkupIsland';
import { tariffsMarkup } from './price-markup';
import { TARIFFS_HEADING_ID } from './region-prices';
import type { Resource } from './useApiResource';

/**
 * 'Our Tariffs': the catalogue's cards for a region (price-markup.ts). The default region's may
 * already be on screen before the app arrives (early-prices.ts): the island is where the page's
 * early script draws them.
 */
export function TariffsSection({
  tariffs,
  regionName,
  postcode,
}: {
  tariffs: Resource<TariffsResponse>;
  /** The region the cards are priced for (East Midlands until a postcode is entered). */
  regionName: string;
  /** The postcode entered in 'Quote me', if any: the cards' tariff information is for it. */
  postcode?: string;
}) {
  return (
    <section aria-labelledby={TARIFFS_HEADING_ID}>
      <h2 className="plain-h2 home-tariffs-heading" id={TARIFFS_HEADING_ID}>
        Our Tariffs
      </h2>
      <MarkupIsland markup={tariffsMarkup(tariffs, { regionName, postcode })} earlyAnswer={apiPaths.tariffs} />
    </section>
  );
}
