import { describe, expect, it } from 'vitest';
import {
  activeCell,
  applyReadingEdit,
  sanitiseReading,
  type ReadingEntryState,
} from '../../../../../web/src/features/meter-reading/reading-entry';

const at = (value: string, start: number, end = start): ReadingEntryState => ({
  value,
  selectionStart: start,
  selectionEnd: end,
});
const insert = (state: ReadingEntryState, text: string) => applyReadingEdit(state, { kind: 'insert', text });

describe('applyReadingEdit', () => {
  it('takes a whole reading in one go as the new value, wherever the caret is (never 234561)', () => {
    for (let caret = 0; caret <= 6; caret += 1) {
      expect(insert(at('111111', caret), '123456')).toEqual(at('123456', 6));
    }
    expect(insert(at('', 0), '123456')).toEqual(at('123456', 6));
    expect(insert(at('12', 1, 2), '654321')).toEqual(at('654321', 6));
  });

  it('cuts a longer value at six digits and drops anything but digits', () => {
    expect(insert(at('', 0), '12345678')).toEqual(at('123456', 6));
    expect(insert(at('999999', 3), '12345678')).toEqual(at('123456', 6));
    expect(insert(at('', 0), ' 035 500 kWh')).toEqual(at('035500', 6));
    expect(insert(at('0123', 2), 'a-. e')).toEqual(at('0123', 2));
  });

  it('fills a shorter paste from the caret cell and clears what followed: no stale trailing digits', () => {
    expect(insert(at('123456', 0), '12 34')).toEqual(at('1234', 4));
    expect(insert(at('123456', 0, 6), '12 34')).toEqual(at('1234', 4));
    expect(insert(at('123456', 2), '98')).toEqual(at('1298', 4));
    expect(insert(at('12', 2), '345')).toEqual(at('12345', 5));
    // From the last cell only the first digit fits.
    expect(insert(at('123456', 6), '98')).toEqual(at('123459', 6));
  });

  it('types one digit into the caret cell at every position, replacing what was there', () => {
    expect([0, 1, 2, 3, 4, 5].map((caret) => insert(at('111111', caret), '7').value)).toEqual([
      '711111',
      '171111',
      '117111',
      '111711',
      '111171',
      '111117',
    ]);
    expect([0, 1, 2, 3, 4, 5].map((caret) => insert(at('111111', caret), '7').selectionStart)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // A full field with the caret after the last digit: the last cell is the caret cell.
    expect(insert(at('111111', 6), '7')).toEqual(at('111117', 6));
    // Into an empty cell it appends.
    expect(insert(at('03', 2), '5')).toEqual(at('035', 3));
    // A selection is replaced as in any text field.
    expect(insert(at('123456', 0, 6), '7')).toEqual(at('7', 1));
    expect(insert(at('123456', 1, 3), '7')).toEqual(at('17456', 2));
  });

  it('builds a reading typed digit by digit, and typing over an old one replaces it in order', () => {
    let state = at('', 0);
    for (const digit of '035500') state = insert(state, digit);
    expect(state).toEqual(at('035500', 6));
    state = at('111111', 0);
    for (const digit of '123456') state = insert(state, digit);
    expect(state.value).toBe('123456');
  });

  it('deletes with Backspace and Delete as a text field does', () => {
    const back = (state: ReadingEntryState) => applyReadingEdit(state, { kind: 'deleteBackward' });
    const forward = (state: ReadingEntryState) => applyReadingEdit(state, { kind: 'deleteForward' });
    expect(back(at('123456', 6))).toEqual(at('12345', 5));
    expect(back(at('123', 3))).toEqual(at('12', 2));
    expect(back(at('123', 0))).toEqual(at('123', 0));
    expect(back(at('123456', 2, 4))).toEqual(at('1256', 2));
    expect(back(at('123456', 0, 6))).toEqual(at('', 0));
    expect(forward(at('123', 1))).toEqual(at('13', 1));
    expect(forward(at('123', 3))).toEqual(at('123', 3));
  });

  it('moves one cell with the arrow keys, and to the ends with Home and End', () => {
    const move = (state: ReadingEntryState, to: 'previous' | 'next' | 'first' | 'last') =>
      applyReadingEdit(state, { kind: 'move', to });
    expect(move(at('1234', 2), 'next')).toEqual(at('1234', 3));
    expect(move(at('1234', 4), 'next')).toEqual(at('1234', 4));
    expect(move(at('1234', 0), 'previous')).toEqual(at('1234', 0));
    // From after a full reading (the last cell) one step back is the fifth cell.
    expect(move(at('123456', 6), 'previous')).toEqual(at('123456', 4));
    expect(move(at('1234', 2, 4), 'first')).toEqual(at('1234', 0));
    expect(move(at('1234', 0), 'last')).toEqual(at('1234', 4));
  });
});

describe('activeCell and sanitiseReading', () => {
  it('draws the caret in the next cell to fill, or the last cell once all six are filled', () => {
    expect(activeCell(at('', 0))).toBe(0);
    expect(activeCell(at('123', 3))).toBe(3);
    expect(activeCell(at('123456', 6))).toBe(5);
  });

  it('keeps what the browser wrote in its order, digits only, at most six', () => {
    expect(sanitiseReading('12a3 4567')).toBe('123456');
    expect(sanitiseReading('')).toBe('');
  });
});
