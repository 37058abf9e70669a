import { describe, expect, it } from 'vitest';
import {
  API_5XX_RATE_THRESHOLD_PERCENT,
  API_TOO_MANY_REQUESTS_THRESHOLD,
  FAILED_LOOKUPS_THRESHOLD,
  UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT,
  WEBHOOK_SIGNATURE_FAILURES_THRESHOLD,
} from '../../infra/constructs/monitoring.js';
import { POWERTOOLS_METRICS_NAMESPACE } from '../../infra/constructs/route-function.js';

import {
  MANAGED_BLOCK_RULE,
  RATE_LIMIT_RULES,
  WAF_MANAGED_BLOCKED_ALARM_THRESHOLD,
  WAF_RATE_LIMITED_ALARM_THRESHOLD,
} from '../../infra/constructs/waf-metrics.js';
import { resourceNames, stageSettings } from '../../infra/stage-settings.js';
import { defined } from '../support/defined.js';
import { routes } from '#contracts/routes';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import { PRICE_CAP_WARNING_DAYS } from '#contracts/price-cap-periods';
import { jobFunctions, missingSite, onlyResource, resourcesOfType, routeFunctions, synthStage } from './helpers.js';

const dev = synthStage('dev', { contentDirectory: missingSite });
const prod = synthStage('prod', { contentDirectory: missingSite });

const alarms = (template = prod.web) =>
  Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
const topicLogicalId = (template = prod.web) => Object.keys(resourcesOfType(template, 'AWS::SNS::Topic'))[0];

