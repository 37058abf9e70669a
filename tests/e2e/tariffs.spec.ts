import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { axeOf, checkAtEveryWidth, expectNoAxeViolations } from './support/axe';
import { readPriceFile } from '#contracts/tariff-price-file';
import { ukDate } from '#contracts/uk-date';
import { defined } from '../support/defined.js';
import {
  DUAL_LABEL,
  ECONOMY7_SPLIT,
  expectedOwnUseTexts,
  hundredths,
  OWN_USE_ADDRESS,
  OWN_USE_TYPED,
  TYPICAL_ELECTRICITY_KWH,
  TYPICAL_GAS_KWH,
} from '../support/own-use-journey.js';

/**
 * /Tariffs against the local catalogue (the sandbox's sample prices): labels by postcode for three
 * regions, reached by keyboard alone, axe-clean at every width, and one label printed on its own
 * (docs/product/tariffs.md › Tariff information labels).
 */
test.describe.configure({ timeout: 90_000 });
/** The first answer of a cold route on a shared two-core machine. */
const slow = { timeout: 15_000 };

const today = ukDate(new Date());
const sample = readPriceFile(readFileSync('local/sandbox/data/tariff-prices.csv', 'utf8'), today);

/** The sample's VAT-inclusive single-rate electricity unit rate of the variable tariff in a region, by Direct Debit. */
function variableElectricityRate(gsp: string): string {
  if (!sample.ok) throw new Error('The sample price file is invalid');
  const period = sample.periods.find(
    (candidate) =>
      candidate.productCode === 'FERN-SVT-26-07' &&
      candidate.kind === 'electricity_single' &&
      candidate.gsp === gsp &&
      candidate.paymentMethod === 'direct_debit_monthly' &&
      candidate.validFrom <= today &&
      (candidate.validTo === null || today < candidate.validTo),
  );
  return `${period?.rates.standard_unit_rate?.incVat.toFixed(2)}p per kWh`;
}

async function asReturningVisitor(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'hide_cookie_message', value: 'true', url: test.info().project.use.baseURL! }]);
}

const label = (page: Page, name: string) => page.getByRole('article', { name });

test.beforeEach(async ({ page }) => asReturningVisitor(page));

for (const [postcode, region, gsp] of [
  ['NG1 5FS', 'East Midlands', '_B'],
  ['SW1A 1AA', 'London', '_C'],
  ['IV2 3EB', 'North Scotland', '_P'],
] as const) {
  test(`${postcode}: by keyboard alone, the labels of ${region}`, async ({ page }) => {
    await page.goto('/Tariffs');
    // From the top of the page, Tab until the postcode field (past the skip link and the header).
    const field = page.getByRole('textbox', { name: 'Postcode' });
    for (
      let presses = 0;
      presses < 30 && !(await field.evaluate((input) => input === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(postcode);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: `Tariffs for ${region}` });
    await expect(heading).toBeFocused(slow);
    await expect(page).toHaveURL(`/Tariffs?postcode=${postcode.replace(' ', '')}`);
    await expect(page.getByRole('article')).toHaveCount(25);
    const elec = label(page, 'Home Elec SVT, Monthly Direct Debit');
    await expect(elec.getByRole('row', { name: /^Unit rate/ })).toHaveText(`Unit rate${variableElectricityRate(gsp)}`);
    // After the results heading: the closed "What would you pay?" form, then the first label's scrollable table.
    await page.keyboard.press('Tab');
    await expect(page.getByText('What would you pay? Price every tariff for your own use')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'Home Dual SVT, Monthly Direct Debit' })).toBeFocused();
  });
}

