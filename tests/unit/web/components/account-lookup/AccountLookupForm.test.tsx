import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountLookupForm } from '../../../../../web/src/components/account-lookup';
import { ApiClientError } from '../../../../../web/src/lib/api';
import { nth } from '../../../../support/defined';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The text of the elements an input's aria-describedby points at: what a screen reader reads after the label. */
function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

function setup(lookup = vi.fn(), onFound = vi.fn(), initialValues?: { postcode?: string; accountNo?: string }) {
  const user = userEvent.setup();
  render(<AccountLookupForm lookup={lookup} onFound={onFound} initialValues={initialValues} />);
  return {
    user,
    lookup,
    onFound,
    postcode: screen.getByLabelText('Post Code'),
    accountNo: screen.getByLabelText('Account Number'),
    continueButton: screen.getByRole('button', { name: 'Continue' }),
  };
}

describe('AccountLookupForm', () => {
  it('shows both required messages in a focused summary and by their fields, and sends nothing', async () => {
    const { user, lookup, postcode, accountNo, continueButton } = setup();
    await user.click(continueButton);

    expect(lookup).not.toHaveBeenCalled();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(accountNo.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(postcode)).toBe('Error: Postcode is required');
    expect(describedText(accountNo)).toBe('Error: Account number is required');
    expect(postcode.getAttribute('aria-describedby')).toBe(`${postcode.id}-error`);
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Postcode is required', 'Account number is required']);
    await user.click(nth(links, 1));
    expect(document.activeElement).toBe(accountNo);
  });

  it('rejects a malformed postcode, summarised, while the account number is fine', async () => {
    const { user, postcode, accountNo, continueButton } = setup();
    await user.type(postcode, 'NG1 5FS');
    await user.click(continueButton);
    expect(postcode.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(accountNo)).toBe('Error: Account number is required');

    await user.clear(postcode);
    await user.type(postcode, 'NOT A POSTCODE');
    await user.type(accountNo, '100001');
    await user.click(continueButton);
    expect(describedText(postcode)).toBe('Error: Invalid UK postcode format');
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Invalid UK postcode format']);
    expect(document.activeElement).toBe(summary);
  });

  it('clears a field message, and the summary with it, as soon as the user corrects the field', async () => {
    const { user, postcode, accountNo, continueButton } = setup();
    await user.type(accountNo, '100001');
    await user.click(continueButton);
    expect(screen.getAllByText('Postcode is required')).toHaveLength(2);
    await user.type(postcode, 'N');
    expect(screen.queryByText('Postcode is required')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  });

  it('accepts a pasted postcode with extra spaces and sends it with single spaces', async () => {
    const { user, lookup, postcode, accountNo, continueButton } = setup(vi.fn(() => new Promise(() => {})));
    await user.click(postcode);
    await user.paste('   NG1     5FS    ');
    await user.type(accountNo, '100001');
    await user.click(continueButton);
    expect(nth(lookup.mock.calls, 0)[0]).toEqual({ postcode: 'NG1 5FS', accountNo: '100001' });
  });

  it('calls lookup once with trimmed input, shows the loading state, then hands the result to onFound', async () => {
    const pending = deferred<{ accountNo: string }>();
    const { user, lookup, onFound, postcode, accountNo, continueButton } = setup(vi.fn(() => pending.promise));
    await user.type(postcode, '  ng1 5fs ');
    await user.type(accountNo, ' 100001 ');
    await user.click(continueButton);

    expect(lookup).toHaveBeenCalledTimes(1);
    const [details, signal] = nth(lookup.mock.calls, 0);
    expect(details).toEqual({ postcode: 'ng1 5fs', accountNo: '100001' });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    expect(continueButton.querySelector('.form-submit-spinner')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Looking up your account');

    pending.resolve({ accountNo: '100001' });
    await waitFor(() =>
      expect(onFound).toHaveBeenCalledWith({ accountNo: '100001' }, { postcode: 'ng1 5fs', accountNo: '100001' }),
    );
    expect((continueButton as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends one request however quickly the form is submitted twice', async () => {
    const pending = deferred<string>();
    const { user, lookup, postcode, accountNo, continueButton } = setup(vi.fn(() => pending.promise));
    await user.type(postcode, 'NG1 5FS');
    await user.type(accountNo, '100001');
    const form = continueButton.closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await user.keyboard('{Enter}');
    expect(lookup).toHaveBeenCalledTimes(1);
    pending.resolve('done');
  });

  it('shows the server message as an alert and keeps what the user typed', async () => {
    const lookup = vi
      .fn()
      .mockRejectedValue(new ApiClientError('No account information found.', 404, 'account_not_found'));
    const { user, onFound, postcode, accountNo, continueButton } = setup(lookup);
    await user.type(postcode, 'NG1 5FS');
    await user.type(accountNo, '999999');
    await user.click(continueButton);

    expect((await screen.findByRole('alert')).textContent).toContain('No account information found.');
    expect((postcode as HTMLInputElement).value).toBe('NG1 5FS');
    expect((accountNo as HTMLInputElement).value).toBe('999999');
    expect(onFound).not.toHaveBeenCalled();
    expect((continueButton as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to the lookup-failed message for an error without a server message', async () => {
    const { user, postcode, accountNo, continueButton } = setup(vi.fn().mockRejectedValue(new TypeError('boom')));
    await user.type(postcode, 'NG1 5FS');
    await user.type(accountNo, '100001');
    await user.click(continueButton);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch account information. Please check the details and try again.',
    );
  });

  it('starts from initial values and aborts an in-flight lookup when it unmounts', async () => {
    let signal: AbortSignal | undefined;
    const lookup = vi.fn((_input: unknown, given: AbortSignal) => {
      signal = given;
      return new Promise(() => {});
    });
    const user = userEvent.setup();
    const onFound = vi.fn();
    const { unmount } = render(
      <AccountLookupForm
        lookup={lookup}
        onFound={onFound}
        initialValues={{ postcode: 'NG1 5FS', accountNo: '100001' }}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Post Code').value).toBe('NG1 5FS');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
