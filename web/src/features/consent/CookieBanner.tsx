import { useEffect, useRef, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useConsent } from './ConsentContext';
import { consentCookies, type ConsentChoice } from './consent-rules';

/** Space kept between the banner and whatever focus scrolls into view above it. */
const FOCUS_CLEARANCE = 8;

/**
 * While the banner shows, the page keeps room for it (WCAG 2.4.11 Focus Not Obscured): the body
 * gets bottom padding of the banner's height, so the end of the page can scroll above it, and
 * html gets the same scroll-padding-bottom, so an element scrolled into view for focus stops
 * above it. A focus that still lands under it (e.g. a browser that ignores scroll-padding for
 * focus) scrolls the page by the difference. A ResizeObserver follows the banner's height as it
 * wraps at narrow widths or with larger text.
 */
function useRoomForBanner(banner: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const element = banner.current;
    // Hidden by an answer given before hydration (web/public/early-events.js): it is about to close.
    // (The mark, not the banner's box: measuring here would lay the page out inside hydration.)
    if (!open || !element || document.documentElement.hasAttribute('data-consent-answered')) return;
    const { body, documentElement: html } = document;
    let reserved = 0;
    const update = () => {
      const rect = element.getBoundingClientRect();
      reserved = Math.ceil(window.innerHeight - rect.top) + FOCUS_CLEARANCE;
      body.style.paddingBottom = `${reserved}px`;
      html.style.scrollPaddingBottom = `${reserved}px`;
    };
    const keepFocusVisible = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      const rect = target.getBoundingClientRect();
      const limit = window.innerHeight - reserved;
      if (rect.bottom > limit) window.scrollBy({ top: rect.bottom - limit, behavior: 'instant' });
    };
    // Measured in the next frame, when the browser lays the page out anyway.
    const firstUpdate = requestAnimationFrame(update);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    document.addEventListener('focusin', keepFocusVisible);
    return () => {
      cancelAnimationFrame(firstUpdate);
      observer.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', keepFocusVisible);
      body.style.paddingBottom = '';
      html.style.scrollPaddingBottom = '';
    };
  }, [banner, open]);
}

/**
 * What web/public/early-events.js needs to record a choice made before the app has hydrated: the
 * cookies recordChoice would set (name=value, space separated) and their lifetime in days
 * (docs/first-paint.md › Early interactions).
 */
function earlyConsent(choice: ConsentChoice) {
  const { banner, choice: chosen } = consentCookies;
  return {
    'data-early-consent': `${banner.name}=${banner.value} ${chosen.name}=${choice}`,
    'data-early-days': banner.days,
  };
}

/**
 * Cookie banner: a non-modal region fixed to the bottom of the screen, so the page stays usable;
 * first in the document so it is first in the tab order (as on GOV.UK), and never over the
 * focused element (useRoomForBanner). A first-time visitor gets it in the prerendered page
 * (ConsentContext); `data-cookie-banner` lets web/src/main.tsx see that, and web/index.html hide it
 * when JavaScript is off (nothing to consent to then). Accept and Deny both close it; only Accept
 * allows the support chat. Plain elements styled by web/src/app/layout/shell.css, like the rest of
 * the shell: it hydrates on a first visit to any page.
 */
export function CookieBanner() {
  const { bannerOpen, reopened, choose } = useConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  useRoomForBanner(bannerRef, bannerOpen);

  useEffect(() => {
    if (bannerOpen && reopened) headingRef.current?.focus();
  }, [bannerOpen, reopened]);

  if (!bannerOpen) return null;
  return (
    <section ref={bannerRef} className="shell-banner" data-cookie-banner="" aria-labelledby="cookie-banner-title">
      <div className="shell-banner-layout">
        <div className="shell-banner-text">
          <h2 id="cookie-banner-title" ref={headingRef} tabIndex={-1}>
            Cookies on our website
          </h2>
          <p className="shell-small-print">
            We use a few essential cookies to remember your cookie choice. With your permission we also load our web
            chat, which sets its own cookies. Read our{' '}
            <RouterLink to="/Cookies" className="shell-link">
              cookie policy
            </RouterLink>
            .
          </p>
        </div>
        <div className="shell-banner-actions">
          <button
            type="button"
            className="shell-button shell-button--contained"
            onClick={() => choose('accepted')}
            {...earlyConsent('accepted')}
          >
            Accept
          </button>
          <button
            type="button"
            className="shell-button shell-button--outlined"
            onClick={() => choose('denied')}
            {...earlyConsent('denied')}
          >
            Deny
          </button>
        </div>
      </div>
    </section>
  );
}
