import { expect, test, type Page } from './fixtures';
import reviewsFixture from '../../local/sandbox/data/reviews.json' with { type: 'json' };
import { nth } from '../support/defined.js';
import { defaultExternalUrls } from '#contracts/brand';
import { formatPence } from '#contracts/money';
import { priceCapResponseSchema } from '#contracts/price-cap';
import { tariffLabelsResponseSchema } from '#contracts/tariff-labels';
import { dateText, dayBefore } from '../../web/src/lib/date-text';
import { axeOf } from './support/axe';
import { startSiteWithoutFigures } from './support/site-without-figures';

/** Close the cookie banner as a returning visitor would have, so it does not cover the page. */
async function asReturningVisitor(page: Page, url = test.info().project.use.baseURL!) {
  await page.context().addCookies([{ name: 'hide_cookie_message', value: 'true', url }]);
}

const tariffsSection = (page: Page) => page.getByRole('region', { name: 'Our Tariffs' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Customer reviews', exact: true });
const previousArrow = (page: Page) => page.getByRole('button', { name: 'Previous reviews' });
const nextArrow = (page: Page) => page.getByRole('button', { name: 'Next reviews' });

/**
 * Waits until the API data is on the page and the carousel is live: it starts when it nears the
 * screen (LoadedCarousel.tsx), so this scrolls to it as a visitor would. The first request to a
 * route loads its handler, which can take seconds on a busy 2-core machine.
 */
async function waitForData(page: Page) {
  await expect(tariffsSection(page).getByRole('article')).toHaveCount(4, { timeout: 20_000 });
  await carousel(page).scrollIntoViewIfNeeded({ timeout: 20_000 });
  await expect(nextArrow(page)).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Our prices against the price cap' }).getByText(/^\S+\*$/)).toHaveCount(
    2,
    { timeout: 20_000 },
  );
}

/** Clicks 'next' the given number of times, each time only once the arrow says it can move. */
async function clickNext(page: Page, times: number) {
  for (let click = 0; click < times; click += 1) {
    await expect(nextArrow(page)).toBeEnabled();
    await nextArrow(page).click();
  }
}

/** How many slides lie wholly inside the carousel's visible track. */
async function slidesInView(page: Page): Promise<number> {
  return carousel(page).evaluate((region) => {
    const track = region.querySelector('[role="group"]')!.parentElement!.parentElement!.getBoundingClientRect();
    return [...region.querySelectorAll('[role="group"]')].filter((slide) => {
      const box = slide.querySelector('.home-review-card')!.getBoundingClientRect();
      return box.left >= track.left - 1 && box.right <= track.right + 1;
    }).length;
  });
}

test.describe('home page at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    await waitForData(page);
  });

  test("headline, sub-line and the price badges: Home Dual SVT's label against the cap, like with like", async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switch. Save. Smile.');
    await expect(page.getByText('A Variable Tariff Below the Price Cap')).toBeVisible();
    const badges = page.getByRole('region', { name: 'Our prices against the price cap' });
    const comparison = priceCapResponseSchema.parse(await (await page.request.get('/api/price-cap')).json());
    if (comparison.status !== 'compared') throw new Error('The sandbox always has a current cap');
    const label = tariffLabelsResponseSchema
      .parse(await (await page.request.get('/api/tariff-labels?postcode=NG15FS')).json())
      .labels.find((each) => each.tariff === 'home-dual-svt' && each.paymentMethod === 'direct_debit_monthly');
    expect(comparison.ownTariff.estimatedAnnualCostPence).toBe(label?.estimatedAnnualCostPence);
    const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}*`;
    await expect(badges.getByText(pounds(comparison.ownTariff.estimatedAnnualCostPence))).toBeVisible();
    await expect(badges.getByText(pounds(comparison.priceCap.estimatedAnnualCostPence))).toBeVisible();
    await expect(badges).toContainText(
      "*Estimated yearly cost in the East Midlands region by Monthly Direct Debit, at Ofgem's typical use of 2,500 kWh electricity and 9,500 kWh gas: Home Dual SVT on ",
    );
    await expect(badges).toContainText(
      `the price cap for ${dateText(comparison.priceCap.validFrom)} to ${dateText(dayBefore(comparison.priceCap.validTo))}.`,
    );
    await badges.getByRole('link', { name: 'Tariff information for Home Dual SVT' }).click();
    await expect(page).toHaveURL(/\/Tariffs\?tariff=home-dual-svt&payment=direct_debit_monthly$/);
    await page.goBack();
    await expect(
      page.getByRole('link', { name: `Excellent ${reviewsFixture.businessEntity.trustScore} out of 5` }),
    ).toHaveAttribute('href', defaultExternalUrls.reviewPage);
  });

  test("'Quote me' opens the get-a-quote page with the compact postcode in a new tab", async ({ page, context }) => {
    await context.route(`${defaultExternalUrls.getAQuote}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Quote</h1>' }),
    );
    const postcode = page.getByLabel('Enter postcode');
    await postcode.pressSequentially('sw1a 1aa');
    await expect(postcode).toHaveValue('SW1A 1AA');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Quote me' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(`${defaultExternalUrls.getAQuote}/SW1A1AA`);
    expect(popup.url()).toBe(`${defaultExternalUrls.getAQuote}/SW1A1AA`);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an empty or malformed postcode is explained next to the field and opens nothing', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.getByRole('button', { name: 'Quote me' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Postcode is required' })).toBeVisible();
    await expect(page.getByLabel('Enter postcode')).toHaveAccessibleDescription('Error: Postcode is required');
    await summary.getByRole('link').click();
    await expect(page.getByLabel('Enter postcode')).toBeFocused();
    await page.getByLabel('Enter postcode').fill('ABC');
    await page.getByRole('button', { name: 'Quote me' }).click();
    await expect(page.getByLabel('Enter postcode')).toHaveAccessibleDescription('Error: Invalid UK postcode format');
    expect(popups).toBe(0);
  });

  test("tariff cards: the catalogue's dual-fuel tariffs, fixed first, each year the same as its label's", async ({
    page,
  }) => {
    const cards = tariffsSection(page).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText([
      'Home Dual Fixed 12M',
      'Home Dual Fixed 18M',
      'Home Dual Fixed 24M',
      'Home Dual SVT',
    ]);
    const labels = tariffLabelsResponseSchema.parse(
      await (await page.request.get('/api/tariff-labels?postcode=NG15FS')).json(),
    ).labels;
    for (const [index, tariff] of [
      'home-dual-fixed-12m',
      'home-dual-fixed-18m',
      'home-dual-fixed-24m',
      'home-dual-svt',
    ].entries()) {
      const label = labels.find(
        (candidate) => candidate.tariff === tariff && candidate.paymentMethod === 'direct_debit_monthly',
      );
      const yearly = label?.estimatedAnnualCostPence ?? 0;
      await expect(cards.nth(index)).toContainText(`${formatPence(Math.round(yearly / 12))}/month`);
      await expect(cards.nth(index)).toContainText(`${formatPence(yearly)} a year`);
    }
    await expect(cards.first()).toContainText('Enjoy fixed rates for 12 months');
    await expect(cards.last()).toContainText('Below the Ofgem Price Cap');
    await expect(
      tariffsSection(page)
        .getByRole('link', { name: /Get a quote/ })
        .first(),
    ).toHaveAttribute('href', defaultExternalUrls.getAQuote);
    await expect(tariffsSection(page)).toContainText(
      "Prices for homes in the East Midlands region paying by monthly Direct Debit, for a year's typical use of 2,500 kWh of electricity and 9,500 kWh of gas.",
    );
    await tariffsSection(page).getByRole('link', { name: 'Tariff information for Home Dual SVT' }).click();
    await expect(page).toHaveURL('/Tariffs?tariff=home-dual-svt&payment=direct_debit_monthly');
    await expect(page.getByRole('heading', { level: 1, name: 'Tariff information' })).toBeVisible();
  });

  test('reviews appear: 15 cards, missing names as Unknown User, long text cut at 230 characters', async ({ page }) => {
    const slides = carousel(page).getByRole('group');
    await expect(slides).toHaveCount(reviewsFixture.reviews.length);
    await expect(slides.first().getByRole('heading')).toHaveText('Priya Shah');
    await expect(slides.first().getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(slides.first().getByRole('link')).toHaveAttribute('href', nth(reviewsFixture.reviews, 0).reviewUrl);
    await expect(slides.nth(6).getByRole('heading')).toHaveText('Unknown User');
    const longText = nth(reviewsFixture.reviews, 7).text;
    await expect(slides.nth(7)).toContainText(`${longText.slice(0, 230)}...`);
    await expect(slides.nth(7)).not.toContainText(longText.slice(0, 231));
  });

  test('carousel shows 4 cards; arrows are disabled at either end', async ({ page }) => {
    await expect(carousel(page).getByRole('group')).toHaveCount(reviewsFixture.reviews.length);
    expect(await slidesInView(page)).toBe(4);
    await expect(previousArrow(page)).toBeDisabled();
    await expect(nextArrow(page)).toBeEnabled();
    // Whole views of 4: 15 reviews are 4 views, so 3 clicks from the first to the last.
    await clickNext(page, 3);
    await expect(nextArrow(page)).toBeDisabled();
    await expect(previousArrow(page)).toBeEnabled();
    await expect(carousel(page).getByRole('group').last().getByRole('heading')).toBeInViewport();
  });

  test('a keyboard user tabbing through the cards brings the next one into view', async ({ page }) => {
    const slides = carousel(page).getByRole('group');
    await slides.nth(3).getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(slides.nth(4).getByRole('link')).toBeFocused();
    await expect(slides.nth(4).getByRole('heading')).toBeInViewport({ ratio: 1 });
    await expect(previousArrow(page)).toBeEnabled();
  });

  test('contact block: hours, chat with us, phone as a tel: link', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Speak to our team' });
    await expect(contact).toContainText('Monday to Friday 9:00 - 17:00');
    await expect(contact.getByRole('link', { name: /Chat with us/ })).toHaveAttribute(
      'href',
      defaultExternalUrls.helpCentreNewRequest,
    );
    await expect(contact.getByRole('link', { name: /0808 157 0192/ })).toHaveAttribute('href', 'tel:+448081570192');
  });

  test('has no serious accessibility problems once loaded', async ({ page }) => {
    // The whole page's axe scan after the data has loaded: past 30 s when CI's two cores are busy.
    test.slow();
    await expect(tariffsSection(page).getByRole('article')).toHaveCount(4);
    await expect(carousel(page)).toBeVisible();
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});

