import type { Tariff } from '#contracts/tariffs';
import { externalUrls } from '../../lib/site-config';
import { formatPence } from '#contracts/money';
import { ShellIcon } from '../../components/ShellIcon';
import { boltIcon, checkCircleIcon, localFireDepartmentIcon } from './home-icons';
import { SmartLink } from '../../components/SmartLink';
import { newTabProps } from '../../lib/link-rules';
import { routePaths } from '#contracts/site-routes';
import { Skeleton } from './Skeleton';
import { comparativeClaims } from '../../lib/comparative-claims';

/**
 * The highlight bullets of a tariff card (docs/product/home.md › Tariff cards): the variable
 * dual-fuel tariff's, or a fixed tariff's. A fixed tariff has exit fees, so it never says "No exit
 * fees" (docs/departures.md › Deliberate departures from the original specification).
 */
export function tariffBullets(tariff: Pick<Tariff, 'dualFuel' | 'isFixed' | 'fixedMonths'>): string[] {
  if (tariff.dualFuel && !tariff.isFixed)
    return [comparativeClaims.belowPriceCapShort, 'No exit fees', 'Automatically benefit when prices drop'];
  return [
    // A variable tariff has no fixed term to promise.
    ...(tariff.fixedMonths > 0 ? [`Enjoy fixed rates for ${tariff.fixedMonths} months`] : []),
    'Exclusive Discount on Energy Rates',
    'Save more when you pay by Direct Debit.',
  ];
}

/** The card's tariff on /Tariffs, for the postcode the prices are for when one was entered. */
export function tariffInformationHref(tariff: Pick<Tariff, 'tariff'>, postcode?: string): string {
  const query = new URLSearchParams({
    ...(postcode ? { postcode } : {}),
    tariff: tariff.tariff,
    payment: 'direct_debit_monthly',
  });
  return `${routePaths.tariffs}?${query}`;
}

/** A tariff's card; it and its placeholder share one frame (`.home-tariff-card`, home.css), so data arriving shifts nothing. */
export function TariffCard({ tariff, postcode }: { tariff: Tariff; postcode?: string }) {
  return (
    <article className="home-tariff-card">
      <div className="home-tariff-card-title">
        <h3>{tariff.name}</h3>
        <div className="home-tariff-card-fuels">
          <ShellIcon path={boltIcon} title="Electricity" />
          {tariff.dualFuel && <ShellIcon path={localFireDepartmentIcon} title="Gas" />}
        </div>
      </div>
      <div>
        <p className="home-tariff-card-price">
          {formatPence(tariff.monthlyPence)}
          <span>/month</span>
        </p>
        <p className="home-tariff-card-yearly">{formatPence(tariff.yearlyPence)} a year</p>
        <SmartLink href={tariffInformationHref(tariff, postcode)}>
          Tariff information<span className="visually-hidden"> for {tariff.name}</span>
        </SmartLink>
      </div>
      <ul className="home-tariff-card-bullets">
        {tariffBullets(tariff).map((bullet) => (
          <li key={bullet}>
            <ShellIcon path={checkCircleIcon} />
            <p className="home-small-print">{bullet}</p>
          </li>
        ))}
      </ul>
      <a
        {...newTabProps(externalUrls.getAQuote)}
        className="shell-button shell-button--contained home-tariff-card-quote"
      >
        Get a quote
        <span className="visually-hidden"> for {tariff.name} (opens in a new tab)</span>
      </a>
    </article>
  );
}

export function TariffCardSkeleton() {
  return (
    <div aria-hidden className="home-tariff-card home-tariff-card--loading">
      <Skeleton width="70%" fontSize="1.35rem" />
      <div>
        <Skeleton width="50%" fontSize="2rem" />
        <Skeleton width="40%" />
      </div>
      <div className="home-tariff-card-grow">
        <Skeleton />
        <Skeleton />
        <Skeleton width="80%" />
      </div>
      <Skeleton variant="rounded" height={42} />
    </div>
  );
}
