import { accountLookupRequestSchema, type AccountLookupRequest } from '#contracts/account';
import { paymentAccountLookupResponseSchema, type PaymentAccountLookupResponse } from '#contracts/payment';
import { forgetJourneyData, readJourneyData, saveJourneyData } from '../../lib/journey-storage';

/** The account found in step 1, with the details that found it (the server checks them again). */
export interface FoundAccount extends PaymentAccountLookupResponse {
  lookup: AccountLookupRequest;
}

const foundAccountSchema = paymentAccountLookupResponseSchema.extend({ lookup: accountLookupRequestSchema });

/**
 * Kept in this tab's storage for the journey (web/src/lib/journey-storage.ts): a refresh during
 * step 2, or 'Try Again' after a cancelled or refused checkout, keeps the account; closing the tab,
 * leaving the payment pages or 30 minutes unused forgets it (shared computers).
 */
export function saveFoundAccount(found: FoundAccount): void {
  saveJourneyData('payment', found);
}

export function restoreFoundAccount(): FoundAccount | undefined {
  const parsed = foundAccountSchema.safeParse(readJourneyData('payment'));
  return parsed.success ? parsed.data : undefined;
}

export function forgetFoundAccount(): void {
  forgetJourneyData('payment');
}
