import type { Page } from '@playwright/test';
import { TARIFF_CATALOGUE_TABLE_NAME_VARIABLE } from '#contracts/tariff-catalogue-table';
import { startSite } from '../../../local/start-site';

/**
 * A server of the test's own (bin/serve.ts) whose tariff catalogue cannot be read, so the function
 * serving `/` sends the home page's document as built (lambdas/get-home-document/handler.ts), whose
 * early scripts then ask GET /api/price-cap and GET /api/tariffs from the browser (decision 025),
 * and those answer 503. `answerFrom` makes the browser's two requests answer as `origin`'s routes do
 * (the suite's own server, which has the figures), for tests of what happens when they come late.
 */
export async function startSiteWithoutFigures() {
  const site = await startSite({ environment: { [TARIFF_CATALOGUE_TABLE_NAME_VARIABLE]: 'no-such-table' } });
  return {
    url: site.url,
    stop: site.stop,
    async answerFrom(page: Page, origin: string, hold: Promise<void> = Promise.resolve()) {
      for (const path of ['/api/price-cap', '/api/tariffs'])
        await page.route(`**${path}`, async (route) => {
          const response = await page.request.get(origin + path);
          await hold;
          await route.fulfill({ response });
        });
    },
  };
}