describe('alarms', () => {
  it('raise on an API 5xx rate above the threshold, computed from errors over requests', () => {
    const alarm = alarms().find((candidate) => candidate.AlarmName === 'fernleaf-prod-Api5xxRate')!;
    expect(alarm.Threshold).toBe(API_5XX_RATE_THRESHOLD_PERCENT);
    const expression = alarm.Metrics.find((metric: { Expression?: string }) => metric.Expression);
    expect(expression.Expression).toBe('IF(requests > 0, 100 * errors / requests, 0)');
    const metricNames = alarm.Metrics.filter((metric: { MetricStat?: unknown }) => metric.MetricStat).map(
      (metric: { Id: string; MetricStat: { Metric: { MetricName: string } } }) => [
        metric.Id,
        metric.MetricStat.Metric.MetricName,
      ],
    );
    expect(Object.fromEntries(metricNames)).toEqual({ requests: 'Count', errors: '5xx' });
  });

  it('raise on the share of API requests meeting a failing upstream, from the API metric the handlers write', () => {
    const alarm = alarms().find((candidate) => candidate.AlarmName === 'fernleaf-prod-UpstreamFailureRate')!;
    expect(alarm.Threshold).toBe(UPSTREAM_FAILURE_RATE_THRESHOLD_PERCENT);
    expect(alarm.Metrics.find((metric: { Expression?: string }) => metric.Expression).Expression).toBe(
      'IF(requests > 0, 100 * failures / requests, 0)',
    );
    const failures = alarm.Metrics.find((metric: { Id: string }) => metric.Id === 'failures').MetricStat;
    expect(failures).toMatchObject({
      Metric: {
        Namespace: POWERTOOLS_METRICS_NAMESPACE,
        MetricName: 'UpstreamFailures',
        Dimensions: [{ Name: 'service', Value: 'fernleaf-api' }],
      },
      Stat: 'Sum',
    });
  });

  it('raise on any payment-posting failure and on repeated webhook signature failures', () => {
    const byName = (name: string) => alarms().find((candidate) => candidate.AlarmName === `fernleaf-prod-${name}`)!;
    expect(byName('PaymentPostingFailures')).toMatchObject({
      Namespace: POWERTOOLS_METRICS_NAMESPACE,
      MetricName: 'PaymentPostingFailures',
      Dimensions: [{ Name: 'service', Value: 'fernleaf-api' }],
      Statistic: 'Sum',
      Threshold: 1,
    });
    expect(byName('WebhookSignatureFailures')).toMatchObject({
      Namespace: POWERTOOLS_METRICS_NAMESPACE,
      MetricName: 'WebhookSignatureFailures',
      Dimensions: [{ Name: 'service', Value: 'fernleaf-api' }],
      Threshold: WEBHOOK_SIGNATURE_FAILURES_THRESHOLD,
    });
  });

  it("raise on the API's p99 latency above the stage's limit", () => {
    for (const [stage, synthesised] of [
      ['dev', dev],
      ['prod', prod],
    ] as const) {
      const alarm = alarms(synthesised.web).find(
        (candidate) => candidate.AlarmName === `fernleaf-${stage}-ApiLatencyP99`,
      )!;
      expect(alarm).toMatchObject({
        MetricName: 'Latency',
        Namespace: 'AWS/ApiGateway',
        ExtendedStatistic: 'p99',
        Threshold: stageSettings[stage].latencyAlarmP99Ms,
      });
    }
  });

  it('raise on any error or throttle of each route function', () => {
    const functionLogicalIds = Object.fromEntries(
      Object.entries(routeFunctions(prod.web)).map(([name, fn]) => [name, fn.logicalId]),
    );
    for (const route of routes) {
      const logicalId = functionLogicalIds[`fernleaf-prod-${route.name}`];
      for (const metricName of ['Errors', 'Throttles']) {
        const alarm = alarms().find(
          (candidate) => candidate.MetricName === metricName && candidate.Dimensions?.[0]?.Value?.Ref === logicalId,
        );
        expect(alarm, `${metricName} alarm of ${route.name}`).toMatchObject({
          Namespace: 'AWS/Lambda',
          Statistic: 'Sum',
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        });
      }
    }
  });

  it("raise on the API's 429 answers, counted from its access logs (HTTP APIs publish no 429 metric)", () => {
    const filter = onlyResource(prod.web, 'AWS::Logs::MetricFilter').Properties;
    expect(filter.FilterPattern).toBe('{ $.status = "429" }');
    expect(filter.MetricTransformations).toEqual([
      expect.objectContaining({
        MetricNamespace: POWERTOOLS_METRICS_NAMESPACE,
        MetricName: 'ApiTooManyRequests',
        MetricValue: '1',
        Dimensions: [{ Key: 'api', Value: '$.apiId' }],
      }),
    ]);
    const accessLogGroup = Object.entries(resourcesOfType(prod.web, 'AWS::Logs::LogGroup')).find(
      ([, group]) => group.Properties.LogGroupName === '/aws/apigateway/fernleaf-prod-api',
    );
    expect(filter.LogGroupName).toEqual({ Ref: accessLogGroup?.[0] });
    // The access log carries the API's id, the metric's dimension.
    const apiStage = onlyResource(prod.web, 'AWS::ApiGatewayV2::Stage').Properties;
    expect(JSON.parse(apiStage.AccessLogSettings.Format)).toMatchObject({
      apiId: '$context.apiId',
      status: '$context.status',
    });

    const alarm = alarms().find((candidate) => candidate.AlarmName === 'fernleaf-prod-ApiTooManyRequests')!;
    expect(alarm).toMatchObject({
      MetricName: 'ApiTooManyRequests',
      Namespace: POWERTOOLS_METRICS_NAMESPACE,
      Statistic: 'Sum',
      Period: 300,
      Threshold: API_TOO_MANY_REQUESTS_THRESHOLD,
    });
    const apiLogicalId = Object.keys(resourcesOfType(prod.web, 'AWS::ApiGatewayV2::Api'))[0];
    expect(alarm.Dimensions).toEqual([{ Name: 'api', Value: { Ref: apiLogicalId } }]);
  });

  it('raise on any payment the reconciliation had to post (a missed webhook), and on any failed run of a scheduled job', () => {
    const alarm = alarms().find((candidate) => candidate.AlarmName === 'fernleaf-prod-PaymentsPostedByReconciliation')!;
    expect(alarm).toMatchObject({
      MetricName: 'PaymentsPostedByReconciliation',
      Namespace: POWERTOOLS_METRICS_NAMESPACE,
      Dimensions: [{ Name: 'service', Value: 'fernleaf-api' }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
    // Its description sends ops to the docs' section on what to do.
    expect(alarm.AlarmDescription).toContain('(docs/operations.md › Card payment reconciliation)');
    const jobs = jobFunctions(prod.web);
    expect(Object.keys(jobs)).toEqual(scheduledJobs.map((job) => `fernleaf-prod-${job.name}`));
    for (const fn of Object.values(jobs)) {
      const errors = alarms().find(
        (candidate) => candidate.MetricName === 'Errors' && candidate.Dimensions?.[0]?.Value?.Ref === fn.logicalId,
      );
      expect(errors).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Threshold: 1 });
    }
  });

  it('raise on many failed account lookups (someone guessing), from the metric the lookups write', () => {
    const alarm = alarms().find((candidate) => candidate.AlarmName === 'fernleaf-prod-FailedAccountLookups')!;
    expect(alarm).toMatchObject({
      MetricName: 'FailedAccountLookups',
      Namespace: POWERTOOLS_METRICS_NAMESPACE,
      Dimensions: [{ Name: 'service', Value: 'fernleaf-api' }],
      Threshold: FAILED_LOOKUPS_THRESHOLD,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
    });
  });

  it("notify the stage's topic on alarm and on recovery, and treat missing data as fine", () => {
    expect(alarms().length).toBe(8 + 3 + 2 * (routes.length + scheduledJobs.length));
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topicLogicalId() }]);
      expect(alarm.OKActions).toEqual([{ Ref: topicLogicalId() }]);
      // The hourly price-cap check not reporting is a reason to look (see the price-cap alarms below).
      expect(alarm.TreatMissingData).toBe(
        alarm.AlarmName.endsWith('-PriceCapEndingSoon') ? 'breaching' : 'notBreaching',
      );
    }
  });
});

