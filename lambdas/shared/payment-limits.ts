import { defaultPaymentLimits, MINIMUM_PAYMENT_PENCE, type PaymentLimits } from '#contracts/money';
import { ConfigError } from './config-error.js';

/** Lambda environment variable that overrides the £10,000.00 ceiling of one payment, in pence. */
export const MAXIMUM_PAYMENT_VARIABLE = 'MAXIMUM_PAYMENT_PENCE';

/**
 * The amount limits this stage enforces. The minimum is the provider's own; the maximum
 * defaults to £10,000.00 and can be changed per stage without a code change.
 */
export function loadPaymentLimits(): PaymentLimits {
  const configured = process.env[MAXIMUM_PAYMENT_VARIABLE];
  if (configured === undefined || configured.trim() === '') return defaultPaymentLimits;
  const maximumPence = Number(configured);
  if (!Number.isSafeInteger(maximumPence) || maximumPence < MINIMUM_PAYMENT_PENCE) {
    throw new ConfigError(
      `${MAXIMUM_PAYMENT_VARIABLE} must be a whole number of pence of at least ${MINIMUM_PAYMENT_PENCE}`,
    );
  }
  return { minimumPence: MINIMUM_PAYMENT_PENCE, maximumPence };
}
