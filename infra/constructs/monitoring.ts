import { Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, Unit, type Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { addCustomerAlarms, addPriceCapAlarms, type AlarmOptions } from './monitoring-alarms.js';
import { createDashboard } from './monitoring-dashboard.js';
import { httpApiMetrics } from './monitoring-metrics.js';
import type { RouteFunction } from './route-function.js';

export {
  API_5XX_RATE_THRESHOLD_PERCENT,
  API_TOO_MANY_REQUESTS_THRESHOLD,
  FAILED_LOOKUPS_THRESHOLD,
  UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT,
  WEBHOOK_SIGNATURE_FAILURES_THRESHOLD,
} from './monitoring-alarms.js';

export interface MonitoringProps {
  namePrefix: string;
  httpApi: HttpApi;
  /** The API's access logs (infra/constructs/api.ts): their 429 answers become a metric. */
  apiAccessLogs: ILogGroup;
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
/**
 * Alarms that mean "customers are failing" (monitoring-alarms.ts) to one SNS topic with the
 * stage's e-mail, and a one-screen dashboard for ops (monitoring-dashboard.ts).
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { httpApi, namePrefix } = props;

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
    const alarmAction = new SnsAction(this.topic);

    const addAlarm = (alarmId: string, options: AlarmOptions): Alarm => {
      const alarm = new Alarm(this, alarmId, {
        alarmName: `${namePrefix}-${alarmId}`,
        alarmDescription: options.description,
        metric: options.metric,
        threshold: options.threshold,
        evaluationPeriods: options.evaluationPeriods,
        datapointsToAlarm: options.datapointsToAlarm,
        comparisonOperator: options.below
          ? ComparisonOperator.LESS_THAN_THRESHOLD
          : ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: options.missingDataBreaches ? TreatMissingData.BREACHING : TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(alarmAction);
      alarm.addOkAction(alarmAction);
      this.alarms.push(alarm);
      return alarm;
    };

    const apiMetrics = httpApiMetrics(httpApi);
    new MetricFilter(this, 'ApiTooManyRequestsFilter', {
      logGroup: props.apiAccessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: apiMetrics.tooManyRequests.namespace,
      metricName: apiMetrics.tooManyRequests.metricName,
      metricValue: '1',
      dimensions: { api: '$.apiId' },
      unit: Unit.COUNT,
    });
    addCustomerAlarms(addAlarm, apiMetrics, props.functions, props.latencyAlarmP99Ms);
    addPriceCapAlarms(addAlarm);
    this.dashboard = createDashboard(this, {
      namePrefix,
      httpApi,
      apiMetrics,
      functions: props.functions,
      distributionId: props.distribution.distributionId,
      webAclName: props.webAclName,
    });
  }
}
