import { Suspense, useEffect } from 'react';
import type { Review } from '#contracts/reviews';
import { SmartLink } from '../../components/SmartLink';
import { StaticIsland } from '../../components/StaticIsland';
import { browserOnlyComponent } from '../../lib/browser-only-component';
import { browserOnlyModule } from '../../lib/browser-only-module';
import { externalUrls } from '../../lib/site-config';
import { ArrowButton, ReviewCardSkeleton, SKELETON_SLIDES, Slide, Track } from './carousel-parts';
import type { Resource } from './useApiResource';

// Embla and the cards are only needed once the reviews arrive: not part of what the page hydrates.
const carousel = browserOnlyModule(() => import('./LoadedCarousel'));
const LoadedCarousel = browserOnlyComponent(carousel);

/** Placeholders that hold the carousel's space; the carousel's code is fetched meanwhile. */
function LoadingCarousel() {
  useEffect(() => {
    // A failure is met again, and shown by the route's error page, when the reviews arrive.
    carousel.load().catch(() => undefined);
  }, []);
  return (
    <div aria-busy="true" aria-label="Loading customer reviews" role="region" className="home-carousel">
      <ArrowButton direction="previous" disabled onClick={() => undefined} />
      {/* Placeholders only: adopted as the build drew them, not hydrated (StaticIsland). */}
      <StaticIsland className="home-carousel-track-area">
        <Track>
          {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
            <Slide key={index}>
              <ReviewCardSkeleton />
            </Slide>
          ))}
        </Track>
      </StaticIsland>
      <ArrowButton direction="next" disabled onClick={() => undefined} />
    </div>
  );
}

/**
 * Customer reviews as a carousel with previous/next arrows (disabled at either end), swipe on
 * touch and keyboard focus that brings a card into view. The area keeps one card's height
 * whether reviews are loading, loaded or unavailable.
 */
export function ReviewsCarousel({ reviews }: { reviews: Resource<Review[]> }) {
  if (reviews.status === 'ready' && reviews.data.length > 0) {
    return (
      <Suspense fallback={<LoadingCarousel />}>
        <div role="region" aria-roledescription="carousel" aria-label="Customer reviews">
          <LoadedCarousel reviews={reviews.data} />
        </div>
      </Suspense>
    );
  }
  if (reviews.status === 'loading') return <LoadingCarousel />;
  return (
    <div className="home-reviews-unavailable">
      <p>
        Our reviews could not be shown just now.{' '}
        <SmartLink href={externalUrls.reviewPage}>Read them on our review page</SmartLink>.
      </p>
    </div>
  );
}
