import { accountLookupRequestSchema } from '#contracts/account';
import { accountMessages } from '#contracts/account-rules';
import type { PaymentAccountLookupResponse } from '#contracts/payment';
import { fetchAccount } from '../shared/account-workflow.js';
import { loadPaymentLimits } from '../shared/payment-limits.js';
import { createHandler, json, parseJsonBody } from '../shared/http.js';

/**
 * POST /api/accounts/lookup: step 1 of a payment. Answers with only what step 2 shows (never
 * the meters or readings) plus the amount limits, so the form and this API agree on them.
 */
const timedOut = { code: 'account_lookup_failed', message: accountMessages.lookupFailed };

export const handler = createHandler('lookup-account', { timedOut }, async (event) => {
  const request = parseJsonBody(event, accountLookupRequestSchema);
  const limits = loadPaymentLimits();
  const account = await fetchAccount(request, 'accountLookupUrl');
  const body: PaymentAccountLookupResponse = {
    account: { accountNo: account.accountNo, addressSingleLine: account.addressSingleLine },
    limits,
  };
  return json(200, body);
});
