import type { AccountLookupRequest } from '#contracts/account';
import type { ReadingAccount } from '#contracts/meter-reading';
import { browserOnlyModule } from '../../lib/browser-only-module';
import { saveJourneyData } from '../../lib/journey-storage';

/**
 * What the submit page needs: the account as the API let it out (no supply numbers, only serial
 * endings: docs/security.md › Least data out), and the details that found it (to submit and re-fetch).
 */
export interface MeterReadingSession {
  lookup: AccountLookupRequest;
  account: ReadingAccount;
}

/**
 * Kept in this tab's storage for the journey (web/src/lib/journey-storage.ts; read back by
 * session-restore.ts): the account survives
 * a refresh, but closing the tab, leaving the meter-reading pages or 30 minutes unused forgets it,
 * so a shared computer does not keep someone's address and reading history.
 */
export function saveSession(session: MeterReadingSession): void {
  saveJourneyData('meterReading', session);
}

/** Reading the session back, checked with zod: loaded once a page has hydrated. */
export const sessionRestore = browserOnlyModule(() => import('./session-restore'));

/** Navigation state that tells /MeterReading why the user was sent back to it. */
export interface MeterReadingNotice {
  notice: 'session-missing';
}

export function isSessionMissingNotice(state: unknown): boolean {
  return (state as Partial<MeterReadingNotice> | null)?.notice === 'session-missing';
}
