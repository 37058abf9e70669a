import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { checkAtEveryWidth, expectNoAxeViolations } from './support/axe';

/**
 * WCAG 2.2 AA in the journeys (docs/accessibility.md › Accessibility): axe with the WCAG 2.2 AA rule
 * tags at desktop and 320 px in the journeys' error, dialog and banner states; reflow at 320 px;
 * the cookie banner never covering the focused element; the payment journey by keyboard alone.
 * Every route as it loads is checked in every-route.spec.ts.
 */

/** Page loads and API round trips on a shared two-core machine. */
const slow = { timeout: 15_000 };

// Several axe runs per journey on a shared two-core machine.
test.describe.configure({ timeout: 150_000 });

async function dismissBanner(page: Page) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'hide_cookie_message', value: 'true', url }]);
}

test.describe('journey states', () => {
  test('home: cookie banner open, quote errors shown, mobile menu open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies on our website' })).toBeVisible();
    await page.getByRole('button', { name: 'Quote me' }).click();
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await page.waitForLoadState('networkidle');
    await checkAtEveryWidth(page, 'home with the banner and a quote error');

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu open');
  });

  test('payment: lookup errors, amount errors, confirm dialog (banner open)', async ({ page }) => {
    await page.goto('/Payment');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await checkAtEveryWidth(page, 'payment lookup errors');

    await page.getByLabel('Post Code').fill('NG1 5FS');
    await page.getByLabel('Account Number').fill('100001');
    await page.getByLabel('Account Number').press('Enter');
    await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeVisible(slow);
    await page.getByLabel('Amount').press('Enter');
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await checkAtEveryWidth(page, 'payment amount error');

    await page.getByLabel('Amount').fill('25.50');
    await page.getByLabel('Amount').press('Enter');
    await expect(page.getByRole('dialog', { name: 'Confirm Payment' })).toBeVisible();
    await checkAtEveryWidth(page, 'confirm payment dialog');
  });

  test('meter reading: lookup errors, reading errors, confirmation dialog (banner open)', async ({ page }) => {
    await page.goto('/MeterReading');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await checkAtEveryWidth(page, 'meter reading lookup errors');

    await page.getByLabel('Post Code').fill('LE1 5WW');
    await page.getByLabel('Account Number').fill('100004');
    await page.getByLabel('Account Number').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeVisible(slow);
    const section = page.getByRole('region', { name: 'Register 01 (Unit)' });
    await section.getByRole('button', { name: 'Add a new reading' }).press('Enter');
    await expect(section.locator('[data-error-summary]')).toBeFocused();
    await checkAtEveryWidth(page, 'reading errors');
  });
});

/** True when the two boxes overlap. */
function overlaps(a: { top: number; bottom: number }, b: { top: number; bottom: number }) {
  return a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;
}

/**
 * Tabs through the whole page with the banner open and checks that no focused element outside
 * the banner lies under it (WCAG 2.4.11). Returns how many elements were checked.
 */
async function tabThroughWithBanner(page: Page, banner: Locator): Promise<number> {
  let checked = 0;
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const focused = document.activeElement;
      const bannerElement = document.querySelector('[aria-labelledby="cookie-banner-title"]');
      if (!focused || focused === document.body || !bannerElement) return null;
      const box = focused.getBoundingClientRect();
      const covering = bannerElement.getBoundingClientRect();
      return {
        inBanner: bannerElement.contains(focused),
        label: `${focused.tagName} ${focused.textContent?.slice(0, 40) ?? ''}`,
        focused: { top: box.top, bottom: box.bottom },
        banner: { top: covering.top, bottom: covering.bottom },
      };
    });
    if (!state) break;
    if (state.inBanner) {
      if (checked > 0) break; // Round again to the banner: the whole page has been visited.
      continue;
    }
    checked += 1;
    expect(overlaps(state.focused, state.banner), `${state.label} is under the cookie banner`).toBe(false);
  }
  await expect(banner).toBeVisible();
  return checked;
}

test.describe('the cookie banner', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px: first in the tab order, and never covers the focused element on /Payment and /SubmitMeterReading`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/Payment');
      const banner = page.getByRole('region', { name: 'Cookies on our website' });
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('link', { name: 'cookie policy' })).toBeFocused();
      expect(await tabThroughWithBanner(page, banner)).toBeGreaterThan(10);

      await page.getByLabel('Post Code').fill('NG1 5FS');
      await page.getByLabel('Account Number').fill('100001');
      await page.getByLabel('Account Number').press('Enter');
      await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeVisible(slow);
      await page.keyboard.press('Shift+Tab');
      expect(await tabThroughWithBanner(page, banner)).toBeGreaterThan(10);

      await page.goto('/MeterReading');
      await page.getByLabel('Post Code').fill('NG1 5FS');
      await page.getByLabel('Account Number').fill('100001');
      await page.getByLabel('Account Number').press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeVisible(slow);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await tabThroughWithBanner(page, banner)).toBeGreaterThan(10);
    });
  }

  test('Deny after an earlier Accept removes the chat at once', async ({ page }) => {
    await page.route('https://chat.fernleaf.example/widget.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "const w = document.createElement('div'); w.id = 'chat-launcher'; w.textContent = 'Chat'; document.body.appendChild(w);",
      }),
    );
    await page.goto('/InProgress');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#chat-launcher')).toHaveCount(1);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('region', { name: 'Cookies on our website' }).getByRole('button', { name: 'Deny' }).click();
    await expect(page.locator('#chat-launcher')).toHaveCount(0);
    await expect(page.locator('script[data-support-chat]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#chat-launcher')).toHaveCount(0);
  });
});

test('a visible focus ring (at least 2 px, solid) on buttons, icon buttons, links and cards', async ({ page }) => {
  await dismissBanner(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await page.keyboard.press('Tab');
  const targets: Locator[] = [
    page.getByRole('button', { name: 'Open menu' }),
    page.getByRole('button', { name: 'Quote me' }),
    page.getByRole('link', { name: /^(Excellent|Great|Average|Poor|Bad) [0-9.]+ out of 5/ }),
    page.locator('.home-review-card').first(),
    page.getByRole('contentinfo').getByRole('link').first(),
  ];
  for (const target of targets) {
    await target.focus();
    const ring = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style, await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
});

test('keyboard only: the whole payment journey without a mouse', async ({ page }) => {
  await dismissBanner(page);
  await page.goto('/Payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible(slow);

  async function tabTo(target: Locator, limit = 30) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  await tabTo(page.getByLabel('Post Code'));
  await page.keyboard.type('NG1 5FS');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Account Number')).toBeFocused();
  await page.keyboard.type('100001');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeFocused(slow);
  await tabTo(page.getByLabel('Amount'));
  await page.keyboard.type('12.34');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm Payment' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');

  const pay = page.getByRole('button', { name: 'Pay £12.34' });
  await expect(pay).toBeVisible(slow);
  await tabTo(pay);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible(slow);
});
