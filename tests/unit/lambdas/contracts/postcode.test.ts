import { describe, expect, it } from 'vitest';
import { postcodeSchema } from '#contracts/postcode';
import { compactPostcode, isUkPostcode, postcodeError, postcodeMessages } from '#contracts/postcode-rules';

describe('the shared UK postcode rule', () => {
  it.each([
    'SW1A 1AA',
    'EC1A1BB',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
    'ng1 5fs',
    ' LE1  6RP ',
    'GIR 0AA',
  ])('accepts %s', (postcode) => {
    expect(isUkPostcode(postcode)).toBe(true);
    expect(postcodeError(postcode)).toBeUndefined();
    expect(postcodeSchema.safeParse(postcode).success).toBe(true);
  });

  it.each(['ABC', '12345', 'SW1A 1A', 'SW1A 1AAA', '1AA 1AA', 'SW1A-1AA', 'NG1 5FS;', 'Q1 1AA1'])(
    'rejects %s as not a UK postcode',
    (postcode) => {
      expect(isUkPostcode(postcode)).toBe(false);
      expect(postcodeError(postcode)).toBe(postcodeMessages.invalid);
      expect(postcodeSchema.safeParse(postcode).error?.issues[0]?.message).toBe(postcodeMessages.invalid);
    },
  );

  it.each(['', '   ', '\t'])('asks for a postcode when it is empty (%j)', (postcode) => {
    expect(postcodeError(postcode)).toBe(postcodeMessages.required);
    expect(postcodeSchema.safeParse(postcode).error?.issues[0]?.message).toBe(postcodeMessages.required);
  });

  it('says a postcode is required when the field is missing altogether', () => {
    expect(postcodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Postcode is required');
  });

  it('removes every whitespace character and upper-cases for links and upstreams', () => {
    expect(compactPostcode(' sw1a \t1aa ')).toBe('SW1A1AA');
  });
});
