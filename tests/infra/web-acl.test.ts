import { describe, expect, it } from 'vitest';
import { isApiError } from '#contracts/errors';
import { routes } from '#contracts/routes';
import {
  accountLookupPathMatches,
  MANAGED_RULE_GROUPS,
  RATE_LIMITED_BODY,
  RATE_WINDOW_SECONDS,
  REQUEST_BLOCKED_BODY,
  webhookPathMatches,
} from '../../infra/constructs/web-acl.js';
import { resourceNames, stageNames, stageSettings } from '../../infra/stage-settings.js';
import { missingSite, onlyResource, synthAllStages, synthStage, type CfnJson } from './helpers.js';

const synthesised = synthAllStages();

function webAclOf(stage: (typeof stageNames)[number]) {
  const template = synthesised[stage].edgeSecurity;
  if (!template) throw new Error(`${stage} has no edge-security stack`);
  return onlyResource(template, 'AWS::WAFv2::WebACL').Properties;
}

const ruleNamed = (acl: CfnJson, name: string) => acl.Rules.find((rule: { Name: string }) => rule.Name === name);

/** The uri_path byte matches of a statement (one, or an OR of several). */
function pathMatches(statement: CfnJson): { path: string; constraint: string }[] {
  const statements = statement.OrStatement ? statement.OrStatement.Statements : [statement];
  return statements.map((one: CfnJson) => {
    expect(one.ByteMatchStatement.FieldToMatch).toEqual({ UriPath: {} });
    return { path: one.ByteMatchStatement.SearchString, constraint: one.ByteMatchStatement.PositionalConstraint };
  });
}

describe('account route matches', () => {
  it('are the paths of the accountLookup routes: exact, or a prefix up to a {param} segment', () => {
    expect(accountLookupPathMatches()).toEqual(
      routes.filter((route) => route.accountLookup).map((route) => ({ path: route.path, constraint: 'EXACTLY' })),
    );
    expect(
      accountLookupPathMatches([
        { ...routes[0]!, path: '/api/accounts/{id}/balance', accountLookup: true },
        { ...routes[0]!, path: '/api/accounts/{id}', accountLookup: true },
        { ...routes[0]!, path: '/api/price-cap' },
      ]),
    ).toEqual([{ path: '/api/accounts/', constraint: 'STARTS_WITH' }]);
  });
});

describe('custom response bodies', () => {
  it("are the API's error shape, so the page shows their message", () => {
    const rateLimited: unknown = JSON.parse(RATE_LIMITED_BODY);
    expect(isApiError(rateLimited)).toBe(true);
    expect(rateLimited).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    expect(isApiError(JSON.parse(REQUEST_BLOCKED_BODY))).toBe(true);
  });
});

