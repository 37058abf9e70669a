import { truncateReviewText, widgetReviewSchema, type Review, type WidgetReview } from '#contracts/reviews';

/** The one card shape the page renders: reviewer name trimmed (blank means none), text already cut. */
export function toReview(review: WidgetReview): Review {
  const name = review.consumer?.displayName?.trim();
  return {
    id: review.id,
    url: review.reviewUrl,
    name: name ? name : null,
    date: review.createdAt,
    stars: review.stars,
    text: truncateReviewText((review.text ?? '').trim()),
  };
}

export interface NormalisedReviews {
  reviews: Review[];
  /** How many entries of the widget's list were unusable and left out (for the logs). */
  dropped: number;
}

/**
 * Turns the widget's review list into cards, in the widget's order. Each entry is validated
 * on its own: one review with, say, a broken URL is left out instead of emptying the carousel.
 */
export function normaliseReviews(rawReviews: readonly unknown[]): NormalisedReviews {
  const reviews: Review[] = [];
  for (const raw of rawReviews) {
    const parsed = widgetReviewSchema.safeParse(raw);
    if (parsed.success) reviews.push(toReview(parsed.data));
  }
  return { reviews, dropped: rawReviews.length - reviews.length };
}
