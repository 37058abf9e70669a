/**
 * The star ratings of the reviews the home page's carousel shows: the review widget is asked for
 * these only (lambdas/get-reviews/review-service.ts), and the carousel and the reviews policy page
 * say so (docs/decisions/021-reviews-filter-disclosed.md). Pure data, without zod, so a page can
 * import it without the schemas.
 */
export const CAROUSEL_REVIEW_STARS = [4, 5] as const;

/** '4 and 5 star'. */
export const carouselStarsText = `${CAROUSEL_REVIEW_STARS.slice(0, -1).join(', ')} and ${CAROUSEL_REVIEW_STARS.at(-1)} star`;
