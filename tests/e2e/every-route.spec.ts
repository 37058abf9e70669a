import { expect, test } from './fixtures';
import { checkAtEveryWidth } from './support/axe';
import { acceptCookies, watchContentSecurityPolicy } from './support/csp-watch';
import { watchHydration } from './support/hydration-watch';
import { routePaths } from '#contracts/site-routes';

/**
 * Every route, loaded once (cookies accepted: the document without the cookie banner, of the two
 * web/prerender.ts writes), with every check that needs only a loaded page: hydration
 * without a mismatch (a mismatch makes React throw the HTML away: a flash, and the prerendering
 * wasted), no Content-Security-Policy violation (the local server sends CloudFront's headers,
 * infra/security-headers.ts), one h1, and WCAG 2.2 AA (docs/accessibility.md › Accessibility). One
 * load per check would load each route five times; the journeys' own states are checked in
 * accessibility.spec.ts and hydration.spec.ts. Both documents are also loaded on a phone (390 px: a
 * first visit, with the banner, and a returning visitor's) and watched for a hydration mismatch, in
 * the loads layout-shift.spec.ts makes of every route.
 */

test.describe.configure({ timeout: 90_000 });

const paths = [...Object.values(routePaths), '/no-such-page', '/aboutus'];
/** Reached directly without an account it shows /MeterReading's form, checked on its own route. */
const withoutAxe = new Set<string>([routePaths.submitMeterReading]);

for (const path of paths) {
  test.describe(path, () => {
    test('cookies accepted, at 1440 then 320 px: hydrates cleanly, no CSP violation, one h1, axe-clean, no sideways scroll', async ({
      page,
      baseURL,
    }) => {
      await acceptCookies(page, baseURL!);
      const policy = await watchContentSecurityPolicy(page);
      const hydrated = await watchHydration(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/ \| Fernleaf Energy$/);
      await hydrated();
      expect(await policy.violations(), 'CSP violations').toEqual([]);
      expect(policy.consoleMessages, 'CSP console messages').toEqual([]);
      if (!withoutAxe.has(path)) await checkAtEveryWidth(page, path, { bestPractice: true });
    });
  });
}
