import { useState, type ReactNode } from 'react';
import { useLinksFollowedInApp } from './links-followed-in-app';
import { isHydratingPrerenderedDocument } from '../lib/use-hydrated';

/** Never changes, so React never writes it into the element it adopted. */
const ADOPTED_MARKUP = { __html: '' };

/**
 * The element the build wrote, adopted as it is: React does not look inside an element with
 * `dangerouslySetInnerHTML`, so the markup stays the build's. Links inside still navigate in the
 * app (useLinksFollowedInApp).
 */
export function AdoptedMarkup({ className }: { className?: string }) {
  const followInApp = useLinksFollowedInApp();
  return (
    // A click on a link inside (by mouse, or Enter on the focused link) bubbles here; the links
    // themselves are the keyboard-reachable controls.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={className}
      onClick={followInApp}
      dangerouslySetInnerHTML={ADOPTED_MARKUP}
      suppressHydrationWarning
    />
  );
}

/**
 * Content that needs no JavaScript (text and links), left as the prerendered HTML instead of being
 * hydrated: hydrating it costs the phone time before the page responds and gives nothing
 * (docs/first-paint.md › Interactive sooner). React renders `children` into the HTML at build time
 * and whenever the island appears after the app has started (a page reached by an in-app link);
 * during hydration it adopts the element and skips its content (AdoptedMarkup). When the content's
 * code is worth not fetching at all (MUI on the information pages), use deferredIsland instead.
 *
 * So `children` must not depend on anything but their props, never on state or the address, and
 * must hold no control with a handler. The island may be swapped for something else (a loading
 * placeholder for the data): an adopted island is unmounted like any element. `className` styles
 * the island's own element (a grid item, say).
 */
export function StaticIsland({ children, className }: { children: ReactNode; className?: string }) {
  // Decided once: an island adopted at hydration stays as the build wrote it.
  const [adopted] = useState(isHydratingPrerenderedDocument);
  return adopted ? <AdoptedMarkup className={className} /> : <div className={className}>{children}</div>;
}
