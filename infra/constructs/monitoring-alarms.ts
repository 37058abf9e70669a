import { Duration } from 'aws-cdk-lib';
import { MathExpression, type Alarm, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { apiMetricNames } from '#contracts/metric-names';
import { PRICE_CAP_WARNING_DAYS } from '#contracts/price-cap-periods';
import { apiMetric, PERIOD, type HttpApiMetrics } from './monitoring-metrics.js';
import type { RouteFunction } from './route-function.js';

/** Share of API requests answered with a 5xx, in percent, that raises the alarm. */
export const API_5XX_RATE_THRESHOLD_PERCENT = 5;
/** Share of API requests that met a failing upstream (any), in percent, that raises the alarm. */
export const UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT = 5;
/** Refused webhook signatures in five minutes that raise the alarm (a rotated secret not yet in the card-provider secret). */
export const WEBHOOK_SIGNATURE_FAILURES_THRESHOLD = 5;
/**
 * Answers with status 429 in five minutes that raise the alarm: API Gateway's throttles (a limit
 * reached by everyone together, which the WAF's per-IP limits should have stopped first) or our own
 * failed-lookup limit (someone guessing one account or postcode).
 */
export const API_TOO_MANY_REQUESTS_THRESHOLD = 20;
/**
 * Unknown account number + postcode pairs in five minutes (all lookup routes together) that raise
 * the alarm in 2 of 3 periods: customers mistype a few an hour; hundreds is someone guessing.
 */
export const FAILED_LOOKUPS_THRESHOLD = 100;

export interface AlarmOptions {
  metric: IMetric;
  threshold: number;
  evaluationPeriods: number;
  datapointsToAlarm: number;
  description: string;
  /** Alarm when the metric is below the threshold (default: at or above it). */
  below?: boolean;
  /** No data counts as breaching (default: not breaching). */
  missingDataBreaches?: boolean;
}

/**
 * The alarms that mean "customers are failing": API 5xx rate and p99 latency, upstream failures,
 * payment postings, webhook signatures, and each function's crashes and throttles. `add` creates
 * one alarm (Monitoring wires it to the stage's topic).
 */
export function addCustomerAlarms(
  add: (id: string, options: AlarmOptions) => Alarm,
  { requests, serverErrorRate, latencyP99, tooManyRequests }: HttpApiMetrics,
  functions: readonly RouteFunction[],
  latencyAlarmP99Ms: number,
): void {
  add('ApiTooManyRequests', {
    metric: tooManyRequests,
    threshold: API_TOO_MANY_REQUESTS_THRESHOLD,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    description: `${API_TOO_MANY_REQUESTS_THRESHOLD} or more API answers were 429 in 5 minutes: API Gateway's throttles (customers may be refused: see docs/security.md, Throttles sized from the WAF limits) or the failed-lookup limit (FailedAccountLookups on the dashboard).`,
  });
  add('FailedAccountLookups', {
    metric: apiMetric(apiMetricNames.failedAccountLookups),
    threshold: FAILED_LOOKUPS_THRESHOLD,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    description: `${FAILED_LOOKUPS_THRESHOLD} or more account lookups with an unknown account number or postcode in 2 of the last 3 five-minute periods: someone may be guessing accounts. See the WAF's rate-limited requests and sampled requests.`,
  });
  add('Api5xxRate', {
    metric: serverErrorRate,
    threshold: API_5XX_RATE_THRESHOLD_PERCENT,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    description: `More than ${API_5XX_RATE_THRESHOLD_PERCENT}% of API requests failed with a 5xx in 2 of the last 3 five-minute periods.`,
  });
  add('ApiLatencyP99', {
    metric: latencyP99,
    threshold: latencyAlarmP99Ms,
    evaluationPeriods: 3,
    datapointsToAlarm: 3,
    description: `API p99 latency above ${latencyAlarmP99Ms} ms for 15 minutes.`,
  });

  add('UpstreamFailureRate', {
    metric: new MathExpression({
      expression: 'IF(requests > 0, 100 * failures / requests, 0)',
      usingMetrics: { requests, failures: apiMetric(apiMetricNames.upstreamFailures) },
      period: PERIOD,
      label: 'Upstream failures per API request (%)',
    }),
    threshold: UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    description: `Upstream calls (workflows, reviews, card provider, payment posting) failed for more than ${UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT}% of API requests in 2 of the last 3 five-minute periods. The dashboard shows which upstream and how.`,
  });
  add('PaymentPostingFailures', {
    metric: apiMetric(apiMetricNames.paymentPostingFailures),
    threshold: 1,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    description:
      "A paid card payment could not be posted to the payment-posting workflow. The card provider retries the event for up to 3 days; check the workflow, then the provider's webhook delivery log.",
  });
  add('PaymentsPostedByReconciliation', {
    metric: apiMetric(apiMetricNames.paymentsPostedByReconciliation),
    threshold: 1,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    description:
      "The hourly reconciliation posted a paid card payment the webhook had not posted within an hour (docs/operations.md › Card payment reconciliation). The payment is posted; find why the webhook missed it: the provider's webhook delivery log, the webhook function's errors, PaymentPostingFailures.",
  });
  add('WebhookSignatureFailures', {
    metric: apiMetric(apiMetricNames.webhookSignatureFailures),
    threshold: WEBHOOK_SIGNATURE_FAILURES_THRESHOLD,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    description: `${WEBHOOK_SIGNATURE_FAILURES_THRESHOLD} or more card provider webhook requests had a bad or stale signature in 5 minutes: is cardProviderWebhookSecret in the card-provider secret the endpoint's current signing secret?`,
  });

  for (const routeFunction of functions) {
    const name = routeFunction.route.name;
    add(`Errors-${name}`, {
      metric: routeFunction.function.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      description: `${name}: the function crashed or timed out (a route answers handled errors; a scheduled job throws when its run failed, docs/operations.md › Card payment reconciliation).`,
    });
    add(`Throttles-${name}`, {
      metric: routeFunction.function.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      description: `${name}: invocations were throttled (account concurrency exhausted).`,
    });
  }
}

/**
 * The price cap in SSM (docs/operations.md › The regulator's figures): a warning some days before
 * the last period ends with no next one set, and an alarm once none applies (from the hourly
 * check's PriceCapDaysLeft, and from the route whenever it answers that the cap is being updated).
 */
export function addPriceCapAlarms(add: (id: string, options: AlarmOptions) => Alarm): void {
  const daysLeft = apiMetric(apiMetricNames.priceCapDaysLeft).with({ statistic: 'Minimum', period: Duration.hours(1) });
  add('PriceCapEndingSoon', {
    metric: daysLeft,
    threshold: PRICE_CAP_WARNING_DAYS,
    below: true,
    // The hourly check not reporting is itself a reason to look (its function's error alarm says why).
    missingDataBreaches: true,
    evaluationPeriods: 2,
    datapointsToAlarm: 2,
    description: `The price cap in SSM ends in under ${PRICE_CAP_WARNING_DAYS} days and no next period is set: set it with npm run price-cap -- set (docs/operations.md › The regulator's figures).`,
  });
  add('PriceCapEnded', {
    metric: daysLeft,
    threshold: 1,
    below: true,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    description:
      "No price-cap period in SSM applies today: the home page shows -- and says the figures are being updated. Set the current period now (docs/operations.md › The regulator's figures).",
  });
  add('PriceCapEndedAnswers', {
    metric: apiMetric(apiMetricNames.priceCapEnded),
    threshold: 1,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    description:
      "The price-cap route answered that the cap is being updated: the latest period in SSM has ended. Set the current period (docs/operations.md › The regulator's figures).",
  });
}
