import Stack from '@mui/material/Stack';
import type { ReadingRegister } from '#contracts/meter-reading';
import { READING_DIGITS } from '#contracts/meter-reading-rules';
import { latestReading } from '../readings';
import { PreviousReading } from './PreviousReading';
import { ReadingField, type ReadingFieldHandle } from './ReadingField';

export interface RegisterReadingRowProps {
  register: ReadingRegister;
  /** The reading field's name ("New reading", or "Day reading (register 01)" on a form with several registers). */
  label: string;
  /** On a form with several registers the previous reading names its register ("Previous Day reading"). */
  combined: boolean;
  fieldId: string;
  value: string;
  /** Sent and accepted by an earlier submission: shown, not editable, not sent again. */
  sent?: { reading: string };
  error?: string;
  disabled: boolean;
  onChange: (next: string) => void;
  fieldRef: (handle: ReadingFieldHandle | null) => void;
}

/** One register of the reading form: its previous reading beside the field for the new one. */
export function RegisterReadingRow({
  register,
  label,
  combined,
  fieldId,
  value,
  sent,
  error,
  disabled,
  onChange,
  fieldRef,
}: RegisterReadingRowProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 3, md: 5 }}
      sx={{ mb: 3 }}
      data-register={register.registerLabel}
    >
      <PreviousReading reading={latestReading(register)} name={combined ? register.registerTypeName : undefined} />
      <ReadingField
        ref={fieldRef}
        id={fieldId}
        label={label}
        hint={
          sent
            ? `Sent and accepted: ${sent.reading}. It will not be sent again.`
            : `${READING_DIGITS} digits, including any leading zeros`
        }
        value={sent ? sent.reading : value}
        onChange={onChange}
        error={sent ? undefined : error}
        disabled={disabled || Boolean(sent)}
      />
    </Stack>
  );
}
