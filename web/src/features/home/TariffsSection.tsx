import { apiPaths } from '#contracts/api-paths';
import type { TariffsResponse } from '#contracts/tariffs';
import { MarkupIsland } from '../../components/MarkupIsland';
import { priceMarkupCode, type PriceMarkup } from './price-markup-code';
import { TARIFFS_HEADING_ID } from './region-prices';
import type { Resource } from './useApiResource';

interface CardsInputs {
  tariffs: Resource<TariffsResponse>;
  regionName: string;
  postcode?: string;
}

const writeCards = (code: PriceMarkup, { tariffs, regionName, postcode }: CardsInputs) =>
  code.tariffsMarkup(tariffs, { regionName, postcode });

/**
 * 'Our Tariffs': the catalogue's cards for a region (price-markup.ts). The default region's are
 * on screen before the app arrives (in the document, or drawn by early-prices.ts into the island):
 * hydrating adopts them (MarkupIsland).
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
      <MarkupIsland
        code={priceMarkupCode}
        write={writeCards}
        inputs={{ tariffs, regionName, postcode }}
        earlyAnswer={apiPaths.tariffs}
      />
    </section>
  );
}
