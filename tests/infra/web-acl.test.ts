import { describe, expect, it } from 'vitest';
import { isApiError } from '#contracts/errors';
import { routes as routeTable } from '#contracts/routes';
import { matchRoute } from '../../local/emulation/match-route';
import {
  accountLookupPathPatterns,
  COMMON_RULE_SET_MAX_BODY_BYTES,
  MANAGED_RULE_GROUPS,
  RATE_LIMITED_BODY,
  RATE_WINDOW_SECONDS,
  REQUEST_BLOCKED_BODY,
  routePathPattern,
  webhookPaths,
} from '../../infra/constructs/web-acl.js';
import { resourceNames, stageNames, stageSettings } from '../../infra/stage-settings.js';
import { missingSite, onlyResource, synthAllStages, synthStage, type CfnJson } from './helpers.js';
import { statementMatches } from './waf-evaluator.js';
import { MAX_REQUEST_BODY_BYTES } from '../../lambdas/shared/request-bounds.js';

const routes = routeTable;

const synthesised = synthAllStages();

function webAclOf(stage: (typeof stageNames)[number]) {
  const template = synthesised[stage].edgeSecurity;
  if (!template) throw new Error(`${stage} has no edge-security stack`);
  return onlyResource(template, 'AWS::WAFv2::WebACL').Properties;
}

const ruleNamed = (acl: CfnJson, name: string) => acl.Rules.find((rule: { Name: string }) => rule.Name === name);

/**
 * Spellings of a route's path that API Gateway routes to the route's function (a trailing slash:
 * its path matching ignores it, as local/emulation/match-route.ts does locally) or that a
 * client may try on the way there: upper and mixed case, percent-encoded letters (either hex
 * case) and slashes, doubled slashes, dot segments.
 */
function spellingsOf(path: string): string[] {
  const at = path.indexOf('/', 1) + 1; // the first letter of the second segment
  const letter = path.charAt(at);
  const encoded = (hex: string) => `${path.slice(0, at)}%${hex}${path.slice(at + 1)}`;
  const hex = letter.charCodeAt(0).toString(16);
  return [
    path,
    `${path}/`,
    `${path}//`,
    `${path}/.`,
    path.toUpperCase(),
    path.replace(/[a-z]/g, (char, index: number) => (index % 2 ? char.toUpperCase() : char)),
    encoded(hex.toLowerCase()),
    encoded(hex.toUpperCase()),
    `${encoded(hex)}/`,
    path.replace('/api/', '/api%2F'),
    path.replace('/api/', '/api//'),
    path.replace('/api/', '/api/./'),
    path.replace('/api/', '/api/x/../'),
    `${path}%2f`,
  ];
}

const WEBHOOK = '/api/card-provider/webhook';
/** Every spelling but the exact one, with the issue's `/api/v1/x/../../card-provider/webhook` and friends. */
const otherSpellingsOfWebhook = [
  ...spellingsOf(WEBHOOK).filter((spelling) => spelling !== WEBHOOK),
  '/api/v1/x/../../card-provider/webhook',
  '/api/v1/products/%2e%2e/%2e%2e/card-provider/webhook',
  '/api/card-provider%2Fwebhook',
  '//api/card-provider/webhook',
];

function rateScopeDown(acl: CfnJson, ruleName: string): CfnJson {
  return ruleNamed(acl, ruleName).Statement.RateBasedStatement.ScopeDownStatement;
}

describe('route path patterns', () => {
  it('match a path, its trailing slashes and one segment per {param}, nothing longer', () => {
    const pattern = new RegExp(routePathPattern('/api/accounts/{id}/balance'));
    expect(pattern.test('/api/accounts/100001/balance')).toBe(true);
    expect(pattern.test('/api/accounts/100001/balance//')).toBe(true);
    expect(pattern.test('/api/accounts//balance')).toBe(false);
    expect(pattern.test('/api/accounts/100001/balance/x')).toBe(false);
    expect(new RegExp(routePathPattern('/api/a.b')).test('/api/axb')).toBe(false);
  });

  it('are one per accountLookup route', () => {
    expect(accountLookupPathPatterns()).toEqual(
      routes.filter((route) => route.accountLookup).map((route) => routePathPattern(route.path)),
    );
  });

  it('the spellings with trailing slashes reach the same function (local model of API Gateway routing)', () => {
    for (const route of routes.filter((candidate) => candidate.accountLookup))
      for (const spelling of [`${route.path}/`, `${route.path}//`]) {
        const match = matchRoute(route.method, spelling);
        expect(match !== undefined && match !== 'method-not-allowed' && match.route.name).toBe(route.name);
      }
  });
});

