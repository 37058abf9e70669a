import type { AccountLookupRequest, Meter } from '#contracts/account';
import { accountSchema, type Account } from '#contracts/account';
import accountsFile from '../../../local/sandbox/data/accounts.json';
import type { ReadingAccount, ReadingMeter } from '#contracts/meter-reading';
import { meterRef, readingAccount } from '../../../lambdas/shared/reading-account';
import { defined } from '../../support/defined';

/**
 * The sandbox's customer accounts, for every test that needs a known account: read from the
 * sandbox's own data file (local/sandbox/data/accounts.json), never copied by hand, and checked
 * against the account contract as they are loaded. A test against the sandbox and a test with a
 * stubbed API therefore use the same numbers, postcodes, meters and readings.
 */
const accounts = accountSchema.array().parse(accountsFile.accounts);

/** The sandbox accounts by what they are good for. */
export const sandboxAccountNumbers = {
  /** NG1 5FS, Nottingham: electricity (one Unit register, 8 readings) and gas (3 readings). */
  dualFuel: '100001',
  /** LE1 6RP, Leicester: an Economy 7 electricity meter, Day register 01 and Night register 02; no gas. */
  economy7: '100002',
  /** DE1 3AH, Derby: gas only, one reading. */
  gasOnly: '100003',
  /** LE1 5WW, Leicester: electricity with no reading yet. */
  noReadings: '100004',
} as const;

export type SandboxAccountName = keyof typeof sandboxAccountNumbers;

/** A fresh copy of a sandbox account (tests may change it freely). */
export function sandboxAccount(name: SandboxAccountName): Account {
  const accountNo = sandboxAccountNumbers[name];
  const account = accounts.find((candidate) => candidate.accountNo === accountNo);
  if (!account) throw new Error(`Sandbox account ${accountNo} (${name}) is not in accounts.json`);
  return structuredClone(account);
}

/** What a customer types to find a sandbox account: its number and supply postcode. */
export function sandboxLookup(name: SandboxAccountName): AccountLookupRequest {
  const { accountNo, postcode } = sandboxAccount(name);
  return { accountNo, postcode };
}

/** The account's meter of that type (the sandbox accounts have at most one of each). */
export function meterOf(account: Account, meterType: Meter['meterType']): Meter {
  const meter = account.meters.find((candidate) => candidate.meterType === meterType);
  if (!meter) throw new Error(`Account ${account.accountNo} has no ${meterType} meter`);
  return meter;
}

/**
 * The reference the meter-reading lookup gives the account's meter of that type, which the browser
 * sends back with a reading (lambdas/shared/reading-account.ts).
 */
export function meterRefOf(name: SandboxAccountName, meterType: Meter['meterType']): string {
  const { meters } = sandboxAccount(name);
  const index = meters.findIndex((meter) => meter.meterType === meterType);
  if (index < 0) throw new Error(`Sandbox account ${name} has no ${meterType} meter`);
  return meterRef(defined(meters[index], 'the meter'), index);
}

/** A sandbox account as POST /api/getmeterreadings answers it (lambdas/shared/reading-account.ts). */
export function sandboxReadingAccount(name: SandboxAccountName): ReadingAccount {
  return readingAccount(sandboxAccount(name));
}

/** The answer's meter of that type. */
export function readingMeterOf(account: ReadingAccount, meterType: ReadingMeter['meterType']): ReadingMeter {
  const meter = account.meters.find((candidate) => candidate.meterType === meterType);
  if (!meter) throw new Error(`Account ${account.accountNo} has no ${meterType} meter`);
  return meter;
}

function failureAccount(accountNo: keyof typeof accountsFile.failures): string {
  if (typeof accountsFile.failures[accountNo] !== 'string') throw new Error(`${accountNo} is not a sandbox failure`);
  return accountNo;
}

/** Account numbers whose upstream fails, whatever the postcode. */
export const failingAccountNumbers = {
  /** The account-lookup upstream answers HTTP 500. */
  upstreamError: failureAccount('100500'),
  /** The account-lookup upstream does not answer within 30 seconds (the API's time-out cuts it short). */
  neverAnswers: failureAccount('100504'),
} as const;

/** The messages the sandbox reading workflows answer with. */
export const sandboxReadingMessages = {
  accepted: defined(accountsFile.readingRules.success.body.messages[0]?.message, 'the accepted message'),
  lowerThanLatest: defined(
    accountsFile.readingRules.lowerThanLatest.body.messages[0]?.message,
    'the lowerThanLatest message',
  ),
  unknownMeter: defined(accountsFile.readingRules.unknownMeter.body.messages[0]?.message, 'the unknownMeter message'),
} as const;
