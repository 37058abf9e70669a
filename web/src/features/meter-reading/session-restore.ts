import * as z from '#contracts/zod';
import { accountLookupRequestSchema, type AccountLookupRequest } from '#contracts/account';
import { readingAccountSchema } from '#contracts/meter-reading';
import { readJourneyData } from '../../lib/journey-storage';
import type { MeterReadingSession } from './session';

/*
 * Reading the meter-reading journey back from this tab (session.ts stores it), checked with zod:
 * a module of its own, loaded once the page has hydrated (web/src/lib/browser-only-module.ts).
 */

const sessionSchema = z.object({ lookup: accountLookupRequestSchema, account: readingAccountSchema });

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
