import type { Account, Meter, Reading, Register } from '#contracts/account';
import { READING_DIGITS, type Fuel } from '#contracts/meter-reading';

export const fuelLabels: Record<Fuel, string> = { electricity: 'Electricity', gas: 'Gas' };

const meterTypes: Record<Fuel, Meter['meterType']> = { electricity: 'ELECTRICITY', gas: 'GAS' };

/**
 * The fuels the account has, electricity first: the default when present
 * (docs/product/meter-readings.md › Meter readings).
 */
export function availableFuels(account: Account): Fuel[] {
  const fuels: Fuel[] = [];
  if (account.hasElectricity || account.meters.some((meter) => meter.meterType === 'ELECTRICITY'))
    fuels.push('electricity');
  if (account.hasGas || account.meters.some((meter) => meter.meterType === 'GAS')) fuels.push('gas');
  return fuels;
}

export function metersOfFuel(account: Account, fuel: Fuel): Meter[] {
  return account.meters.filter((meter) => meter.meterType === meterTypes[fuel]);
}

/**
 * Newest first by reading date. The workflow sends local ISO date-times without a zone
 * ('2026-10-15T10:00:00'), which sort correctly as text; parsing them as dates would apply
 * the browser's time zone for no gain.
 */
function byNewestDate(a: Reading, b: Reading): number {
  return b.readingDate.localeCompare(a.readingDate);
}

/**
 * The previous reading of a register: the newest-dated one, whatever order the data comes in.
 * Of two with the same date, the one later in the list (added later) counts as newer.
 */
export function latestReading(register: Register): Reading | undefined {
  return [...register.readings].reverse().sort(byNewestDate)[0];
}

/** 35398 -> '035398': the meter face the digit boxes show. */
export function padReading(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(READING_DIGITS, '0');
}

/** The date part of a reading date, in UK order: '2026-10-15T10:00:00' -> '15/10/2026'. */
export function formatReadingDate(readingDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(readingDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : readingDate;
}

/** 'Register 01 (Day)': a register's title (docs/product/meter-readings.md › Meter readings). */
export function registerTitle(register: Register): string {
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
export function historyRows(meters: Meter[]): HistoryRow[] {
  const showMeter = meters.length > 1;
  const rows = meters.flatMap((meter) =>
    meter.registers.flatMap((register) =>
      register.readings.map((reading, index) => ({
        key: `${meter.meterId}/${register.registerLabel}/${reading.readingDate}/${index}`,
        register: `${register.registerLabel} (${register.registerTypeName})${showMeter ? `, meter ${meter.serial}` : ''}`,
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

/** Today as the workflow writes reading dates: a local ISO date-time without a zone. */
function localIsoNow(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/**
 * The account with a just-accepted reading added to its register (readType C, a customer's
 * own reading). Used when the history cannot be fetched again after a submission, so the next
 * plausibility check compares with this reading, not the one before it.
 */
export function withAcceptedReading(
  account: Account,
  meterId: Meter['meterId'],
  registerLabel: string,
  readingValue: number,
  now: Date = new Date(),
): Account {
  const reading: Reading = { readingDate: localIsoNow(now), readingValue, readType: 'C' };
  return {
    ...account,
    meters: account.meters.map((meter) =>
      meter.meterId !== meterId
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
