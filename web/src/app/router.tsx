import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { routePaths, type SitePage } from '#contracts/site-routes';
import NotFoundPage from '../features/site-status/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { pageFiles } from './page-files';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Every page module, each its own chunk fetched when its route is first visited. The glob is what
 * lets Vite see the imports; pageFiles says which module is which route's page.
 */
const pageImports = import.meta.glob<{ default: ComponentType }>([
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

function pageRoute(page: SitePage): RouteObject {
  const lazy = async () => ({ Component: (await pageModules[page]()).default });
  return page === 'home' ? { index: true, lazy } : { path: routePaths[page], lazy };
}

const pages: RouteObject[] = [
  ...(Object.keys(pageModules) as SitePage[]).map(pageRoute),
  // Bundled with the shell: the 404 document must render it without another request.
  { path: '*', Component: NotFoundPage },
];

/** Nothing to show while the first page's code arrives (a few milliseconds from the CDN). */
function InitialLoad() {
  return null;
}

export const routes: RouteObject[] = [
  { Component: AppLayout, ErrorBoundary: RouteError, HydrateFallback: InitialLoad, children: pages },
];

/**
 * Loads the page code of the routes matching `path` and puts it on the route objects, so the
 * first render of a prerendered page (web/prerender.ts) shows the page, not the empty
 * HydrateFallback: hydration needs the same markup the build wrote.
 */
export async function resolveLazyRoutes(routeList: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routeList, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
