import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReadingField } from '../../../../../web/src/features/meter-reading/components/ReadingField';

/** The field as a page uses it: state held by the parent. */
function Harness({
  initial = '',
  onChange = vi.fn(),
  error,
}: {
  initial?: string;
  onChange?: (value: string) => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ReadingField
      id="reading"
      label="New reading"
      hint="6 digits, including any leading zeros"
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const { container } = render(<Harness {...props} />);
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'New reading' });
  const cells = () => [...container.querySelectorAll('[data-cell]')].map((cell) => cell.textContent || '_').join('');
  /** Puts the caret before the given cell (0-based), as a tap on that cell does. */
  const caretAt = async (position: number) => {
    await user.click(field);
    field.setSelectionRange(position, position);
  };
  return { user, field, cells, caretAt };
}

/** A text insertion in one go, as a clipboard suggestion, autofill or dictation sends it. */
function insertText(field: HTMLInputElement, data: string, inputType = 'insertText') {
  const event = new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true });
  fireEvent(field, event);
  return event.defaultPrevented;
}

describe('ReadingField', () => {
  it('is one numeric text field labelled "New reading", described by its hint', () => {
    const { field, cells } = setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('pattern')).toBe('[0-9]*');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '6 digits, including any leading zeros',
    );
    // Six drawn cells, hidden from screen readers: the input is what they read.
    expect(cells()).toBe('______');
    expect(document.querySelector('[data-cell]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes typed digits in order and draws them in the cells, ignoring anything else', async () => {
    const { user, field, cells } = setup();
    await user.click(field);
    await user.keyboard('0a3-5. 5');
    expect(field.value).toBe('0355');
    expect(cells()).toBe('0355__');
    expect(field.selectionStart).toBe(4);
    await user.keyboard('0099');
    expect(field.value).toBe('035509');
  });

  it('pasting 123456 over 111111 with the caret in the first cell gives 123456, not 234561', async () => {
    const { user, field, cells, caretAt } = setup({ initial: '111111' });
    await caretAt(0);
    await user.paste('123456');
    expect(field.value).toBe('123456');
    expect(cells()).toBe('123456');
  });

  it('pasting "12 34" over 123456 leaves 1234 and no stale trailing digits', async () => {
    const { user, field, cells, caretAt } = setup({ initial: '123456' });
    await caretAt(0);
    await user.paste('12 34');
    expect(field.value).toBe('1234');
    expect(cells()).toBe('1234__');
  });

  it('takes a reading inserted in one go (clipboard suggestion, dictation) at every caret position', async () => {
    for (let position = 0; position <= 6; position += 1) {
      const { field, caretAt, cells } = setup({ initial: '111111' });
      await caretAt(position);
      expect(insertText(field, '123456')).toBe(true);
      expect(cells()).toBe('123456');
      document.body.innerHTML = '';
    }
  });

  it('autofill of 6 or 8 digits keeps the first six', async () => {
    const six = setup({ initial: '111111' });
    await six.caretAt(3);
    insertText(six.field, '654321', 'insertReplacementText');
    expect(six.field.value).toBe('654321');
    document.body.innerHTML = '';

    const eight = setup();
    await eight.caretAt(0);
    insertText(eight.field, '12345678', 'insertReplacementText');
    expect(eight.field.value).toBe('123456');
    document.body.innerHTML = '';

    // Autofill that fires no beforeinput: the value the browser wrote, tidied.
    const silent = setup();
    fireEvent.change(silent.field, { target: { value: '98 765 432' } });
    expect(silent.field.value).toBe('987654');
  });

  it('deletes with Backspace and moves with the arrow keys, Home and End', async () => {
    const { user, field, caretAt, cells } = setup({ initial: '123456' });
    await caretAt(6);
    await user.keyboard('{Backspace}');
    expect(field.value).toBe('12345');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(field.selectionStart).toBe(3);
    await user.keyboard('9');
    expect(cells()).toBe('12395_');
    await user.keyboard('{Home}7');
    expect(field.value).toBe('72395');
    await user.keyboard('{End}{ArrowRight}0');
    expect(field.value).toBe('723950');
  });

  it('ties an error to the field after the hint and marks it invalid', () => {
    const { field } = setup({ error: 'Please enter a reading first' });
    const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '6 digits, including any leading zeros',
      'Error: Please enter a reading first',
    ]);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
