import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useForkRef } from '@mui/material/utils';
import {
  useEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from './FieldText';

export interface TextInputFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  /** E.g. '£' before an amount. */
  prefix?: string;
  /** Extra attributes of the <input> (inputMode, autoCapitalize...). No maxLength: a pasted value is validated, not cut. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Largest width of the input on wide screens (it is full width on phones). */
  maxWidth?: string;
  /** Shown beside the input, e.g. the home page's 'Quote me' button. */
  beside?: ReactNode;
}

/**
 * The page is prerendered (web/prerender.ts), so a visitor can type before the app hydrates.
 * React keeps the typed text in the input but not in state, and the form would then send (or
 * re-render over) an empty value. On mount, a value that differs from state is handed to
 * onChange, as if typed now. Runs once: afterwards React's own events keep them in step.
 */
function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (event: ChangeEvent<HTMLInputElement>) => void,
) {
  const mounted = useRef({ value, onChange });
  useEffect(() => {
    const element = input.current;
    const initial = mounted.current;
    if (element && element.value !== initial.value)
      initial.onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
  }, [input]);
}

/**
 * A text field of the form kit: label, hint, error (GOV.UK order), then the input, which lists
 * the hint's and error's ids in aria-describedby. FormControl-free OutlinedInput rather than
 * TextField, which would bring Select and Menu into the home page's first load.
 */
export function TextInputField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  inputRef,
  name,
  autoComplete,
  placeholder,
  prefix,
  htmlInput,
  maxWidth,
  beside,
}: TextInputFieldProps) {
  const ownInput = useRef<HTMLInputElement>(null);
  const forkedInputRef = useForkRef(ownInput, inputRef);
  useTypedBeforeHydration(ownInput, value, onChange);
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint fieldId={id}>{hint}</FieldHint>}
      {error && <FieldError fieldId={id}>{error}</FieldError>}
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, alignItems: 'stretch' }}>
        <OutlinedInput
          id={id}
          name={name}
          inputRef={forkedInputRef}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          placeholder={placeholder}
          error={Boolean(error)}
          fullWidth
          startAdornment={prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined}
          inputProps={{
            spellCheck: false,
            ...htmlInput,
            'aria-describedby': describedBy(id, { hint, error }),
            'aria-invalid': error ? true : undefined,
          }}
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            maxWidth: maxWidth ? { sm: maxWidth } : undefined,
            bgcolor: 'background.paper',
            // A thicker border on error, so it does not rest on colour alone (WCAG 1.4.1).
            '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderWidth: 3 },
          }}
        />
        {beside}
      </Box>
    </Box>
  );
}
