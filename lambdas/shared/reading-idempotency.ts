import { createHash } from 'node:crypto';

/** How long an accepted reading is remembered: covers double clicks, retries and resubmitted tabs. */
export const READING_IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

/** Upper bound on remembered submissions, so a busy warm instance cannot grow without limit. */
const MAX_ENTRIES = 5_000;

export interface ReadingIdentity {
  accountNo: string;
  serialNumber: string;
  register: string;
  readingDate: string;
  /** Whole units; '012345' and '12345' are the same reading. */
  reading: number;
}

interface Entry<T> {
  expiresAt: number;
  outcome: Promise<T>;
}

/**
 * Remembers reading submissions for a short window so that an identical one (same account,
 * meter register, date and value) is not sent to the workflow twice. A submission still in
 * flight is shared with its duplicate; a failed one is forgotten at once so the user can retry.
 *
 * The memory is per Lambda instance: it covers the common case (double click, network retry,
 * a refresh that re-posts) as those usually reach the same warm instance, but two instances or
 * a cold start do not share it. A guarantee across instances needs a conditional write to a
 * DynamoDB table keyed by the same hash (with a TTL attribute for the window).
 */
export class ReadingIdempotencyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly windowMs = READING_IDEMPOTENCY_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `send` unless the same reading was accepted (or is being sent) within the window. */
  async run(identity: ReadingIdentity, send: () => Promise<T>): Promise<{ outcome: T; duplicate: boolean }> {
    const key = readingKey(identity);
    this.evictExpired();
    const existing = this.entries.get(key);
    if (existing) return { outcome: await existing.outcome, duplicate: true };

    const outcome = send();
    this.entries.set(key, { expiresAt: this.now() + this.windowMs, outcome });
    try {
      return { outcome: await outcome, duplicate: false };
    } catch (error) {
      this.entries.delete(key);
      throw error;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private evictExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
    // Map iteration follows insertion order, so the first keys are the oldest.
    while (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** A hash rather than the raw values: the key holds no readable personal data. */
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
