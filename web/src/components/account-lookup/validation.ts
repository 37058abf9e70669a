import { accountNumberSchema, type AccountLookupRequest } from '#contracts/account';
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
  const accountNo = accountNumberSchema.safeParse(values.accountNo);
  if (!accountNo.success) errors.accountNo = accountNo.error.issues[0]?.message;

  if (postcodeProblem || !accountNo.success) return { errors };
  // A pasted postcode may carry extra spaces ('NG1   5FS '): sent with single spaces.
  const postcode = values.postcode.trim().replace(/\s+/g, ' ');
  return { errors, input: { postcode, accountNo: accountNo.data } };
}
