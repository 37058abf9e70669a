import { accountLookupRequestSchema } from '#contracts/account';
import { paymentAccountLookupResponseSchema } from '#contracts/payment';
import { readJourneyData } from '../../lib/journey-storage';
import type { FoundAccount } from './payment-session';

/*
 * The found account read back from this tab (payment-session.ts stores it), checked with zod: a
 * module of its own, loaded once the page has hydrated (web/src/lib/browser-only-module.ts).
 */

const foundAccountSchema = paymentAccountLookupResponseSchema.extend({ lookup: accountLookupRequestSchema });

export function restoreFoundAccount(): FoundAccount | undefined {
  const parsed = foundAccountSchema.safeParse(readJourneyData('payment'));
  return parsed.success ? parsed.data : undefined;
}
