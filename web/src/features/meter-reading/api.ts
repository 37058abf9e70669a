import type { AccountLookupRequest } from '#contracts/account';
import { accountMessages } from '#contracts/account-rules';
import type { ReadingAccount, SubmitMeterReadingRequest } from '#contracts/meter-reading';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import { apiPaths } from '#contracts/api-paths';
import { apiPost } from '../../lib/api';

// The answers' contracts (zod) load with the first request, not with the page (docs/first-paint.md).
const loadContract = () => import('#contracts/meter-reading');

/** POST /api/getmeterreadings: what the submit page shows of the account (its meters and reading history). */
export async function fetchMeterReadings(input: AccountLookupRequest, signal?: AbortSignal): Promise<ReadingAccount> {
  const schema = loadContract().then((contract) => contract.meterReadingsLookupResponseSchema);
  const { data } = await apiPost(apiPaths.meterReadingsLookup, input, schema, {
    signal,
    fallbackMessage: accountMessages.lookupFailed,
  });
  return data;
}

/** POST /api/meter-readings: resolves with the text to show; rejects with an ApiClientError. */
export async function sendMeterReading(request: SubmitMeterReadingRequest, signal?: AbortSignal): Promise<string> {
  const schema = loadContract().then((contract) => contract.submitMeterReadingResponseSchema);
  const { message } = await apiPost(apiPaths.meterReadings, request, schema, {
    signal,
    fallbackMessage: meterReadingMessages.unexpected,
  });
  return message;
}
