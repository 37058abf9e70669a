import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';

/** The content pages, their h1 and whether they carry a table of contents. */
const contentPages = [
  { path: '/AboutUs', h1: 'Our Story', withContents: false },
  { path: '/OurEnergy', h1: 'Our Energy', withContents: false },
  { path: '/Complaints', h1: 'Complaints', withContents: false },
  { path: '/AntiSlavery', h1: 'Anti-Slavery Policy', withContents: false },
  { path: '/Cookies', h1: 'Cookie Policy', withContents: true },
  { path: '/Privacy', h1: 'Privacy Policy', withContents: true },
  { path: '/TermsAndConditions', h1: 'Terms and Conditions', withContents: true },
  { path: '/PriorityServices', h1: 'Priority Services Register', withContents: false },
  { path: '/HelpPaying', h1: 'Help paying your energy bills', withContents: false },
  { path: '/Accessibility', h1: 'Accessibility statement', withContents: false },
  { path: '/MeterReadingHelp', h1: 'How to read your meter', withContents: false },
  { path: '/Emergencies', h1: 'Emergencies', withContents: false },
  { path: '/Contact', h1: 'Contact us', withContents: false },
  { path: '/GuaranteedStandards', h1: 'Guaranteed Standards of Performance', withContents: false },
  { path: '/WarmHomeDiscount', h1: 'Warm Home Discount', withContents: false },
  { path: '/ComplaintsPerformance', h1: 'Complaints performance', withContents: false },
  { path: '/ReviewsPolicy', h1: 'Reviews policy', withContents: false },
] as const;

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Close the cookie banner as a returning visitor would have, so it does not cover the page. */
async function asReturningVisitor(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'hide_cookie_message', value: 'true', url: test.info().project.use.baseURL! }]);
}

/** Their words; one h1, CSP, hydration and axe on every route: every-route.spec.ts. */
test.describe('content pages', () => {
  for (const content of contentPages) {
    test(`${content.path}: its h1, its title and its description`, async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto(content.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.h1);
      await expect(page).toHaveTitle(`${content.h1} | Fernleaf Energy`);
      // React hoists the page's description after the site-wide one in index.html.
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /.{50,}/);
    });
  }
});

for (const viewport of viewports) {
  test.describe(`content pages on ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const content of contentPages.filter((candidate) => candidate.withContents)) {
      test(`${content.path}: a contents link brings its section into view below the header, Back to top returns`, async ({
        page,
      }) => {
        await asReturningVisitor(page);
        await page.goto(content.path);
        const contents = page.getByRole('navigation', { name: 'Contents' });
        const links = contents.getByRole('link');
        const last = links.last();
        const targetId = (await last.getAttribute('href'))!.slice(1);
        await last.click();

        await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
        const heading = page.locator(`[id="${targetId}"]`);
        await expect(heading).toBeInViewport();
        // Not hidden under the fixed navigation bar.
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((header) => header.getBoundingClientRect().bottom);
        const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
        expect(headingTop).toBeGreaterThanOrEqual(headerBottom);

        await heading.locator('xpath=ancestor::section[1]').getByRole('link', { name: 'Back to top' }).last().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      });
    }
  });
}

test.describe('deep links and charts', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a link to a glossary term opens the terms at that term', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/TermsAndConditions#term-working-day');
    const term = page.locator('dt#term-working-day');
    await expect(term).toHaveText('Working Day');
    await expect(term).toBeInViewport();
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(
      'Any day except Saturday, Sunday or a bank holiday in England.',
    );
  });

  test('the fuel mix chart is drawn and its figures are readable as a table', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/OurEnergy');
    const table = page.getByRole('table', { name: 'Fuel mix of the electricity we supply' });
    await expect(table.getByRole('row')).toHaveText(
      ['Fuel source Share', 'Renewable 40.8%', 'Natural gas 39.3%', 'Nuclear 13.9%', 'Coal 3.4%', 'Other 2.6%'].map(
        (text) => new RegExp(text.replace(/ /g, '\\s*')),
      ),
    );
    const ring = page.locator('figure svg');
    await expect(ring).toBeVisible();
    await expect(ring).toHaveAttribute('aria-hidden', 'true');
    const box = await ring.boundingBox();
    expect(box!.width).toBeGreaterThan(150);
  });
});

test.describe('the pages a supplier must publish, by keyboard (docs/product/regulatory-pages.md › Regulatory pages)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Presses Tab until `target` has focus, failing after `limit` presses. */
  async function tabTo(page: Page, target: Locator, limit = 120) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  test('from any page: Tab reaches the 24-hour meter-fault line and the emergencies page, whose numbers are tel: links', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/AboutUs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const meterFault = footer.getByRole('link', { name: '0808 157 0247' });
    await tabTo(page, meterFault);
    await expect(meterFault).toHaveAttribute('href', 'tel:+448081570247');
    await expect(meterFault).toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(footer.getByRole('link', { name: 'What to do in an emergency' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Emergencies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencies' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Who to call in an emergency' });
    for (const [name, href] of [
      ['0800 111 999', 'tel:+44800111999'],
      ['105', 'tel:105'],
      ['0808 157 0247', 'tel:+448081570247'],
    ] as const) {
      const link = table.getByRole('link', { name, exact: true });
      await tabTo(page, link, 40);
      await expect(link).toHaveAttribute('href', href);
    }
  });

  test('/Complaints leads to the complaints report by keyboard; the quarterly table scrolls by keyboard at 390 px', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/Complaints');
    const report = page.getByRole('link', { name: 'annual complaints report and quarterly figures' });
    await tabTo(page, report, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints performance' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Complaints from household customers, by quarter' });
    await tabTo(page, region, 40);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
