import { useCallback, useState } from 'react';
import type { apiPaths } from '#contracts/api-paths';
import type { DistributionRegion } from '#contracts/distribution-regions';
import type { TariffRegion } from '#contracts/tariffs';

/** The postcode whose region the tariff cards price, and why the last one entered could not be priced. */
export interface RegionChoice {
  /** Compact postcode last accepted, with the region the shared table gives it. */
  chosen?: { postcode: string; region: DistributionRegion };
  /** Our message for a postcode we cannot price (outside Great Britain); the cards stay as they were. */
  refusal?: string;
}

/**
 * The home page's region: the region table (lambdas/contracts/postcode-regions.ts) loads only
 * when someone enters a postcode, so the page's first JavaScript does not carry it. The API
 * looks the region up again from the postcode; this early look-up only lets the page say at
 * once that a postcode outside Great Britain has no prices, without asking the server.
 */
export function useRegionChoice(): [RegionChoice, (postcode: string) => void] {
  const [choice, setChoice] = useState<RegionChoice>({});
  const choose = useCallback((postcode: string) => {
    import('#contracts/postcode-regions').then(
      ({ regionForPostcode }) => {
        const lookup = regionForPostcode(postcode);
        setChoice((previous) =>
          lookup.ok ? { chosen: { postcode, region: lookup.region } } : { ...previous, refusal: lookup.message },
        );
      },
      (error: Error) => console.warn(`Could not load the region table: ${error.message}`),
    );
  }, []);
  return [choice, choose];
}

/**
 * A price route (the tariff cards, the price-cap comparison) for the chosen postcode, or for the
 * default region (East Midlands): both follow the same choice, so they always price one region.
 */
export function regionalPath(route: typeof apiPaths.tariffs | typeof apiPaths.priceCap, choice: RegionChoice): string {
  return choice.chosen ? `${route}?postcode=${encodeURIComponent(choice.chosen.postcode)}` : route;
}

export const TARIFFS_HEADING_ID = 'our-tariffs-heading';

/**
 * Under the quote form: a polite live region saying which region's prices the cards now show
 * (once they have arrived), or why a postcode has none. It is always in the page (never display:
 * none), empty at first, so screen readers announce what appears in it.
 */
export function RegionPricesNote({ refusal, priced }: { refusal?: string; priced?: TariffRegion }) {
  return (
    <div role="status" aria-live="polite" className="home-region-note">
      {refusal ??
        (priced && (
          <>
            Prices for {priced.name} are now shown under Our Tariffs.{' '}
            <a href={`#${TARIFFS_HEADING_ID}`} className="shell-link shell-link--inherit">
              See prices for {priced.name}
            </a>
          </>
        ))}
    </div>
  );
}
