import type { SitePage } from '#contracts/site-routes';

/**
 * The page module of every site route, relative to web/src: read by the router (one lazy chunk per
 * page, web/src/app/router.tsx) and by the build (each page's preload links from Vite's manifest,
 * web/prerender.ts). Keyed by the shared route list (lambdas/contracts/site-routes.ts), which the
 * navigation, the footer and the CloudFront Function also read: a route added there does not
 * compile until it has a page here, so the lists cannot drift apart.
 */
export const pageFiles: Record<SitePage, `features/${string}Page.tsx`> = {
  home: 'features/home/HomePage.tsx',
  aboutUs: 'features/information-pages/pages/AboutPage.tsx',
  ourEnergy: 'features/information-pages/pages/OurEnergyPage.tsx',
  payment: 'features/payment/PaymentPage.tsx',
  paymentSuccess: 'features/payment/PaymentSuccessPage.tsx',
  paymentFailure: 'features/payment/PaymentFailurePage.tsx',
  meterReading: 'features/meter-reading/MeterReadingPage.tsx',
  submitMeterReading: 'features/meter-reading/SubmitMeterReadingPage.tsx',
  termsAndConditions: 'features/information-pages/pages/TermsPage.tsx',
  privacy: 'features/information-pages/pages/PrivacyPage.tsx',
  complaints: 'features/information-pages/pages/ComplaintsPage.tsx',
  antiSlavery: 'features/information-pages/pages/AntiSlaveryPage.tsx',
  cookies: 'features/information-pages/pages/CookiePolicyPage.tsx',
  priorityServices: 'features/information-pages/pages/PriorityServicesPage.tsx',
  helpPaying: 'features/information-pages/pages/HelpPayingPage.tsx',
  accessibility: 'features/information-pages/pages/AccessibilityPage.tsx',
  meterReadingHelp: 'features/information-pages/pages/MeterReadingHelpPage.tsx',
  tariffs: 'features/tariffs/TariffsPage.tsx',
  emergencies: 'features/information-pages/pages/EmergenciesPage.tsx',
  contact: 'features/information-pages/pages/ContactPage.tsx',
  guaranteedStandards: 'features/information-pages/pages/GuaranteedStandardsPage.tsx',
  warmHomeDiscount: 'features/information-pages/pages/WarmHomeDiscountPage.tsx',
  complaintsPerformance: 'features/information-pages/pages/ComplaintsPerformancePage.tsx',
  reviewsPolicy: 'features/information-pages/pages/ReviewsPolicyPage.tsx',
  inProgress: 'features/site-status/InProgressPage.tsx',
  setPasswordIncomplete: 'features/site-status/SetPasswordIncompletePage.tsx',
};
