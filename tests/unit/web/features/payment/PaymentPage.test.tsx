import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtPath } from '../../at-path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PaymentPage from '../../../../../web/src/features/payment/PaymentPage';
import { sandboxLookup } from '../../../support/fixtures';
import { errorReply, stubApi } from '../../support/stub-api';
import { foundAccount, foundAccountReply } from './fixtures';
import { journeys, readJourneyData, saveJourneyData } from '../../../../../web/src/lib/journey-storage';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('../../../../../web/src/features/payment/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../web/src/features/payment/api')>()),
  goToCheckout,
}));

// The first render loads MUI; on a busy two-core machine that alone can take seconds.
vi.setConfig({ testTimeout: 20_000 });

const STORAGE_KEY = journeys.payment.storageKey;
const storedAccount = { ...foundAccount, lookup: sandboxLookup('dualFuel') };
const checkoutUrl = 'http://127.0.0.1:4000/pay/cs_test_abc';

function renderPage() {
  const user = userEvent.setup();
  render(
    <AtPath path="/Payment">
      <PaymentPage />
    </AtPath>,
  );
  return user;
}

/** The text a screen reader reads after an input's label. */
function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

beforeEach(() => {
  sessionStorage.clear();
  goToCheckout.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentPage step 1', () => {
  it('finds the account, moves focus to step 2 and keeps it for a refresh of this tab', async () => {
    const { requests } = stubApi({ 'POST /api/accounts/lookup': [foundAccountReply] });
    const user = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();

    await user.type(screen.getByLabelText('Post Code'), 'NG1 5FS');
    await user.type(screen.getByLabelText('Account Number'), '100001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { name: 'How much would you like to pay?' });
    // Focus moves in an effect after the step renders, so wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(requests).toEqual([{ method: 'POST', path: '/api/accounts/lookup', body: sandboxLookup('dualFuel') }]);
    expect(await screen.findByText('12 Castle Road, Nottingham, NG1 5FS')).toBeTruthy();
    expect(readJourneyData('payment')).toEqual(storedAccount);
  });

  it('shows the server message in place for an unknown account', async () => {
    stubApi({ 'POST /api/accounts/lookup': [errorReply(404, 'account_not_found', 'No account information found.')] });
    const user = renderPage();
    await user.type(screen.getByLabelText('Post Code'), 'NG1 5FS');
    await user.type(screen.getByLabelText('Account Number'), '999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No account information found.');
    expect(screen.getByLabelText<HTMLInputElement>('Account Number').value).toBe('999999');
  });
});

describe('PaymentPage history', () => {
  it('makes each step a history entry: Back returns to step 1 with the details, Forward to step 2 with the amount', async () => {
    stubApi({ 'POST /api/accounts/lookup': [foundAccountReply] });
    const user = userEvent.setup();
    render(
      <AtPath path="/Payment">
        <PaymentPage />
      </AtPath>,
    );
    await user.type(screen.getByLabelText('Post Code'), 'NG1 5FS');
    await user.type(screen.getByLabelText('Account Number'), '100001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'How much would you like to pay?' });
    expect(window.location.search).toBe('?step=amount');
    await user.type(screen.getByLabelText('Amount'), '12.34');

    act(() => window.history.back());
    const stepOne = await screen.findByRole('heading', { name: 'Find your account' });
    await waitFor(() => expect(document.activeElement).toBe(stepOne));
    expect(screen.getByLabelText<HTMLInputElement>('Post Code').value).toBe('NG1 5FS');
    expect(screen.getByLabelText<HTMLInputElement>('Account Number').value).toBe('100001');

    act(() => window.history.forward());
    await screen.findByRole('heading', { name: 'How much would you like to pay?' });
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('12.34');
  });
});

describe('PaymentPage step 2', () => {
  beforeEach(() => saveJourneyData('payment', storedAccount));

  it('starts on step 2 after a refresh, without moving focus', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'How much would you like to pay?' })).not.toBe(document.activeElement);
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    const amount = screen.getByLabelText<HTMLInputElement>('Amount');
    expect(amount.placeholder).toBe('10.00');
    expect(amount.inputMode).toBe('decimal');
    expect(amount.closest('.form-input')?.textContent).toContain('£');
    expect(describedText(amount)).toBe('Between £0.30 and £10,000.00');
  });

  it.each([
    ['', 'Please enter an amount'],
    ['ten', 'Amount must be a number'],
    ['-5', 'Amount must be greater than zero'],
    ['0', 'Amount must be greater than zero'],
    ['10.999', 'Amount must have no more than two decimal places'],
    ['0.10', 'Amount must be at least £0.30'],
    ['10000.01', 'Amount must be no more than £10,000.00'],
  ])('refuses %j with "%s" in a focused summary and by the field, the limits still shown', async (typed, message) => {
    const { requests } = stubApi({});
    const user = renderPage();
    const amount = screen.getByLabelText('Amount');
    if (typed) await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    expect(describedText(amount)).toBe(`Between £0.30 and £10,000.00 Error: ${message}`);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(document.title).toMatch(/^Error: Make a payment/);
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(document.activeElement).toBe(amount);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('asks for confirmation of the amount and sends nothing when cancelled', async () => {
    const { requests } = stubApi({});
    const user = renderPage();
    await user.type(screen.getByLabelText('Amount'), '25.5');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Payment' });
    expect(dialog.textContent).toContain('Are you sure you want to pay £25.50 towards account 100001?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('25.5');
  });

  it('creates one checkout session however often Confirm is pressed, then leaves for it', async () => {
    let release!: () => void;
    const { requests } = stubApi({
      'POST /api/checkout-sessions': [
        () => new Promise((resolve) => (release = () => resolve({ status: 201, body: { url: checkoutUrl } }))),
      ],
    });
    const user = renderPage();
    await user.type(screen.getByLabelText('Amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' });
    // Three clicks in the same frame, before React can disable the button.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await user.click(confirm).catch(() => undefined);

    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('dialog')).getByRole('progressbar')).toBeTruthy();
    release();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkoutUrl));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({
      accountNo: '100001',
      postcode: 'NG1 5FS',
      amount: '25.50',
      attemptId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('uses a new attempt id for a new confirmation', async () => {
    const { requests } = stubApi({
      'POST /api/checkout-sessions': [errorReply(502, 'card_provider_error', 'Card payments are paused.')],
    });
    const user = renderPage();
    await user.type(screen.getByLabelText('Amount'), '25.50');
    for (let round = 0; round < 2; round += 1) {
      await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('alert');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const [first, second] = requests.map((request) => (request.body as { attemptId: string }).attemptId);
    expect(first).not.toBe(second);
  });

  it('shows the provider message in the dialog and lets the payer try again', async () => {
    stubApi({
      'POST /api/checkout-sessions': [
        errorReply(502, 'card_provider_error', 'Your card provider is having a moment.'),
        { status: 201, body: { url: checkoutUrl } },
      ],
    });
    const user = renderPage();
    await user.type(screen.getByLabelText('Amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your card provider is having a moment.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkoutUrl));
  });

  it('puts an amount refused by the server back by the field', async () => {
    stubApi({
      'POST /api/checkout-sessions': [errorReply(400, 'invalid_amount', 'Amount must be no more than £50.00')],
    });
    const user = renderPage();
    await user.type(screen.getByLabelText('Amount'), '60');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Amount'))).toBe(
        'Between £0.30 and £10,000.00 Error: Amount must be no more than £50.00',
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('60');
  });

  it('goes back to step 1 with the details filled in and forgets the stored account', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Change account' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Find your account' }));
    expect(screen.getByLabelText<HTMLInputElement>('Post Code').value).toBe('NG1 5FS');
    expect(screen.getByLabelText<HTMLInputElement>('Account Number').value).toBe('100001');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a found account', () => {
    saveJourneyData('payment', { account: { accountNo: 1 } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Find your account' })).toBeTruthy();
  });
});
