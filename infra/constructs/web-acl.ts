import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { apiError, TOO_MANY_ATTEMPTS_MESSAGE } from '#contracts/errors';
import { routes as defaultRoutes, type RouteDefinition } from '#contracts/routes';
import type { WafRateLimits } from '../stage-settings.js';

/** Rate-based rules count requests per client IP over this window (seconds). */
export const RATE_WINDOW_SECONDS = 300;

/** Body of the 429 a client over a rate limit receives: the API's one error shape (lambdas/contracts/errors.ts). */
export const RATE_LIMITED_BODY = JSON.stringify(apiError('rate_limited', TOO_MANY_ATTEMPTS_MESSAGE));
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

/**
 * A regular expression matching a route's path as the web ACL sees it after PATH_TRANSFORMATIONS
 * (URL-decoded, `//` and dot segments normalised, lower-cased): the path itself, any number of
 * trailing slashes (API Gateway routes `/api/accounts/lookup/` to the same function), and a
 * `{param}` segment as one non-empty segment. Case and percent-encoding are taken care of by the
 * transformations, so `/API/Accounts/%4Cookup` matches too: matching more spellings than API
 * Gateway routes only counts a few 404s against a limit, while matching fewer would let a client
 * step around it (tests/infra/web-acl.test.ts evaluates the synthesized rules against a list of
 * spellings).
 */
export function routePathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^/${segments.join('/')}/*$`;
}

/** The path patterns of the account number + postcode routes (lambdas/contracts/routes.ts `accountLookup: true`). */
export function accountLookupPathPatterns(routes: readonly RouteDefinition[] = defaultRoutes): string[] {
  return [...new Set(routes.filter((route) => route.accountLookup).map((route) => routePathPattern(route.path)))];
}

/**
 * The webhook routes' paths (lambdas/contracts/routes.ts `webhook: true`), called by the card
 * provider, not by browsers. Two things skip them:
 *
 * - the per-IP browser limit `api-per-ip`: the provider delivers every customer's payment events from
 *   a few addresses, so a busy hour would trip a limit sized for one browser; the provider's HMAC
 *   signature is the control (the handler refuses an unsigned body before reading it), and the
 *   function's reserved concurrency bounds what a flood of unsigned requests can cost;
 * - the common rule set: its SizeRestrictions_BODY rule labels any body over 8 KB, and the card
 *   provider's events can be larger: they are not ours to size, and a checkout session event grows
 *   with metadata, custom fields or expansions (its size: docs/performance.md › Figures behind
 *   choices in the code). Its other body rules (XSS, LFI, RFI) have nothing to protect there
 *   (lambdas/handle-card-provider-webhook/webhook.ts).
 *
 * Only the exact path, byte for byte as the provider sends it, is exempt (WEBHOOK_PATH_MATCH: no
 * decoding, no normalisation), so `/api/v1/x/../../card-provider/webhook` or
 * `/api/card-provider%2Fwebhook` is counted and inspected like any other request; the /api/*
 * CloudFront Function then refuses such spellings with a 400 (infra/edge/api-viewer-request.function.js).
 * The IP reputation list and the known-bad-inputs group still apply to the exact path.
 */
export function webhookPaths(routes: readonly RouteDefinition[] = defaultRoutes): string[] {
  return routes.filter((route) => route.webhook).map((route) => route.path);
}

/** The webhook exemption's transformation: none, so only the exact spelling matches. */
export const WEBHOOK_PATH_MATCH = [{ priority: 0, type: 'NONE' }];

/**
 * The common rule set's SizeRestrictions_BODY rule labels request bodies over 8 KB (AWS managed rule
 * groups list): the handlers' own limit (lambdas/shared/request-bounds.ts MAX_REQUEST_BODY_BYTES) is
 * the same, so what the WAF refuses in AWS the handler refuses locally, and no body the handler would
 * take is blocked at the edge.
 */
export const COMMON_RULE_SET_MAX_BODY_BYTES = 8 * 1024;

/** Managed groups that skip the webhook paths (see webhookPaths). */
export const GROUPS_SKIPPING_WEBHOOKS: readonly string[] = ['AWSManagedRulesCommonRuleSet'];

// Decoded, normalised (// and dot segments) and lower-cased before matching, so spelling a path
// differently does not dodge a limit; the route paths are lower case.
export const PATH_TRANSFORMATIONS = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
  { priority: 2, type: 'LOWERCASE' },
];

function uriPathPrefix(prefix: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: prefix.toLowerCase(),
      textTransformations: PATH_TRANSFORMATIONS,
    },
  };
}

function exactUriPath(path: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: path,
      textTransformations: WEBHOOK_PATH_MATCH,
    },
  };
}

function uriPathRegex(pattern: string): CfnWebACL.StatementProperty {
  return {
    regexMatchStatement: {
      fieldToMatch: { uriPath: {} },
      regexString: pattern,
      textTransformations: PATH_TRANSFORMATIONS,
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

    const exempt = webhookPaths(props.routes);
    const notWebhook: CfnWebACL.StatementProperty | undefined =
      exempt.length > 0 ? { notStatement: { statement: anyOf(exempt.map(exactUriPath)) } } : undefined;
    const managedRules = MANAGED_RULE_GROUPS.map((group, index): CfnWebACL.RuleProperty => ({
      name: group.name,
      priority: 10 + index,
      overrideAction: { count: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ...(GROUPS_SKIPPING_WEBHOOKS.includes(group.name) && notWebhook ? { scopeDownStatement: notWebhook } : {}),
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
          anyOf(accountLookupPathPatterns(props.routes).map(uriPathRegex)),
        ),
        rateRule(
          'api-per-ip',
          1,
          limits.apiPer5Minutes,
          notWebhook ? { andStatement: { statements: [uriPathPrefix('/api/'), notWebhook] } } : uriPathPrefix('/api/'),
        ),
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
