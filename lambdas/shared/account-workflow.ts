import { accountMessages, accountWorkflowResponseSchema, type Account, type AccountLookupRequest } from '../contracts/account.js';
import { compactPostcode } from '../contracts/postcode.js';
import { loadConfig } from './config.js';
import { HttpError } from './http.js';
import { logger } from './logger.js';
import { callUpstream, UpstreamError } from './upstream.js';

/** Which configured workflow to ask: both answer with the same account shape. */
export type AccountWorkflow = 'accountLookupUrl' | 'meterReadingsUrl';

/**
 * Looks an account up by number and supply postcode. Unknown account or wrong postcode is a
 * 404; an upstream that fails, times out or answers nonsense is a 502/504 with the spec's
 * message. Shared by the payment and meter-reading routes so both fail the same way.
 */
export async function fetchAccount(request: AccountLookupRequest, workflow: AccountWorkflow = 'accountLookupUrl'): Promise<Account> {
  const config = await loadConfig([workflow]);
  let body: unknown;
  try {
    ({ body } = await callUpstream(config[workflow], {
      body: { accountNo: request.accountNo, postcode: compactPostcode(request.postcode) },
    }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logger.warn('Account workflow failed', { kind: error.kind, status: error.status });
    throw new HttpError(error.kind === 'timeout' ? 504 : 502, 'account_lookup_failed', accountMessages.lookupFailed);
  }

  const parsed = accountWorkflowResponseSchema.safeParse(body);
  if (!parsed.success) {
    logger.warn('Account workflow answered an unexpected shape', { issue: parsed.error.issues[0]?.message });
    throw new HttpError(502, 'account_lookup_failed', accountMessages.lookupFailed);
  }
  if (!parsed.data.data) throw new HttpError(404, 'account_not_found', accountMessages.notFound);
  return parsed.data.data;
}
