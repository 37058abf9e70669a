import { accountLookupRequestSchema } from '#contracts/account';
import { accountMessages } from '#contracts/account-rules';
import type { MeterReadingsLookupResponse } from '#contracts/meter-reading';
import { fetchAccount } from '../shared/account-workflow.js';
import { createHandler, json, parseJsonBody } from '../shared/http.js';
import { readingAccount } from '../shared/reading-account.js';

/**
 * POST /api/getmeterreadings (the original site's path, kept; docs/api.md › Least data out): only what the
 * meter-reading page shows of the account (../shared/reading-account.ts): never the MPAN/MPRN or a
 * full serial. Never cached: the history changes with every submission.
 */
const timedOut = { code: 'account_lookup_failed', message: accountMessages.lookupFailed };

export const handler = createHandler('get-meter-readings', { timedOut }, async (event) => {
  const request = parseJsonBody(event, accountLookupRequestSchema);
  const body: MeterReadingsLookupResponse = {
    data: readingAccount(await fetchAccount(request, 'meterReadingsUrl')),
  };
  return json(200, body);
});
