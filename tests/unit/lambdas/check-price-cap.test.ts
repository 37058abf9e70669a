import { afterEach, describe, expect, it, vi } from 'vitest';
import { ukDate, ukMidnight } from '#contracts/uk-date';
import { handler } from '../../../lambdas/check-price-cap/handler';
import { forgetRegulatorFigures } from '../../../lambdas/shared/regulator-figures';
import { quarterStarts } from '../../../local/sandbox/regulator-figures';
import { testContext } from '../support/api-gateway';
import { useSandboxEnvironment } from '../support/sandbox';

/* The hourly check behind the price-cap alarms (infra/constructs/monitoring-alarms.ts). */

useSandboxEnvironment({ POWERTOOLS_METRICS_DISABLED: 'false' });
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetRegulatorFigures();
});

function emittedDaysLeft(write: { mock: { calls: unknown[][] } }): number[] {
  return write.mock.calls
    .map(([line]) => String(line))
    .filter((line: string) => line.includes('PriceCapDaysLeft'))
    .map((line: string) => (JSON.parse(line) as { PriceCapDaysLeft: number }).PriceCapDaysLeft);
}

describe('check-price-cap', () => {
  it('reports the days left to the end of the last period, then 0 from that day', async () => {
    const [, , end] = quarterStarts(ukDate(new Date()), 3);
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.useFakeTimers({ toFake: ['Date'], now: ukMidnight(end!).getTime() - 5 * 86_400_000 + 3_600_000 });
    expect(await handler({}, testContext('check-price-cap'))).toMatchObject({ daysLeft: 5, status: 'current' });
    vi.setSystemTime(ukMidnight(end!));
    forgetRegulatorFigures();
    expect(await handler({}, testContext('check-price-cap'))).toMatchObject({ daysLeft: 0, status: 'ended' });
    expect(emittedDaysLeft(write)).toEqual([5, 0]);
  });
});
