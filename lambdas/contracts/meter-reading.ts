import * as z from './zod.js';
import { accountNumberSchema, meterTypeSchema } from './account.js';
import { meterReadingMessages } from './meter-reading-rules.js';
import { postcodeSchema } from './postcode.js';

export const fuelSchema = z.enum(['electricity', 'gas'], { error: meterReadingMessages.fuelRequired });
export type Fuel = z.infer<typeof fuelSchema>;

/** The account workflow's meter type for each fuel the browser names. */
export const meterTypeForFuel = { electricity: 'ELECTRICITY', gas: 'GAS' } as const satisfies Record<Fuel, string>;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/**
 * A past reading as /SubmitMeterReading shows it: its UK date (`YYYY-MM-DD`, no time of day) and
 * value. Each register's readings come oldest first, so of two on one date the later is newer.
 */
export const pastReadingSchema = z.object({ readingDate: z.string(), readingValue: z.number() });

export const readingRegisterSchema = z.object({
  registerLabel: z.string(),
  registerTypeName: z.string(),
  readings: z.array(pastReadingSchema),
});

/**
 * A meter as the reading form shows it. `meterRef` is our name for it on this account (its place
 * in the account and its serial's ending; lambdas/shared/reading-account.ts): the browser sends it
 * back with a reading, and the server finds the serial and the MPAN/MPRN again itself.
 * `serialEnding` is all of the serial the page shows (docs/security.md › Least data out).
 */
export const readingMeterSchema = z.object({
  meterRef: z.string(),
  meterType: meterTypeSchema,
  serialEnding: z.string(),
  registers: z.array(readingRegisterSchema),
});

/**
 * POST /api/getmeterreadings answers `{data}`: only what /SubmitMeterReading shows (the address
 * line, the account number, the fuels, per meter its serial's ending and registers with their
 * history), never an MPAN/MPRN, a full serial or the workflow's own meter id
 * (docs/security.md › Least data out).
 */
export const readingAccountSchema = z.object({
  accountNo: z.string(),
  addressSingleLine: z.string(),
  hasElectricity: z.boolean(),
  hasGas: z.boolean(),
  meters: z.array(readingMeterSchema),
});

export type PastReading = z.infer<typeof pastReadingSchema>;
export type ReadingRegister = z.infer<typeof readingRegisterSchema>;
export type ReadingMeter = z.infer<typeof readingMeterSchema>;
export type ReadingAccount = z.infer<typeof readingAccountSchema>;

export const meterReadingsLookupResponseSchema = z.object({ data: readingAccountSchema });
export type MeterReadingsLookupResponse = z.infer<typeof meterReadingsLookupResponseSchema>;

/**
 * POST /api/meter-readings: one reading for one register of one meter, the meter named by the
 * `meterRef` the lookup gave. The server looks the account up again (number AND postcode) and
 * takes the serial and supply number from there.
 */
export const submitMeterReadingRequestSchema = z.object({
  fuel: fuelSchema,
  accountNo: accountNumberSchema,
  postcode: postcodeSchema,
  meterRef: requiredText(meterReadingMessages.meterRequired, 40),
  register: requiredText(meterReadingMessages.registerRequired, 20),
  reading: z
    .string({ error: meterReadingMessages.readingFormat })
    .regex(/^\d{1,6}$/, meterReadingMessages.readingFormat),
});
export type SubmitMeterReadingRequest = z.infer<typeof submitMeterReadingRequestSchema>;

/** Success answer: the text to show (the workflow's own message, else the default). */
export const submitMeterReadingResponseSchema = z.object({ message: z.string() });
export type SubmitMeterReadingResponse = z.infer<typeof submitMeterReadingResponseSchema>;

/**
 * What the electricity and gas reading workflows receive (docs/product/meter-readings.md › Meter
 * readings): built on the server from the account the workflow knows, never from the browser's meter details.
 */
export interface ReadingWorkflowPayload {
  readingDate: string;
  postcode: string;
  accountNo: string;
  reading: string;
  serialNumber: string;
  register: string;
  mpanCore: string;
  readType: 'C';
}

/** The workflows answer `{ messages: [{ message }] }` on success and on refusal alike. */
export const readingWorkflowAnswerSchema = z.object({
  messages: z.array(z.object({ message: z.string() })).optional(),
});
