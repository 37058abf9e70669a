import type { FocusEvent, ReactNode } from 'react';
import { ShellIcon } from '../../components/ShellIcon';
import { chevronLeftIcon, chevronRightIcon } from './home-icons';
import { Skeleton } from './Skeleton';

/*
 * The pieces the reviews carousel shares while loading (ReviewsCarousel.tsx) and once loaded
 * (LoadedCarousel.tsx), in plain elements (home.css): the home page hydrates without MUI.
 * Slides in view per width (docs/product/home.md › Reviews): 4, 3 below 1300 px, 2 below
 * 1100 px, 1 below 768 px, done in CSS so the first paint is already right (Embla measures the
 * slides it finds); on a phone the arrows go under the card so it gets the full width.
 */

/** As many placeholders as the widest layout shows. */
export const SKELETON_SLIDES = 4;

export function Track({ children, emblaRef }: { children: ReactNode; emblaRef?: (node: HTMLElement | null) => void }) {
  return (
    <div ref={emblaRef} className="home-carousel-track">
      <div className="home-carousel-slides">{children}</div>
    </div>
  );
}

export function Slide({
  children,
  label,
  onFocus,
}: {
  children: ReactNode;
  label?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}) {
  return (
    <div
      role={label ? 'group' : undefined}
      aria-roledescription={label ? 'slide' : undefined}
      aria-label={label}
      onFocus={onFocus}
      className="home-carousel-slide"
    >
      {children}
    </div>
  );
}

export function ArrowButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'previous' ? 'Previous reviews' : 'Next reviews'}
      className={`shell-icon-button home-carousel-arrow home-carousel-arrow--${direction}`}
    >
      <ShellIcon path={direction === 'previous' ? chevronLeftIcon : chevronRightIcon} />
    </button>
  );
}

/** A placeholder of exactly a review card's size, shown while reviews load. */
export function ReviewCardSkeleton() {
  return (
    <div aria-hidden className="home-review-skeleton">
      <div className="home-review-skeleton-header">
        <Skeleton variant="circular" width={40} height={40} />
        <div className="home-review-skeleton-name">
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </div>
      </div>
      <Skeleton width={100} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  );
}
