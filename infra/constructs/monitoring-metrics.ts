import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { API_METRICS_NAMESPACE, apiMetricNames } from '#contracts/metric-names';
import { API_SERVICE_NAME } from '#contracts/service-name';

/** The metrics the alarms (monitoring-alarms.ts) and the dashboard (monitoring-dashboard.ts) share. */
export const PERIOD = Duration.minutes(5);

/** One of the API's own metrics (lambdas/shared/metrics.ts), summed over the period. */
export function apiMetric(name: string, dimensions: Record<string, string> = {}, label?: string): Metric {
  return new Metric({
    namespace: API_METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: API_SERVICE_NAME, ...dimensions },
    period: PERIOD,
    statistic: 'Sum',
    label,
  });
}

/** Every series of a metric with extra dimensions, for graphs (alarms cannot use SEARCH). */
export function apiMetricSearch(name: string, dimensions: readonly string[], label: string): MathExpression {
  const schema = ['service', ...dimensions].join(',');
  return new MathExpression({
    expression: `SEARCH('{${API_METRICS_NAMESPACE},${schema}} MetricName="${name}"', 'Sum', 300)`,
    usingMetrics: {},
    period: PERIOD,
    label,
  });
}

/** The HTTP API's requests, 5xx answers and their rate, its p99 latency and its 429 answers, over the period. */
export function httpApiMetrics(httpApi: HttpApi) {
  // HTTP APIs publish no 429 metric: a metric filter on the access logs counts them (monitoring.ts).
  const tooManyRequests = new Metric({
    namespace: API_METRICS_NAMESPACE,
    metricName: apiMetricNames.apiTooManyRequests,
    dimensionsMap: { api: httpApi.apiId },
    period: PERIOD,
    statistic: 'Sum',
  });
  const requests = httpApi.metricCount({ period: PERIOD, statistic: 'Sum' });
  const serverErrors = httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
  const serverErrorRate = new MathExpression({
    expression: 'IF(requests > 0, 100 * errors / requests, 0)',
    usingMetrics: { requests, errors: serverErrors },
    period: PERIOD,
    label: 'API 5xx rate (%)',
  });
  const latencyP99 = httpApi.metricLatency({ period: PERIOD, statistic: 'p99' });
  return { requests, serverErrors, serverErrorRate, latencyP99, tooManyRequests };
}

export type HttpApiMetrics = ReturnType<typeof httpApiMetrics>;
