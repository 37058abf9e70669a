import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { routePaths, type SitePage } from '#contracts/site-routes';
import NotFoundPage from '../features/site-status/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The page of every site route. Keyed by the shared route list (lambdas/contracts/site-routes.ts),
 * which the navigation, the footer and the CloudFront Function also read: a route added there
 * does not compile until it has a page here, so the lists cannot drift apart. Each page is its
 * own chunk, fetched when its route is first visited.
 */
export const pageModules: Record<SitePage, PageModule> = {
  home: () => import('../features/home/HomePage'),
  aboutUs: () => import('../features/information-pages/pages/AboutPage'),
  ourEnergy: () => import('../features/information-pages/pages/OurEnergyPage'),
  payment: () => import('../features/payment/PaymentPage'),
  paymentSuccess: () => import('../features/payment/PaymentSuccessPage'),
  paymentFailure: () => import('../features/payment/PaymentFailurePage'),
  meterReading: () => import('../features/meter-reading/MeterReadingPage'),
  submitMeterReading: () => import('../features/meter-reading/SubmitMeterReadingPage'),
  termsAndConditions: () => import('../features/information-pages/pages/TermsPage'),
  privacy: () => import('../features/information-pages/pages/PrivacyPage'),
  complaints: () => import('../features/information-pages/pages/ComplaintsPage'),
  antiSlavery: () => import('../features/information-pages/pages/AntiSlaveryPage'),
  cookies: () => import('../features/information-pages/pages/CookiePolicyPage'),
  priorityServices: () => import('../features/information-pages/pages/PriorityServicesPage'),
  helpPaying: () => import('../features/information-pages/pages/HelpPayingPage'),
  accessibility: () => import('../features/information-pages/pages/AccessibilityPage'),
  meterReadingHelp: () => import('../features/information-pages/pages/MeterReadingHelpPage'),
  inProgress: () => import('../features/site-status/InProgressPage'),
  setPasswordIncomplete: () => import('../features/site-status/SetPasswordIncompletePage'),
};

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
