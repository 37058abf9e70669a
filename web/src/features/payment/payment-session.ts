import type { AccountLookupRequest } from '#contracts/account';
import type { PaymentAccountLookupResponse } from '#contracts/payment';
import { browserOnlyModule } from '../../lib/browser-only-module';
import { forgetJourneyData, saveJourneyData } from '../../lib/journey-storage';

/** The account found in step 1, with the details that found it (the server checks them again). */
export interface FoundAccount extends PaymentAccountLookupResponse {
  lookup: AccountLookupRequest;
}

/**
 * Kept in this tab's storage for the journey (web/src/lib/journey-storage.ts; read back by
 * payment-session-restore.ts): a refresh during step 2, or 'Try Again' after a cancelled or
 * refused checkout, keeps the account; closing the tab, leaving the payment pages or 30 minutes
 * unused forgets it (shared computers).
 */
export function saveFoundAccount(found: FoundAccount): void {
  saveJourneyData('payment', found);
}

/** Reading the found account back, checked with zod: loaded once a page has hydrated. */
export const foundAccountRestore = browserOnlyModule(() => import('./payment-session-restore'));

export function forgetFoundAccount(): void {
  forgetJourneyData('payment');
}
