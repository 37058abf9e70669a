import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { axeOf, expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';

/**
 * The meter-reading journey in Chromium against `bin/serve.ts` and its sandbox. The sandbox
 * keeps reading history in memory for the whole run and tests run in parallel, so each test
 * that sends a reading owns its register, and every value sent is at least the register's
 * latest one: a retried test sends the same value again, which is still valid.
 */
const accepted = 'Thank you, your meter reading has been received.';
/** For expectations that wait on a page load or real API round trips (a submission makes two upstream calls) on a shared machine. */
const roundTrip = { timeout: 15_000 };
/** The reading form's own content: the shell is checked on every route (every-route.spec.ts). */
const mainContent = { include: '#main-content' };
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

/** The reading field: 'New reading' on a one-register form, e.g. 'Day reading (register 01)' on an Economy 7 one. */
function readingField(section: Locator, name = 'New reading'): Locator {
  return section.getByRole('textbox', { name });
}

async function enterReading(section: Locator, reading: string, name?: string) {
  await readingField(section, name).click();
  await section.page().keyboard.type(reading);
}

const economy7Form = 'Day and Night readings';
const dayField = 'Day reading (register 01)';
const nightField = 'Night reading (register 02)';

async function sendReading(section: Locator, reading: string) {
  await enterReading(section, reading);
  await section.getByRole('checkbox', { name: /incorrect readings can increase my monthly bills/ }).check();
  await section.getByRole('button', { name: 'Add a new reading' }).click();
}

function historyRows(page: Page): Locator {
  return page.getByRole('region', { name: 'Reading history' }).getByRole('row');
}

test('Economy 7 at 320 px: Day and Night on one form; a refused Night keeps its value and the retry sends only Night', async ({
  page,
}) => {
  // Three round trips and two axe scans at 320 px: past 30 s when CI's two cores are busy.
  test.slow();
  await page.setViewportSize({ width: 320, height: 800 });
  const lookupAnswer = page.waitForResponse((response) => response.url().endsWith('/api/getmeterreadings'));
  await openAccount(page, 'LE1 6RP', '100002');
  await expect(page.getByText('Flat 3, 48 Granby Street, Leicester, LE1 6RP')).toBeVisible();
  // Neither the answer nor what the tab keeps holds the supply number or the full serial.
  const answered = await (await lookupAnswer).text();
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  for (const secret of ['1300054321987', 'E21K118870']) {
    expect(answered).not.toContain(secret);
    expect(kept).not.toContain(secret);
  }
  expect(kept).toContain('1-8870');
  await expect(page.getByRole('radio', { name: 'Gas' })).toHaveCount(0);

  const form = register(page, economy7Form);
  // Only the serial's ending; the supply number never reaches the browser (docs/security.md › Least data out).
  await expect(form).toContainText('ending 8870');
  await expect(form).not.toContainText('E21K118870');
  await expect(form).not.toContainText('1300054321987');
  await expect(form.getByRole('checkbox')).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Add a new reading' })).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'the Economy 7 form');

  // Both checked before anything is sent: each error by its field and in the summary.
  await form.getByRole('button', { name: 'Add a new reading' }).click();
  const summary = form.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    `${dayField}: Please enter a reading first`,
    `${nightField}: Please enter a reading first`,
  ]);
  await expectNoSidewaysScroll(page, 'both reading errors');
  await expectNoAxeViolations(page, 'both reading errors', mainContent);

  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/meter-readings')) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  // Night far below its last reading: the workflow refuses it, the Day reading is accepted.
  await enterReading(form, '036000', dayField);
  await enterReading(form, '000001', nightField);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Add a new reading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Is this reading right?' });
  await expect(dialog).toContainText(`${nightField}: The reading you entered, 000001, is lower`);
  await expectNoSidewaysScroll(page, 'the confirmation dialog');
  await dialog.getByRole('button', { name: 'Send it anyway' }).click();

  const outcome = form.getByRole('alert');
  await expect(outcome).toContainText(`${dayField} was sent: ${accepted}`, roundTrip);
  await expect(outcome).toContainText(`${nightField} was not sent: ${lowerThanLatest}`);
  await expect(readingField(form, nightField)).toHaveValue('000001');
  await expect(readingField(form, dayField)).toBeDisabled();
  await expect(historyRows(page).nth(1)).toContainText('036000', roundTrip);
  await expectNoSidewaysScroll(page, 'one register refused');
  await expectNoAxeViolations(page, 'one register refused', mainContent);

  await readingField(form, nightField).click();
  await page.keyboard.press('Home');
  await page.keyboard.type('013000');
  await form.getByRole('button', { name: 'Add a new reading' }).click();
  await expect(form.getByRole('status')).toHaveText(accepted, roundTrip);
  expect(bodies.map((body) => body.register)).toEqual(['01', '02', '02']);
  // The meter is named by the lookup's reference; no serial or supply number is sent.
  for (const body of bodies)
    expect(body).toEqual({
      fuel: 'electricity',
      accountNo: '100002',
      postcode: 'LE1 6RP',
      meterRef: '1-8870',
      register: body.register,
      reading: body.reading,
    });
  await expect(page.getByRole('region', { name: 'Reading history' })).toContainText('013000');
  // The new readings are now the previous ones.
  await expect(form).toContainText('Previous Day reading 036000');
  await expect(form).toContainText('Previous Night reading 013000');
  await expectNoSidewaysScroll(page, 'both accepted');
});

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('dual fuel, keyboard only: Tab to the Gas radio, choose it, send a gas reading; history filtered by fuel', async ({
  page,
}) => {
  await openAccount(page, 'NG1 5FS', '100001');
  const electricityRadio = page.getByRole('radio', { name: 'Electricity' });
  const gasRadio = page.getByRole('radio', { name: 'Gas' });
  await expect(page.getByRole('group', { name: 'Which meter?' })).toBeVisible();
  await expect(electricityRadio).toBeChecked();
  await expect(historyRows(page)).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Reading history' })).toContainText('Readings 1 to 5 of');

  // From the focused page heading: Tab reaches the chosen radio, an arrow key chooses Gas.
  await tabTo(page, electricityRadio);
  await page.keyboard.press('ArrowRight');
  await expect(gasRadio).toBeChecked();
  await expect(gasRadio).toBeFocused();
  // Space on the focused radio keeps it chosen.
  await page.keyboard.press('Space');
  await expect(gasRadio).toBeChecked();

  const gas = register(page, 'Register 01 (Unit)');
  await expect(gas).toContainText('ending 7231');
  await expect(gas).not.toContainText('G4K00087231');
  await expect(gas).not.toContainText('MPRN');
  await expect(page.getByRole('region', { name: 'Reading history' })).not.toContainText('022576');

  await page.keyboard.press('Tab');
  await expect(readingField(gas)).toBeFocused();
  await page.keyboard.type('004700');
  await expect(readingField(gas)).toHaveValue('004700');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(gas.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
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
  // Tab from the focused page heading past the fuel radios to the reading field.
  await tabTo(page, readingField(electricity));
  await page.keyboard.type('023000');
  await expect(readingField(electricity)).toHaveValue('023000');
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
  await expect(page.getByRole('radio', { name: 'Gas' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Electricity' })).toHaveCount(0);

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

  const summary = section.locator('[data-error-summary]');
  await send.click();
  await expect(section).toContainText('Please enter a reading first');
  await expect(summary).toBeFocused();
  await summary.getByRole('link').click();
  await expect(readingField(section)).toBeFocused();

  await enterReading(section, '0001');
  await send.click();
  await expect(section).toContainText('Enter all 6 digits of the reading, including any leading zeros');
  await expect(summary).toBeFocused();
  await readingField(section).fill('');

  await enterReading(section, '000100');
  await send.click();
  await expect(section).not.toContainText('Please enter a reading first');
  await expect(section).toContainText('Please confirm by ticking the checkbox');
  await summary.getByRole('link').click();
  await expect(section.getByRole('checkbox')).toBeFocused();
});

test('an account without history shows an empty history and no previous reading', async ({ page }) => {
  await openAccount(page, 'LE1 5WW', '100004');
  await expect(page.getByRole('region', { name: 'Reading history' })).toContainText(
    'There are no electricity readings on your account yet.',
  );
  await expect(register(page, 'Register 01 (Unit)')).toContainText('No previous reading on record');

  const results = await axeOf(page).include('#main-content').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
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
  await expect(readingField(register(page, economy7Form), nightField)).toBeVisible();

  const fresh = await context.newPage();
  await fresh.goto('/SubmitMeterReading');
  await expect(fresh).toHaveURL(/\/MeterReading$/, roundTrip);
  await expect(fresh.getByText(/Please find your account first/)).toBeVisible();
});

test('the submit page has no accessibility violations', async ({ page }) => {
  await openAccount(page, 'NG1 5FS', '100001');
  const results = await axeOf(page).include('#main-content').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});

test('reflow at 320 px: no sideways scrolling on the lookup and the reading page, in every state', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/MeterReading');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Meter Reading' })).toBeVisible(roundTrip);
  await expectNoSidewaysScroll(page, 'the lookup form');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectNoSidewaysScroll(page, 'the lookup errors');
  await lookUp(page, 'NG1 5FS', '100002');
  await expect(page.getByRole('alert')).toHaveText('No account information found.', roundTrip);
  await expectNoSidewaysScroll(page, 'a lookup failure');

  await openAccount(page, 'LE1 6RP', '100002');
  await expectNoSidewaysScroll(page, 'the reading form');
  const form = register(page, economy7Form);
  // The serial number's ending stays on one line.
  const serial = form.getByText('ending 8870', { exact: true });
  const lineHeight = await serial.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await serial.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
  // All sixteen previous-reading cells (Day and Night) are inside the form's box.
  const sectionBox = (await form.boundingBox())!;
  const cells = await form.locator('[data-previous-reading] [data-cell]').all();
  expect(cells).toHaveLength(16);
  for (const cell of cells) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(sectionBox.x + sectionBox.width);
  }

  await form.getByRole('button', { name: 'Add a new reading' }).click();
  await expect(form).toContainText('Please enter a reading first');
  await expectNoSidewaysScroll(page, 'a reading error');

  // A much lower Day reading opens the confirmation dialog; going back sends nothing.
  await enterReading(form, '000001', dayField);
  await enterReading(form, '013100', nightField);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Add a new reading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Is this reading right?' });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, 'the confirmation dialog');
  await dialog.getByRole('button', { name: 'Check my reading again' }).click();
  await expect(dialog).toBeHidden();
  await expect(readingField(form, dayField)).toBeFocused();
});

for (const width of [320, 390]) {
  test(`the reading form at ${width} px has no WCAG 2.2 AA axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAccount(page, 'NG1 5FS', '100001');
    await expect(register(page, 'Register 01 (Unit)')).toBeVisible();
    const results = await axeOf(page)
      .include('#main-content')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('a reading pasted in one go over a full field replaces it in order', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openAccount(page, 'LE1 5WW', '100004');
  const field = readingField(register(page, 'Register 01 (Unit)'));
  await field.click();
  await page.keyboard.type('111111');
  await page.keyboard.press('Home');
  await page.evaluate(() => navigator.clipboard.writeText('123456'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue('123456');
  // Dictation or a keyboard suggestion: the whole reading as one insertion.
  await page.keyboard.press('Home');
  await page.keyboard.insertText('654321');
  await expect(field).toHaveValue('654321');
  await page.evaluate(() => navigator.clipboard.writeText('12 34'));
  await page.keyboard.press('Home');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue('1234');
});
