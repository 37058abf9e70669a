import type { SitePage } from '#contracts/site-routes';

/**
 * Pages whose documents ask for API answers themselves (lambdas/contracts/early-requests.ts) and
 * draw them before the app arrives (web/src/lib/early-answers.ts,
 * docs/decisions/025-home-prices-in-the-first-paint.md): the early script, relative to web/src,
 * that web/prerender.ts builds as a classic script of its own. Read by the build only.
 */
export const earlyScripts: Partial<Record<SitePage, `features/${string}.ts`>> = {
  home: 'features/home/early-prices.ts',
};
