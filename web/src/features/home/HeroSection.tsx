import type { ReactNode } from 'react';
import type { PriceCapResponse } from '#contracts/price-cap';
import { comparativeClaims } from '../../lib/comparative-claims';
import { PriceBadges } from './PriceBadges';
import { QuoteForm } from './QuoteForm';
import { TrustLine } from './TrustLine';
import type { Resource } from './useApiResource';

/** Headline, quote form, trust line and the price-cap comparison: everything above the fold (home.css). */
export function HeroSection({
  priceCap,
  postcode,
  trustScore,
  onQuote,
  regionNote,
}: {
  priceCap: Resource<PriceCapResponse>;
  /** The postcode whose region the page prices, if one was entered. */
  postcode?: string;
  trustScore: Resource<number>;
  /** Gets the postcode of each valid 'Quote me' (the page then prices its region). */
  onQuote?: (postcode: string) => void;
  /** What the page says about the region it prices, under the form. */
  regionNote?: ReactNode;
}) {
  return (
    <section aria-labelledby="home-heading" className="home-hero">
      <div className="home-container home-hero-layout">
        <div>
          <h1 className="plain-h1" id="home-heading">
            Switch. Save. Smile.
          </h1>
          {/* A claim the badges beside it show true, not the specification's 'UK's Cheapest' (docs/departures.md › Comparative claims). */}
          <p className="home-hero-tagline">{comparativeClaims.belowPriceCap}</p>
          {/* A light panel: the label and any error message keep their full contrast. */}
          <div className="home-quote-panel">
            <QuoteForm onQuote={onQuote} />
          </div>
          {regionNote}
          <TrustLine trustScore={trustScore} />
        </div>
        <PriceBadges priceCap={priceCap} postcode={postcode} />
      </div>
    </section>
  );
}
