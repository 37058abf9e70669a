import { accountMessages, type AccountLookupRequest } from '#contracts/account';
import {
  meterReadingMessages,
  meterReadingsLookupResponseSchema,
  submitMeterReadingResponseSchema,
  type ReadingAccount,
  type SubmitMeterReadingRequest,
} from '#contracts/meter-reading';
import { apiPost } from '../../lib/api';

/** POST /api/getmeterreadings: what the submit page shows of the account (its meters and reading history). */
export async function fetchMeterReadings(input: AccountLookupRequest, signal?: AbortSignal): Promise<ReadingAccount> {
  const { data } = await apiPost('/api/getmeterreadings', input, meterReadingsLookupResponseSchema, {
    signal,
    fallbackMessage: accountMessages.lookupFailed,
  });
  return data;
}

/** POST /api/meter-readings: resolves with the text to show; rejects with an ApiClientError. */
export async function sendMeterReading(request: SubmitMeterReadingRequest, signal?: AbortSignal): Promise<string> {
  const { message } = await apiPost('/api/meter-readings', request, submitMeterReadingResponseSchema, {
    signal,
    fallbackMessage: meterReadingMessages.unexpected,
  });
  return message;
}
