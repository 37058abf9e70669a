import { reviewMessages, reviewWidgetResponseSchema, type ReviewsResponse } from '../contracts/reviews.js';
import type { AppConfig } from '../shared/config.js';
import { HttpError } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { callUpstream, UpstreamError } from '../shared/upstream.js';
import { normaliseReviews } from './review-cards.js';

/** What the home page asks the widget for (spec sections 7 and 9). */
export const REVIEW_QUERY = { locale: 'en-gb', reviewStars: [4, 5], reviewsPerPage: 15 } as const;
export const REVIEWS_TIMEOUT_MS = 5_000;

/** The widget URL for a business unit: `<reviewsUrl>/<unit>/reviews?locale=en-gb&reviewStars=4&reviewStars=5&reviewsPerPage=15`. */
export function reviewWidgetUrl(config: Pick<AppConfig, 'reviewsUrl' | 'reviewsBusinessUnitId'>): string {
  const url = new URL(`${config.reviewsUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.reviewsBusinessUnitId)}/reviews`);
  url.searchParams.set('locale', REVIEW_QUERY.locale);
  for (const stars of REVIEW_QUERY.reviewStars) url.searchParams.append('reviewStars', String(stars));
  url.searchParams.set('reviewsPerPage', String(REVIEW_QUERY.reviewsPerPage));
  return url.toString();
}

/**
 * Reads the trust score and the newest 4- and 5-star reviews from the review widget service.
 * Failure, time-out or an unexpected envelope becomes a 502/504 with a plain message.
 */
export async function fetchReviews(config: Pick<AppConfig, 'reviewsUrl' | 'reviewsBusinessUnitId'>): Promise<ReviewsResponse> {
  let body: unknown;
  try {
    ({ body } = await callUpstream(reviewWidgetUrl(config), { timeoutMs: REVIEWS_TIMEOUT_MS }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logger.warn('Review widget failed', { kind: error.kind, status: error.status });
    if (error.kind === 'timeout') throw new HttpError(504, 'reviews_timeout', reviewMessages.timedOut);
    throw new HttpError(502, 'reviews_unavailable', reviewMessages.unavailable);
  }

  const parsed = reviewWidgetResponseSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    logger.warn('Review widget answered an unexpected shape', { path: issue?.path.join('.'), issue: issue?.message });
    throw new HttpError(502, 'reviews_unavailable', reviewMessages.unavailable);
  }

  const { reviews, dropped } = normaliseReviews(parsed.data.reviews);
  if (dropped > 0) logger.warn('Unusable reviews left out', { dropped });
  return { trustScore: parsed.data.businessEntity.trustScore, reviews };
}
