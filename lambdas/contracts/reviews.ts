import { httpsUrl } from './url-schemes.js';
import * as z from './zod.js';

/** Review texts are cut to this many characters, then '...' is added (docs/product/home.md › Reviews). */
export const REVIEW_TEXT_LIMIT = 230;
export const REVIEW_TEXT_ELLIPSIS = '...';

/** One review as the review widget service sends it; only the fields the site reads. */
export const widgetReviewSchema = z.object({
  id: z.string().min(1),
  /** https only: it becomes a link on our page (a `javascript:` or `data:` one drops the review). */
  reviewUrl: httpsUrl(),
  consumer: z.object({ displayName: z.string().nullish() }).nullish(),
  createdAt: z.iso.datetime({ offset: true }),
  stars: z.number().int().min(1).max(5),
  text: z.string().nullish(),
});
export type WidgetReview = z.infer<typeof widgetReviewSchema>;

/**
 * The widget's envelope. Reviews are checked one by one (a single odd review is dropped, not
 * the whole carousel), so here they are only required to be a list.
 */
export const reviewWidgetResponseSchema = z.object({
  businessEntity: z.object({ trustScore: z.number().min(0).max(5) }),
  reviews: z.array(z.unknown()),
});

/** A review ready for a carousel card. */
export const reviewSchema = z.object({
  id: z.string(),
  url: httpsUrl(),
  /** null when the reviewer has no display name (the card shows 'Unknown User'). */
  name: z.string().nullable(),
  /** ISO 8601 timestamp; the page formats it in en-GB. */
  date: z.string(),
  stars: z.number().int().min(1).max(5),
  /** Already cut to REVIEW_TEXT_LIMIT characters plus '...'. */
  text: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/reviews */
export const reviewsResponseSchema = z.object({
  trustScore: z.number(),
  reviews: z.array(reviewSchema),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const reviewMessages = {
  unavailable: 'Customer reviews could not be loaded just now. Please try again later.',
  timedOut: 'Customer reviews took too long to load. Please try again later.',
} as const;

/**
 * Cuts a review to the limit in characters (code points, so an emoji is never split in half)
 * and marks the cut with '...'. Text within the limit is returned as it is.
 */
export function truncateReviewText(text: string, limit = REVIEW_TEXT_LIMIT): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return characters.slice(0, limit).join('') + REVIEW_TEXT_ELLIPSIS;
}
