import { capDaysLeft, capStatusOn } from '#contracts/price-cap-periods';
import { ukDate } from '#contracts/uk-date';
import { logger } from '../shared/logger.js';
import { apiMetricNames, recordGauge } from '../shared/metrics.js';
import { readCapIndexParameter } from '../shared/regulator-figures.js';
import { createScheduledHandler } from '../shared/scheduled-job.js';

/**
 * Every hour (lambdas/contracts/scheduled-jobs.ts): how many days of price cap the stage has left
 * (the periods in SSM that follow on from today's), as the metric PriceCapDaysLeft. Its alarms
 * (infra/constructs/monitoring-alarms.ts) warn ops some days before the end when no next period
 * is set, and fire once none applies (docs/operations.md › The regulator's figures). It reads
 * the index only. A run that cannot read SSM throws: the function's error alarm.
 */
export const handler = createScheduledHandler('check-price-cap', async () => {
  const date = ukDate(new Date());
  const index = await readCapIndexParameter();
  const daysLeft = capDaysLeft(index, date);
  const status = capStatusOn(index, date);
  recordGauge(apiMetricNames.priceCapDaysLeft, daysLeft);
  if (status.status === 'current')
    logger.info('Price cap checked', { date, daysLeft, lastEnd: index.periods.at(-1)?.validTo });
  else logger.error('No price-cap period applies today', { date, status: status.status });
  return { date, daysLeft, status: status.status };
});
