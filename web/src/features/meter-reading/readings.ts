import {
  type Fuel,
  type PastReading,
  type ReadingAccount,
  type ReadingMeter,
  type ReadingRegister,
} from '#contracts/meter-reading';
import { READING_DIGITS } from '#contracts/meter-reading-rules';
import { ukDate } from '#contracts/uk-date';

export const fuelLabels: Record<Fuel, string> = { electricity: 'Electricity', gas: 'Gas' };

const meterTypes: Record<Fuel, ReadingMeter['meterType']> = { electricity: 'ELECTRICITY', gas: 'GAS' };

/**
 * The fuels the account has, electricity first: the default when present
 * (docs/product/meter-readings.md › Meter readings).
 */
export function availableFuels(account: ReadingAccount): Fuel[] {
  const fuels: Fuel[] = [];
  if (account.hasElectricity || account.meters.some((meter) => meter.meterType === 'ELECTRICITY'))
    fuels.push('electricity');
  if (account.hasGas || account.meters.some((meter) => meter.meterType === 'GAS')) fuels.push('gas');
  return fuels;
}

export function metersOfFuel(account: ReadingAccount, fuel: Fuel): ReadingMeter[] {
  return account.meters.filter((meter) => meter.meterType === meterTypes[fuel]);
}

/**
 * Newest first by reading date. The API sends UK dates ('2026-10-15'), which sort correctly as
 * text; parsing them as dates would apply the browser's time zone for no gain.
 */
function byNewestDate(a: PastReading, b: PastReading): number {
  return b.readingDate.localeCompare(a.readingDate);
}

/**
 * The previous reading of a register: the newest-dated one, whatever order the data comes in.
 * Of two with the same date, the one later in the list counts as newer: the API lists each
 * register's readings oldest first by their time of day, which it does not send.
 */
export function latestReading(register: ReadingRegister): PastReading | undefined {
  return [...register.readings].reverse().sort(byNewestDate)[0];
}

/** 35398 -> '035398': the meter face the digit boxes show. */
export function padReading(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(READING_DIGITS, '0');
}

/** A reading date in UK order: '2026-10-15' -> '15/10/2026' (a time after the date is ignored). */
export function formatReadingDate(readingDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(readingDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : readingDate;
}

/** 'Register 01 (Day)': a register's title (docs/product/meter-readings.md › Meter readings). */
export function registerTitle(register: ReadingRegister): string {
  return `Register ${register.registerLabel} (${register.registerTypeName})`;
}

export interface HistoryRow {
  key: string;
  register: string;
  readingDate: string;
  reading: string;
  sortDate: string;
  /** Position in the workflow's list: breaks ties between readings of one register on one date. */
  order: number;
}

/** Every reading of the given meters as table rows, newest first. */
export function historyRows(meters: ReadingMeter[]): HistoryRow[] {
  const showMeter = meters.length > 1;
  const rows = meters.flatMap((meter) =>
    meter.registers.flatMap((register) =>
      register.readings.map((reading, index) => ({
        key: `${meter.meterRef}/${register.registerLabel}/${reading.readingDate}/${index}`,
        register: `${register.registerLabel} (${register.registerTypeName})${showMeter ? `, meter ending ${meter.serialEnding}` : ''}`,
        readingDate: formatReadingDate(reading.readingDate),
        reading: padReading(reading.readingValue),
        sortDate: reading.readingDate,
        order: index,
      })),
    ),
  );
  return rows.sort(
    (a, b) => b.sortDate.localeCompare(a.sortDate) || a.register.localeCompare(b.register) || b.order - a.order,
  );
}

/**
 * The account with a just-accepted reading added to its register, dated today in the UK as the
 * workflow dates it. Used when the history cannot be fetched again after a submission, so the next
 * plausibility check compares with this reading, not the one before it.
 */
export function withAcceptedReading(
  account: ReadingAccount,
  meterRef: ReadingMeter['meterRef'],
  registerLabel: string,
  readingValue: number,
  now: Date = new Date(),
): ReadingAccount {
  const reading: PastReading = { readingDate: ukDate(now), readingValue };
  return {
    ...account,
    meters: account.meters.map((meter) =>
      meter.meterRef !== meterRef
        ? meter
        : {
            ...meter,
            registers: meter.registers.map((register) =>
              register.registerLabel === registerLabel
                ? { ...register, readings: [...register.readings, reading] }
                : register,
            ),
          },
    ),
  };
}