describe('alarm topic and dashboard', () => {
  it("e-mails the stage's address, and only where the stage names one", () => {
    const subscription = onlyResource(prod.web, 'AWS::SNS::Subscription').Properties;
    expect(subscription).toMatchObject({
      Protocol: 'email',
      Endpoint: stageSettings.prod.alarmEmail,
      TopicArn: { Ref: topicLogicalId() },
    });
    expect(stageSettings.dev.alarmEmail).toBeUndefined();
    dev.web.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('accepts publishing over TLS only', () => {
    const statements = onlyResource(prod.web, 'AWS::SNS::TopicPolicy').Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 'sns:Publish',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('has a dashboard with CloudFront (us-east-1), API and per-function graphs', () => {
    const dashboard = onlyResource(prod.web, 'AWS::CloudWatch::Dashboard').Properties;
    expect(dashboard.DashboardName).toBe('fernleaf-prod-website');
    const body = JSON.stringify(dashboard.DashboardBody);
    for (const title of [
      'CloudFront requests',
      'API 5xx rate',
      'API latency',
      'Function errors',
      'Function throttles',
      'Function p99 duration',
      'Card payments',
      'Webhook events by type and outcome',
      'Meter readings by fuel and outcome',
      'Upstream failures by upstream and kind',
      'Cold starts by function',
    ])
      expect(body).toContain(title);
    expect(body).toContain('us-east-1');
    // The card payments graph shows what the reconciliation had to post, and the function graphs include its function.
    expect(body).toContain('PaymentsPostedByReconciliation');
    expect(body).toContain('reconcile-card-payments');
  });
});

describe('WAF observability (the web ACL lives in us-east-1)', () => {
  const edge = defined(prod.edgeSecurity, 'prod edge-security stack');
  const acl = resourceNames('prod').webAcl;
  const edgeAlarms = Object.values(resourcesOfType(edge, 'AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);

  /** The dashboard's widgets, with CloudFormation references inside strings replaced by a marker. */
  function dashboardWidgets(template = prod.web): { properties: { title: string; metrics: unknown[][] } }[] {
    const body = onlyResource(template, 'AWS::CloudWatch::Dashboard').Properties.DashboardBody;
    const text =
      typeof body === 'string'
        ? body
        : (body['Fn::Join'][1] as unknown[]).map((part) => (typeof part === 'string' ? part : 'REF')).join('');
    return (JSON.parse(text) as { widgets: { properties: { title: string; metrics: unknown[][] } }[] }).widgets;
  }

  it('alarms on rate-limited (429) requests of both per-IP rules together, notifying a us-east-1 topic', () => {
    const alarm = defined(
      edgeAlarms.find((candidate) => candidate.AlarmName === 'fernleaf-prod-WafRateLimited'),
      'rate-limited alarm',
    );
    expect(alarm).toMatchObject({
      Threshold: WAF_RATE_LIMITED_ALARM_THRESHOLD,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    const rules = alarm.Metrics.filter((metric: { MetricStat?: unknown }) => metric.MetricStat).map(
      (metric: {
        MetricStat: {
          Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: string }[] };
        };
      }) => metric.MetricStat.Metric,
    );
    expect(rules).toHaveLength(RATE_LIMIT_RULES.length);
    for (const [index, rule] of RATE_LIMIT_RULES.entries()) {
      expect(rules[index]).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests' });
      expect(rules[index].Dimensions).toEqual(
        expect.arrayContaining([
          { Name: 'WebACL', Value: acl },
          { Name: 'Rule', Value: `${acl}-${rule}` },
        ]),
      );
    }
    const topic = Object.keys(resourcesOfType(edge, 'AWS::SNS::Topic'))[0];
    expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
    expect(onlyResource(edge, 'AWS::SNS::Subscription').Properties).toMatchObject({
      Protocol: 'email',
      Endpoint: stageSettings.prod.alarmEmail,
    });
  });

  it('alarms on requests blocked (403) by the managed rule groups', () => {
    const alarm = defined(
      edgeAlarms.find((candidate) => candidate.AlarmName === 'fernleaf-prod-WafManagedBlocked'),
      'managed-rule alarm',
    );
    expect(alarm.Threshold).toBe(WAF_MANAGED_BLOCKED_ALARM_THRESHOLD);
    // A metric with an explicit region is written as a one-metric Metrics list.
    const stat = alarm.Metrics[0].MetricStat;
    expect(stat).toMatchObject({ Stat: 'Sum', Metric: { Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests' } });
    expect(stat.Metric.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: acl },
        { Name: 'Rule', Value: `${acl}-${MANAGED_BLOCK_RULE}` },
      ]),
    );
  });

  it("draws the WAF metrics on the stage's dashboard, read from us-east-1", () => {
    const widgets = dashboardWidgets().filter((widget) => widget.properties.title.startsWith('WAF'));
    expect(widgets.map((widget) => widget.properties.title)).toEqual([
      'WAF rate-limited requests (429) per rule',
      'WAF blocked by managed rules (403)',
      'WAF requests allowed and blocked',
    ]);
    for (const widget of widgets) {
      for (const metric of widget.properties.metrics) {
        expect(metric.slice(0, 2)).toEqual(['AWS/WAFV2', expect.stringMatching(/Requests$/)]);
        expect(metric).toContain(acl);
        expect(metric.at(-1)).toMatchObject({ region: 'us-east-1', stat: 'Sum' });
      }
    }
  });

  it('leaves WAF widgets out when the stage attaches a web ACL managed elsewhere', () => {
    const external = synthStage('dev', {
      contentDirectory: missingSite,
      settings: {
        ...stageSettings.dev,
        webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/shared/00000000-0000-0000-0000-000000000000',
      },
    });
    expect(external.edgeSecurity).toBeUndefined();
    expect(dashboardWidgets(external.web).some((widget) => widget.properties.title.startsWith('WAF'))).toBe(false);
  });
});

describe('price-cap alarms', () => {
  const byName = (suffix: string) =>
    defined(
      alarms().find((alarm) => alarm.AlarmName === `${resourceNames('prod').prefix}-${suffix}`),
      suffix,
    );

  it('warn when under PRICE_CAP_WARNING_DAYS of cap are left, from the hourly check', () => {
    expect(byName('PriceCapEndingSoon')).toMatchObject({
      MetricName: 'PriceCapDaysLeft',
      Namespace: POWERTOOLS_METRICS_NAMESPACE,
      Statistic: 'Minimum',
      Period: 3600,
      Threshold: PRICE_CAP_WARNING_DAYS,
      ComparisonOperator: 'LessThanThreshold',
    });
  });

  it('fire once no period applies, from the hourly check and from the route answering that the cap is being updated', () => {
    expect(byName('PriceCapEnded')).toMatchObject({
      MetricName: 'PriceCapDaysLeft',
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
    });
    expect(byName('PriceCapEndedAnswers')).toMatchObject({
      MetricName: 'PriceCapEnded',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});
