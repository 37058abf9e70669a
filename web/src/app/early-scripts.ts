import { apiPaths } from '#contracts/api-paths';
import type { SitePage } from '#contracts/site-routes';

/**
 * Pages whose documents ask for API answers themselves and draw them before the app arrives
 * (web/src/lib/early-answers.ts, docs/decisions/025-home-prices-in-the-first-paint.md): the
 * script, relative to web/src, that web/prerender.ts builds as a classic script of its own, and
 * the GET routes the documents preload for it. Read by the build only.
 */
export const earlyScripts: Partial<Record<SitePage, { script: `features/${string}.ts`; answers: string[] }>> = {
  home: { script: 'features/home/early-prices.ts', answers: [apiPaths.priceCap, apiPaths.tariffs] },
};
