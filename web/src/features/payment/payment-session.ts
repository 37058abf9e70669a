import { accountLookupRequestSchema, type AccountLookupRequest } from '#contracts/account';
import { paymentAccountLookupResponseSchema, type PaymentAccountLookupResponse } from '#contracts/payment';

/** The account found in step 1, with the details that found it (the server checks them again). */
export interface FoundAccount extends PaymentAccountLookupResponse {
  lookup: AccountLookupRequest;
}

const foundAccountSchema = paymentAccountLookupResponseSchema.extend({ lookup: accountLookupRequestSchema });

/**
 * sessionStorage, not localStorage: a refresh during step 2, or 'Try Again' after a cancelled
 * checkout, keeps the account, but closing the tab forgets it (shared computers).
 */
const STORAGE_KEY = 'fernleaf.payment.account';

export function saveFoundAccount(found: FoundAccount): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // Storage blocked or full: the journey still works, it just does not survive a refresh.
  }
}

export function restoreFoundAccount(): FoundAccount | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return undefined;
    const parsed = foundAccountSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetFoundAccount(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}
