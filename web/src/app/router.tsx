import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import NotFoundPage from '../features/site-status/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { routePaths } from '#contracts/site-routes';

/** Each page is its own chunk, fetched when its route is first visited. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const pages: RouteObject[] = [
  { index: true, ...lazyPage(() => import('../features/home/HomePage')) },
  { path: routePaths.aboutUs, ...lazyPage(() => import('../features/legal/pages/AboutPage')) },
  { path: routePaths.ourEnergy, ...lazyPage(() => import('../features/legal/pages/OurEnergyPage')) },
  { path: routePaths.payment, ...lazyPage(() => import('../features/payment/PaymentPage')) },
  { path: routePaths.paymentSuccess, ...lazyPage(() => import('../features/payment/PaymentSuccessPage')) },
  { path: routePaths.paymentFailure, ...lazyPage(() => import('../features/payment/PaymentFailurePage')) },
  { path: routePaths.meterReading, ...lazyPage(() => import('../features/meter-reading/MeterReadingPage')) },
  {
    path: routePaths.submitMeterReading,
    ...lazyPage(() => import('../features/meter-reading/SubmitMeterReadingPage')),
  },
  { path: routePaths.termsAndConditions, ...lazyPage(() => import('../features/legal/pages/TermsPage')) },
  { path: routePaths.privacy, ...lazyPage(() => import('../features/legal/pages/PrivacyPage')) },
  { path: routePaths.complaints, ...lazyPage(() => import('../features/legal/pages/ComplaintsPage')) },
  { path: routePaths.antiSlavery, ...lazyPage(() => import('../features/legal/pages/AntiSlaveryPage')) },
  { path: routePaths.cookies, ...lazyPage(() => import('../features/legal/pages/CookiePolicyPage')) },
  { path: routePaths.inProgress, ...lazyPage(() => import('../features/site-status/InProgressPage')) },
  {
    path: routePaths.setPasswordIncomplete,
    ...lazyPage(() => import('../features/site-status/SetPasswordIncompletePage')),
  },
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

export const router = createBrowserRouter(routes);
