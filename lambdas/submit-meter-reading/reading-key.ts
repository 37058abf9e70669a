import { createHash } from 'node:crypto';

export interface ReadingIdentity {
  accountNo: string;
  serialNumber: string;
  register: string;
  readingDate: string;
  /** Whole units; '012345' and '12345' are the same reading. */
  reading: number;
}

/**
 * The idempotency key of a reading (docs/api.md › Reading submissions are sent once): the same account, meter register, UK day
 * and value is the same reading. A hash rather than the raw values: the key holds no readable
 * personal data.
 */
export function readingKey(identity: ReadingIdentity): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        identity.accountNo.trim(),
        identity.serialNumber,
        identity.register,
        identity.readingDate,
        identity.reading,
      ]),
    )
    .digest('hex');
}