test.describe('home page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    await waitForData(page);
  });

  test('carousel shows one card at a time and steps through every review', async ({ page }) => {
    // One click and one settled slide per review: a long journey on a busy 2-core machine.
    test.slow();
    await expect(carousel(page).getByRole('group')).toHaveCount(reviewsFixture.reviews.length);
    expect(await slidesInView(page)).toBe(1);
    await expect(previousArrow(page)).toBeDisabled();
    await clickNext(page, reviewsFixture.reviews.length - 1);
    await expect(nextArrow(page)).toBeDisabled();
    await expect(carousel(page).getByRole('group').last().getByRole('heading')).toBeInViewport();
    await previousArrow(page).click();
    await expect(nextArrow(page)).toBeEnabled();
  });

  test('the page is no wider than the phone', async ({ page }) => {
    await expect(tariffsSection(page).getByRole('article')).toHaveCount(4);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('home page reviews carousel', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('starts (measures the page) only when it nears the screen, and is ready by the time it is seen', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    await expect(carousel(page).getByRole('group')).toHaveCount(reviewsFixture.reviews.length, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // Loaded, laid out, but more than a screen below: Embla has not started, so neither arrow can move yet.
    await expect(nextArrow(page)).toBeDisabled();
    await page.mouse.wheel(0, (await carousel(page).boundingBox())!.y - 2 * 844 + 100);
    await expect(nextArrow(page)).toBeEnabled();
    // Started a screen early: the arrow is ready before the carousel is in view.
    await expect(carousel(page)).not.toBeInViewport();
  });
});

/**
 * The page's figures come in its document (decision 026) unless the function serving `/` cannot
 * read them: then it sends the document as built, which asks for them from the browser (decision
 * 025), where they can come late or not at all. A server of these tests' own whose catalogue
 * cannot be read (support/site-without-figures.ts).
 */
test.describe('home page when its document comes without the figures', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  let site: Awaited<ReturnType<typeof startSiteWithoutFigures>>;
  test.beforeAll(async () => {
    site = await startSiteWithoutFigures();
  });
  test.afterAll(() => site.stop());

  test('reserved space: the layout hardly shifts when slow API answers arrive', async ({ page, baseURL }) => {
    test.slow();
    await asReturningVisitor(page, site.url);
    // The answers are held until the placeholders have been seen, then all arrive (late, as on a slow network).
    let releaseAnswers = () => {};
    const answersHeld = new Promise<void>((resolve) => (releaseAnswers = resolve));
    await site.answerFrom(page, baseURL!, answersHeld);
    await page.route('**/api/reviews', async (route) => {
      await answersHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(site.url);
    await expect(tariffsSection(page).getByRole('status', { name: 'Loading our tariffs' })).toBeVisible();
    releaseAnswers();
    await waitForData(page);
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.02);
  });

  test('still renders: prices show --, tariffs and reviews give way to links', async ({ page }) => {
    test.slow();
    await asReturningVisitor(page, site.url);
    for (const [path, status] of [
      ['/api/price-cap', 503],
      ['/api/reviews', 502],
      ['/api/tariffs', 504],
    ] as const) {
      await page.route(`**${path}`, (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'upstream', message: 'Unavailable' } }),
        }),
      );
    }
    await page.goto(site.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switch. Save. Smile.', { timeout: 20_000 });
    await expect(page.getByText('--*')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Our prices against the price cap' })).toContainText(
      '*Our price comparison could not be loaded just now.',
    );
    await expect(page.getByRole('link', { name: /Read our customer reviews/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Read them on our review page/ })).toBeVisible();
    await expect(tariffsSection(page)).toContainText('Our latest tariff prices are not available just now.');
    await expect(tariffsSection(page).getByRole('article')).toHaveCount(0);
    await expect(page.getByLabel('Enter postcode')).toBeEditable();
  });
});
