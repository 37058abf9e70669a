import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { CLOUDFRONT_REGION } from '../stage-settings.js';

/*
 * CloudWatch metrics of the stage's web ACL (infra/constructs/web-acl.ts). A CLOUDFRONT-scope web
 * ACL publishes them in us-east-1 only, with the dimensions WebACL and Rule (no Region), where Rule
 * is the rule's visibility metric name (`<acl>-<rule>`). Alarms on them must live in us-east-1
 * too (the edge-security stack); the web stack's dashboard reads them across regions.
 */

/** The rules that answer 429 (per-IP limits) and the one that answers 403 (managed rule match). */
export const RATE_LIMIT_RULES = ['account-lookup-per-ip', 'api-per-ip'] as const;
export const MANAGED_BLOCK_RULE = 'managed-rule-match';

/** Rate-limited requests per 5 minutes (all rate rules together) that raise the alarm. */
export const WAF_RATE_LIMITED_ALARM_THRESHOLD = 200;
/** Requests blocked by the managed rule groups per 5 minutes that raise the alarm. */
export const WAF_MANAGED_BLOCKED_ALARM_THRESHOLD = 100;

const PERIOD = Duration.minutes(5);

export function wafRuleMetricName(webAclName: string, rule: string): string {
  return `${webAclName}-${rule}`;
}

/** A web ACL metric (BlockedRequests, AllowedRequests, CountedRequests) of one rule or 'ALL'. */
export function wafMetric(
  webAclName: string,
  metricName: 'BlockedRequests' | 'AllowedRequests' | 'CountedRequests',
  rule: string,
  label: string,
): Metric {
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: webAclName, Rule: rule === 'ALL' ? 'ALL' : wafRuleMetricName(webAclName, rule) },
    // Required for a dashboard in the stage's region to show a us-east-1 metric.
    region: CLOUDFRONT_REGION,
    period: PERIOD,
    statistic: 'Sum',
    label,
  });
}
