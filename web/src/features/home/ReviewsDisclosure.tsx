import { carouselStarsText } from '#contracts/review-display';
import { routePaths } from '#contracts/site-routes';
import { SmartLink } from '../../components/SmartLink';
import { externalUrls } from '../../lib/site-config';

/**
 * Which reviews the carousel shows, said beside it: only the 4 and 5 star ones, while the score
 * counts every review (docs/decisions/021-reviews-filter-disclosed.md), with links to every review
 * and to the reviews policy.
 */
export function ReviewsDisclosure() {
  return (
    <p className="home-reviews-disclosure">
      These are recent {carouselStarsText} reviews only; our score counts every review.{' '}
      <SmartLink href={externalUrls.reviewPage}>Read all our reviews</SmartLink> or see{' '}
      <SmartLink href={routePaths.reviewsPolicy}>how we collect and show reviews</SmartLink>.
    </p>
  );
}
