import * as z from './zod.js';
import { accountLookupRequestSchema } from './account.js';
import { amountMessages } from './money.js';

export const paymentMessages = {
  /** Shown when the provider gives no message of its own (README: Product behaviour › Payment). */
  sessionFailed: 'Failed to create checkout session',
  sessionNotFound: 'We could not find that payment.',
  verificationFailed: 'We could not check the payment just now. Please try again later.',
} as const;

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

/** "7K3Q-9XBD": what the payer can quote about a payment (README: Product behaviour › Payment). */
export const paymentReferencePattern = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * The payment reference for the provider's payment id ("pi_" then letters and digits): its last
 * eight characters, upper-cased and grouped in fours, so it is short enough to read out and to
 * find the payment by (the provider's dashboard and the payment posting, which carries the whole
 * id as `paymentIntentId`, lambdas/contracts/payment-posting.ts). The charge's receipt number is
 * not used: the provider gives one only once it has e-mailed a receipt, often after the payer
 * is back on our page. Undefined for an id that does not have that shape.
 */
export function paymentReference(paymentIntentId: string): string | undefined {
  const match = /^pi_([A-Za-z0-9]{8,})$/.exec(paymentIntentId);
  if (!match?.[1]) return undefined;
  const tail = match[1].slice(-8).toUpperCase();
  return `${tail.slice(0, 4)}-${tail.slice(4)}`;
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
