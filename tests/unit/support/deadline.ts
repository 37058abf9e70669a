import { expect, vi } from 'vitest';

/**
 * Runs `start` (a call that waits on an upstream which never answers) under fake timers and
 * lets exactly `deadlineMs` of virtual time pass instead of waiting for it: the call must still
 * be pending 1 ms before the deadline, and its outcome is returned once the deadline has passed.
 * Only setTimeout/clearTimeout are faked; the HTTP traffic itself stays real.
 */
export async function outcomeAfterDeadline<T>(deadlineMs: number, start: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const timersBefore = vi.getTimerCount();
    let settled = false;
    const pending = start().finally(() => {
      settled = true;
    });
    // The deadline is armed before the request leaves; wait (in real time) until it is.
    // Not vi.waitFor: under fake timers it advances them while it polls.
    for (let turn = 0; vi.getTimerCount() <= timersBefore; turn++) {
      if (turn === 1_000) throw new Error('No time-out was armed');
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.advanceTimersByTimeAsync(deadlineMs - 1);
    expect(settled, 'answered before the deadline').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    return await pending;
  } finally {
    vi.useRealTimers();
  }
}
