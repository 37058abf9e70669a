/**
 * Every path the site answers with a page of its own, as registered in the router. The build writes one
 * HTML document per path (web/prerender.ts) and the CloudFront Function receives this list at
 * synth time (infra/edge/viewer-request.ts) so that it maps exactly these paths to their
 * documents and lets every other path fall through to the 404 page.
 * Pure data: imported by the web app, infra/ and the local server.
 */
export const routePaths = {
  home: '/',
  aboutUs: '/AboutUs',
  ourEnergy: '/OurEnergy',
  payment: '/Payment',
  paymentSuccess: '/Payment/Success',
  paymentFailure: '/Payment/Failure',
  meterReading: '/MeterReading',
  submitMeterReading: '/SubmitMeterReading',
  termsAndConditions: '/TermsAndConditions',
  privacy: '/Privacy',
  complaints: '/Complaints',
  antiSlavery: '/AntiSlavery',
  cookies: '/Cookies',
  priorityServices: '/PriorityServices',
  helpPaying: '/HelpPaying',
  accessibility: '/Accessibility',
  meterReadingHelp: '/MeterReadingHelp',
  tariffs: '/Tariffs',
  emergencies: '/Emergencies',
  contact: '/Contact',
  guaranteedStandards: '/GuaranteedStandards',
  warmHomeDiscount: '/WarmHomeDiscount',
  complaintsPerformance: '/ComplaintsPerformance',
  reviewsPolicy: '/ReviewsPolicy',
  inProgress: '/InProgress',
  /** Only reached when a set-password link lacks its T token (the function serves this page's document). */
  setPasswordIncomplete: '/account/setpassword',
} as const;

export type RoutePath = (typeof routePaths)[keyof typeof routePaths];

export type SitePage = keyof typeof routePaths;

/**
 * The site page at this path, or undefined for the not-found page. Routes match case-insensitively
 * and with or without a trailing slash, as the CloudFront Function maps them
 * (docs/product/site-shell.md › Site shell and links).
 */
export function pageAt(pathname: string): SitePage | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  return (Object.keys(routePaths) as SitePage[]).find((page) => routePaths[page].toLowerCase() === path);
}

/** Pages search engines should not list: steps of a journey and status pages (docs/product/information-pages.md › Information pages). */
export const pagesLeftOutOfSearch: readonly SitePage[] = [
  'paymentSuccess',
  'paymentFailure',
  'submitMeterReading',
  'inProgress',
  'setPasswordIncomplete',
];

/**
 * Each route is prerendered twice: with the cookie banner, for a visitor who has not answered it
 * yet (so it paints with the page instead of appearing once the app has loaded), and without it.
 */
export type DocumentVariant = 'withBanner' | 'withoutBanner';

/**
 * The prerendered document of a route, relative to the build folder (and the S3 bucket):
 * '/' -> 'index.html', '/AboutUs' -> 'AboutUs/index.html', and without the banner
 * 'AboutUs/index.no-banner.html'. Written by web/prerender.ts, served by the CloudFront Function
 * (infra/edge/viewer-request.function.js).
 */
export function routeDocumentFile(path: RoutePath, variant: DocumentVariant = 'withBanner'): string {
  const name = variant === 'withBanner' ? 'index.html' : 'index.no-banner.html';
  return path === '/' ? name : `${path.slice(1)}/${name}`;
}

/** The paths the sitemap lists. */
export function searchablePaths(): string[] {
  return (Object.keys(routePaths) as SitePage[])
    .filter((page) => !pagesLeftOutOfSearch.includes(page))
    .map((page) => routePaths[page]);
}
