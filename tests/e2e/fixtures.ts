import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's `test` with one change: after `page.goto` or `page.reload` of one of the site's
 * pages, it waits until the app has hydrated the prerendered HTML (`<html data-hydrated>`, set
 * by web/src/main.tsx), as a person waits for a page to respond before using it. What happens when
 * someone types or submits sooner is tested on its own in tests/e2e/hydration.spec.ts.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const waitForApp = async () => {
      if (new URL(page.url()).origin === siteOrigin)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    await use(page);
  },
});
