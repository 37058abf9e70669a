import { READING_DIGITS } from '#contracts/meter-reading-rules';

/**
 * The new reading as one text field drawn as six cells: its value (digits only, at most six, no
 * gaps) and the selection. The cell that shows the caret is `activeCell`.
 */
export interface ReadingEntryState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** What the user did to the field, whichever way it arrived (keyboard, paste, autofill, dictation, IME). */
export type ReadingEdit =
  | { kind: 'insert'; text: string }
  | { kind: 'deleteBackward' }
  | { kind: 'deleteForward' }
  | { kind: 'move'; to: 'previous' | 'next' | 'first' | 'last' };

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

const collapsed = (value: string, caret: number): ReadingEntryState => ({
  value,
  selectionStart: caret,
  selectionEnd: caret,
});

/** The cell the caret is drawn in: the one the next digit goes into (the last cell once all six are filled). */
export function activeCell({ selectionStart }: ReadingEntryState, length = READING_DIGITS): number {
  return clamp(selectionStart, 0, length - 1);
}

/**
 * Applies one edit. The rules, so that a reading can never come out scrambled:
 * - Non-digits are dropped; nothing is ever reordered; the value never passes six digits.
 * - **Six or more digits at once** (a pasted, autofilled or dictated reading) are a whole reading:
 *   they replace the value, wherever the caret is, and anything past the sixth is cut.
 * - **Two to five digits at once** fill from the caret's cell and clear the cells after them, so
 *   no old trailing digits are left behind ("12 34" over 123456 from the first cell gives 1234).
 * - **One digit** (typing) replaces a selection, or else the digit in the caret's cell (like
 *   typing into a box), and the caret moves to the next cell.
 * - Backspace and Delete remove the selection, or one digit before or after the caret; the
 *   digits after it move up, as in any text field.
 * - The arrow keys, Home and End move one cell, or to the first or last cell.
 */
export function applyReadingEdit(
  state: ReadingEntryState,
  edit: ReadingEdit,
  length = READING_DIGITS,
): ReadingEntryState {
  const { value } = state;
  const start = clamp(Math.min(state.selectionStart, state.selectionEnd), 0, value.length);
  const end = clamp(Math.max(state.selectionStart, state.selectionEnd), 0, value.length);
  const cell = Math.min(start, length - 1);

  switch (edit.kind) {
    case 'insert': {
      const digits = onlyDigits(edit.text);
      if (digits === '') return state;
      if (digits.length >= length) return collapsed(digits.slice(0, length), length);
      if (digits.length > 1) {
        const next = (value.slice(0, cell) + digits).slice(0, length);
        return collapsed(next, next.length);
      }
      const replaceTo = end > start ? end : cell + 1;
      const next = (value.slice(0, cell) + digits + value.slice(replaceTo)).slice(0, length);
      return collapsed(next, Math.min(cell + 1, next.length));
    }
    case 'deleteBackward': {
      if (end > start) return collapsed(value.slice(0, start) + value.slice(end), start);
      if (start === 0) return collapsed(value, 0);
      return collapsed(value.slice(0, start - 1) + value.slice(start), start - 1);
    }
    case 'deleteForward': {
      if (end > start) return collapsed(value.slice(0, start) + value.slice(end), start);
      return collapsed(value.slice(0, start) + value.slice(start + 1), start);
    }
    case 'move': {
      const lastReachable = value.length;
      const from = activeCell(state, length);
      const to =
        edit.to === 'first' ? 0 : edit.to === 'last' ? lastReachable : edit.to === 'previous' ? from - 1 : from + 1;
      return collapsed(value, clamp(to, 0, lastReachable));
    }
  }
}

/**
 * A value the browser changed by itself (an IME composition, autofill that fires no
 * `beforeinput`): kept in the order the browser has it, digits only, cut at six.
 */
export function sanitiseReading(raw: string, length = READING_DIGITS): string {
  return onlyDigits(raw).slice(0, length);
}
