import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { AtPath } from '../at-path';
import { describe, expect, it, vi } from 'vitest';
import {
  describedBy,
  ErrorSummary,
  SubmitButton,
  TextInputField,
  useErrorSummary,
  useSubmitOnce,
} from '../../../../web/src/components/form';
import { PageMeta } from '../../../../web/src/components/PageMeta';

/** A two-field form built from the kit, the way the site's forms use it. */
function KitForm() {
  const [values, setValues] = useState({ name: '', town: '' });
  const [errors, setErrors] = useState<{ name?: string; town?: string }>({});
  const summary = useErrorSummary();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: values.name ? undefined : 'Enter your name',
      town: values.town ? undefined : 'Enter your town',
    };
    setErrors(next);
    if (next.name || next.town) summary.show();
  };
  const problems = (['name', 'town'] as const).flatMap((field) =>
    errors[field] ? [{ fieldId: field, message: errors[field] }] : [],
  );
  return (
    <AtPath path={'/Payment'}>
      <PageMeta title="Make a payment" />
      <form noValidate onSubmit={submit}>
        <ErrorSummary problems={problems} focusKey={summary.focusKey} />
        <TextInputField
          id="name"
          label="Name"
          hint="As on your bill"
          value={values.name}
          error={errors.name}
          onChange={(event) => {
            setValues((current) => ({ ...current, name: event.target.value }));
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <TextInputField
          id="town"
          label="Town"
          value={values.town}
          error={errors.town}
          onChange={(event) => {
            setValues((current) => ({ ...current, town: event.target.value }));
            setErrors((current) => ({ ...current, town: undefined }));
          }}
        />
        <SubmitButton>Send</SubmitButton>
      </form>
    </AtPath>
  );
}

describe('the form kit', () => {
  it('shows no summary, a plain title and only the hint before a submit', () => {
    render(<KitForm />);
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(document.title).toBe('Make a payment | Fernleaf Energy');
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('name-hint');
    expect(screen.getByLabelText('Town').getAttribute('aria-describedby')).toBeNull();
  });

  it('on a failed submit: a focused summary with a link per error, "Error: " in the title, hint and error described', async () => {
    const user = userEvent.setup();
    render(<KitForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = screen.getByRole('heading', { level: 2, name: 'There is a problem' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(summary.getAttribute('tabindex')).toBe('-1');
    expect(summary.getAttribute('role')).toBe('group');
    expect(screen.getByRole('group', { name: 'There is a problem' })).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your name', '#name'],
      ['Enter your town', '#town'],
    ]);
    expect(document.title).toBe('Error: Make a payment | Fernleaf Energy');

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-describedby')).toBe('name-hint name-error');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('name-hint')?.textContent).toBe('As on your bill');
    expect(document.getElementById('name-error')?.textContent).toBe('Error: Enter your name');
    expect(document.getElementById('name-error')?.querySelector('.visually-hidden')?.textContent).toBe('Error: ');
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);

    await user.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Town'));
  });

  it('drops the title prefix and the summary once every error is fixed', async () => {
    const user = userEvent.setup();
    render(<KitForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(document.title).toBe('Error: Make a payment | Fernleaf Energy');
    await user.type(screen.getByLabelText('Town'), 'B');
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(document.title).toBe('Make a payment | Fernleaf Energy');
  });

  it('lists hint and error ids in that order, and nothing when there is neither', () => {
    expect(describedBy('f', { hint: 'h', error: 'e' })).toBe('f-hint f-error');
    expect(describedBy('f', { error: 'e' })).toBe('f-error');
    expect(describedBy('f', {})).toBeUndefined();
  });
});

describe('useSubmitOnce', () => {
  it('runs one task at a time, is busy meanwhile, and ignores a second submit', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let finish!: () => void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(task);
      void result.current.run(task);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    expect(result.current.inFlight()).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.inFlight()).toBe(false);
  });

  it('aborts the running task when the form unmounts', () => {
    const { result, unmount } = renderHook(() => useSubmitOnce());
    let signal!: AbortSignal;
    act(() => {
      void result.current.run((given) => {
        signal = given;
        return new Promise(() => {});
      });
    });
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it("stays busy after a task that is 'leaving' the page, until reset", async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(() => result.current.run(() => Promise.resolve('leaving' as const)));
    expect(result.current.busy).toBe(true);
    expect(result.current.inFlight()).toBe(true);
    act(() => result.current.reset());
    expect(result.current.busy).toBe(false);
  });

  it('shows a spinner and aria-busy on the submit button while busy', () => {
    render(
      <form>
        <SubmitButton busy>Send</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Send/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.form-submit-spinner')).not.toBeNull();
  });
});
