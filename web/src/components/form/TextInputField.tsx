import {
  useEffect,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from './FieldText';
import './form.css';

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
 * the hint's and error's ids in aria-describedby. Plain elements styled by form.css (the look of
 * MUI's outlined input), so a page whose form is all it draws hydrates without MUI.
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
  // The form's ref (e.g. to focus the field) is the same <input>.
  useImperativeHandle(inputRef, () => ownInput.current as HTMLInputElement, []);
  useTypedBeforeHydration(ownInput, value, onChange);
  const boxClasses = ['form-input'];
  if (error) boxClasses.push('form-input--error');
  if (prefix) boxClasses.push('form-input--prefixed');
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint fieldId={id}>{hint}</FieldHint>}
      {error && <FieldError fieldId={id}>{error}</FieldError>}
      <div className="form-field-row">
        <div
          className={boxClasses.join(' ')}
          style={maxWidth ? ({ '--form-input-max-width': maxWidth } as CSSProperties) : undefined}
        >
          {prefix && <span className="form-input-prefix">{prefix}</span>}
          <input
            spellCheck={false}
            {...htmlInput}
            id={id}
            name={name}
            ref={ownInput}
            className="form-input-field"
            type="text"
            value={value}
            onChange={onChange}
            autoComplete={autoComplete}
            placeholder={placeholder}
            aria-describedby={describedBy(id, { hint, error })}
            aria-invalid={error ? true : undefined}
          />
        </div>
        {beside}
      </div>
    </div>
  );
}
