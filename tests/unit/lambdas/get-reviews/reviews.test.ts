import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_LIMIT, reviewWidgetResponseSchema, truncateReviewText } from '#contracts/reviews';
import { normaliseReviews } from '../../../../lambdas/get-reviews/review-cards';
import { reviewWidgetUrl } from '../../../../lambdas/get-reviews/review-service';
import reviewsFixture from '../../../../local/sandbox/data/reviews.json';

function widgetReview(overrides: Record<string, unknown> = {}) {
  return {
    id: 'r1',
    reviewUrl: 'https://reviews.fernleaf.example/reviews/r1',
    consumer: { displayName: 'Priya Shah' },
    createdAt: '2026-10-30T10:15:00.000Z',
    stars: 5,
    text: 'Great service.',
    ...overrides,
  };
}

describe('truncateReviewText', () => {
  it('leaves text of up to 230 characters as it is', () => {
    const exactly = 'a'.repeat(REVIEW_TEXT_LIMIT);
    expect(truncateReviewText(exactly)).toBe(exactly);
    expect(truncateReviewText('Short.')).toBe('Short.');
    expect(truncateReviewText('')).toBe('');
  });

  it('cuts longer text at 230 characters and adds ...', () => {
    const text = `${'b'.repeat(REVIEW_TEXT_LIMIT)}TAIL`;
    const cut = truncateReviewText(text);
    expect(cut).toBe(`${'b'.repeat(REVIEW_TEXT_LIMIT)}...`);
    expect(cut).toHaveLength(233);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '😀'.repeat(REVIEW_TEXT_LIMIT + 1);
    expect(truncateReviewText(text)).toBe(`${'😀'.repeat(REVIEW_TEXT_LIMIT)}...`);
  });
});

describe('normaliseReviews', () => {
  it('maps the widget fields to card fields', () => {
    const { reviews, dropped } = normaliseReviews([widgetReview()]);
    expect(dropped).toBe(0);
    expect(reviews).toEqual([
      {
        id: 'r1',
        url: 'https://reviews.fernleaf.example/reviews/r1',
        name: 'Priya Shah',
        date: '2026-10-30T10:15:00.000Z',
        stars: 5,
        text: 'Great service.',
      },
    ]);
  });

  it('gives null for a missing, empty or blank reviewer name', () => {
    const { reviews } = normaliseReviews([
      widgetReview({ id: 'a', consumer: {} }),
      widgetReview({ id: 'b', consumer: { displayName: '   ' } }),
      widgetReview({ id: 'c', consumer: undefined }),
      widgetReview({ id: 'd', consumer: { displayName: '  Tom Ellis ' } }),
    ]);
    expect(reviews.map((review) => review.name)).toEqual([null, null, null, 'Tom Ellis']);
  });

  it('cuts long review texts and treats a missing text as empty', () => {
    const { reviews } = normaliseReviews([
      widgetReview({ text: 'x'.repeat(400) }),
      widgetReview({ id: 'r2', text: null }),
    ]);
    expect(reviews.map((review) => review.text)).toEqual([`${'x'.repeat(230)}...`, '']);
  });

  it('leaves out unusable reviews one by one and counts them', () => {
    const { reviews, dropped } = normaliseReviews([
      widgetReview({ id: 'ok' }),
      widgetReview({ id: 'bad-url', reviewUrl: 'not a url' }),
      widgetReview({ id: 'bad-stars', stars: 6 }),
      widgetReview({ id: 'bad-date', createdAt: 'yesterday' }),
      'not an object',
    ]);
    expect(reviews.map((review) => review.id)).toEqual(['ok']);
    expect(dropped).toBe(4);
  });

  it('leaves out a review whose link is not https (it becomes a link on our page)', () => {
    const { reviews, dropped } = normaliseReviews([
      widgetReview({ id: 'ok' }),
      widgetReview({ id: 'script', reviewUrl: 'javascript:alert(document.cookie)' }),
      widgetReview({ id: 'data', reviewUrl: 'data:text/html,<script>alert(1)</script>' }),
      widgetReview({ id: 'clear', reviewUrl: 'http://reviews.fernleaf.example/reviews/r1' }),
      widgetReview({ id: 'file', reviewUrl: 'file:///etc/passwd' }),
    ]);
    expect(reviews.map((review) => review.id)).toEqual(['ok']);
    expect(dropped).toBe(4);
  });

  it('normalises the sandbox fixture: 15 reviews, names missing where expected, rv0008 cut', () => {
    const envelope = reviewWidgetResponseSchema.parse(reviewsFixture);
    const { reviews, dropped } = normaliseReviews(envelope.reviews);
    expect(dropped).toBe(0);
    expect(reviews).toHaveLength(15);
    expect(reviews.find((review) => review.id === 'rv0007')?.name).toBeNull();
    const long = reviews.find((review) => review.id === 'rv0008');
    expect(long?.text.endsWith('...')).toBe(true);
    expect(long?.text).toHaveLength(233);
  });
});

describe('reviewWidgetUrl', () => {
  it('asks for en-gb, 4 and 5 stars and 15 reviews of the business unit', () => {
    const url = new URL(
      reviewWidgetUrl({ reviewsUrl: 'https://widget.example/v1/business-units/', reviewsBusinessUnitId: 'unit 1' }),
    );
    expect(url.pathname).toBe('/v1/business-units/unit%201/reviews');
    expect(url.searchParams.get('locale')).toBe('en-gb');
    expect(url.searchParams.getAll('reviewStars')).toEqual(['4', '5']);
    expect(url.searchParams.get('reviewsPerPage')).toBe('15');
  });
});
