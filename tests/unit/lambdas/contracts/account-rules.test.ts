import { describe, expect, it } from 'vitest';
import { accountNumberSchema } from '#contracts/account';
import { accountMessages, accountNumberError } from '#contracts/account-rules';

describe('accountNumberError', () => {
  it('says what the API schema says about an account number, without zod', () => {
    const inputs = ['', ' ', '100001', '  100001  ', 'A'.repeat(20), ` ${'A'.repeat(20)} `, 'A'.repeat(21), '\t7\n'];
    for (const input of inputs) {
      const parsed = accountNumberSchema.safeParse(input);
      expect([input, accountNumberError(input)]).toEqual([
        input,
        parsed.success ? undefined : parsed.error.issues[0]?.message,
      ]);
    }
  });

  it('names each problem', () => {
    expect(accountNumberError('   ')).toBe(accountMessages.accountNumberRequired);
    expect(accountNumberError('1'.repeat(21))).toBe(accountMessages.accountNumberTooLong);
    expect(accountNumberError(' 100001 ')).toBeUndefined();
  });
});
