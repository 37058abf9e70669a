import { reviewMessages, reviewWidgetResponseSchema, type ReviewsResponse } from '#contracts/reviews';
import type { AppConfig } from '#contracts/app-config';
import { CAROUSEL_REVIEW_STARS } from '#contracts/review-display';
import { HttpError } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { fetchValidated } from '../shared/upstream.js';
import { normaliseReviews } from './review-cards.js';

/** What the home page asks the widget for (docs/product/home.md › Reviews). */
export const REVIEW_QUERY = { locale: 'en-gb', reviewStars: CAROUSEL_REVIEW_STARS, reviewsPerPage: 15 } as const;
export const REVIEWS_TIMEOUT_MS = 5_000;

/** The widget URL for a business unit: `<reviewsUrl>/<unit>/reviews?locale=en-gb&reviewStars=4&reviewStars=5&reviewsPerPage=15`. */
export function reviewWidgetUrl(config: Pick<AppConfig, 'reviewsUrl' | 'reviewsBusinessUnitId'>): string {
  const url = new URL(
    `${config.reviewsUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.reviewsBusinessUnitId)}/reviews`,
  );
  url.searchParams.set('locale', REVIEW_QUERY.locale);
  for (const stars of REVIEW_QUERY.reviewStars) url.searchParams.append('reviewStars', String(stars));
  url.searchParams.set('reviewsPerPage', String(REVIEW_QUERY.reviewsPerPage));
  return url.toString();
}

/**
 * Reads the trust score and the newest 4- and 5-star reviews from the review widget service.
 * Failure, time-out or an unexpected envelope becomes a 502/504 with a plain message.
 */
export async function fetchReviews(
  config: Pick<AppConfig, 'reviewsUrl' | 'reviewsBusinessUnitId'>,
): Promise<ReviewsResponse> {
  const widget = await fetchValidated(
    'Review widget',
    reviewWidgetUrl(config),
    { timeoutMs: REVIEWS_TIMEOUT_MS },
    reviewWidgetResponseSchema,
    {
      unavailable: { code: 'reviews_unavailable', message: reviewMessages.unavailable },
      timedOut: { code: 'reviews_timeout', message: reviewMessages.timedOut },
    },
  );
  const { reviews, dropped } = normaliseReviews(widget.reviews);
  if (dropped > 0) logger.warn('Unusable reviews left out', { dropped });
  // Reviews sent but none usable: a broken answer, not an empty carousel to cache for minutes.
  if (widget.reviews.length > 0 && reviews.length === 0) {
    throw new HttpError(502, 'reviews_unavailable', reviewMessages.unavailable);
  }
  return { trustScore: widget.businessEntity.trustScore, reviews };
}
