/*
 * The account-lookup rules and words the pages and the API share, without zod: the lookup forms
 * check with these before the browser has loaded any schema (docs/first-paint.md). The API's
 * schemas (account.ts) are built from the same rules.
 */

export const accountMessages = {
  accountNumberRequired: 'Account number is required',
  accountNumberTooLong: 'Account number must be 20 characters or fewer',
  notFound: 'No account information found.',
  lookupFailed: 'Failed to fetch account information. Please check the details and try again.',
} as const;

export const ACCOUNT_NUMBER_MAX_LENGTH = 20;

/** What is wrong with an account number as typed (surrounding spaces do not count), if anything. */
export function accountNumberError(accountNo: string): string | undefined {
  const trimmed = accountNo.trim();
  if (trimmed === '') return accountMessages.accountNumberRequired;
  if (trimmed.length > ACCOUNT_NUMBER_MAX_LENGTH) return accountMessages.accountNumberTooLong;
  return undefined;
}
