import { SANDBOX_CARD_PROVIDER_KEY } from '../../local/sandbox/index.js';
import { expect, test, type Page } from './fixtures';
import { axeOf, fadesFinished } from './support/axe';

/**
 * The payment journey in Chromium against `bin/serve.ts`: the real handlers, the sandbox
 * account workflow and the sandbox card checkout (its hosted page stands in for the provider's).
 */
const ACCOUNT = { accountNo: '100001', postcode: 'NG1 5FS' };
/** First requests load the handlers and the card SDK; a busy two-core machine needs the slack. */
const API_TIMEOUT = { timeout: 15_000 };

/** The sandbox payment-posting workflow (playwright.config.ts gives it this port). */
const paymentPostingsUrl = `http://127.0.0.1:${process.env.E2E_PAYMENT_POSTINGS_PORT}/__sandbox/payment-postings`;

interface ReceivedPosting {
  accountNo: string;
  amountPence: number;
  currency: string;
  reference?: string;
  provider: { checkoutSessionId: string; paymentIntentId: string | null };
}

async function postingsFor(checkoutSessionId: string): Promise<ReceivedPosting[]> {
  const { postings } = (await (await fetch(paymentPostingsUrl)).json()) as { postings: ReceivedPosting[] };
  return postings.filter((posting) => posting.provider.checkoutSessionId === checkoutSessionId);
}

async function dismissCookieBanner(page: Page) {
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'hide_cookie_message', value: 'true', url: baseURL }]);
}

async function lookUp(page: Page, account = ACCOUNT) {
  await page.getByLabel('Post Code').fill(account.postcode);
  await page.getByLabel('Account Number').fill(account.accountNo);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectAmountStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeVisible(API_TIMEOUT);
}

async function proceedToPay(page: Page, amount: string) {
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
}

// Journeys with several API round trips and a checkout page need more than the default 30 s here.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('a new payer pays £25.50 for 100001 / NG1 5FS end to end and sees the verified result', async ({ page }) => {
  await page.goto('/Payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  const lookupAnswer = page.waitForResponse((response) => response.url().endsWith('/api/accounts/lookup'));
  await lookUp(page);

  await expectAmountStep(page);
  await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeFocused();
  await expect(page.getByText('12 Castle Road, Nottingham, NG1 5FS')).toBeVisible();
  // Only what this step shows (docs/security.md › Least data out): no meters, readings or supply numbers.
  const answered = (await (await lookupAnswer).json()) as Record<string, Record<string, unknown>>;
  expect(Object.keys(answered).sort()).toEqual(['account', 'limits']);
  expect(Object.keys(answered.account!).sort()).toEqual(['accountNo', 'addressSingleLine']);
  await expect(page.getByLabel('Amount')).toHaveAttribute('placeholder', '10.00');
  await expect(page.getByLabel('Amount')).toHaveAttribute('inputmode', 'decimal');
  await proceedToPay(page, '25.50');

  const dialog = page.getByRole('dialog', { name: 'Confirm Payment' });
  await expect(dialog).toContainText('Are you sure you want to pay £25.50 towards account 100001?');
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();

  await expect(page.getByRole('button', { name: 'Pay £25.50' })).toBeVisible(API_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Payment for account 100001' })).toBeVisible();
  const checkoutOrigin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Pay £25.50' }).click();

  await expect(page).toHaveURL(/\/Payment\/Success\?session_id=cs_test_\w+$/);
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible(API_TIMEOUT);
  await expect(page.getByText('Your transaction has been completed successfully.', { exact: false })).toBeVisible();
  const summary = page.getByTestId('payment-result').locator('dl');
  await expect(summary.locator('dt')).toHaveText(['Payment reference', 'Amount paid', 'Account number']);
  await expect(summary.locator('dd')).toHaveText([/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/, '£25.50', '****01']);
  const reference = await summary.locator('dd').first().textContent();
  await expect(page.getByTestId('payment-result')).toHaveCSS('opacity', '1');
  const { violations } = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // The provider's event reached the webhook route: the payment was posted once, to this account.
  await expect.poll(() => postingsFor(sessionId), API_TIMEOUT).toHaveLength(1);
  expect(await postingsFor(sessionId)).toEqual([
    expect.objectContaining({ accountNo: '100001', amountPence: 2550, currency: 'GBP' }),
  ]);
  // The reference the payer sees is the one the provider's payment carries in its description
  // (which its e-mailed receipt shows) and metadata, and the one the posting carries.
  const [posting] = await postingsFor(sessionId);
  expect(posting!.reference).toBe(reference);
  const paymentIntent = (await (
    await fetch(`${checkoutOrigin}/v1/payment_intents/${posting!.provider.paymentIntentId}`, {
      headers: { authorization: `Bearer ${SANDBOX_CARD_PROVIDER_KEY}` },
    })
  ).json()) as { description: string; metadata: Record<string, string> };
  expect(paymentIntent.description).toBe(`Fernleaf Energy payment, reference ${reference}`);
  expect(paymentIntent.metadata.reference).toBe(reference);
  // The provider delivering the same event again posts nothing more.
  const { events } = (await (await fetch(`${checkoutOrigin}/__sandbox/card-provider/events`)).json()) as {
    events: { id: string; checkoutSessionId: string }[];
  };
  const event = events.find((one) => one.checkoutSessionId === sessionId)!;
  const redelivery = await fetch(`${checkoutOrigin}/__sandbox/card-provider/events/${event.id}/redeliver`, {
    method: 'POST',
  });
  expect(((await redelivery.json()) as { delivery: { status: number } }).delivery.status).toBe(200);
  expect(await postingsFor(sessionId)).toHaveLength(1);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Paid: the next visit to /Payment starts afresh.
  await page.goto('/Payment');
  await expect(page.getByRole('heading', { name: 'Find your account' })).toBeVisible();
});

