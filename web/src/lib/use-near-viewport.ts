import { useEffect, useState } from 'react';

/**
 * True once `element` has come within a screen's height of the viewport, and from then on.
 * For work a part of the page needs only when the visitor gets near it (the reviews carousel's
 * measuring, LoadedCarousel.tsx): a load that never scrolls there never pays for it.
 */
export function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // A screen's height above and below: ready before it scrolls into view, even on a fling.
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
