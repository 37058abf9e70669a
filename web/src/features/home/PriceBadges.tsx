import type { PriceCapResponse } from '#contracts/price-cap';
import { MISSING_DISPLAY_VALUE, priceCapMessages } from '#contracts/price-cap-values';
import { SmartLink } from '../../components/SmartLink';
import { brand } from '../../lib/site-config';
import { priceCapFootnote, yearlyPoundsText } from './price-cap-text';
import { Skeleton } from './Skeleton';
import { tariffInformationHref } from './TariffCard';
import type { Resource } from './useApiResource';

function Badge({
  label,
  value,
  loading,
  highlight,
}: {
  label: string;
  value: string;
  loading: boolean;
  highlight?: boolean;
}) {
  return (
    // Side by side while each has 9rem; stacked on a narrower screen or with a wider font (home.css).
    <div className={highlight ? 'home-badge home-badge--highlight' : 'home-badge'}>
      <p className="home-badge-label">{label}</p>
      <p className="home-badge-value">
        {loading ? (
          <>
            <Skeleton width="5ch" tone="dark" />
            <span className="visually-hidden">Loading price</span>
          </>
        ) : (
          `${value}*`
        )}
      </p>
    </div>
  );
}

/**
 * Our standard variable tariff against the regulator's price cap, like with like: the same region,
 * payment method and typical consumption, as the footnote says. While the cap's figures are being
 * updated (its latest period has ended) both badges show `--` and the footnote says why: an ended
 * cap is never shown as current.
 * Both badges keep their height whether loading or not and the footnote keeps room for its lines, so nothing moves
 * when the figures arrive.
 */
export function PriceBadges({ priceCap, postcode }: { priceCap: Resource<PriceCapResponse>; postcode?: string }) {
  const loading = priceCap.status === 'loading';
  const answer = priceCap.status === 'ready' ? priceCap.data : undefined;
  const comparison = answer?.status === 'compared' ? answer : undefined;
  return (
    <section aria-label="Our prices against the price cap">
      <div className="home-badges">
        <Badge
          label={`${brand.shortName} Standard Variable Tariff`}
          value={comparison ? yearlyPoundsText(comparison.ownTariff.estimatedAnnualCostPence) : MISSING_DISPLAY_VALUE}
          loading={loading}
          highlight
        />
        <Badge
          label="Ofgem Price Cap"
          value={comparison ? yearlyPoundsText(comparison.priceCap.estimatedAnnualCostPence) : MISSING_DISPLAY_VALUE}
          loading={loading}
        />
      </div>
      {/* Room for the whole footnote before it arrives, so nothing below moves (home.css). */}
      <p className="home-badges-footnote">
        {loading && (
          <>
            <Skeleton tone="light" />
            <Skeleton width="70%" tone="light" />
            <span className="visually-hidden">Loading the price comparison</span>
          </>
        )}
        {comparison && (
          <>
            {priceCapFootnote(comparison)}{' '}
            <SmartLink href={tariffInformationHref(comparison.ownTariff, postcode)} tone="inherit">
              Tariff information for {comparison.ownTariff.name}
            </SmartLink>
          </>
        )}
        {answer?.status === 'cap_being_updated' && `*${answer.message}`}
        {priceCap.status === 'failed' && `*${priceCapMessages.unavailable}`}
      </p>
    </section>
  );
}
