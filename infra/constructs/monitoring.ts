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
import type { RouteFunction } from './route-function.js';
import { MANAGED_BLOCK_RULE, RATE_LIMIT_RULES, wafMetric } from './waf-metrics.js';

/** Share of API requests answered with a 5xx, in percent, that raises the alarm. */
export const API_5XX_RATE_THRESHOLD_PERCENT = 5;
const PERIOD = Duration.minutes(5);

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