test('a double click on Confirm creates one checkout session', async ({ page }) => {
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/checkout-sessions'))
      created.push(request.postData() ?? '');
  });
  await page.goto('/Payment');
  await lookUp(page);
  await proceedToPay(page, '12.34');
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
  await confirm.dblclick();
  await expect(page.getByRole('button', { name: 'Pay £12.34' })).toBeVisible(API_TIMEOUT);
  expect(created).toHaveLength(1);
});

test('cancelling on the checkout page leads to Payment Failed, and Try Again back to the amount', async ({ page }) => {
  await page.goto('/Payment');
  await lookUp(page);
  await proceedToPay(page, '10');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click(API_TIMEOUT);

  await expect(page).toHaveURL(/\/Payment\/Failure$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Please try again.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/Payment\?step=amount$/);
  await expect(page.getByRole('heading', { name: 'How much would you like to pay?' })).toBeVisible();
  await expect(page.getByText('12 Castle Road, Nottingham, NG1 5FS')).toBeVisible();
});

test('the confirm dialog closes on Cancel and the amount stays', async ({ page }) => {
  await page.goto('/Payment');
  await lookUp(page);
  await proceedToPay(page, '7.5');
  await expect(page.getByRole('dialog')).toContainText('£7.50');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByLabel('Amount')).toHaveValue('7.5');
});

test('a refresh during step 2 keeps the account found', async ({ page }) => {
  await page.goto('/Payment');
  await lookUp(page);
  await expect(page.getByText('Step 2 of 2')).toBeVisible(API_TIMEOUT);
  await page.reload();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByText('12 Castle Road, Nottingham, NG1 5FS')).toBeVisible();
});

test('lookup form messages: a focused summary linking to each field, the messages by the fields', async ({ page }) => {
  await page.goto('/Payment');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Make a payment/);
  await expect(page.getByLabel('Post Code')).toHaveAccessibleDescription('Error: Postcode is required');
  await expect(page.getByLabel('Account Number')).toHaveAccessibleDescription('Error: Account number is required');
  await summary.getByRole('link', { name: 'Account number is required' }).click();
  await expect(page.getByLabel('Account Number')).toBeFocused();
  await page.getByLabel('Post Code').fill('NOT A POSTCODE');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Post Code')).toHaveAccessibleDescription('Error: Invalid UK postcode format');
});

