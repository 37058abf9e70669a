import * as z from './zod.js';
import { accountMessages, ACCOUNT_NUMBER_MAX_LENGTH } from './account-rules.js';
import { postcodeSchema } from './postcode.js';

export const accountNumberSchema = z
  .string({ error: accountMessages.accountNumberRequired })
  .trim()
  .min(1, accountMessages.accountNumberRequired)
  .max(ACCOUNT_NUMBER_MAX_LENGTH, accountMessages.accountNumberTooLong);

/**
 * What the browser sends to look an account up: the workflow's field names, accountNo and postcode
 * (docs/product/account-lookup.md › Account lookup).
 */
export const accountLookupRequestSchema = z.object({
  accountNo: accountNumberSchema,
  postcode: postcodeSchema,
});
export type AccountLookupRequest = z.infer<typeof accountLookupRequestSchema>;

export const readingSchema = z.object({
  readingDate: z.string(),
  readingValue: z.number(),
  readType: z.string(),
});

export const registerSchema = z.object({
  registerLabel: z.string(),
  registerTypeName: z.string(),
  readings: z.array(readingSchema),
});

export const meterTypeSchema = z.enum(['ELECTRICITY', 'GAS']);

export const meterSchema = z.object({
  meterId: z.string(),
  serial: z.string(),
  mpxn: z.string(),
  meterType: meterTypeSchema,
  registers: z.array(registerSchema),
});

/** An account as the account-lookup workflow returns it (the value of its `data` field). */
export const accountSchema = z.object({
  accountNo: z.string(),
  postcode: z.string(),
  addressSingleLine: z.string(),
  hasElectricity: z.boolean(),
  hasGas: z.boolean(),
  meters: z.array(meterSchema),
});

export type Reading = z.infer<typeof readingSchema>;
export type Register = z.infer<typeof registerSchema>;
export type Meter = z.infer<typeof meterSchema>;
export type Account = z.infer<typeof accountSchema>;

/** The workflow's envelope: `data` is null for an unknown account or a postcode that does not match. */
export const accountWorkflowResponseSchema = z.object({ data: accountSchema.nullable() });
