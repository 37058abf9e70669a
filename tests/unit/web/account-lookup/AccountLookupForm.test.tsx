import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountLookupForm } from '../../../../web/src/components/account-lookup';
import { ApiClientError } from '../../../../web/src/lib/api';
import { nth } from '../../../support/defined';

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
  it('shows both required messages by their fields, focuses the first and sends nothing', async () => {
    const { user, lookup, postcode, accountNo, continueButton } = setup();
    await user.click(continueButton);

    expect(lookup).not.toHaveBeenCalled();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(accountNo.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(postcode)).toBe('Postcode is required');
    expect(describedText(accountNo)).toBe('Account number is required');
    expect(document.activeElement).toBe(postcode);
  });

  it('rejects a malformed postcode and moves focus to the account number when only it is missing', async () => {
    const { user, postcode, accountNo, continueButton } = setup();
    await user.type(postcode, 'NG1 5FS');
    await user.click(continueButton);
    expect(postcode.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(accountNo);

    await user.clear(postcode);
    await user.type(postcode, 'NOT A POSTCODE');
    await user.type(accountNo, '100001');
    await user.click(continueButton);
    expect(describedText(postcode)).toBe('Invalid UK postcode format');
    expect(document.activeElement).toBe(postcode);
  });

  it('clears a field message as soon as the user corrects the field', async () => {
    const { user, postcode, continueButton } = setup();
    await user.click(continueButton);
    expect(screen.getByText('Postcode is required')).toBeTruthy();
    await user.type(postcode, 'N');
    expect(screen.queryByText('Postcode is required')).toBeNull();
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
    expect(screen.getByRole('progressbar')).toBeTruthy();
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
