import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadPageAt, SiteApp } from './app/router';
import { markAppStarted } from './lib/early-answers';
import { replayEarlyEvents } from './lib/early-events';
import { setHydratingPrerenderedDocument } from './lib/use-hydrated';
import './app/global.css';

/**
 * Marks <html data-hydrated> once the app has taken over the prerendered page (effects run after
 * the hydration commit): from then on its forms and buttons have their handlers. The end-to-end
 * tests wait for it before they interact, as a person would wait for a page to respond.
 *
 * Then replays what the person did before (web/public/early-events.js; docs/first-paint.md ›
 * Early interactions), one render later: the fields hand what was typed before hydration to their
 * forms in the hydration commit's effects (useTypedBeforeHydration), and the state update here is
 * rendered in the same pass, so a replayed submit sees the typed values.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydratingPrerenderedDocument(false);
    document.documentElement.dataset.hydrated = '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render on purpose: the replay must see the state the fields' effects set
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (hydrated) replayEarlyEvents();
  }, [hydrated]);
  return children;
}

/**
 * Every page arrives rendered (web/prerender.ts writes one HTML document per route at build
 * time). The current page's code is loaded first (its document preloads it: web/prerender.ts), so the
 * first client render is the very markup the build wrote and React hydrates it in place.
 */
async function start() {
  await preloadPageAt(window.location.pathname);
  const container = document.getElementById('root')!;
  const app = (
    <AppProviders bannerInDocument={container.querySelector('[data-cookie-banner]') !== null}>
      <MarkHydrated>
        <BrowserRouter>
          <SiteApp />
        </BrowserRouter>
      </MarkHydrated>
    </AppProviders>
  );
  // `npm run dev` serves web/index.html as it is, with an empty root: render there instead.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (docs/performance.md › Figures behind choices in the code).
  if (container.hasChildNodes()) {
    // What a page's early script drew stays as it is from here: the app hydrates it (early-answers.ts).
    markAppStarted();
    setHydratingPrerenderedDocument(true);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
