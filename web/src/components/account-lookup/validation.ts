import type { AccountLookupRequest } from '#contracts/account';
import { accountNumberError } from '#contracts/account-rules';
import { postcodeError } from '#contracts/postcode-rules';

export type AccountLookupField = keyof AccountLookupRequest;
export type AccountLookupErrors = Partial<Record<AccountLookupField, string>>;

/**
 * Checks the lookup form with the API's own rules. Returns the trimmed input when it is
 * acceptable, else one message per field that needs fixing.
 */
export function validateAccountLookup(values: AccountLookupRequest): {
  input?: AccountLookupRequest;
  errors: AccountLookupErrors;
} {
  const errors: AccountLookupErrors = {};
  const postcodeProblem = postcodeError(values.postcode);
  if (postcodeProblem) errors.postcode = postcodeProblem;
  const accountNoProblem = accountNumberError(values.accountNo);
  if (accountNoProblem) errors.accountNo = accountNoProblem;

  if (postcodeProblem || accountNoProblem) return { errors };
  // A pasted postcode may carry extra spaces ('NG1   5FS '): sent with single spaces.
  const postcode = values.postcode.trim().replace(/\s+/g, ' ');
  return { errors, input: { postcode, accountNo: values.accountNo.trim() } };
}
