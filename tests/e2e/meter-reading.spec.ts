import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The meter-reading journey in Chromium against `bin/serve.ts` and its sandbox. The sandbox
 * keeps reading history in memory for the whole run and tests run in parallel, so each test
 * that sends a reading owns its register, and every value sent is at least the register's
 * latest one: a retried test sends the same value again, which is still valid.
 */
const accepted = 'Thank you, your meter reading has been received.';
/** For expectations that wait on a page load or real API round trips (a submission makes two upstream calls) on a shared machine. */
const roundTrip = { timeout: 15_000 };
const lowerThanLatest = 'This reading is lower than the last reading on this register. Please check it and try again.';

test.beforeEach(async ({ context, baseURL }) => {
  // Consent already given: the cookie banner is not what these tests are about.
  await context.addCookies([{ name: 'hide_cookie_message', value: 'true', url: baseURL! }]);
});

async function lookUp(page: Page, postcode: string, accountNo: string) {
  await page.goto('/MeterReading');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Meter Reading' })).toBeVisible(roundTrip);
  await page.getByLabel('Post Code').fill(postcode);
  await page.getByLabel('Account Number').fill(accountNo);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function openAccount(page: Page, postcode: string, accountNo: string) {
  await lookUp(page, postcode, accountNo);
  await expect(page.getByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeVisible(roundTrip);
  await expect(page).toHaveURL(/\/SubmitMeterReading$/);
}

function register(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

async function enterReading(section: Locator, reading: string) {
  await section.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await section.page().keyboard.type(reading);
}

async function sendReading(section: Locator, reading: string) {
  await enterReading(section, reading);
  await section.getByRole('checkbox', { name: /incorrect readings can increase my monthly bills/ }).check();
  await section.getByRole('button', { name: 'Add a new reading' }).click();
}

function historyRows(page: Page): Locator {
  return page.getByRole('region', { name: 'Reading history' }).getByRole('row');
}

test('Economy 7: Day and Night readings are both sent and appear in the history', async ({ page }) => {
  await openAccount(page, 'LE1 6RP', '100002');
  await expect(page.getByText('Flat 3, 48 Granby Street, Leicester, LE1 6RP')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gas' })).toHaveCount(0);

  const day = register(page, 'Register 01 (Day)');
  const night = register(page, 'Register 02 (Night)');
  await expect(day).toContainText('E21K118870');
  await expect(day).toContainText('1300054321987');

  await sendReading(day, '036000');
  await expect(day.getByRole('status')).toHaveText(accepted, roundTrip);
  await expect(historyRows(page).nth(1)).toContainText('01 (Day)');
  await expect(historyRows(page).nth(1)).toContainText('036000');

  await sendReading(night, '013000');
  await expect(night.getByRole('status')).toHaveText(accepted, roundTrip);
  await expect(page.getByRole('region', { name: 'Reading history' })).toContainText('013000');
  // The new readings are now the previous ones.
  await expect(day).toContainText('Previous reading 036000');
  await expect(night).toContainText('Previous reading 013000');
});

test('dual fuel: a gas reading after switching the toggle, with history filtered by fuel', async ({ page }) => {
  await openAccount(page, 'NG1 5FS', '100001');
  await expect(page.getByRole('button', { name: 'Electricity', pressed: true })).toBeVisible();
  await expect(historyRows(page)).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Reading history' })).toContainText('Readings 1 to 5 of');

  await page.getByRole('button', { name: 'Gas' }).click();
  const gas = register(page, 'Register 01 (Unit)');
  await expect(gas).toContainText('G4K00087231');
  await expect(gas).toContainText('MPRN');
  await expect(page.getByRole('region', { name: 'Reading history' })).not.toContainText('022576');

  await sendReading(gas, '004700');
  await expect(gas.getByRole('status')).toHaveText(accepted, roundTrip);
  await expect(historyRows(page).nth(1)).toContainText('004700');
});

test('keyboard only: look up and send an electricity reading without a mouse', async ({ page }) => {
  await page.goto('/MeterReading');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Meter Reading' })).toBeVisible(roundTrip);
  await page.getByLabel('Post Code').focus();
  await page.keyboard.type('ng1 5fs');
  await page.keyboard.press('Tab');
  await page.keyboard.type('100001');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeVisible(roundTrip);

  const electricity = register(page, 'Register 01 (Unit)');
  const firstBox = electricity.getByRole('textbox', { name: 'Digit 1 of 6' });
  // Tab from the focused page heading past the fuel toggle to the first digit box.
  const focusedLabel = () => page.locator(':focus').getAttribute('aria-label');
  for (let presses = 0; presses < 10 && (await focusedLabel()) !== 'Digit 1 of 6'; presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(firstBox).toBeFocused();
  await page.keyboard.type('023000');
  await expect(electricity.getByRole('textbox', { name: 'Digit 6 of 6' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(electricity.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  const outcome = electricity.getByRole('status');
  await expect(outcome).toHaveText(accepted, roundTrip);
  await expect(outcome).toBeFocused();
  await expect(historyRows(page).nth(1)).toContainText('023000');
});

test('gas only: a lower reading asks for confirmation, then shows the workflow message', async ({ page }) => {
  await openAccount(page, 'DE1 3AH', '100003');
  await expect(page.getByRole('button', { name: 'Gas', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Electricity' })).toHaveCount(0);

  const gas = register(page, 'Register 01 (Unit)');
  await sendReading(gas, '000001');
  const dialog = page.getByRole('dialog', { name: 'Is this reading right?' });
  await expect(dialog).toContainText('lower than your previous reading');
  await dialog.getByRole('button', { name: 'Send it anyway' }).click();
  await expect(gas.getByRole('alert')).toHaveText(lowerThanLatest, roundTrip);
});

test('the two submit checks, in order, before anything is sent', async ({ page }) => {
  await openAccount(page, 'LE1 5WW', '100004');
  const section = register(page, 'Register 01 (Unit)');
  const send = section.getByRole('button', { name: 'Add a new reading' });

  await send.click();
  await expect(section).toContainText('Please enter a reading first');
  await expect(section.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();

  await enterReading(section, '000100');
  await send.click();
  await expect(section).not.toContainText('Please enter a reading first');
  await expect(section).toContainText('Please confirm by ticking the checkbox');
  await expect(section.getByRole('checkbox')).toBeFocused();
});

test('an account without history shows an empty history and no previous reading', async ({ page }) => {
  await openAccount(page, 'LE1 5WW', '100004');
  await expect(page.getByRole('region', { name: 'Reading history' })).toContainText(
    'There are no electricity readings on your account yet.',
  );
  await expect(register(page, 'Register 01 (Unit)')).toContainText('No previous reading on record');

  const results = await new AxeBuilder({ page })
    .include('#main-content')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('lookup failures are shown in place', async ({ page }) => {
  await lookUp(page, 'NG1 5FS', '100002');
  await expect(page.getByRole('alert')).toHaveText('No account information found.', roundTrip);
  await expect(page).toHaveURL(/\/MeterReading$/);

  await page.getByLabel('Account Number').fill('100500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to fetch account information. Please check the details and try again.',
    roundTrip,
  );
});

test('a refresh keeps the account for the tab; a new tab is sent back to the lookup', async ({ page, context }) => {
  await openAccount(page, 'LE1 6RP', '100002');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeVisible(roundTrip);
  await expect(register(page, 'Register 02 (Night)')).toBeVisible();

  const fresh = await context.newPage();
  await fresh.goto('/SubmitMeterReading');
  await expect(fresh).toHaveURL(/\/MeterReading$/, roundTrip);
  await expect(fresh.getByText(/Please find your account first/)).toBeVisible();
});

test('the submit page has no accessibility violations', async ({ page }) => {
  await openAccount(page, 'NG1 5FS', '100001');
  const results = await new AxeBuilder({ page })
    .include('#main-content')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});
