import * as z from '#contracts/zod';
import { accountLookupRequestSchema, accountSchema, type Account, type AccountLookupRequest } from '#contracts/account';

/** What the submit page needs: the account found, and the details that found it (to submit and re-fetch). */
export interface MeterReadingSession {
  lookup: AccountLookupRequest;
  account: Account;
}

const sessionSchema = z.object({ lookup: accountLookupRequestSchema, account: accountSchema });

/**
 * sessionStorage, not localStorage: the account survives a refresh of this tab but is gone when
 * the tab closes, so a shared computer does not keep someone's address and meter details.
 */
const STORAGE_KEY = 'fernleaf.meterReading.session';

export function saveSession(session: MeterReadingSession): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked (private mode): the journey still works until a refresh.
  }
}

function readStoredSession(): MeterReadingSession | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    const parsed = stored ? sessionSchema.safeParse(JSON.parse(stored)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const sameLookup = (a: AccountLookupRequest, b: AccountLookupRequest) =>
  a.accountNo === b.accountNo &&
  a.postcode.replace(/\s+/g, '').toUpperCase() === b.postcode.replace(/\s+/g, '').toUpperCase();

/**
 * The session for the submit page. Navigation state says which account the user looked up; the
 * tab's storage has the freshest history of it (updated after every submission, so Back then
 * Forward does not show a stale table). Either alone is used when it is all there is.
 */
export function restoreSession(navigationState: unknown): MeterReadingSession | undefined {
  const parsed = sessionSchema.safeParse((navigationState as { session?: unknown } | null)?.session);
  const fromNavigation = parsed.success ? parsed.data : undefined;
  const fromStorage = readStoredSession();
  if (fromNavigation && fromStorage && !sameLookup(fromNavigation.lookup, fromStorage.lookup)) return fromNavigation;
  return fromStorage ?? fromNavigation;
}

/** Navigation state that tells /MeterReading why the user was sent back to it. */
export interface MeterReadingNotice {
  notice: 'session-missing';
}

export function isSessionMissingNotice(state: unknown): boolean {
  return (state as Partial<MeterReadingNotice> | null)?.notice === 'session-missing';
}
