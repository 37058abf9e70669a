import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAMBDA_TIMEOUT_SECONDS, routes } from '../../../../lambdas/routes';
import {
  currentDeadline,
  DeadlineExceededError,
  REQUEST_BUDGET_MS,
  requestBudgetMs,
  stepGraceMs,
  withinRequestDeadline,
  withRequestDeadline,
} from '../../../../lambdas/shared/deadline';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../../../lambdas/shared/upstream';

afterEach(() => vi.unstubAllEnvs());

describe('the request budget (docs/security.md › Deadlines)', () => {
  it('is 6 s, and every Lambda time-out is the budget plus a margin, far below the 30 s of API Gateway and CloudFront', () => {
    expect(REQUEST_BUDGET_MS).toBe(6_000);
    expect(LAMBDA_TIMEOUT_SECONDS).toBe(8);
    for (const route of routes) {
      expect(route.timeoutSeconds * 1000, route.name).toBeGreaterThan(REQUEST_BUDGET_MS);
      expect(route.timeoutSeconds, route.name).toBeLessThan(30);
    }
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBeLessThan(REQUEST_BUDGET_MS);
  });

  it('may be shortened by configuration, never lengthened', () => {
    vi.stubEnv('REQUEST_BUDGET_MS', '300');
    expect(requestBudgetMs()).toBe(300);
    vi.stubEnv('REQUEST_BUDGET_MS', '60000');
    expect(requestBudgetMs()).toBe(REQUEST_BUDGET_MS);
    vi.stubEnv('REQUEST_BUDGET_MS', 'soon');
    expect(requestBudgetMs()).toBe(REQUEST_BUDGET_MS);
  });

  it("ends the steps' deadline a little before the budget, so they answer in their own words", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const outcome = withRequestDeadline(6_000, () =>
        withinRequestDeadline('never', new Promise<never>(() => undefined)),
      );
      const failure = expect(outcome).rejects.toBeInstanceOf(DeadlineExceededError);
      await vi.advanceTimersByTimeAsync(6_000 - stepGraceMs(6_000));
      await failure;
      expect(stepGraceMs(6_000)).toBe(250);
    } finally {
      vi.useRealTimers();
    }
  });

  it('outside a request there is no deadline, and work passes through untouched', async () => {
    expect(currentDeadline()).toBeUndefined();
    await expect(withinRequestDeadline('work', Promise.resolve(42))).resolves.toBe(42);
  });
});
