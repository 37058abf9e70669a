import * as z from './zod.js';
import { accountLookupRequestSchema } from './account.js';
import { amountMessages } from './money.js';
import { paymentMessages } from './payment-messages.js';

const limitsSchema = z.object({
  minimumPence: z.number().int().positive(),
  maximumPence: z.number().int().positive(),
});

/**
 * POST /api/accounts/lookup answers with only what the payment step shows: the account
 * number to pay, its address so the payer can see it is the right account, and the amount
 * limits this stage enforces (so the form's messages match the server's).
 */
export const paymentAccountLookupResponseSchema = z.object({
  account: z.object({ accountNo: z.string(), addressSingleLine: z.string() }),
  limits: limitsSchema,
});
export type PaymentAccountLookupResponse = z.infer<typeof paymentAccountLookupResponseSchema>;

/**
 * POST /api/checkout-sessions. The amount travels as the text the user typed (never a float)
 * and is converted to pence on the server. `attemptId` is generated once per confirmation in
 * the browser: repeating a request with the same attempt gives back the same checkout session.
 */
export const createCheckoutSessionRequestSchema = accountLookupRequestSchema.extend({
  amount: z.string({ error: amountMessages.required }).max(32, amountMessages.invalid),
  attemptId: z.uuid({ error: 'attemptId must be a UUID' }),
});
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequestSchema>;

export const createCheckoutSessionResponseSchema = z.object({ url: z.url() });
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponseSchema>;

/** Card provider checkout session ids: "cs_" then letters, digits and underscores. */
export const checkoutSessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, paymentMessages.sessionNotFound);

/**
 * The characters of a payment reference: upper-case letters and digits without 0, 1, I and O,
 * which are easily mistaken for one another when read out or copied from a receipt.
 */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * "7K3Q-9XBD": what the payer can quote about a payment (docs/product/payment.md › Payment).
 * Made when the checkout session is created (lambdas/create-checkout-session/checkout.ts) and
 * sent to the card provider as the payment's description, so its e-mailed receipt shows it too.
 */
export const paymentReferencePattern = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** The reference create-checkout-session stored in a session's metadata; undefined for a session without a valid one (older sessions have none). */
export function storedPaymentReference(metadata: Record<string, string> | null | undefined): string | undefined {
  const reference = metadata?.reference;
  return reference && paymentReferencePattern.test(reference) ? reference : undefined;
}

/**
 * GET /api/checkout-sessions/{id}: only what the result page shows. `reference` is there only
 * once the session is paid (an unpaid session has no payment to refer to).
 */
export const checkoutSessionStatusSchema = z.object({
  paid: z.boolean(),
  amountPence: z.number().int().nonnegative(),
  maskedAccountNo: z.string(),
  reference: z.string().regex(paymentReferencePattern).optional(),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

/** "****01": enough for the payer to recognise the account, too little to reuse it. */
export function maskAccountNumber(accountNo: string): string {
  const visible = accountNo.length > 4 ? 2 : 1;
  return `${'*'.repeat(Math.max(accountNo.length - visible, 3))}${accountNo.slice(-visible)}`;
}
