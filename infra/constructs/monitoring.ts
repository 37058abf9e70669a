import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { API_METRICS_NAMESPACE, apiMetricNames } from '#contracts/metric-names';
import { API_SERVICE_NAME } from '#contracts/service-name';
import type { RouteFunction } from './route-function.js';
import { MANAGED_BLOCK_RULE, RATE_LIMIT_RULES, wafMetric } from './waf-metrics.js';

/** Share of API requests answered with a 5xx, in percent, that raises the alarm. */
export const API_5XX_RATE_THRESHOLD_PERCENT = 5;
const PERIOD = Duration.minutes(5);
/** Share of API requests that met a failing upstream (any), in percent, that raises the alarm. */
export const UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT = 5;
/** Refused webhook signatures in five minutes that raise the alarm (a rotated secret not yet in the stage secret). */
export const WEBHOOK_SIGNATURE_FAILURES_THRESHOLD = 5;

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
function apiMetricSearch(name: string, dimensions: readonly string[], label: string): MathExpression {
  const schema = ['service', ...dimensions].join(',');
  return new MathExpression({
    expression: `SEARCH('{${API_METRICS_NAMESPACE},${schema}} MetricName="${name}"', 'Sum', 300)`,
    usingMetrics: {},
    period: PERIOD,
    label,
  });
}

export interface MonitoringProps {
  namePrefix: string;
  httpApi: HttpApi;
  functions: readonly RouteFunction[];
  distribution: Distribution;
  alarmEmail?: string;
  latencyAlarmP99Ms: number;
  /**
   * The stage's own web ACL (infra/constructs/web-acl.ts), for the WAF widgets; unset when the
   * stage attaches an ACL managed elsewhere (settings.webAclArn). Its alarms are in the
   * edge-security stack (us-east-1).
   */
  webAclName?: string;
}

/**
 * Alarms that mean "customers are failing" (API 5xx rate, function errors and throttles, slow
 * p99) to one SNS topic with the stage's e-mail, and a one-screen dashboard for ops.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  private readonly namePrefix: string;
  private readonly alarmAction: SnsAction;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { httpApi, namePrefix } = props;
    this.namePrefix = namePrefix;

    this.topic = new Topic(this, 'AlarmTopic', {
      topicName: `${namePrefix}-alarms`,
      displayName: `${namePrefix} website alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry only alarm names and states, no customer data; CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer-managed key would protect nothing here.',
    });
    this.alarmAction = new SnsAction(this.topic);

    const requests = httpApi.metricCount({ period: PERIOD, statistic: 'Sum' });
    const serverErrors = httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
      label: 'API 5xx rate (%)',
    });
    const latencyP99 = httpApi.metricLatency({ period: PERIOD, statistic: 'p99' });

    this.addAlarm('Api5xxRate', {
      metric: serverErrorRate,
      threshold: API_5XX_RATE_THRESHOLD_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: `More than ${API_5XX_RATE_THRESHOLD_PERCENT}% of API requests failed with a 5xx in 2 of the last 3 five-minute periods.`,
    });
    this.addAlarm('ApiLatencyP99', {
      metric: latencyP99,
      threshold: props.latencyAlarmP99Ms,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      description: `API p99 latency above ${props.latencyAlarmP99Ms} ms for 15 minutes.`,
    });

    this.addAlarm('UpstreamFailureRate', {
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * failures / requests, 0)',
        usingMetrics: { requests, failures: apiMetric(apiMetricNames.upstreamFailures) },
        period: PERIOD,
        label: 'Upstream failures per API request (%)',
      }),
      threshold: UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: `Upstream calls (workflows, quote, reviews, card provider, payment posting) failed for more than ${UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT}% of API requests in 2 of the last 3 five-minute periods. The dashboard shows which upstream and how.`,
    });
    this.addAlarm('PaymentPostingFailures', {
      metric: apiMetric(apiMetricNames.paymentPostingFailures),
      threshold: 1,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      description:
        "A paid card payment could not be posted to the payment-posting workflow. The card provider retries the event for up to 3 days; check the workflow, then the provider's webhook delivery log.",
    });
    this.addAlarm('WebhookSignatureFailures', {
      metric: apiMetric(apiMetricNames.webhookSignatureFailures),
      threshold: WEBHOOK_SIGNATURE_FAILURES_THRESHOLD,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      description: `${WEBHOOK_SIGNATURE_FAILURES_THRESHOLD} or more card provider webhook requests had a bad or stale signature in 5 minutes: is cardProviderWebhookSecret in the stage secret the endpoint's current signing secret?`,
    });

    for (const routeFunction of props.functions) {
      const name = routeFunction.route.name;
      this.addAlarm(`Errors-${name}`, {
        metric: routeFunction.function.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        datapointsToAlarm: 1,
        description: `${name}: the function crashed or timed out (handled errors are answered, not thrown).`,
      });
      this.addAlarm(`Throttles-${name}`, {
        metric: routeFunction.function.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        datapointsToAlarm: 1,
        description: `${name}: invocations were throttled (account concurrency exhausted).`,
      });
    }

    // CloudFront publishes its metrics in us-east-1 only; a dashboard may read across regions.
    const cloudFront = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
        region: 'us-east-1',
        period: PERIOD,
        statistic,
      });

    const perFunction = (pick: (routeFunction: RouteFunction) => IMetric) => props.functions.map(pick);
    this.dashboard = new Dashboard(this, 'Dashboard', {
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
            left: perFunction((f) =>
              f.function.metricErrors({ period: PERIOD, statistic: 'Sum', label: f.route.name }),
            ),
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

    if (props.webAclName) {
      const acl = props.webAclName;
      this.dashboard.addWidgets(
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
  }

  private addAlarm(
    id: string,
    options: {
      metric: IMetric;
      threshold: number;
      evaluationPeriods: number;
      datapointsToAlarm: number;
      description: string;
    },
  ): void {
    const alarm = new Alarm(this, id, {
      alarmName: `${this.namePrefix}-${id}`,
      alarmDescription: options.description,
      metric: options.metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods,
      datapointsToAlarm: options.datapointsToAlarm,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.alarmAction);
    alarm.addOkAction(this.alarmAction);
    this.alarms.push(alarm);
  }
}
