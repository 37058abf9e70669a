import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ConsentProvider } from '../../features/consent/ConsentContext';
import { forgetJourneysLeft } from '../../lib/journey-storage';
import { CookieBanner } from '../../features/consent/CookieBanner';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import './shell.css';

/**
 * After an in-app navigation: back to the top of the page (footer links included,
 * docs/product/site-shell.md › Site shell and links) and focus on the new page's heading so screen
 * readers announce it. Links to an anchor (#section) scroll there instead.
 */
function useRouteChangeFocus() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('#main-content h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname, hash]);
}

/**
 * Going to a page outside a journey (payment, meter reading) forgets what it kept in the tab: in
 * the next task, not while the page hydrates (the first use of the tab's storage costs a slow phone
 * several milliseconds).
 */
function useJourneyEnds() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => forgetJourneysLeft(pathname));
    return () => clearTimeout(timer);
  }, [pathname]);
}

/**
 * The shell around every page: banner, skip link, header, `children` (the page) in <main>, footer.
 * Plain elements styled by shell.css, no MUI components: it hydrates on every page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useRouteChangeFocus();
  useJourneyEnds();
  return (
    <ConsentProvider>
      {/* First in the tab order, before the skip link (as on GOV.UK); drawn fixed at the bottom. */}
      <CookieBanner />
      <div className="shell">
        <a className="shell-skip-link" href="#main-content">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main-content" className="shell-main">
          {children}
        </main>
        <SiteFooter />
      </div>
    </ConsentProvider>
  );
}
