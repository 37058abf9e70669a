// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from '../../../../../web/src/features/home/ReviewCard';
import { formatReviewDate, reviewerInitial, reviewerName } from '../../../../../web/src/features/home/format';
import { review } from './fixtures';

describe('ReviewCard', () => {
  it('shows name, initial, en-GB date, an accessible star rating and the text', () => {
    render(<ReviewCard review={review({ stars: 4 })} />);
    expect(screen.getByRole('heading', { name: 'Priya Shah' })).toBeTruthy();
    expect(screen.getByText('P')).toBeTruthy();
    expect(screen.getByText('30 October 2026').getAttribute('datetime')).toBe('2026-10-30T10:15:00.000Z');
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Switched in under a week.')).toBeTruthy();
  });

  it('opens the review on the review site in a new tab', () => {
    render(<ReviewCard review={review()} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://reviews.fernleaf.example/reviews/rv1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(link).getByText(/opens in a new tab/)).toBeTruthy();
  });

  it('shows Unknown User with the initial U when the reviewer has no name', () => {
    render(<ReviewCard review={review({ name: null })} />);
    expect(screen.getByRole('heading', { name: 'Unknown User' })).toBeTruthy();
    expect(screen.getByText('U')).toBeTruthy();
  });

  it('shows a review text cut by the API exactly as it came, ending in ...', () => {
    const cut = `${'a'.repeat(230)}...`;
    render(<ReviewCard review={review({ text: cut })} />);
    expect(screen.getByText(cut)).toBeTruthy();
  });
});

describe('review formatting', () => {
  it('formats dates in UK time, so a review posted late on 30 June (UTC) shows 1 July', () => {
    expect(formatReviewDate('2026-10-30T10:15:00.000Z')).toBe('30 October 2026');
    expect(formatReviewDate('2026-06-30T23:30:00.000Z')).toBe('1 July 2026');
    expect(formatReviewDate('not a date')).toBe('');
  });

  it('falls back to Unknown User and U for a missing or blank name, else the upper-case first letter', () => {
    expect(reviewerName(null)).toBe('Unknown User');
    expect(reviewerName('  ')).toBe('Unknown User');
    expect(reviewerInitial(null)).toBe('U');
    expect(reviewerInitial('émile')).toBe('É');
    expect(reviewerName('Tom Ellis')).toBe('Tom Ellis');
  });
});
