import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { accountMessages, type AccountLookupRequest } from '#contracts/account';
import { ApiClientError } from '../../lib/api';
import { validateAccountLookup, type AccountLookupErrors, type AccountLookupField } from './validation';

export interface AccountLookupFormProps<T> {
  /**
   * Makes the API call for this journey (payment: POST /api/accounts/lookup, meter reading:
   * POST /api/getmeterreadings) with the trimmed input. Throw an ApiClientError to show its
   * message in place; any other error shows the generic lookup-failed message. The signal is
   * aborted if the form unmounts mid-request.
   */
  lookup: (input: AccountLookupRequest, signal: AbortSignal) => Promise<T>;
  /** Called once with the lookup's result and the input that found it (e.g. to navigate on). */
  onFound: (result: T, input: AccountLookupRequest) => void;
  /** Values to start with, e.g. restored after a refresh or when the user goes back a step. */
  initialValues?: Partial<AccountLookupRequest>;
  /** Text of the submit button; both journeys say Continue (README: Product behaviour › Account lookup). */
  submitLabel?: string;
}

const fieldOrder: readonly AccountLookupField[] = ['postcode', 'accountNo'];

/**
 * The account lookup shared by the payment and meter-reading journeys: Post Code, Account
 * Number and Continue. Validates with the same rules as the API (GOV.UK pattern: the message by
 * the field, focus to the first problem), shows a spinner while looking up, shows a server
 * error in place and keeps what the user typed. A second submit while one is in flight is ignored.
 */
export function AccountLookupForm<T>({
  lookup,
  onFound,
  initialValues,
  submitLabel = 'Continue',
}: AccountLookupFormProps<T>) {
  const idPrefix = useId();
  const [values, setValues] = useState<AccountLookupRequest>({
    postcode: initialValues?.postcode ?? '',
    accountNo: initialValues?.accountNo ?? '',
  });
  const [errors, setErrors] = useState<AccountLookupErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A ref, not state: two clicks in the same frame both see the old state.
  const inFlight = useRef(false);
  const abortController = useRef<AbortController | null>(null);
  const postcodeInput = useRef<HTMLInputElement>(null);
  const accountNoInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => abortController.current?.abort(), []);

  const change = (field: AccountLookupField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;

    const result = validateAccountLookup(values);
    setErrors(result.errors);
    if (!result.input) {
      setServerError(undefined);
      const firstInvalid = fieldOrder.find((field) => result.errors[field]);
      if (firstInvalid) (firstInvalid === 'postcode' ? postcodeInput : accountNoInput).current?.focus();
      return;
    }

    inFlight.current = true;
    setBusy(true);
    setServerError(undefined);
    const controller = new AbortController();
    abortController.current = controller;
    try {
      const found = await lookup(result.input, controller.signal);
      if (controller.signal.aborted) return;
      onFound(found, result.input);
    } catch (error) {
      if (controller.signal.aborted) return;
      setServerError(error instanceof ApiClientError ? error.message : accountMessages.lookupFailed);
    } finally {
      inFlight.current = false;
      if (!controller.signal.aborted) setBusy(false);
    }
  }

  const fieldProps = (field: AccountLookupField, htmlInput: Record<string, unknown>) => ({
    id: `${idPrefix}-${field}`,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
    slotProps: {
      htmlInput: { spellCheck: false, ...htmlInput },
      // Announced as it appears, and read again with the field when focus lands on it.
      formHelperText: { role: errors[field] ? 'alert' : undefined },
    },
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <Stack spacing={3}>
        <TextField
          {...fieldProps('postcode', { autoCapitalize: 'characters', maxLength: 16 })}
          inputRef={postcodeInput}
          label="Post Code"
          autoComplete="postal-code"
        />
        <TextField
          {...fieldProps('accountNo', { maxLength: 20 })}
          inputRef={accountNoInput}
          label="Account Number"
          autoComplete="off"
        />
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={busy}
            loadingPosition="start"
            sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
          >
            {submitLabel}
          </Button>
        </Box>
        <Box role="status" className="visually-hidden">
          {busy ? 'Looking up your account…' : ''}
        </Box>
      </Stack>
    </Box>
  );
}
