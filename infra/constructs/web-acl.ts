import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { apiError } from '#contracts/errors';
import { routes as defaultRoutes, type RouteDefinition } from '../../lambdas/routes.js';
import type { WafRateLimits } from '../stage-settings.js';

/** Rate-based rules count requests per client IP over this window (seconds). */
export const RATE_WINDOW_SECONDS = 300;

/** Body of the 429 a client over a rate limit receives: the API's one error shape (lambdas/contracts/errors.ts). */
export const RATE_LIMITED_BODY = JSON.stringify(
  apiError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.'),
);
/** Body of the 403 a request matched by a managed rule group receives (same shape, so the page shows it). */
export const REQUEST_BLOCKED_BODY = JSON.stringify(
  apiError('request_blocked', 'Your request was blocked. Please try again, or contact us if this keeps happening.'),
);

/**
 * Managed rule groups, in evaluation order. They run in count mode and label what they match;
 * the rule after them blocks on those labels with REQUEST_BLOCKED_BODY. A group's own block
 * answers a bare 403, which the distribution's 403 -> /404.html error response would turn into
 * the not-found page (docs/operations.md › Deploying to AWS); a custom response takes precedence.
 */
export const MANAGED_RULE_GROUPS = [
  {
    name: 'AWSManagedRulesAmazonIpReputationList',
    // Only the rules the group itself blocks with; AWSManagedIPDDoSList is count-only by default.
    blockOnLabels: [
      'awswaf:managed:aws:amazon-ip-list:AWSManagedIPReputationList',
      'awswaf:managed:aws:amazon-ip-list:AWSManagedReconnaissanceList',
    ],
    namespace: false,
  },
  { name: 'AWSManagedRulesCommonRuleSet', blockOnLabels: ['awswaf:managed:aws:core-rule-set:'], namespace: true },
  {
    name: 'AWSManagedRulesKnownBadInputsRuleSet',
    blockOnLabels: ['awswaf:managed:aws:known-bad-inputs:'],
    namespace: true,
  },
] as const;

export interface PathMatch {
  path: string;
  constraint: 'EXACTLY' | 'STARTS_WITH';
}

/**
 * The uri_path matches of the account number + postcode routes (lambdas/routes.ts
 * `accountLookup: true`): an exact path, or the prefix before the first `{param}` segment.
 */
export function accountLookupPathMatches(routes: readonly RouteDefinition[] = defaultRoutes): PathMatch[] {
  const matches = routes
    .filter((route) => route.accountLookup)
    .map((route): PathMatch => {
      const parameterAt = route.path.indexOf('{');
      return parameterAt === -1
        ? { path: route.path, constraint: 'EXACTLY' }
        : { path: route.path.slice(0, parameterAt), constraint: 'STARTS_WITH' };
    });
  const unique = new Map(matches.map((match) => [`${match.constraint} ${match.path}`, match]));
  return [...unique.values()];
}

/**
 * The webhook routes' exact paths (lambdas/routes.ts `webhook: true`). The common rule set does
 * not inspect them: its SizeRestrictions_BODY rule labels any body over 8 KB, and the card
 * provider's events are often larger (a checkout session event is about 6 KB before metadata,
 * custom fields or expansions). Its other body rules (XSS, LFI, RFI) have nothing to protect
 * there: the handler refuses any body without the provider's HMAC signature before reading it
 * (lambdas/handle-card-provider-webhook/webhook.ts). The rate limits, the IP reputation list and
 * the known-bad-inputs group still apply to them.
 */
export function webhookPathMatches(routes: readonly RouteDefinition[] = defaultRoutes): PathMatch[] {
  return routes.filter((route) => route.webhook).map((route) => ({ path: route.path, constraint: 'EXACTLY' }));
}

/** Managed groups that skip the webhook paths (see webhookPathMatches). */
export const GROUPS_SKIPPING_WEBHOOKS: readonly string[] = ['AWSManagedRulesCommonRuleSet'];

// Decoded, normalised (// and dot segments) and lower-cased before matching, so spelling a path
// differently does not dodge a limit; the route paths are lower case.
const pathTransformations = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
  { priority: 2, type: 'LOWERCASE' },
];

function uriPathMatch({ path, constraint }: PathMatch): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: constraint,
      searchString: path.toLowerCase(),
      textTransformations: pathTransformations,
    },
  };
}

function anyOf(statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty {
  const [only] = statements;
  if (statements.length === 1 && only) return only;
  return { orStatement: { statements } };
}

export interface WebAclProps {
  /** Name of the web ACL and prefix of its metric names. */
  name: string;
  limits: WafRateLimits;
  routes?: readonly RouteDefinition[];
}

/**
 * A CLOUDFRONT-scope web ACL (its stack must be in us-east-1): per-IP rate limits on the account
 * routes and on all of /api/*, answering 429 with the API's error JSON, then AWS managed rule
 * groups. API Gateway's own throttles (infra/constructs/api.ts) stay as the back-stop.
 */
export class WebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const { name, limits } = props;
    const visibility = (metric: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${name}-${metric}`,
    });
    const blockWith = (status: number, bodyKey: string): CfnWebACL.RuleActionProperty => ({
      block: { customResponse: { responseCode: status, customResponseBodyKey: bodyKey } },
    });
    const rateRule = (
      ruleName: string,
      priority: number,
      limit: number,
      scopeDown: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name: ruleName,
      priority,
      action: blockWith(429, 'rate-limited'),
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit,
          evaluationWindowSec: RATE_WINDOW_SECONDS,
          scopeDownStatement: scopeDown,
        },
      },
      visibilityConfig: visibility(ruleName),
    });

    const webhookPaths = webhookPathMatches(props.routes);
    const managedRules = MANAGED_RULE_GROUPS.map((group, index): CfnWebACL.RuleProperty => ({
      name: group.name,
      priority: 10 + index,
      overrideAction: { count: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ...(GROUPS_SKIPPING_WEBHOOKS.includes(group.name) && webhookPaths.length > 0
            ? { scopeDownStatement: { notStatement: { statement: anyOf(webhookPaths.map(uriPathMatch)) } } }
            : {}),
        },
      },
      visibilityConfig: visibility(group.name),
    }));
    const managedLabels = MANAGED_RULE_GROUPS.flatMap((group) =>
      group.blockOnLabels.map((key): CfnWebACL.StatementProperty => ({
        labelMatchStatement: { scope: group.namespace ? 'NAMESPACE' : 'LABEL', key },
      })),
    );

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'CLOUDFRONT',
      description:
        'Per-client rate limits on the API, then AWS managed rule groups. Source infra/constructs/web-acl.ts',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all'),
      customResponseBodies: {
        'rate-limited': { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY },
        'request-blocked': { contentType: 'APPLICATION_JSON', content: REQUEST_BLOCKED_BODY },
      },
      rules: [
        rateRule(
          'account-lookup-per-ip',
          0,
          limits.accountLookupPer5Minutes,
          anyOf(accountLookupPathMatches(props.routes).map(uriPathMatch)),
        ),
        rateRule('api-per-ip', 1, limits.apiPer5Minutes, uriPathMatch({ path: '/api/', constraint: 'STARTS_WITH' })),
        ...managedRules,
        {
          name: 'managed-rule-match',
          priority: 20,
          action: blockWith(403, 'request-blocked'),
          statement: anyOf(managedLabels),
          visibilityConfig: visibility('managed-rule-match'),
        },
      ],
    });
    this.arn = this.webAcl.attrArn;
  }
}
