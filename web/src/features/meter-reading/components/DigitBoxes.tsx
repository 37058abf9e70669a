import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type ChangeEvent,
  type Ref,
} from 'react';
import { digitBoxSx } from './digit-box-style';

export interface DigitBoxesHandle {
  /** Focuses the first empty box (or the first box when all are filled). */
  focus(): void;
}

export interface DigitBoxesProps {
  /** Prefix of the boxes' ids; also names the legend and error for aria-describedby. */
  id: string;
  legend: string;
  /** One entry per box: '' or a single digit. */
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: string;
  disabled?: boolean;
  ref?: Ref<DigitBoxesHandle>;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A reading typed one digit per box, like the meter face: digits only, focus moves on after
 * each digit, Backspace on an empty box goes back, arrow keys move, and pasting a reading fills
 * the boxes. A fieldset and legend group the boxes; each box says which digit it is.
 */
export function DigitBoxes({ id, legend, digits, onChange, error, disabled, ref }: DigitBoxesProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const count = digits.length;
  const errorId = `${id}-error`;

  const focusBox = (index: number) => inputs.current[Math.max(0, Math.min(count - 1, index))]?.focus();

  useImperativeHandle(ref, () => ({
    focus: () => {
      const firstEmpty = digits.findIndex((digit) => digit === '');
      focusBox(firstEmpty === -1 ? 0 : firstEmpty);
    },
  }));

  /** Writes digits from `start` onwards and moves focus past the last one written. */
  function fill(start: number, incoming: string) {
    const next = [...digits];
    let index = start;
    for (const digit of incoming) {
      if (index >= count) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  }

  function setDigit(index: number, digit: string) {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      fill(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) setDigit(index, '');
      else focusBox(index - 1);
    } else if (key === 'Delete') {
      event.preventDefault();
      setDigit(index, '');
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      focusBox(key === 'Home' ? 0 : count - 1);
    } else if (key.length === 1) {
      // Any other printable character: the boxes take digits only.
      event.preventDefault();
    }
  }

  /**
   * Input that bypasses keydown (on-screen keyboards that report key 229, autofill, dictation):
   * take the new digit(s) out of the box's value.
   */
  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const typed = onlyDigits(event.target.value);
    if (typed === '') {
      if (event.target.value === '') setDigit(index, '');
      return;
    }
    const previous = digits[index];
    const withoutPrevious = previous && typed.length > 1 ? typed.replace(previous, '') : typed;
    fill(index, withoutPrevious);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text')).slice(0, count);
    if (!pasted) return;
    // A whole reading fills every box whichever box it was pasted into.
    fill(pasted.length === count ? 0 : index, pasted);
  }

  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {legend}
      </Typography>
      {error && (
        <Typography id={errorId} color="error" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          <span className="visually-hidden">Error: </span>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 } }}>
        {digits.map((digit, index) => (
          <Box
            component="input"
            key={index}
            id={`${id}-${index}`}
            ref={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            aria-label={`Digit ${index + 1} of ${count}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => handleChange(index, event)}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            sx={digitBoxSx(Boolean(error))}
          />
        ))}
      </Box>
    </Box>
  );
}