test('Back on step 2 returns to step 1 with the details, Forward to step 2 with the amount', async ({ page }) => {
  await page.goto('/Payment');
  await page.getByLabel('Post Code').fill('  ng1    5fs  ');
  await page.getByLabel('Account Number').fill('100001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAmountStep(page);
  await expect(page).toHaveURL(/\/Payment\?step=amount$/);
  await page.getByLabel('Amount').fill('12.34');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Find your account' })).toBeFocused();
  // Kept as it was looked up: trimmed, single spaces.
  await expect(page.getByLabel('Post Code')).toHaveValue('ng1 5fs');
  await expect(page.getByLabel('Account Number')).toHaveValue('100001');
  await page.goForward();
  await expectAmountStep(page);
  await expect(page.getByLabel('Amount')).toHaveValue('12.34');
});

for (const [situation, account, message] of [
  ['an unknown account', { accountNo: '999999', postcode: 'NG1 5FS' }, 'No account information found.'],
  ['a postcode that does not match', { accountNo: '100001', postcode: 'SW1A 1AA' }, 'No account information found.'],
  [
    'an upstream failure (100500)',
    { accountNo: '100500', postcode: 'NG1 5FS' },
    'Failed to fetch account information. Please check the details and try again.',
  ],
  [
    'an upstream time-out (100504)',
    { accountNo: '100504', postcode: 'NG1 5FS' },
    'Failed to fetch account information. Please check the details and try again.',
  ],
] as const) {
  test(`${situation} shows its message in place and keeps what was typed`, async ({ page }) => {
    await page.goto('/Payment');
    const started = Date.now();
    await lookUp(page, account);
    // The API cuts a silent upstream at 5 s; the rest is slack for a busy test machine.
    await expect(page.getByRole('alert')).toHaveText(message, { timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(12_000);
    await expect(page.getByLabel('Post Code')).toHaveValue(account.postcode);
    await expect(page.getByLabel('Account Number')).toHaveValue(account.accountNo);
  });
}

test('every amount message: in the focused summary and by the field, the limits still shown', async ({ page }) => {
  await page.goto('/Payment');
  await lookUp(page);
  const amount = page.getByLabel('Amount');
  for (const [typed, message] of [
    ['', 'Please enter an amount'],
    ['abc', 'Amount must be a number'],
    ['1e3', 'Amount must be a number'],
    ['-5', 'Amount must be greater than zero'],
    ['0.00', 'Amount must be greater than zero'],
    ['10.999', 'Amount must have no more than two decimal places'],
    ['0.29', 'Amount must be at least £0.30'],
    ['10000.01', 'Amount must be no more than £10,000.00'],
  ] as const) {
    await amount.fill(typed);
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(amount).toHaveAccessibleDescription(`Between £0.30 and £10,000.00 Error: ${message}`);
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(page.locator('[data-error-summary]').getByRole('link')).toHaveText(message);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('a forged success address does not claim success', async ({ page }) => {
  for (const path of [
    '/Payment/Success?session_id=made-up',
    '/Payment/Success?session_id=cs_test_made_up',
    '/Payment/Success',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed' })).toBeVisible(API_TIMEOUT);
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/Payment');
  }
});

test('an open but unpaid session does not claim success', async ({ page }) => {
  await page.goto('/Payment');
  await lookUp(page);
  await proceedToPay(page, '5');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Pay £5.00' })).toBeVisible(API_TIMEOUT);
  const sessionId = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/Payment/Success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed' })).toBeVisible(API_TIMEOUT);
});

test('the payment pages have no detectable accessibility problems', async ({ page }) => {
  const check = async () => {
    await fadesFinished(page);
    const { violations } = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  };
  await page.goto('/Payment');
  await page.getByRole('button', { name: 'Continue' }).click();
  await check();
  await lookUp(page);
  await proceedToPay(page, '');
  await check();
  await proceedToPay(page, '25.50');
  await expect(page.getByRole('dialog')).toBeVisible();
  await check();
  await page.goto('/Payment/Failure');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await check();
  await page.goto('/Payment/Success');
  await expect(page.getByRole('heading', { name: 'Payment not confirmed' })).toBeVisible();
  await check();
});

test('the result pages fade in over 800 ms, and not at all for reduced motion', async ({ page }) => {
  await page.goto('/Payment/Failure');
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveCSS('animation-duration', '0.8s');
  expect(await result.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  await expect(result).toHaveCSS('opacity', '1');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/Payment/Failure');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(result).toHaveCSS('animation-name', 'none');
  await expect(result).toHaveCSS('opacity', '1');
});

test('the result page fades in from its HTML alone, with JavaScript off', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/Payment/Failure');
    const result = page.getByTestId('payment-result');
    // The animation is in the prerendered styles: it runs and ends visible, no script needed.
    await expect(result).toHaveCSS('animation-duration', '0.8s');
    await expect(result).toHaveCSS('opacity', '1');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('Payment Successful: no layout shift when the summary arrives; prints only the page itself', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed ?? 0) + 1);
    };
    // Cumulative layout shift of each page, as the browser reports it (Layout Instability API).
    const shifts = { total: 0 };
    Object.assign(window, { layoutShift: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/Payment');
  await lookUp(page);
  await expectAmountStep(page);
  await proceedToPay(page, '12.34');
  await page.getByRole('dialog', { name: 'Confirm Payment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Pay £12.34' })).toBeVisible(API_TIMEOUT);
  // A first visit: the cookie banner is open when the payer comes back, and must not print.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Pay £12.34' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible(API_TIMEOUT);
  await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toHaveCSS('opacity', '1');
  // "Checking your payment" gave way to the summary without moving anything in view.
  expect(await page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total)).toBe(
    0,
  );

  await page.getByRole('button', { name: 'Print or save this page' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('region', { name: /cookies/i })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save this page' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('£12.34')).toBeVisible();
  await expect(page.getByText('Payment reference', { exact: true })).toBeVisible();
});
