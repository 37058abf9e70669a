import { numberText } from '#contracts/number-text';
import { routePaths } from '#contracts/site-routes';
import type { Tariff, TariffsResponse } from '#contracts/tariffs';
import { externalUrls } from '../../lib/site-config';
import { TariffCard, TariffCardSkeleton } from './TariffCard';
import type { Resource } from './useApiResource';
import { TARIFFS_HEADING_ID } from './region-prices';
import { SmartLink } from '../../components/SmartLink';
import { StaticIsland } from '../../components/StaticIsland';
import { newTabProps } from '../../lib/link-rules';

/** Placeholders while prices load: one row on a wide screen. */
const SKELETON_CARDS = 4;

/**
 * 'Our Tariffs': the catalogue's cards in the API's order, or a way to a quote when there are none,
 * with the distribution region they are priced for (East Midlands until a postcode is entered).
 */
export function TariffsSection({
  tariffs,
  regionName,
  postcode,
  consumption,
}: {
  tariffs: Resource<Tariff[]>;
  regionName: string;
  /** The postcode entered in 'Quote me', if any: the cards' tariff information is for it. */
  postcode?: string;
  /** The typical consumption the yearly figures assume, once the prices have arrived. */
  consumption?: TariffsResponse['typicalConsumption'];
}) {
  return (
    <section aria-labelledby={TARIFFS_HEADING_ID}>
      <h2 className="plain-h2 home-tariffs-heading" id={TARIFFS_HEADING_ID}>
        Our Tariffs
      </h2>
      <p className="home-tariffs-region">Prices for {regionName}</p>
      {tariffs.status === 'loading' && (
        // Placeholders only: adopted as the build drew them, not hydrated (StaticIsland).
        <StaticIsland>
          <div className="home-tariff-grid" aria-busy="true" aria-label="Loading our tariffs" role="status">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <TariffCardSkeleton key={index} />
            ))}
          </div>
        </StaticIsland>
      )}
      {tariffs.status === 'ready' && tariffs.data.length > 0 && (
        <ul className="home-tariff-grid home-tariff-list" aria-label="Tariffs">
          {tariffs.data.map((tariff) => (
            <li key={`${tariff.type}-${tariff.name}`}>
              <TariffCard tariff={tariff} postcode={postcode} />
            </li>
          ))}
        </ul>
      )}
      {(tariffs.status === 'failed' || (tariffs.status === 'ready' && tariffs.data.length === 0)) && (
        <div className="home-tariffs-unavailable">
          <p>Our latest tariff prices are not available just now. Get a quote to see the price for your home.</p>
          <a {...newTabProps(externalUrls.getAQuote)} className="shell-button shell-button--contained">
            Get a quote
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      )}
      <p className="home-small-print home-tariffs-note">
        Prices for homes in the {regionName} region paying by monthly Direct Debit
        {consumption &&
          `, for a year's typical use of ${numberText(consumption.electricityKwh)} kWh of electricity and ${numberText(consumption.gasKwh)} kWh of gas`}
        . <SmartLink href={routePaths.tariffs}>Unit rates and standing charges of every tariff</SmartLink>
      </p>
    </section>
  );
}
