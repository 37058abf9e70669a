import { useId, useState, type FormEvent } from 'react';
import type { AccountLookupRequest } from '#contracts/account';
import { accountMessages } from '#contracts/account-rules';
import { ApiClientError } from '../../lib/api';
import { ErrorSummary, FormAlert, SubmitButton, TextInputField, useErrorSummary, useSubmitOnce } from '../form';
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
  /** Text of the submit button; both journeys say Continue (docs/product/account-lookup.md › Account lookup). */
  submitLabel?: string;
}

const fieldOrder: readonly AccountLookupField[] = ['postcode', 'accountNo'];

/**
 * The account lookup shared by the payment and meter-reading journeys: Post Code, Account
 * Number and Continue. Validates with the same rules as the API (GOV.UK pattern: an error
 * summary that takes focus, the message by each field), shows a spinner while looking up, shows
 * a server error in place and keeps what the user typed. A second submit while one is in flight
 * is ignored (useSubmitOnce).
 */
export function AccountLookupForm<T>({
  lookup,
  onFound,
  initialValues,
  submitLabel = 'Continue',
}: AccountLookupFormProps<T>) {
  const idPrefix = useId();
  const fieldId = (field: AccountLookupField) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<AccountLookupRequest>({
    postcode: initialValues?.postcode ?? '',
    accountNo: initialValues?.accountNo ?? '',
  });
  const [errors, setErrors] = useState<AccountLookupErrors>({});
  const [serverError, setServerError] = useState<string>();
  const summary = useErrorSummary();
  const submitOnce = useSubmitOnce();

  const change = (field: AccountLookupField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitOnce.inFlight()) return;

    const result = validateAccountLookup(values);
    setErrors(result.errors);
    const input = result.input;
    if (!input) {
      setServerError(undefined);
      summary.show();
      return;
    }

    setServerError(undefined);
    void submitOnce.run(async (signal) => {
      try {
        const found = await lookup(input, signal);
        if (signal.aborted) return;
        onFound(found, input);
      } catch (error) {
        if (signal.aborted) return;
        setServerError(error instanceof ApiClientError ? error.message : accountMessages.lookupFailed);
      }
    });
  }

  const problems = fieldOrder.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={submitOnce.busy} data-early-form="account">
      <ErrorSummary problems={problems} focusKey={summary.focusKey} />
      <div className="form-stack">
        {/* No maxLength on either field: a pasted value with extra spaces is trimmed and checked, never cut short. */}
        <TextInputField
          id={fieldId('postcode')}
          label="Post Code"
          value={values.postcode}
          onChange={change('postcode')}
          error={errors.postcode}
          autoComplete="postal-code"
          htmlInput={{ autoCapitalize: 'characters' }}
          maxWidth="14rem"
        />
        <TextInputField
          id={fieldId('accountNo')}
          label="Account Number"
          value={values.accountNo}
          onChange={change('accountNo')}
          error={errors.accountNo}
          autoComplete="off"
          htmlInput={{ inputMode: 'numeric' }}
          maxWidth="14rem"
        />
        {serverError && (
          <FormAlert severity="error" role="alert">
            {serverError}
          </FormAlert>
        )}
      </div>
      <SubmitButton busy={submitOnce.busy}>{submitLabel}</SubmitButton>
      <div role="status" className="visually-hidden">
        {submitOnce.busy ? 'Looking up your account…' : ''}
      </div>
    </form>
  );
}
