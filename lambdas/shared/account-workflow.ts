import { accountWorkflowResponseSchema, type Account, type AccountLookupRequest } from '#contracts/account';
import { accountMessages } from '#contracts/account-rules';
import { compactPostcode } from '#contracts/postcode';
import { loadConfig } from './config.js';
import { failedLookupLimitReached, recordFailedLookup, tooManyFailedLookups } from './failed-lookups.js';
import { HttpError } from './http.js';
import { apiMetricNames, countMetric } from './metrics.js';
import { fetchValidated } from './upstream.js';

/** Which configured workflow to ask: both answer with the same account shape. */
export type AccountWorkflow = 'accountLookupUrl' | 'meterReadingsUrl';

/**
 * Looks an account up by number and supply postcode. Unknown account or wrong postcode is a 404 (a
 * 429 once either has failed too often in a window: ./failed-lookups.ts); an
 * upstream that fails, times out or answers nonsense is a 502/504 with the lookup-failed message
 * (docs/product/account-lookup.md › Account lookup). Shared by the payment and meter-reading routes so
 * both fail the same way.
 */
export async function fetchAccount(
  request: AccountLookupRequest,
  workflow: AccountWorkflow = 'accountLookupUrl',
): Promise<Account> {
  // Read while the workflow is asked, so the lookup takes no longer; once the account number or the
  // postcode has met its failed-lookup limit, the answer is 429 whatever the workflow said, so it
  // tells nothing (docs/security.md › Failed lookups per account and postcode).
  const limited = failedLookupLimitReached(request);
  limited.catch(() => undefined);
  let lookup: { data: Account | null };
  try {
    const config = await loadConfig([workflow]);
    lookup = await fetchValidated(
      'Account workflow',
      config[workflow],
      { body: { accountNo: request.accountNo, postcode: compactPostcode(request.postcode) } },
      accountWorkflowResponseSchema,
      { unavailable: { code: 'account_lookup_failed', message: accountMessages.lookupFailed } },
    );
  } catch (error) {
    if (await limited.catch(() => false)) throw tooManyFailedLookups();
    throw error;
  }
  if (await limited) throw tooManyFailedLookups();
  if (!lookup.data) {
    // Alarmed on (docs/operations.md › Metrics and tracing): many in a row is someone guessing.
    countMetric(apiMetricNames.failedAccountLookups);
    await recordFailedLookup(request);
    throw new HttpError(404, 'account_not_found', accountMessages.notFound);
  }
  return lookup.data;
}
