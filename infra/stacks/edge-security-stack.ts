import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../lambdas/routes.js';
import { WebAcl } from '../constructs/web-acl.js';
import {
  MANAGED_BLOCK_RULE,
  RATE_LIMIT_RULES,
  WAF_MANAGED_BLOCKED_ALARM_THRESHOLD,
  WAF_RATE_LIMITED_ALARM_THRESHOLD,
  wafMetric,
} from '../constructs/waf-metrics.js';
import { resourceNames, type StageSettings } from '../stage-settings.js';

export interface EdgeSecurityStackProps extends StackProps {
  settings: StageSettings;
  routes?: readonly RouteDefinition[];
}

/**
 * The stage's CLOUDFRONT-scope web ACL. CloudFront reads web ACLs only in us-east-1, so this
 * stack lives there; the web stack (eu-west-2) takes the ARN through CDK's cross-region
 * references (docs/operations.md › Deploying to AWS).
 */
export class EdgeSecurityStack extends Stack {
  readonly webAcl: WebAcl;
  /** us-east-1 alarm topic: CloudWatch alarms notify only topics in their own region. */
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];
  private readonly settingsStage: StageSettings['stage'];

  constructor(scope: Construct, id: string, props: EdgeSecurityStackProps) {
    super(scope, id, {
      ...props,
      description: `Fernleaf website (${props.settings.stage}): AWS WAF web ACL of the CloudFront distribution`,
      terminationProtection: props.settings.removalPolicy === RemovalPolicy.RETAIN,
    });
    this.settingsStage = props.settings.stage;
    this.webAcl = new WebAcl(this, 'WebAcl', {
      name: resourceNames(props.settings.stage).webAcl,
      limits: props.settings.wafRateLimits,
      routes: props.routes,
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.arn });

    // The web ACL's metrics exist only here (us-east-1), and an alarm must be in its metric's region.
    const prefix = resourceNames(props.settings.stage).prefix;
    const aclName = resourceNames(props.settings.stage).webAcl;
    this.alarmTopic = new Topic(this, 'EdgeAlarmTopic', {
      topicName: `${prefix}-edge-alarms`,
      displayName: `${prefix} web ACL alarms`,
      enforceSSL: true,
    });
    if (props.settings.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.settings.alarmEmail));
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry only alarm names and states, no customer data; CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer-managed key would protect nothing here.',
    });
    const rateLimited = new MathExpression({
      expression: RATE_LIMIT_RULES.map((_, index) => `FILL(r${index}, 0)`).join(' + '),
      usingMetrics: Object.fromEntries(
        RATE_LIMIT_RULES.map((rule, index) => [`r${index}`, wafMetric(aclName, 'BlockedRequests', rule, rule)]),
      ),
      period: Duration.minutes(5),
      label: 'Rate-limited requests (429)',
    });
    this.addAlarm('WafRateLimited', rateLimited, WAF_RATE_LIMITED_ALARM_THRESHOLD, {
      description: `More than ${WAF_RATE_LIMITED_ALARM_THRESHOLD} requests per 5 minutes answered 429 by the per-IP limits in 2 of the last 3 periods: a client hammering the API (or a limit too tight for a busy NAT address). Sampled requests: WAF console, ${aclName}.`,
    });
    this.addAlarm(
      'WafManagedBlocked',
      wafMetric(aclName, 'BlockedRequests', MANAGED_BLOCK_RULE, MANAGED_BLOCK_RULE),
      WAF_MANAGED_BLOCKED_ALARM_THRESHOLD,
      {
        description: `More than ${WAF_MANAGED_BLOCKED_ALARM_THRESHOLD} requests per 5 minutes blocked (403) by the AWS managed rule groups in 2 of the last 3 periods: an attack, or a false positive blocking customers. Sampled requests: WAF console, ${aclName}.`,
      },
    );
  }

  private addAlarm(id: string, metric: IMetric, threshold: number, options: { description: string }): void {
    const alarm = new Alarm(this, id, {
      alarmName: `${resourceNames(this.settingsStage).prefix}-${id}`,
      alarmDescription: options.description,
      metric,
      threshold,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.alarmTopic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
