import {
  createContext,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { pageAt, routePaths, type SitePage } from '#contracts/site-routes';
import { loadEveryDeferredIsland } from '../components/deferred-island';
import NotFoundPage from '../features/site-status/NotFoundPage';
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
/** Each page's module, browser-only parts and deferred islands together (pageReady). */
const readyPages = new Map<SitePage, Promise<void>>();
/** Pages whose browser-only parts are here too: a navigation can show them at once. */
const completePages = new Set<SitePage>();

/** Loads that failed, forgotten once the app has shown their outcome (forgetFailedLoads). */
const failedLoads = new Set<() => void>();

/**
 * Caches a load. One that fails stays cached until the app has moved on (forgetFailedLoads), so a
 * later visit tries again (a chunk that failed once may load the next time) while the render that
 * met the failure, which React retries once, sees the same failure and shows the error page
 * instead of asking again and again.
 */
function cachedLoad<T>(cache: Map<SitePage, Promise<T>>, page: SitePage, load: () => Promise<T>): Promise<T> {
  let loading = cache.get(page);
  if (!loading) {
    const attempt = load();
    attempt.catch(() => failedLoads.add(() => cache.get(page) === attempt && cache.delete(page)));
    cache.set(page, (loading = attempt));
  }
  return loading;
}

function forgetFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

function loadPage(page: SitePage): Promise<PageExports> {
  return cachedLoad(loadingPages, page, async () => {
    const exports = await pageModules[page]();
    loadedPages.set(page, exports.default);
    if (!exports.loadBrowserParts) completePages.add(page);
    return exports;
  });
}

/**
 * Everything an in-app navigation waits for before it shows the page: its module, its browser-only
 * parts (PageExports) and the code of every deferred island, which the browser now draws itself
 * (web/src/components/deferred-island.tsx).
 */
function pageReady(page: SitePage): Promise<void> {
  return cachedLoad(readyPages, page, async () => {
    const exports = await loadPage(page);
    await Promise.all([exports.loadBrowserParts?.(), loadEveryDeferredIsland()]);
    completePages.add(page);
  });
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

/**
 * Whether the app has committed its first render. Until then a page renders as soon as its module
 * is here (the build's render and hydration, which never draw the browser-only parts); after it,
 * a page waits for everything (pageReady). A ref per app (the tests render several), read once
 * when a page is mounted: nothing renders from its later changes.
 */
const AppStarted = createContext<RefObject<boolean>>({ current: false });

/**
 * A page whose code is not all here yet: suspends until it is. It has no Suspense boundary of its
 * own on purpose: React Router renders every navigation (links, `navigate`, Back and Forward) in a
 * transition (BrowserRouter), and a transition that suspends outside a new boundary keeps what is
 * on screen, so the current page stays until the next one can be shown whole. A module that fails
 * to load throws here, and RouteErrorBoundary shows the error page.
 */
function ArrivingPage({ page }: { page: SitePage }) {
  use(pageReady(page));
  const Page = loadedPages.get(page)!;
  // eslint-disable-next-line react-hooks/static-components -- the page module's own component, the same on every render
  return <Page />;
}

/**
 * The page of one route. Its code is normally here before the first render (preloadPageAt), and
 * then it renders at once, with no Suspense boundary: React would hydrate the content of one later,
 * after the rest of the page, and the app would count as started before the page's own forms had
 * their handlers (web/src/main.tsx).
 */
function PageSlot({ page }: { page: SitePage }) {
  const appStarted = useContext(AppStarted);
  const [ReadyPage] = useState(() =>
    completePages.has(page) || !appStarted.current ? loadedPages.get(page) : undefined,
  );
  return ReadyPage ? <ReadyPage /> : <ArrivingPage page={page} />;
}

/** One route per page of the shared route list; React Router matches them case-insensitively, with or without a trailing slash. */
const pageRoutes = (Object.entries(routePaths) as [SitePage, string][]).map(([page, path]) => (
  <Route key={page} path={path} element={<PageSlot key={page} page={page} />} />
));

/**
 * The whole app below the providers and the router: BrowserRouter in the browser (web/src/main.tsx),
 * StaticRouter at build time (web/src/entry-server.tsx).
 */
export function SiteApp(): ReactNode {
  const started = useRef(false);
  useEffect(() => {
    started.current = true;
  }, []);
  // Each committed address is a new visit: a page whose code failed to load before is fetched again.
  const { pathname } = useLocation();
  useEffect(forgetFailedLoads, [pathname]);
  return (
    <AppStarted value={started}>
      <RouteErrorBoundary>
        <AppLayout>
          <Routes>
            {pageRoutes}
            {/* Bundled with the shell: the 404 document must render it without another request. */}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </AppLayout>
      </RouteErrorBoundary>
    </AppStarted>
  );
}