describe.each(stageNames)('%s web ACL', (stage) => {
  const { stacks, web } = synthesised[stage];
  const acl = webAclOf(stage);
  const limits = stageSettings[stage].wafRateLimits;

  it('lives in a us-east-1 stack of the same account, CLOUDFRONT scope, allowing by default', () => {
    expect(stacks.edgeSecurity?.stackName).toBe(resourceNames(stage).edgeSecurityStack);
    expect(stacks.edgeSecurity?.region).toBe('us-east-1');
    expect(stacks.edgeSecurity?.account).toBe(stacks.web.account);
    expect(acl).toMatchObject({ Name: resourceNames(stage).webAcl, Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it("is the distribution's web ACL, read across regions", () => {
    const webAclId = onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig.WebACLId;
    expect(JSON.stringify(webAclId)).toMatch(/ExportsReader.*edgesecurity/);
    expect(stacks.web.dependencies).toContain(stacks.edgeSecurity);
  });

  it('limits each IP on the account routes to the stage limit per 5 minutes, answering 429 JSON', () => {
    const rule = ruleNamed(acl, 'account-lookup-per-ip');
    expect(rule.Priority).toBe(0);
    const rate = rule.Statement.RateBasedStatement;
    expect(rate).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: limits.accountLookupPer5Minutes,
      EvaluationWindowSec: RATE_WINDOW_SECONDS,
    });
    expect(pathMatches(rate.ScopeDownStatement)).toEqual(accountLookupPathMatches());
    expect(rule.Action.Block.CustomResponse).toEqual({ ResponseCode: 429, CustomResponseBodyKey: 'rate-limited' });
  });

  it('limits each IP on all of /api/* more loosely', () => {
    const rule = ruleNamed(acl, 'api-per-ip');
    const rate = rule.Statement.RateBasedStatement;
    expect(rate.Limit).toBe(limits.apiPer5Minutes);
    expect(rate.Limit).toBeGreaterThan(limits.accountLookupPer5Minutes);
    expect(pathMatches(rate.ScopeDownStatement)).toEqual([{ path: '/api/', constraint: 'STARTS_WITH' }]);
    expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
  });

  it('defines the 429 body as JSON of the error shape', () => {
    expect(acl.CustomResponseBodies['rate-limited']).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: RATE_LIMITED_BODY,
    });
    expect(acl.CustomResponseBodies['request-blocked'].ContentType).toBe('APPLICATION_JSON');
  });

  it('runs the AWS managed rule groups, blocking their matches with a JSON 403 (not the not-found page)', () => {
    for (const group of MANAGED_RULE_GROUPS) {
      const rule = ruleNamed(acl, group.name);
      expect(rule.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: group.name });
      expect(rule.OverrideAction).toEqual({ Count: {} });
    }
    expect(MANAGED_RULE_GROUPS.map((group) => group.name).sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const block = ruleNamed(acl, 'managed-rule-match');
    const managedPriorities = MANAGED_RULE_GROUPS.map((group) => ruleNamed(acl, group.name).Priority as number);
    expect(block.Priority).toBeGreaterThan(Math.max(...managedPriorities));
    expect(block.Action.Block.CustomResponse).toEqual({ ResponseCode: 403, CustomResponseBodyKey: 'request-blocked' });
    const keys = block.Statement.OrStatement.Statements.map((statement: CfnJson) => statement.LabelMatchStatement.Key);
    expect(keys).toEqual(MANAGED_RULE_GROUPS.flatMap((group) => group.blockOnLabels));
  });

  it("keeps the common rule set (its 8 KB body-size rule) off the card provider's webhook path only", () => {
    expect(webhookPathMatches()).toEqual([{ path: '/api/card-provider/webhook', constraint: 'EXACTLY' }]);
    for (const group of MANAGED_RULE_GROUPS) {
      const statement = ruleNamed(acl, group.name).Statement.ManagedRuleGroupStatement;
      if (group.name !== 'AWSManagedRulesCommonRuleSet') {
        expect(statement).not.toHaveProperty('ScopeDownStatement');
        continue;
      }
      const skipped = statement.ScopeDownStatement.NotStatement.Statement;
      expect(pathMatches(skipped)).toEqual([{ path: '/api/card-provider/webhook', constraint: 'EXACTLY' }]);
      expect(skipped.ByteMatchStatement.TextTransformations.map((step: CfnJson) => step.Type)).toEqual([
        'URL_DECODE',
        'NORMALIZE_PATH',
        'LOWERCASE',
      ]);
    }
  });

  it('records CloudWatch metrics and sampled requests for the ACL and every rule', () => {
    for (const config of [acl.VisibilityConfig, ...acl.Rules.map((rule: CfnJson) => rule.VisibilityConfig)]) {
      expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
      expect(config.MetricName).toContain(`fernleaf-${stage}`);
    }
  });
});

describe('webAclArn set in the stage settings', () => {
  it('attaches that ACL instead and synthesises no edge-security stack', () => {
    const webAclArn =
      'arn:aws:wafv2:us-east-1:123456789012:global/webacl/fernleaf/11111111-2222-3333-4444-555555555555';
    const own = synthStage('prod', { contentDirectory: missingSite, settings: { ...stageSettings.prod, webAclArn } });
    expect(own.stacks.edgeSecurity).toBeUndefined();
    expect(onlyResource(own.web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig.WebACLId).toBe(
      webAclArn,
    );
  });
});
