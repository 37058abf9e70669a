import { describe, expect, it } from 'vitest';
import {
  checkoutIdempotencyKey,
  checkoutSessionParams,
  paymentReference,
  returnUrls,
} from '../../../../lambdas/create-checkout-session/checkout';
import {
  checkoutSessionIdSchema,
  checkoutSessionStatusSchema,
  createCheckoutSessionRequestSchema,
  maskAccountNumber,
  PAYMENT_REFERENCE_ALPHABET,
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

  it('ask for one GBP line item in pence named for the account, with the reference for the receipt', () => {
    expect(checkoutSessionParams('100001', 2550, 'http://127.0.0.1:3000', 'K7QP-3XBD')).toEqual({
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
      metadata: { accountNo: '100001', reference: 'K7QP-3XBD' },
      // The provider's e-mailed receipt includes the PaymentIntent's description.
      payment_intent_data: {
        description: 'Fernleaf Energy payment, reference K7QP-3XBD',
        metadata: { accountNo: '100001', reference: 'K7QP-3XBD' },
      },
    });
  });
});

describe('paymentReference', () => {
  const key = checkoutIdempotencyKey(attempt, '100001', 'NG1 5FS', 2550);

  it('is eight unambiguous characters in two groups of four', () => {
    expect(paymentReference(key)).toMatch(paymentReferencePattern);
    expect(PAYMENT_REFERENCE_ALPHABET).toHaveLength(32);
    expect(PAYMENT_REFERENCE_ALPHABET).not.toMatch(/[01IO]/);
    for (const character of PAYMENT_REFERENCE_ALPHABET)
      expect(`${character.repeat(4)}-2222`).toMatch(paymentReferencePattern);
    for (const character of '01IOo-a ') expect(`${character.repeat(4)}-2222`).not.toMatch(paymentReferencePattern);
  });

  it('is the same for the same idempotency key, so a retried request sends identical parameters', () => {
    expect(paymentReference(key)).toBe(paymentReference(checkoutIdempotencyKey(attempt, '100001', 'ng15fs', 2550)));
    expect(checkoutSessionParams('100001', 2550, 'https://a.test', paymentReference(key))).toEqual(
      checkoutSessionParams('100001', 2550, 'https://a.test', paymentReference(key)),
    );
  });

  it('differs between keys, and uses every character of the alphabet', () => {
    const references = Array.from({ length: 2_000 }, (_, index) =>
      paymentReference(checkoutIdempotencyKey(attempt, '100001', 'NG1 5FS', 1000 + index)),
    );
    // 2,000 draws from 32^8 (about 10^12) values: a repeat would mean the derivation is broken.
    expect(new Set(references).size).toBe(references.length);
    expect(new Set(references.join('').replaceAll('-', ''))).toEqual(new Set(PAYMENT_REFERENCE_ALPHABET));
    for (const reference of references) expect(reference).toMatch(paymentReferencePattern);
  });

  it('keeps its derivation: a retry across a deploy must send the parameters the first request sent', () => {
    // The first 40 bits of SHA-256("payment-reference:checkout-session-example"), 5 bits a character.
    expect(paymentReference('checkout-session-example')).toBe('6LXV-3E2G');
  });
});

describe('payment contract', () => {
  it.each([
    ['100001', '****01'],
    ['12345678', '******78'],
    ['1234', '***4'],
    ['7', '***7'],
  ])('masks %s as %s', (accountNo, masked) => expect(maskAccountNumber(accountNo)).toBe(masked));

  it('answers a reference only in the payment reference format', () => {
    const status = { paid: true, amountPence: 100, maskedAccountNo: '****01' };
    expect(checkoutSessionStatusSchema.safeParse({ ...status, reference: 'K7QP-3XBD' }).success).toBe(true);
    expect(checkoutSessionStatusSchema.safeParse(status).success).toBe(true);
    for (const reference of ['', 'K7QP3XBD', 'k7qp-3xbd', 'K7QP-3XB0', 'SJXS-AJO3', 'K7QP-3XBD\n'])
      expect(checkoutSessionStatusSchema.safeParse({ ...status, reference }).success).toBe(false);
  });

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
