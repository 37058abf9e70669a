import { describe, expect, it, vi } from 'vitest';
import {
  READING_IDEMPOTENCY_WINDOW_MS,
  ReadingIdempotencyCache,
  readingKey,
  type ReadingIdentity,
} from '../../lambdas/shared/reading-idempotency';

const identity: ReadingIdentity = {
  accountNo: '100001',
  serialNumber: 'E1',
  register: '01',
  readingDate: '2026-11-23',
  reading: 22700,
};

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ReadingIdempotencyCache', () => {
  it('sends once within the window and gives the first outcome to the repeat', async () => {
    const time = clock();
    const cache = new ReadingIdempotencyCache<string>(READING_IDEMPOTENCY_WINDOW_MS, time.now);
    const send = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.run(identity, send)).toEqual({ outcome: 'first', duplicate: false });
    time.advance(READING_IDEMPOTENCY_WINDOW_MS - 1);
    expect(await cache.run(identity, send)).toEqual({ outcome: 'first', duplicate: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends again once the window has passed', async () => {
    const time = clock();
    const cache = new ReadingIdempotencyCache<string>(1_000, time.now);
    const send = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await cache.run(identity, send);
    time.advance(1_000);
    expect(await cache.run(identity, send)).toEqual({ outcome: 'second', duplicate: false });
    expect(cache.size).toBe(1);
  });

  it.each([
    ['another value', { reading: 22701 }],
    ['another day', { readingDate: '2026-11-24' }],
    ['another register', { register: '02' }],
    ['another meter', { serialNumber: 'E2' }],
    ['another account', { accountNo: '100002' }],
  ])('treats %s as a new submission', async (_, change) => {
    const cache = new ReadingIdempotencyCache<string>();
    const send = vi.fn().mockResolvedValue('ok');
    await cache.run(identity, send);
    await cache.run({ ...identity, ...change }, send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shares a send that is still in flight', async () => {
    const cache = new ReadingIdempotencyCache<string>();
    let finish: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.run(identity, send);
    const second = cache.run(identity, send);
    finish('done');
    expect(await Promise.all([first, second])).toEqual([
      { outcome: 'done', duplicate: false },
      { outcome: 'done', duplicate: true },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed send so that a retry goes out', async () => {
    const cache = new ReadingIdempotencyCache<string>();
    const send = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('ok');
    await expect(cache.run(identity, send)).rejects.toThrow('refused');
    expect(await cache.run(identity, send)).toEqual({ outcome: 'ok', duplicate: false });
  });

  it('keys by a hash that holds no readable account data', () => {
    const key = readingKey(identity);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('100001');
    expect(readingKey({ ...identity, accountNo: ' 100001 ' })).toBe(key);
  });
});
