import { describe, expect, it } from 'vitest';
import {
  checkoutIdempotencyKey,
  checkoutSessionParams,
  returnUrls,
} from '../../lambdas/create-checkout-session/checkout';
import {
  checkoutSessionIdSchema,
  createCheckoutSessionRequestSchema,
  maskAccountNumber,
  paymentReference,
  paymentReferencePattern,
} from '#contracts/payment';

const attempt = '3f1c9a52-7b8e-4d2a-9c61-0e5b7d4a2f10';

describe('checkoutIdempotencyKey', () => {
  it('is the same for the same attempt, whatever the postcode spelling', () => {
    const key = checkoutIdempotencyKey(attempt, '100001', 'NG1 5FS', 2550);
    expect(checkoutIdempotencyKey(attempt, '100001', 'ng15fs', 2550)).toBe(key);
    expect(key).toMatch(/^checkout-session-[0-9a-f]{64}$/);
  });

  it.each([
    ['another attempt', { attemptId: '5d0c3b1e-0000-4000-8000-000000000000' }],
    ['another account', { accountNo: '100002' }],
    ['another postcode', { postcode: 'NG1 5FT' }],
    ['another amount', { pence: 2551 }],
  ])('changes for %s', (_, change) => {
    const request = { attemptId: attempt, accountNo: '100001', postcode: 'NG1 5FS', pence: 2550, ...change };
    expect(checkoutIdempotencyKey(request.attemptId, request.accountNo, request.postcode, request.pence)).not.toBe(
      checkoutIdempotencyKey(attempt, '100001', 'NG1 5FS', 2550),
    );
  });

  it('cannot be forged by moving text between fields', () => {
    expect(checkoutIdempotencyKey(attempt, '1', '00001', 1)).not.toBe(checkoutIdempotencyKey(attempt, '10000', '1', 1));
  });
});

describe('checkout session parameters', () => {
  it('build return URLs from the origin alone, keeping the provider placeholder', () => {
    expect(returnUrls('https://www.fernleaf.example/some/path/')).toEqual({
      successUrl: 'https://www.fernleaf.example/Payment/Success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://www.fernleaf.example/Payment/Failure',
    });
  });

  it('ask for one GBP line item in pence named for the account', () => {
    expect(checkoutSessionParams('100001', 2550, 'http://127.0.0.1:3000')).toEqual({
      mode: 'payment',
      success_url: 'http://127.0.0.1:3000/Payment/Success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:3000/Payment/Failure',
      line_items: [
        {
          price_data: { currency: 'gbp', product_data: { name: 'Payment for account 100001' }, unit_amount: 2550 },
          quantity: 1,
        },
      ],
      client_reference_id: '100001',
      metadata: { accountNo: '100001' },
    });
  });
});

describe('payment contract', () => {
  it.each([
    ['100001', '****01'],
    ['12345678', '******78'],
    ['1234', '***4'],
    ['7', '***7'],
  ])('masks %s as %s', (accountNo, masked) => expect(maskAccountNumber(accountNo)).toBe(masked));

  it.each([
    // The provider's own sample payment intent (local/sandbox/data/card-provider/payment_intent.json).
    ['pi_1PgafyB7WZ01zgkWSjxsAJo3', 'SJXS-AJO3'],
    // The emulator's ids: "pi_" and 24 hex digits.
    ['pi_0123456789abcdef0123cdef', '0123-CDEF'],
    ['pi_ABCDEFGH', 'ABCD-EFGH'],
  ])('gives %s the payment reference %s', (id, reference) => {
    expect(paymentReference(id)).toBe(reference);
    expect(reference).toMatch(paymentReferencePattern);
  });

  it.each(['', 'pi_', 'pi_short', 'ch_1PgafyB7WZ01zgkWSjxsAJo3', 'pi_1Pgafy-B7WZ01zgkW', 'pi_1PgafyB7WZ01zgkW\n'])(
    'gives no reference for an id of another shape (%j)',
    (id) => expect(paymentReference(id)).toBeUndefined(),
  );

  it('accepts only provider-shaped session ids', () => {
    expect(checkoutSessionIdSchema.safeParse('cs_test_a1B2').success).toBe(true);
    for (const id of ['', 'made-up', 'cs_', 'cs_a/b', 'cs_a?b=1', `cs_${'a'.repeat(251)}`])
      expect(checkoutSessionIdSchema.safeParse(id).success).toBe(false);
  });

  it('takes the amount only as text so that no float ever reaches the server', () => {
    const base = { accountNo: '100001', postcode: 'NG1 5FS', attemptId: attempt };
    expect(createCheckoutSessionRequestSchema.safeParse({ ...base, amount: '25.50' }).success).toBe(true);
    expect(createCheckoutSessionRequestSchema.safeParse({ ...base, amount: 25.5 }).success).toBe(false);
  });
});
