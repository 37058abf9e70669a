import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { API_METRICS_NAMESPACE } from '#contracts/metric-names';
import { API_SERVICE_NAME } from '#contracts/service-name';

/**
 * The API's custom CloudWatch metrics, written as EMF log lines by Powertools Metrics (no API
 * call, no extra latency). Namespace and service come from POWERTOOLS_METRICS_NAMESPACE and
 * POWERTOOLS_SERVICE_NAME, which infra/constructs/route-function.ts sets; every metric carries the
 * `service` dimension. Names and dimensions: docs/operations.md › Metrics and tracing; the alarms on some of them:
 * infra/constructs/monitoring.ts.
 */
export const metrics = new Metrics({ namespace: API_METRICS_NAMESPACE, serviceName: API_SERVICE_NAME });

/** Metric names, shared with the alarms (infra/constructs/monitoring.ts reads them). */
export { apiMetricNames } from '#contracts/metric-names';

/**
 * Adds `count` (1 unless said) to `name` now (its own EMF line, so concurrent requests on the
 * local server never mix dimensions). `dimensions` must be low-cardinality values of ours (a
 * fuel, an outcome), never user input or personal data.
 */
export function countMetric(name: string, dimensions: Record<string, string> = {}, count = 1): void {
  const single = metrics.singleMetric();
  if (Object.keys(dimensions).length > 0) single.addDimensions(dimensions);
  single.addMetric(name, MetricUnit.Count, count);
}

/** One `ColdStart` metric per new instance, with the route's name as `function_name`. */
export function countColdStart(routeName: string): void {
  metrics.captureColdStartMetric(routeName);
}

/** Records `value` of a level (not a count) now, e.g. days left; no dimension besides service. */
export function recordGauge(name: string, value: number): void {
  metrics.singleMetric().addMetric(name, MetricUnit.Count, value);
}
