import { z } from 'zod';
import { accountLookupRequestSchema, accountSchema, type Account, type AccountLookupRequest } from '../../../../lambdas/contracts/account';

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

/** The session from navigation state if valid, else from this tab's storage, else undefined. */
export function restoreSession(navigationState: unknown): MeterReadingSession | undefined {
  const fromNavigation = sessionSchema.safeParse((navigationState as { session?: unknown } | null)?.session);
  if (fromNavigation.success) return fromNavigation.data;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    const parsed = stored ? sessionSchema.safeParse(JSON.parse(stored)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Navigation state that tells /MeterReading why the user was sent back to it. */
export interface MeterReadingNotice {
  notice: 'session-missing';
}

export function isSessionMissingNotice(state: unknown): boolean {
  return (state as Partial<MeterReadingNotice> | null)?.notice === 'session-missing';
}
