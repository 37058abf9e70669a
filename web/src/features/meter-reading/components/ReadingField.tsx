import Box from '@mui/material/Box';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { READING_DIGITS } from '#contracts/meter-reading-rules';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../../../components/form';
import {
  activeCell,
  applyReadingEdit,
  sanitiseReading,
  type ReadingEdit,
  type ReadingEntryState,
} from '../reading-entry';
import { digitCellSx, digitColumn, digitRowSx } from './digit-box-style';

export interface ReadingFieldHandle {
  /** Focuses the field with the caret in the first empty cell (the last cell when all are filled). */
  focus(): void;
}

export interface ReadingFieldProps {
  /** The input's id; also the prefix of the hint's and error's ids. */
  id: string;
  label: string;
  hint: string;
  /** Digits only, at most six. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  ref?: Ref<ReadingFieldHandle>;
}

const moves: Partial<Record<string, Extract<ReadingEdit, { kind: 'move' }>['to']>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/**
 * The new reading: ONE text input, drawn as six cells like the meter face. The input lies
 * transparent over the cells, which show its digits and a caret; so typing, paste, autofill,
 * dictation and screen readers all meet one field ("New reading", with its hint), and the value
 * can never be reordered. How each edit changes the value: `applyReadingEdit` in
 * `../reading-entry.ts`. There is no `maxLength`: it would make the browser drop a reading
 * pasted into a full field before this code could use it; the value is cut at six here instead.
 */
export function ReadingField({ id, label, hint, value, onChange, error, disabled, ref }: ReadingFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [selection, setSelection] = useState({ start: value.length, end: value.length });
  const [focused, setFocused] = useState(false);
  /** Where the caret goes once React has written the new value. */
  const pendingCaret = useRef<number | null>(null);

  function placeCaret(position: number) {
    pendingCaret.current = position;
    setSelection({ start: position, end: position });
  }

  useLayoutEffect(() => {
    const element = input.current;
    const caret = pendingCaret.current;
    if (!element || caret === null) return;
    pendingCaret.current = null;
    if (document.activeElement === element) element.setSelectionRange(caret, caret);
  });

  useImperativeHandle(ref, () => ({
    focus: () => {
      input.current?.focus();
      placeCaret(value.length);
    },
  }));

  function currentState(): ReadingEntryState {
    const element = input.current;
    return {
      value,
      selectionStart: element?.selectionStart ?? value.length,
      selectionEnd: element?.selectionEnd ?? value.length,
    };
  }

  function apply(edit: ReadingEdit) {
    const next = applyReadingEdit(currentState(), edit);
    if (next.value !== value) onChange(next.value);
    placeCaret(next.selectionStart);
  }

  // React's onBeforeInput carries no inputType, so the native event is listened to. The latest
  // handler is kept in a ref so the listener is added once.
  const beforeInput = useRef<(event: InputEvent) => void>(undefined);
  function handleBeforeInput(event: InputEvent) {
    // A composition (IME) cannot be cancelled: its result arrives through onChange.
    if (event.isComposing || event.inputType === 'insertCompositionText') return;
    let edit: ReadingEdit | undefined;
    if (event.inputType === 'deleteContentBackward') edit = { kind: 'deleteBackward' };
    else if (event.inputType === 'deleteContentForward') edit = { kind: 'deleteForward' };
    else if (event.inputType.startsWith('insert')) {
      edit = { kind: 'insert', text: event.data ?? event.dataTransfer?.getData('text/plain') ?? '' };
    }
    // Anything else (cut, undo, deleting a word) is left to the browser and tidied in onChange.
    if (!edit) return;
    event.preventDefault();
    apply(edit);
  }
  useLayoutEffect(() => {
    beforeInput.current = handleBeforeInput;
  });
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const listener = (event: Event) => beforeInput.current?.(event as InputEvent);
    element.addEventListener('beforeinput', listener);
    return () => element.removeEventListener('beforeinput', listener);
  }, []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = sanitiseReading(event.target.value);
    if (next !== value) onChange(next);
    const caret = Math.min(event.target.selectionStart ?? next.length, next.length);
    placeCaret(caret);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply({ kind: 'insert', text: event.clipboardData.getData('text') });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const to = moves[event.key];
    if (!to) return;
    event.preventDefault();
    apply({ kind: 'move', to });
  }

  /** A click or tap puts the caret in the cell under the pointer (or the first empty one). */
  function handleClick(event: MouseEvent<HTMLInputElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const cell = Math.floor(((event.clientX - box.left) / box.width) * READING_DIGITS);
    const caret = Math.max(0, Math.min(cell, value.length));
    event.currentTarget.setSelectionRange(caret, caret);
    setSelection({ start: caret, end: caret });
  }

  function syncSelection() {
    const element = input.current;
    if (!element) return;
    setSelection({ start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 });
  }

  const selectionStart = Math.min(selection.start, value.length);
  const selectionEnd = Math.min(selection.end, value.length);
  const caretCell = activeCell({ value, selectionStart, selectionEnd });
  const hasRange = selectionEnd > selectionStart;

  return (
    <Box sx={{ minWidth: 0 }}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint fieldId={id}>{hint}</FieldHint>
      {error && <FieldError fieldId={id}>{error}</FieldError>}
      <Box
        sx={{
          ...digitRowSx(`repeat(${READING_DIGITS}, ${digitColumn})`),
          position: 'relative',
          borderRadius: 1,
          // Focus visible (WCAG 2.4.7): 3 px of brand green, 7.1:1 on white, around the whole row.
          '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
        }}
      >
        {Array.from({ length: READING_DIGITS }, (_, index) => {
          const digit = value[index] ?? '';
          const active = focused && !hasRange && index === caretCell;
          return (
            <Box
              key={index}
              aria-hidden="true"
              data-cell={index}
              sx={digitCellSx({
                invalid: Boolean(error),
                disabled,
                active,
                selected: focused && hasRange && index >= selectionStart && index < selectionEnd,
              })}
            >
              {digit}
              {active && digit === '' && (
                <Box
                  component="span"
                  data-caret=""
                  sx={{
                    width: 2,
                    height: '55%',
                    bgcolor: 'text.primary',
                    '@media (prefers-reduced-motion: no-preference)': {
                      animation: 'reading-caret 1.1s steps(1) infinite',
                    },
                    '@keyframes reading-caret': { '50%': { opacity: 0 } },
                  }}
                />
              )}
            </Box>
          );
        })}
        <Box
          component="input"
          ref={input}
          id={id}
          name="reading"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={describedBy(id, { hint, error })}
          aria-invalid={error ? true : undefined}
          value={value}
          disabled={disabled}
          onChange={handleChange}
          onPaste={handlePaste}
          onKeyDown={handleKeyDown}
          onClick={handleClick}
          onSelect={syncSelection}
          onFocus={() => {
            setFocused(true);
            syncSelection();
          }}
          onBlur={() => setFocused(false)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            m: 0,
            p: 0,
            border: 0,
            outline: 'none',
            bgcolor: 'transparent',
            // The cells show the digits and the caret; the input's own text stays invisible.
            color: 'transparent',
            WebkitTextFillColor: 'transparent',
            caretColor: 'transparent',
            // 16 px or more: iOS Safari zooms into smaller inputs.
            fontSize: 16,
            letterSpacing: '-0.5em',
            cursor: disabled ? 'default' : 'text',
            '&::selection': { bgcolor: 'transparent' },
            '&:-webkit-autofill': { transition: 'background-color 600000s 0s' },
          }}
        />
      </Box>
    </Box>
  );
}
