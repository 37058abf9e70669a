import { expect, test, type Page } from './fixtures';
import { axeOf } from './support/axe';

const CHAT_SCRIPT = 'https://chat.fernleaf.example/widget.js';

/** The chat host does not exist: answer its script locally and count how often it is fetched. */
async function stubChatScript(page: Page) {
  const requests: string[] = [];
  await page.route(CHAT_SCRIPT, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__chatLoaded = (window.__chatLoaded || 0) + 1;',
    });
  });
  return requests;
}

/**
 * Waits until the stubbed chat script has run once in this document: its request has then been
 * counted (the script element is in the page a moment before the browser asks for it).
 */
async function chatScriptRun(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLoaded?: number }).__chatLoaded)).toBe(1);
}

async function dismissBanner(page: Page) {
  await page.context().addCookies([
    {
      name: 'hide_cookie_message',
      value: 'true',
      url: page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
    },
  ]);
}

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('dropdowns lead to the right pages and highlight the active group', async ({ page }) => {
    await dismissBanner(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('button', { name: 'About us' }).click();
    await page.getByRole('menuitem', { name: 'Our Energy' }).click();
    await expect(page).toHaveURL(/\/OurEnergy$/);
    await expect(nav.getByRole('button', { name: 'About us' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'Account' })).not.toHaveAttribute('aria-current', 'true');

    await nav.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Submit a Meter Reading' })).toHaveAttribute(
      'href',
      '/MeterReading',
    );
    await page.getByRole('menuitem', { name: 'Make a Payment' }).click();
    await expect(page).toHaveURL(/\/Payment$/);
    await expect(nav.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('external destinations open in a new tab without access to this page', async ({ page }) => {
    await dismissBanner(page);
    await page.goto('/');
    const business = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Business Energy/ });
    await expect(business).toHaveAttribute('href', 'https://business.fernleaf.example');
    await expect(business).toHaveAttribute('target', '_blank');
    await expect(business).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('button', { name: 'Help Center' }).click();
    await expect(page.getByRole('menuitem', { name: /FAQ/ })).toHaveAttribute(
      'href',
      'https://help.fernleaf.example/hc/en-gb',
    );
    await expect(page.getByRole('menuitem', { name: /Connect/ })).toHaveAttribute(
      'href',
      'https://help.fernleaf.example/hc/en-gb/requests/new',
    );
    await page.keyboard.press('Escape');

    await expect(page.getByRole('link', { name: /^Sign in/ })).toHaveAttribute(
      'href',
      'https://my.fernleaf.example/account/login',
    );
  });

  test('the footer shows contact details, both link columns and the copyright year', async ({ page }) => {
    await dismissBanner(page);
    await page.goto('/InProgress');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '0808 157 0192' })).toHaveAttribute('href', 'tel:+448081570192');
    await expect(footer.getByRole('link', { name: 'hello@fernleaf.example' })).toHaveAttribute(
      'href',
      'mailto:hello@fernleaf.example',
    );
    await expect(footer).toContainText('Company number 09876543');
    for (const name of ['About', 'Our Energy', 'Terms and conditions', 'Privacy', 'Complaints', 'Anti-Slavery']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The pages a supplier must publish, and the 24-hour meter-fault line (docs/product/regulatory-pages.md › Regulatory pages).
    for (const [name, href] of [
      ['All the ways to contact us', '/Contact'],
      ['Emergencies', '/Emergencies'],
      ['Guaranteed standards', '/GuaranteedStandards'],
      ['Warm Home Discount', '/WarmHomeDiscount'],
      ['Complaints performance', '/ComplaintsPerformance'],
      ['Reviews policy', '/ReviewsPolicy'],
      ['0808 157 0247', 'tel:+448081570247'],
    ] as const)
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer).toContainText('© 2025 Fernleaf Energy Ltd');
    await expect(footer.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/Cookies');
  });

  test('following a footer link opens the page at the top', async ({ page }) => {
    await dismissBanner(page);
    await page.goto('/InProgress');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Complaints', exact: true }).click();
    await expect(page).toHaveURL(/\/Complaints$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('in-app navigation with React Router: the page stays until the next one is here, Back and Forward, the error page for a chunk that cannot be fetched', async ({
    page,
  }) => {
    await dismissBanner(page);
    await page.goto('/AboutUs');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const heading = page.getByRole('heading', { level: 1 });
    const footer = page.getByRole('contentinfo');
    // The next page's code held back: the current page stays on screen meanwhile.
    let releaseComplaints = () => {};
    const complaintsHeld = new Promise<void>((resolve) => (releaseComplaints = resolve));
    await page.route(/\/assets\/ComplaintsPage-[^/]+\.js$/, async (route) => {
      await complaintsHeld;
      await route.continue();
    });
    await footer.getByRole('link', { name: 'Complaints', exact: true }).click();
    await page.waitForTimeout(300);
    await expect(heading).toHaveText('Our Story');
    releaseComplaints();
    await expect(heading).toHaveText('Complaints');
    await expect(heading).toBeFocused();
    await page.goBack();
    await expect(heading).toHaveText('Our Story');
    await page.goForward();
    await expect(heading).toHaveText('Complaints');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    // A page whose code is gone (a deploy while the tab was open): our error page, which offers a reload.
    await page.route(/\/assets\/PrivacyPage-[^/]+\.js$/, (route) => route.fulfill({ status: 503 }));
    await footer.getByRole('link', { name: 'Privacy', exact: true }).first().click();
    await expect(page).toHaveURL(/\/Privacy$/);
    await expect(heading).toHaveText('Sorry, something went wrong');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });

  test('a deep link to a section shows that section', async ({ page }) => {
    await dismissBanner(page);
    await page.goto('/TermsAndConditions#term-working-day');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('term-working-day')!.getBoundingClientRect().top))
      .toBeLessThan(450);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('phone navigation (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('drawer titled Menu with collapsible sections, brand centred, person icon to the portal', async ({ page }) => {
    await dismissBanner(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Sign in to your account/ })).toHaveAttribute(
      'href',
      'https://my.fernleaf.example/account/login',
    );
    const brand = page.getByRole('banner').getByRole('link', { name: /Fernleaf Energy/ });
    const box = await brand.boundingBox();
    expect(Math.abs(box!.x + box!.width / 2 - 195)).toBeLessThan(4);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Make a Payment' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Account' }).click();
    await expect(drawer.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('link', { name: 'Make a Payment' }).click();
    await expect(page).toHaveURL(/\/Payment$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('footer panels: one open at a time, all closed after a route change', async ({ page }) => {
    await dismissBanner(page);
    await page.goto('/InProgress');
    const footer = page.getByRole('contentinfo');
    const panel = (name: string) => footer.getByRole('button', { name });

    await panel('Page').click();
    await expect(panel('Page')).toHaveAttribute('aria-expanded', 'true');
    await panel('More').click();
    await expect(panel('More')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel('Page')).toHaveAttribute('aria-expanded', 'false');
    await expect(panel('Contact')).toHaveAttribute('aria-expanded', 'false');

    await footer.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/Privacy$/);
    await expect(panel('More')).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('no horizontal scrolling on the shell pages', async ({ page }) => {
    for (const path of ['/', '/InProgress', '/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('cookie consent', () => {
  test('Accept hides the banner for 30 days and loads the chat script exactly once', async ({ page, context }) => {
    const chatRequests = await stubChatScript(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on our website' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);

    const cookies = await context.cookies();
    const hide = cookies.find((cookie) => cookie.name === 'hide_cookie_message');
    expect(hide?.value).toBe('true');
    const days = (hide!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('accepted');
    await expect(page.locator(`script[src="${CHAT_SCRIPT}"]`)).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About us' }).click();
    await page.getByRole('menuitem', { name: 'Our Story' }).click();
    await expect(page.locator(`script[src="${CHAT_SCRIPT}"]`)).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies on our website' })).toHaveCount(0);
    await expect(page.locator(`script[src="${CHAT_SCRIPT}"]`)).toHaveCount(1);
    await chatScriptRun(page);
    expect(chatRequests).toHaveLength(2);
  });

  test('Deny hides the banner and never loads the chat script', async ({ page, context }) => {
    const chatRequests = await stubChatScript(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByRole('region', { name: 'Cookies on our website' })).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'hide_cookie_message')?.value).toBe('true');
    expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('denied');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies on our website' })).toHaveCount(0);
    await expect(page.locator(`script[src="${CHAT_SCRIPT}"]`)).toHaveCount(0);
    expect(chatRequests).toHaveLength(0);
  });

  test('Cookie settings in the footer reopens the banner with focus, and the choice can change', async ({ page }) => {
    const chatRequests = await stubChatScript(page);
    await page.goto('/InProgress');
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const banner = page.getByRole('region', { name: 'Cookies on our website' });
    await expect(banner.getByRole('heading', { name: 'Cookies on our website' })).toBeFocused();
    const height = await banner.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(0.8 * (page.viewportSize()?.height ?? 0));
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator(`script[src="${CHAT_SCRIPT}"]`)).toHaveCount(1);
    await chatScriptRun(page);
    expect(chatRequests).toHaveLength(1);
  });
});

test.describe('portal redirects (CloudFront Function)', () => {
  const cases: [string, string][] = [
    ['/account/register', 'https://my.fernleaf.example/account/register'],
    ['/Account/ForgottenPassword', 'https://my.fernleaf.example/Account/ForgottenPassword'],
    ['/ACCOUNT/LOGIN', 'https://my.fernleaf.example/account/login'],
    ['/account/setpassword?T=abc%2B1', 'https://my.fernleaf.example/account/setpassword?T=abc%2B1'],
    [
      '/Account/ResetPasswordRedeemToken/tok-9?src=mail',
      'https://my.fernleaf.example/Account/ResetPasswordRedeemToken/tok-9?src=mail',
    ],
  ];
  for (const [path, location] of cases) {
    test(`${path} redirects to the portal`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(location);
    });
  }

  test('a set-password link without T shows the incomplete-link page', async ({ page }) => {
    const response = await page.goto('/account/setpassword');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is incomplete');
    await expect(page.getByRole('link', { name: /Request a new password link/ })).toHaveAttribute(
      'href',
      'https://my.fernleaf.example/Account/ForgottenPassword',
    );
  });
});

test.describe('status pages', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Fernleaf Energy');
  });

  test('an unknown API path stays a JSON 404', async ({ request }) => {
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not Found' } });
  });

  test('/InProgress shows the under-construction message', async ({ page }) => {
    await page.goto('/InProgress');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Under Construction');
    await expect(page.getByText("We're working hard to bring this feature to you. Stay tuned!")).toBeVisible();
    await expect(page).toHaveTitle('Page Under Construction | Fernleaf Energy');
  });

  test('the shell has no serious accessibility violations', async ({ page }) => {
    for (const path of ['/InProgress', '/no-such-page', '/account/setpassword']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await axeOf(page).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
});