test('the labels are axe-clean at 1440, 390 and 320 px, and fit 320 px without sideways scroll or a word cut in two', async ({
  page,
}) => {
  await page.goto('/Tariffs?postcode=NG15FS');
  await expect(page.getByRole('article')).toHaveCount(25, slow);
  for (const width of [1440, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await axeOf(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.map((violation) => violation.id),
      `${width} px`,
    ).toEqual([]);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Nor does a label scroll in its own region, or cut a word in two to fit ("Electrici-ty",
  // "guarante-ed", "£785.-39"): each word, or each part of a tariff code up to a hyphen, is on one line.
  const fit = await page.evaluate(() => {
    const labels = [...document.querySelectorAll<HTMLElement>('.tariff-label')];
    const cut: string[] = [];
    for (const cell of document.querySelectorAll('.tariff-label th, .tariff-label td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const part of node.textContent!.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, part.index);
          range.setEnd(node, part.index + part[0].length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) cut.push(part[0]);
        }
      }
    }
    return { scrolling: labels.filter((label) => label.scrollWidth > label.clientWidth).length, cut };
  });
  expect(fit).toEqual({ scrolling: 0, cut: [] });
});

test('a shared label opens alone, and prints without the site around it or the other labels', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-print-called', '');
  });
  await page.goto('/Tariffs?postcode=NG15FS');
  const gas = label(page, 'Home Gas Fixed 12M, Monthly Direct Debit');
  await gas.getByRole('button', { name: /^Print this label/ }).click(slow);
  await expect(page.locator('html[data-print-called]')).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(gas).toBeVisible();
  await expect(label(page, 'Home Dual SVT, Monthly Direct Debit')).toBeHidden();
  await expect(page.getByRole('form', { name: 'Find the tariffs for your postcode' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/Tariffs?postcode=NG15FS&tariff=home-gas-fixed-12m');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(gas).toBeVisible();
});

test('what would I pay: own use and the current tariff price every label, from the address only, by keyboard', async ({
  page,
}) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  await page.goto('/Tariffs?postcode=NG15FS');
  await expect(page.getByRole('article')).toHaveCount(25, slow);
  const dual = label(page, DUAL_LABEL);
  const [electricityRate, gasRate] = (
    await dual
      .getByRole('row', { name: /^Unit rate/ })
      .getByRole('cell')
      .allTextContents()
  ).map(hundredths);
  const [electricityStanding, gasStanding] = (
    await dual
      .getByRole('row', { name: /^Standing charge/ })
      .getByRole('cell')
      .allTextContents()
  ).map(hundredths);

  // Keyboard only: open the form, fill it, submit.
  const summary = page.getByText('What would you pay? Price every tariff for your own use');
  await summary.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'What would you pay?' });
  await expect(form.getByText(/We have filled in Ofgem's typical use: 2,500 kWh of electricity/)).toBeVisible();
  await expect(form.getByLabel('Electricity a year (kWh)')).toHaveValue(TYPICAL_ELECTRICITY_KWH);
  await expect(form.getByLabel('Gas a year (kWh)')).toHaveValue(TYPICAL_GAS_KWH);
  for (const [name, value] of OWN_USE_TYPED) {
    await form.getByLabel(name).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(OWN_USE_ADDRESS);

  const expected = expectedOwnUseTexts({
    electricityRate: defined(electricityRate, 'the electricity unit rate'),
    electricityStanding: defined(electricityStanding, 'the electricity standing charge'),
    gasRate: defined(gasRate, 'the gas unit rate'),
    gasStanding: defined(gasStanding, 'the gas standing charge'),
  });
  const estimate = dual.locator('.own-use-estimate');
  await expect(estimate).toContainText(expected.estimate);
  await expect(estimate).toContainText(expected.comparison);
  // An Economy 7 label says what split it assumed for one yearly total.
  await expect(label(page, 'Home Elec E7 SVT, Monthly Direct Debit').locator('.own-use-estimate')).toContainText(
    ECONOMY7_SPLIT,
  );
  await expect(page.locator('[aria-live="polite"].visually-hidden')).toHaveText(
    /^Costs for your use shown on 25 labels, from £[\d,.]+ a year\.$/,
  );
  // Nothing the visitor typed left the page.
  expect(apiRequests.length).toBeGreaterThan(0);
  for (const url of apiRequests) expect(url).not.toMatch(/kwh|now_|exit_fees|meter=/);

  // The estimate prints with its label (the form does not).
  await page.emulateMedia({ media: 'print' });
  await expect(estimate).toBeVisible();
  await expect(form).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Back to the labels alone, Forward to the own use again.
  await page.goBack();
  await expect(estimate).toBeHidden();
  await page.goForward();
  await expect(estimate).toBeVisible();
  await expect(form.getByLabel('Electricity a year (kWh)')).toHaveValue('4,200');

  // Nonsense gets its message next to the field and in the summary.
  await form.getByLabel('Gas a year (kWh)').fill('-5');
  await form.getByRole('button', { name: 'Show my costs' }).click();
  const problem = page.getByRole('group', { name: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem).toContainText('Your gas use cannot be less than 0 kWh');
  await expect(form.getByText('Your gas use cannot be less than 0 kWh')).toHaveCount(2);
  // The three widths: 1440 and 320 px (checkAtEveryWidth), and a phone at 390 px.
  await checkAtEveryWidth(page, 'own use with an error');
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoAxeViolations(page, 'own use with an error at 390 px');
});
