import * as z from '#contracts/zod';
import { accountLookupRequestSchema, type AccountLookupRequest } from '#contracts/account';
import { readingAccountSchema, type ReadingAccount } from '#contracts/meter-reading';
import { readJourneyData, saveJourneyData } from '../../lib/journey-storage';

/**
 * What the submit page needs: the account as the API let it out (no supply numbers, only serial
 * endings: docs/security.md › Least data out), and the details that found it (to submit and re-fetch).
 */
export interface MeterReadingSession {
  lookup: AccountLookupRequest;
  account: ReadingAccount;
}

const sessionSchema = z.object({ lookup: accountLookupRequestSchema, account: readingAccountSchema });

/**
 * Kept in this tab's storage for the journey (web/src/lib/journey-storage.ts): the account survives
 * a refresh, but closing the tab, leaving the meter-reading pages or 30 minutes unused forgets it,
 * so a shared computer does not keep someone's address and reading history.
 */
export function saveSession(session: MeterReadingSession): void {
  saveJourneyData('meterReading', session);
}

function readStoredSession(): MeterReadingSession | undefined {
  const parsed = sessionSchema.safeParse(readJourneyData('meterReading'));
  return parsed.success ? parsed.data : undefined;
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
