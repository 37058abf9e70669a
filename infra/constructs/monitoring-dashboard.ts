import { Dashboard, GraphWidget, MathExpression, Metric, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { API_METRICS_NAMESPACE, apiMetricNames } from '#contracts/metric-names';
import { API_5XX_RATE_THRESHOLD_PERCENT } from './monitoring-alarms.js';
import { apiMetric, apiMetricSearch, PERIOD, type HttpApiMetrics } from './monitoring-metrics.js';
import type { RouteFunction } from './route-function.js';
import { MANAGED_BLOCK_RULE, RATE_LIMIT_RULES, wafMetric } from './waf-metrics.js';

export interface DashboardProps {
  namePrefix: string;
  httpApi: HttpApi;
  apiMetrics: HttpApiMetrics;
  functions: readonly RouteFunction[];
  distributionId: string;
  /** The stage's own web ACL, for the WAF widgets; unset when the ACL is managed elsewhere. */
  webAclName?: string;
}

/** The one-screen dashboard for ops: CloudFront, the API, the functions, payments, readings, upstreams, WAF. */
export function createDashboard(
  scope: Construct,
  { namePrefix, httpApi, apiMetrics, functions, distributionId, webAclName }: DashboardProps,
): Dashboard {
  const { requests, serverErrors, serverErrorRate, latencyP99 } = apiMetrics;
  // CloudFront publishes its metrics in us-east-1 only; a dashboard may read across regions.
  const cloudFront = (metricName: string, statistic: string) =>
    new Metric({
      namespace: 'AWS/CloudFront',
      metricName,
      dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
      region: 'us-east-1',
      period: PERIOD,
      statistic,
    });

  const perFunction = (pick: (routeFunction: RouteFunction) => IMetric) => functions.map(pick);
  const dashboard = new Dashboard(scope, 'Dashboard', {
    dashboardName: `${namePrefix}-website`,
    widgets: [
      [
        new GraphWidget({ title: 'CloudFront requests', left: [cloudFront('Requests', 'Sum')], width: 8 }),
        new GraphWidget({
          title: 'CloudFront error rates (%)',
          left: [cloudFront('4xxErrorRate', 'Average'), cloudFront('5xxErrorRate', 'Average')],
          width: 8,
        }),
        new GraphWidget({
          title: 'API 5xx rate (%)',
          left: [serverErrorRate],
          leftAnnotations: [{ value: API_5XX_RATE_THRESHOLD_PERCENT }],
          width: 8,
        }),
      ],
      [
        new GraphWidget({
          title: 'API requests and errors',
          left: [requests, httpApi.metricClientError({ period: PERIOD, statistic: 'Sum' }), serverErrors],
          right: [
            apiMetrics.tooManyRequests.with({ label: '429 answers' }),
            apiMetric(apiMetricNames.failedAccountLookups, {}, 'Failed account lookups'),
          ],
          width: 8,
        }),
        new GraphWidget({
          title: 'API latency (ms)',
          left: [httpApi.metricLatency({ period: PERIOD, statistic: 'p50' }), latencyP99],
          width: 8,
        }),
        new GraphWidget({
          title: 'Function p99 duration (ms)',
          left: perFunction((f) =>
            f.function.metricDuration({ period: PERIOD, statistic: 'p99', label: f.route.name }),
          ),
          width: 8,
        }),
      ],
      [
        new GraphWidget({
          title: 'Function errors',
          left: perFunction((f) => f.function.metricErrors({ period: PERIOD, statistic: 'Sum', label: f.route.name })),
          width: 12,
        }),
        new GraphWidget({
          title: 'Function throttles',
          left: perFunction((f) =>
            f.function.metricThrottles({ period: PERIOD, statistic: 'Sum', label: f.route.name }),
          ),
          width: 12,
        }),
      ],
      [
        new GraphWidget({
          title: 'Card payments',
          left: [
            apiMetric(apiMetricNames.checkoutSessionsCreated, {}, 'checkout sessions created'),
            apiMetric(apiMetricNames.paymentsPosted, {}, 'payments posted'),
            apiMetric(apiMetricNames.paymentPostingFailures, {}, 'posting failures'),
            apiMetric(apiMetricNames.webhookSignatureFailures, {}, 'webhook signatures refused'),
            apiMetric(
              apiMetricNames.paymentsPostedByReconciliation,
              {},
              'posted by the reconciliation (missed webhooks)',
            ),
          ],
          width: 8,
        }),
        new GraphWidget({
          title: 'Webhook events by type and outcome',
          left: [apiMetricSearch(apiMetricNames.webhookEvents, ['type', 'outcome'], '')],
          width: 8,
        }),
        new GraphWidget({
          title: 'Meter readings by fuel and outcome',
          left: [apiMetricSearch(apiMetricNames.meterReadings, ['fuel', 'outcome'], '')],
          width: 8,
        }),
      ],
      [
        new GraphWidget({
          title: 'Upstream failures by upstream and kind',
          left: [apiMetricSearch(apiMetricNames.upstreamFailuresByKind, ['upstream', 'kind'], '')],
          width: 12,
        }),
        new GraphWidget({
          title: 'Cold starts by function',
          left: [
            new MathExpression({
              expression: `SEARCH('{${API_METRICS_NAMESPACE},function_name,service} MetricName="ColdStart"', 'Sum', 300)`,
              usingMetrics: {},
              period: PERIOD,
              label: '',
            }),
          ],
          width: 12,
        }),
      ],
    ],
  });

  if (webAclName) {
    const acl = webAclName;
    dashboard.addWidgets(
      new GraphWidget({
        title: 'WAF rate-limited requests (429) per rule',
        left: RATE_LIMIT_RULES.map((rule) => wafMetric(acl, 'BlockedRequests', rule, rule)),
        width: 8,
      }),
      new GraphWidget({
        title: 'WAF blocked by managed rules (403)',
        left: [wafMetric(acl, 'BlockedRequests', MANAGED_BLOCK_RULE, MANAGED_BLOCK_RULE)],
        width: 8,
      }),
      new GraphWidget({
        title: 'WAF requests allowed and blocked',
        left: [
          wafMetric(acl, 'AllowedRequests', 'ALL', 'allowed'),
          wafMetric(acl, 'BlockedRequests', 'ALL', 'blocked'),
        ],
        width: 8,
      }),
    );
  }
  return dashboard;
}
