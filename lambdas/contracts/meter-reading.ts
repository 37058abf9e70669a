import * as z from './zod.js';
import { accountNumberSchema, accountSchema } from './account.js';
import { postcodeSchema } from './postcode.js';

/** Every message of the meter-reading journey, shared by the API and the pages. */
export const meterReadingMessages = {
  readingRequired: 'Please enter a reading first',
  readingIncomplete: 'Enter all 6 digits of the reading, including any leading zeros',
  confirmRequired: 'Please confirm by ticking the checkbox',
  readingFormat: 'The reading must be 1 to 6 digits',
  fuelRequired: 'Choose electricity or gas',
  serialRequired: 'The meter serial number is missing',
  registerRequired: 'The register is missing',
  supplyNumberRequired: 'The supply number is missing',
  meterNotOnAccount: 'We could not find that meter on your account.',
  registerNotOnMeter: 'We could not find that register on your meter.',
  wrongFuel: 'That meter does not supply the fuel you chose.',
  /** Defaults when the reading workflow gives no message of its own (docs/product/meter-readings.md › Meter readings). */
  submitted: 'Reading submitted successfully!',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** An identical reading is still being sent by another request (docs/product/meter-readings.md › Meter readings). */
  inProgress: 'This reading is already being sent. Please wait a moment and check your reading history.',
} as const;

/**
 * Number of whole-unit digits on the meter face: six boxes, decimals always 00
 * (docs/product/meter-readings.md › Meter readings).
 */
export const READING_DIGITS = 6;

export const fuelSchema = z.enum(['electricity', 'gas'], { error: meterReadingMessages.fuelRequired });
export type Fuel = z.infer<typeof fuelSchema>;

/** The account workflow's meter type for each fuel the browser names. */
export const meterTypeForFuel = { electricity: 'ELECTRICITY', gas: 'GAS' } as const satisfies Record<Fuel, string>;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** POST /api/getmeterreadings answers with the account as `data` (docs/product/meter-readings.md › Meter readings). */
export const meterReadingsLookupResponseSchema = z.object({ data: accountSchema });
export type MeterReadingsLookupResponse = z.infer<typeof meterReadingsLookupResponseSchema>;

/** POST /api/meter-readings: one reading for one register of one meter. */
export const submitMeterReadingRequestSchema = z.object({
  fuel: fuelSchema,
  accountNo: accountNumberSchema,
  postcode: postcodeSchema,
  serialNumber: requiredText(meterReadingMessages.serialRequired, 40),
  register: requiredText(meterReadingMessages.registerRequired, 20),
  mpanCore: requiredText(meterReadingMessages.supplyNumberRequired, 40),
  reading: z
    .string({ error: meterReadingMessages.readingFormat })
    .regex(/^\d{1,6}$/, meterReadingMessages.readingFormat),
});
export type SubmitMeterReadingRequest = z.infer<typeof submitMeterReadingRequestSchema>;

/** Success answer: the text to show (the workflow's own message, else the default). */
export const submitMeterReadingResponseSchema = z.object({ message: z.string() });
export type SubmitMeterReadingResponse = z.infer<typeof submitMeterReadingResponseSchema>;

/** What the electricity and gas reading workflows receive (docs/product/meter-readings.md › Meter readings). */
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
