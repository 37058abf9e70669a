import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerEntry, routes } from '#contracts/routes';
import { RECONCILIATION_GRACE_MINUTES, RECONCILIATION_WINDOW_HOURS, scheduledJobs } from '#contracts/scheduled-jobs';

/** The card provider retries a webhook delivery for up to three days (docs/api.md › Card provider webhook). */
const PROVIDER_RETRY_HOURS = 3 * 24;

describe('the scheduled job table', () => {
  it('names every job <verb>-<resource> in kebab case, none the same as a route', () => {
    for (const job of scheduledJobs) expect(job.name).toMatch(/^[a-z]+(-[a-z]+)+$/);
    const names = [...routes, ...scheduledJobs].map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('points every job at a handler that exists, with at least one test event for npm run invoke', () => {
    for (const job of scheduledJobs) {
      expect(existsSync(handlerEntry(job)), handlerEntry(job)).toBe(true);
      expect(readdirSync(`lambdas/${job.name}/events`).filter((file) => file.endsWith('.json')).length).toBeGreaterThan(
        0,
      );
    }
  });

  it("gives every job a time-out within Lambda's 15 minutes, shorter than the time between its runs", () => {
    for (const job of scheduledJobs) {
      expect(job.timeoutSeconds).toBeLessThanOrEqual(15 * 60);
      expect(job.timeoutSeconds).toBeLessThan(job.everyMinutes * 60);
      expect(job.memoryMb).toBeGreaterThanOrEqual(128);
    }
  });
});

describe('the reconciliation window', () => {
  it("reaches further back than the provider's retries, so a payment whose retries ran out is still found", () => {
    expect(RECONCILIATION_WINDOW_HOURS).toBeGreaterThan(PROVIDER_RETRY_HOURS);
    const reconciliation = scheduledJobs.find((job) => job.name === 'reconcile-card-payments')!;
    // Several runs see a payment between the end of its grace period and the end of the window.
    expect(RECONCILIATION_WINDOW_HOURS * 60 - RECONCILIATION_GRACE_MINUTES).toBeGreaterThan(
      3 * reconciliation.everyMinutes,
    );
  });
});