describe('body size', () => {
  it("the handlers' body limit is the common rule set's (8 KB), so the edge and the handler agree", () => {
    expect(MAX_REQUEST_BODY_BYTES).toBe(COMMON_RULE_SET_MAX_BODY_BYTES);
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
    expect(rule.Action.Block.CustomResponse).toEqual({ ResponseCode: 429, CustomResponseBodyKey: 'rate-limited' });
  });

  it.each(routes.filter((route) => route.accountLookup).map((route) => [route.path] as const))(
    'counts every spelling of %s against the account limit and the /api/* limit',
    (path) => {
      for (const spelling of spellingsOf(path)) {
        expect(statementMatches(rateScopeDown(acl, 'account-lookup-per-ip'), spelling), spelling).toBe(true);
        expect(statementMatches(rateScopeDown(acl, 'api-per-ip'), spelling), spelling).toBe(true);
      }
    },
  );

  it('does not count the other routes against the account limit (the payment status is polled)', () => {
    for (const route of routes.filter((candidate) => !candidate.accountLookup)) {
      const path = route.path.replace(/\{\w+\}/g, 'cs_test_a1b2c3');
      for (const spelling of [path, `${path}/`])
        expect(statementMatches(rateScopeDown(acl, 'account-lookup-per-ip'), spelling), spelling).toBe(false);
    }
  });

  it('limits each IP on all of /api/* more loosely, except the card provider webhook', () => {
    const rule = ruleNamed(acl, 'api-per-ip');
    const rate = rule.Statement.RateBasedStatement;
    expect(rate.Limit).toBe(limits.apiPer5Minutes);
    expect(rate.Limit).toBeGreaterThan(limits.accountLookupPer5Minutes);
    expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
    for (const route of routes.filter((candidate) => !candidate.webhook)) {
      const path = route.path.replace(/\{\w+\}/g, 'cs_test_a1b2c3');
      expect(statementMatches(rate.ScopeDownStatement, path), path).toBe(true);
    }
    for (const path of ['/api/unknown', '/API/unknown', '/api/card-provider/webhook/x'])
      expect(statementMatches(rate.ScopeDownStatement, path), path).toBe(true);
    // Only the exact path is exempt: every other spelling (the dot segments the WAF's own
    // normalisation would resolve to it included) is counted, and the edge function refuses it.
    expect(statementMatches(rate.ScopeDownStatement, WEBHOOK), WEBHOOK).toBe(false);
    for (const spelling of otherSpellingsOfWebhook)
      expect(statementMatches(rate.ScopeDownStatement, spelling), spelling).toBe(true);
    for (const path of ['/', '/Payment', '/assets/index.js'])
      expect(statementMatches(rate.ScopeDownStatement, path), path).toBe(false);
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
    expect(webhookPaths()).toEqual([WEBHOOK]);
    for (const group of MANAGED_RULE_GROUPS) {
      const statement = ruleNamed(acl, group.name).Statement.ManagedRuleGroupStatement;
      if (group.name !== 'AWSManagedRulesCommonRuleSet') {
        expect(statement).not.toHaveProperty('ScopeDownStatement');
        continue;
      }
      expect(statementMatches(statement.ScopeDownStatement, WEBHOOK), WEBHOOK).toBe(false);
      for (const spelling of otherSpellingsOfWebhook)
        expect(statementMatches(statement.ScopeDownStatement, spelling), spelling).toBe(true);
      for (const route of routes.filter((candidate) => !candidate.webhook))
        expect(statementMatches(statement.ScopeDownStatement, route.path), route.path).toBe(true);
      expect(statementMatches(statement.ScopeDownStatement, '/Payment')).toBe(true);
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
