import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DigitBoxes } from '../../../../web/src/features/meter-reading/components/DigitBoxes';

/** The boxes as a page uses them: state held by the parent. */
function Harness({
  initial = ['', '', '', '', '', ''],
  onChange = vi.fn(),
  error,
}: {
  initial?: string[];
  onChange?: (digits: string[]) => void;
  error?: string;
}) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <DigitBoxes
        id="reading"
        legend="New Reading"
        digits={digits}
        error={error}
        onChange={(next) => {
          setDigits(next);
          onChange(next);
        }}
      />
      <output data-testid="value">{digits.map((digit) => digit || '_').join('')}</output>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });
  const boxes = [box(1), box(2), box(3), box(4), box(5), box(6)] as const;
  return { user, boxes, value: () => screen.getByTestId('value').textContent };
}

describe('DigitBoxes', () => {
  it('groups six labelled boxes in a fieldset with a legend', () => {
    setup();
    const group = screen.getByRole('group', { name: 'New Reading' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelectorAll('input')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' }).getAttribute('inputmode')).toBe('numeric');
  });

  it('takes one digit per box and moves focus forward as the user types', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]);
    await user.keyboard('0355');
    expect(value()).toBe('0355__');
    expect(document.activeElement).toBe(boxes[4]);
    await user.keyboard('00');
    expect(value()).toBe('035500');
    // The last box keeps focus; typing again replaces its digit.
    expect(document.activeElement).toBe(boxes[5]);
    await user.keyboard('7');
    expect(value()).toBe('035507');
  });

  it('ignores anything but digits', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]);
    await user.keyboard('a-. e1');
    expect(value()).toBe('1_____');
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('clears a filled box on Backspace, then moves back from an empty one', async () => {
    const { user, boxes, value } = setup({ initial: ['1', '2', '3', '', '', ''] });
    await user.click(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12____');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('1_____');
    expect(document.activeElement).toBe(boxes[0]);
    // Backspace on the first, empty box stays put.
    await user.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('______');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('moves with the arrow keys', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[2]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes[4]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(boxes[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('fills every box from a pasted reading, whichever box has focus, ignoring spaces and dots', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[3]);
    await user.paste('035 500');
    expect(value()).toBe('035500');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('fills from the focused box when fewer than six digits are pasted', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[2]);
    await user.paste('98');
    expect(value()).toBe('__98__');
    expect(document.activeElement).toBe(boxes[4]);
    await user.paste('12345678');
    expect(value()).toBe('123456');
  });

  it('ignores a paste without digits', async () => {
    const onChange = vi.fn();
    const { user, boxes } = setup({ onChange });
    await user.click(boxes[0]);
    await user.paste('abc');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ties an error message to the group and marks every box invalid', () => {
    setup({ error: 'Please enter a reading first' });
    const group = screen.getByRole('group', { name: 'New Reading' });
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Error: Please enter a reading first');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBe('true');
  });
});
