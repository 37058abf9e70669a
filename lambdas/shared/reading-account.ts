import type { Account, Meter, Reading } from '#contracts/account';
import type { PastReading, ReadingAccount, ReadingMeter } from '#contracts/meter-reading';

/*
 * Least data out for the meter-reading journey (docs/security.md › Least data out). Anyone with an
 * account number (printed on every bill) and a postcode (public) can look an account up, so the
 * answer carries only what /SubmitMeterReading shows; the MPAN/MPRN and the full serial stay on
 * the server, which finds them again from the account when a reading is submitted.
 */

/** Characters of a serial the page shows: four, and never more than half of it. */
const SERIAL_ENDING_LENGTH = 4;

/**
 * The end of a meter serial the page shows ('E19Z004512' -> '4512'): enough to tell two meters
 * apart and to match the plate on the meter, too little to be the serial. A serial shorter than
 * eight characters shows its last half (rounded down), so at least half of every serial is hidden.
 */
export function serialEnding(serial: string): string {
  const visible = Math.min(SERIAL_ENDING_LENGTH, Math.floor(serial.length / 2));
  return visible === 0 ? '' : serial.slice(-visible);
}

/**
 * Our name for a meter on its account: its place in the workflow's list (from 1) and its serial's
 * ending, e.g. '1-4512'. Both are already in the answer, so the name tells nothing more; the
 * ending means that a meter exchanged between the lookup and the submission (a new serial in the
 * same place) is not read against the wrong meter: the reference no longer matches.
 */
export function meterRef(meter: Meter, index: number): string {
  return `${index + 1}-${serialEnding(meter.serial)}`;
}

/** The meter a reference names on this account, if it names one. */
export function findMeterByRef(account: Account, ref: string): Meter | undefined {
  return account.meters.find((meter, index) => meterRef(meter, index) === ref);
}

/** The date part of the workflow's '2026-10-15T10:00:00': the page shows no time of day. */
function readingDay(readingDate: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(readingDate)?.[0] ?? readingDate;
}

/**
 * A register's readings, oldest first by their full date and time (the workflow's order for
 * readings at the same moment), then cut to the day: the order keeps what the time of day said,
 * so of two readings on one day the later in the list is the newer (web/src/features/meter-reading/readings.ts).
 */
function pastReadings(readings: readonly Reading[]): PastReading[] {
  return readings
    .map((reading, index) => ({ reading, index }))
    .sort((a, b) => a.reading.readingDate.localeCompare(b.reading.readingDate) || a.index - b.index)
    .map(({ reading }) => ({ readingDate: readingDay(reading.readingDate), readingValue: reading.readingValue }));
}

function readingMeter(meter: Meter, index: number): ReadingMeter {
  return {
    meterRef: meterRef(meter, index),
    meterType: meter.meterType,
    serialEnding: serialEnding(meter.serial),
    registers: meter.registers.map((register) => ({
      registerLabel: register.registerLabel,
      registerTypeName: register.registerTypeName,
      readings: pastReadings(register.readings),
    })),
  };
}

/**
 * The account as POST /api/getmeterreadings answers it: built field by field, so a field the
 * workflow adds one day is not passed on without a decision.
 */
export function readingAccount(account: Account): ReadingAccount {
  return {
    accountNo: account.accountNo,
    addressSingleLine: account.addressSingleLine,
    hasElectricity: account.hasElectricity,
    hasGas: account.hasGas,
    meters: account.meters.map(readingMeter),
  };
}
