import { Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { Router, useLocation, type AroundNavHandler } from 'wouter';
import { pageAt, type SitePage } from '#contracts/site-routes';
import { loadEveryDeferredIsland } from '../components/deferred-island';
import NotFoundPage from '../features/site-status/NotFoundPage';
import { entryStateFor } from '../lib/history-entry';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './layout/RouteError';
import { pageFiles } from './page-files';

interface PageExports {
  default: ComponentType;
  /**
   * Code for what the page shows only in the browser (it depends on this tab's state, so the build
   * never renders it): hydrating the prerendered page does not wait for it; an in-app navigation to
   * the page does, so the page never appears without it.
   */
  loadBrowserParts?: () => Promise<unknown>;
}

type PageModule = () => Promise<PageExports>;

/**
 * Every page module, each its own chunk fetched when its route is first visited. The glob is what
 * lets Vite see the imports; pageFiles says which module is which route's page.
 */
const pageImports = import.meta.glob<PageExports>([
  '../features/*/*Page.tsx',
  '../features/*/pages/*Page.tsx',
  // Bundled with the shell (below), never fetched on its own.
  '!../features/site-status/NotFoundPage.tsx',
]);

export const pageModules = Object.fromEntries(
  (Object.entries(pageFiles) as [SitePage, string][]).map(([page, file]) => {
    const load = pageImports[`../${file}`];
    if (!load) throw new Error(`router: no page module at web/src/${file} for ${page}`);
    return [page, load];
  }),
) as Record<SitePage, PageModule>;

const loadedPages = new Map<SitePage, ComponentType>();
const loadingPages = new Map<SitePage, Promise<PageExports>>();
/** Pages whose browser-only parts are here too: a navigation can show them at once. */
const completePages = new Set<SitePage>();

function loadPage(page: SitePage): Promise<PageExports> {
  let loading = loadingPages.get(page);
  if (!loading) {
    loading = pageModules[page]().then(
      (exports) => {
        loadedPages.set(page, exports.default);
        if (!exports.loadBrowserParts) completePages.add(page);
        return exports;
      },
      (error: unknown) => {
        // A later visit tries again (a chunk that failed once may load the next time).
        loadingPages.delete(page);
        throw error;
      },
    );
    loadingPages.set(page, loading);
  }
  return loading;
}

/**
 * Fetches the code of the page at `path` unless it is already here (then undefined). The first
 * render of a prerendered page (web/src/main.tsx, web/src/entry-server.tsx) waits for it, so it
 * shows the page the build wrote and React hydrates it in place.
 */
export function preloadPageAt(path: string): Promise<unknown> | undefined {
  const page = pageAt(path);
  return page === undefined || loadedPages.has(page) ? undefined : loadPage(page);
}

/** A page whose code arrives after it was asked for: suspends until then (only below a Suspense boundary). */
function LoadingPage({ page }: { page: SitePage }) {
  const Page = loadedPages.get(page) ?? use(loadPage(page)).default;
  // eslint-disable-next-line react-hooks/static-components -- the page module's own component, the same on every render
  return <Page />;
}

/**
 * The page of one route. Its code is normally here before it renders (preloadPageAt, and
 * navigateWhenPageReady for in-app navigations), and then there is no Suspense boundary: React
 * would hydrate the content of one later, after the rest of the page, and the app would count as
 * started before the page's own forms had their handlers (web/src/main.tsx). Back or Forward to a
 * page not yet fetched shows an empty main area until its code arrives.
 */
function PageSlot({ page }: { page: SitePage }) {
  const [LoadedPage] = useState(() => loadedPages.get(page));
  if (LoadedPage) return <LoadedPage />;
  return (
    <Suspense fallback={null}>
      <LoadingPage page={page} />
    </Suspense>
  );
}

function CurrentPage() {
  const [pathname] = useLocation();
  const page = pageAt(pathname);
  // Bundled with the shell: the 404 document must render it without another request.
  return page === undefined ? <NotFoundPage /> : <PageSlot key={page} page={page} />;
}

let latestNavigation = 0;

/**
 * Every in-app navigation (links, `navigate`, search parameters, redirects): the new page's code
 * (with its browser-only parts, PageExports, and the code of its deferred islands, which the browser
 * now draws itself: web/src/components/deferred-island.tsx) is fetched first and the current page
 * stays until it is here, and the new history entry gets a key
 * and carries the navigation's state (web/src/lib/history-entry.ts). Only the latest of several
 * quick navigations happens.
 */
export const navigateWhenPageReady: AroundNavHandler = (navigate, to, options = {}) => {
  const navigation = ++latestNavigation;
  const go = () => {
    if (navigation === latestNavigation)
      navigate(to, { replace: options.replace, state: entryStateFor(options.state) });
  };
  const page = pageAt(to.split(/[?#]/)[0]!);
  if (page === undefined || completePages.has(page)) return go();
  // A part that fails to load still navigates: the page's error boundary then says so.
  void loadPage(page)
    .then((exports) => Promise.all([exports.loadBrowserParts?.(), loadEveryDeferredIsland()]))
    .then(() => completePages.add(page))
    .then(go, go);
};

/** The whole app below the providers. `ssrPath` is the path being prerendered (web/src/entry-server.tsx). */
export function SiteApp({ ssrPath }: { ssrPath?: string }): ReactNode {
  return (
    <Router ssrPath={ssrPath} aroundNav={navigateWhenPageReady}>
      <RouteErrorBoundary>
        <AppLayout>
          <CurrentPage />
        </AppLayout>
      </RouteErrorBoundary>
    </Router>
  );
}
