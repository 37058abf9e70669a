import * as z from './zod.js';
import { isUkPostcode, postcodeMessages } from './postcode-rules.js';

export { compactPostcode, isUkPostcode, postcodeError, postcodeMessages } from './postcode-rules.js';

/** The API's postcode field: the rules of postcode-rules.ts as a zod schema. */
export const postcodeSchema = z
  .string({ error: postcodeMessages.required })
  .trim()
  .min(1, postcodeMessages.required)
  .max(16, postcodeMessages.invalid)
  .refine(isUkPostcode, postcodeMessages.invalid);
