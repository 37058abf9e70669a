import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isHydratingPrerenderedDocument } from '../lib/use-hydrated';

/** Never changes, so React never writes it into the element it adopted. */
const ADOPTED_MARKUP = { __html: '' };

/**
 * The element the build wrote, adopted as it is: React does not look inside an element with
 * `dangerouslySetInnerHTML`, so the markup stays the build's. Links inside still navigate in the
 * app: a click on one is handed to the router as a `Link` would (same origin, no new tab, no
 * modifier key).
 */
export function AdoptedMarkup({ className }: { className?: string }) {
  const navigate = useNavigate();
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // An anchor on this page: the browser scrolls to it.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
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
