// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewsCarousel } from '../../../../../web/src/features/home/ReviewsCarousel';
import { externalUrls } from '../../../../../web/src/lib/site-config';
import { review } from './fixtures';

const reviews = Array.from({ length: 6 }, (_, index) => review({ id: `rv${index}`, name: `Reviewer ${index}` }));

describe('ReviewsCarousel', () => {
  it('is a labelled carousel of labelled slides, one card per review, in order', async () => {
    render(<ReviewsCarousel reviews={{ status: 'ready', data: reviews }} />);
    const carousel = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(
      within(carousel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(reviews.map((item) => item.name));
  });

  it('has previous and next buttons, previous disabled at the start', async () => {
    render(<ReviewsCarousel reviews={{ status: 'ready', data: reviews }} />);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Previous reviews' })).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Next reviews' })).toBeTruthy();
  });

  it('every card is a link a keyboard can reach', async () => {
    render(<ReviewsCarousel reviews={{ status: 'ready', data: reviews }} />);
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links.every((link) => link.tabIndex === 0)).toBe(true);
  });

  it("shows the placeholders until the carousel's code is there, then the reviews", async () => {
    // A fresh copy of the module, so its carousel code is not loaded yet whatever ran before.
    vi.resetModules();
    const fresh = await import('../../../../../web/src/features/home/ReviewsCarousel');
    render(<fresh.ReviewsCarousel reviews={{ status: 'ready', data: reviews }} />);
    expect(screen.getByRole('region', { name: 'Loading customer reviews' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Customer reviews' });
    expect(screen.queryByRole('region', { name: 'Loading customer reviews' })).toBeNull();
  });

  it('holds the space with busy placeholders while reviews load', () => {
    render(<ReviewsCarousel reviews={{ status: 'loading' }} />);
    const placeholder = screen.getByRole('region', { name: 'Loading customer reviews' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it.each([{ status: 'failed' as const }, { status: 'ready' as const, data: [] }])(
    'points to the review page when there is nothing to show ($status)',
    (resource) => {
      render(<ReviewsCarousel reviews={resource} />);
      expect(screen.getByRole('link', { name: /Read them on our review page/ }).getAttribute('href')).toBe(
        externalUrls.reviewPage,
      );
      expect(screen.queryByRole('region', { name: 'Customer reviews' })).toBeNull();
    },
  );
});
