import { expect, test, type Page } from './fixtures';
import { defaultExternalUrls } from '#contracts/brand';
import { axeOf } from './support/axe';

const tariffsSection = (page: Page) => page.getByRole('region', { name: 'Our Tariffs' });

async function asReturningVisitor(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'hide_cookie_message', value: 'true', url: test.info().project.use.baseURL! }]);
}

test.describe('prices for your region', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.route(`${defaultExternalUrls.getAQuote}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Quote</h1>' }),
    );
    await asReturningVisitor(page);
    await page.goto('/');
  });

  test("a postcode in 'Quote me' shows that region's prices and names it; the sign-up site still opens", async ({
    page,
  }) => {
    const section = tariffsSection(page);
    await expect(section).toContainText('Prices for East Midlands');
    const eastMidlands = await section.getByRole('article').last().textContent();

    await page.getByLabel('Enter postcode').fill('SW1A 1AA');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Quote me' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(`${defaultExternalUrls.getAQuote}/SW1A1AA`);

    await expect(section).toContainText('Prices for London');
    await expect(section.getByRole('article').last()).not.toHaveText(eastMidlands ?? '');
    await expect(section).toContainText('Prices for homes in the London region paying by monthly Direct Debit');
    const note = page.getByRole('status').filter({ hasText: 'Prices for London are now shown under Our Tariffs.' });
    await expect(note).toHaveAttribute('aria-live', 'polite');
    await note.getByRole('link', { name: 'See prices for London' }).click();
    await expect(page.getByRole('heading', { name: 'Our Tariffs' })).toBeInViewport();
  });

  test('a Northern Ireland postcode is told we supply Great Britain only; the prices stay', async ({ page }) => {
    await page.getByLabel('Enter postcode').fill('BT1 5GS');
    await page.getByRole('button', { name: 'Quote me' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'We supply homes in England, Scotland and Wales only.' }),
    ).toBeVisible();
    await expect(tariffsSection(page)).toContainText('Prices for East Midlands');
  });

  test('the API answers each region, and refuses a postcode outside Great Britain with our message', async ({
    request,
  }) => {
    const yorkshire = await request.get('/api/tariffs?postcode=LS1%204DY');
    expect(yorkshire.status()).toBe(200);
    expect((await yorkshire.json()).region).toEqual({ id: 23, name: 'Yorkshire' });
    const jersey = await request.get('/api/tariffs?postcode=JE2%203QA');
    expect(jersey.status()).toBe(400);
    expect((await jersey.json()).error.message).toBe(
      'We supply homes in England, Scotland and Wales only. Enter a postcode in England, Scotland or Wales.',
    );
  });
});

test.describe('emergency lines on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/AboutUs']) {
    test(`${path}: the footer shows both emergency numbers as tel: links, with every panel closed`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      const lines = footer.getByRole('list', { name: 'Emergency numbers' });
      await lines.scrollIntoViewIfNeeded();
      await expect(lines).toBeVisible();
      await expect(lines).toContainText('Smell gas? Call the National Gas Emergency Service on 0800 111 999');
      await expect(lines).toContainText('Power cut? Call 105');
      await expect(lines.getByRole('link', { name: '0800 111 999' })).toHaveAttribute('href', 'tel:+44800111999');
      await expect(lines.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
      await expect(footer.getByRole('button', { expanded: true })).toHaveCount(0);
    });
  }

  test('the home contact block shows them too', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    const contact = page.getByRole('region', { name: 'Speak to our team' });
    const lines = contact.getByRole('list', { name: 'Emergency numbers' });
    await lines.scrollIntoViewIfNeeded();
    await expect(lines).toBeVisible();
    await expect(lines.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await axeOf(page).include('footer').analyze();
    expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
      [],
    );
  });
});

test.describe('help pages against WCAG 2.2 AA', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/PriorityServices', '/HelpPaying', '/Accessibility', '/MeterReadingHelp']) {
    test(`${path}: no axe violation of any WCAG 2.2 A/AA rule, whatever its impact`, async ({ page }) => {
      test.slow();
      await asReturningVisitor(page);
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
