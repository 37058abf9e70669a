import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * For an element whose content React does not render itself (markup set as HTML: AdoptedMarkup,
 * MarkupIsland): a click handler that hands a click on a link inside to the router, as a `Link`
 * would (same origin, no new tab, no modifier key, not an anchor on this page).
 */
export function useLinksFollowedInApp(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
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
    },
    [navigate],
  );
}
