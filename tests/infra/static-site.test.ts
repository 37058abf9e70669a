import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '../../infra/constructs/static-site.js';
import {
  HASHED_ASSETS_PREFIX,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
} from '../../infra/static-cache-rules.js';
import {
  API_ORIGIN_ID,
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  renderApiViewerRequestFunction,
  renderViewerRequestFunction,
} from '../../infra/edge/viewer-request.js';
import { securityHeaders } from '../../infra/security-headers.js';
import { stageSettings } from '../../infra/stage-settings.js';
import { routePaths } from '#contracts/site-routes';
import { nth } from '../support/defined.js';
import {
  flattenArn,
  missingSite,
  onlyResource,
  resourceById,
  resourcesOfType,
  synthStage,
  type CfnJson,
} from './helpers.js';

const dev = synthStage('dev');

/** The route (viewer-request) function of a web stack, beside the /api/* one. */
function routeFunctionOf(web: Parameters<typeof resourcesOfType>[0]) {
  const found = Object.values(resourcesOfType(web, 'AWS::CloudFront::Function')).find(
    (fn) => fn.Properties.FunctionCode !== renderApiViewerRequestFunction(),
  );
  if (!found) throw new Error('No route function in the web stack');
  return found;
}
const prod = synthStage('prod');

const distributionConfig = (template = dev.web) =>
  onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
const apiBehaviour = (template = dev.web) =>
  distributionConfig(template).CacheBehaviors.find(
    (behaviour: { PathPattern: string }) => behaviour.PathPattern === '/api/*',
  );

function contentBucket(template = dev.web) {
  const [logicalId, bucket] = Object.entries(resourcesOfType(template, 'AWS::S3::Bucket')).find(
    ([, resource]) => resource.Properties.LoggingConfiguration,
  )!;
  return { logicalId, bucket };
}

function contentBucketStatements(template = dev.web) {
  const { logicalId } = contentBucket(template);
  const policy = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).find(
    (resource) => resource.Properties.Bucket.Ref === logicalId,
  )!;
  return policy.Properties.PolicyDocument.Statement as {
    Effect: string;
    Principal: Record<string, unknown>;
    Action: string | string[];
    Condition?: Record<string, CfnJson>;
  }[];
}

describe('site bucket', () => {
  it('blocks every kind of public access, encrypts at rest and refuses plain-http requests', () => {
    for (const bucket of Object.values(resourcesOfType(dev.web, 'AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
          .SSEAlgorithm,
      ).toBe('AES256');
    }
    expect(contentBucketStatements()).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('can be read only by this distribution, through Origin Access Control, object by object (no listing)', () => {
    const allows = contentBucketStatements(prod.web).filter((statement) => statement.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    const allow = nth(allows, 0);
    expect(allow).toMatchObject({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' });
    const distributionLogicalId = Object.keys(resourcesOfType(prod.web, 'AWS::CloudFront::Distribution'))[0];
    expect(flattenArn(allow.Condition!.StringEquals['AWS:SourceArn'])).toMatch(
      new RegExp(`:distribution/<${distributionLogicalId}>$`),
    );

    const oac = onlyResource(prod.web, 'AWS::CloudFront::OriginAccessControl').Properties.OriginAccessControlConfig;
    expect(oac).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3Origin = distributionConfig(prod.web).Origins.find(
      (origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig,
    );
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
  });

  it('keeps object versions in prod only, and writes its access logs to the log bucket', () => {
    expect(contentBucket(prod.web).bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(contentBucket(dev.web).bucket.Properties.VersioningConfiguration).toBeUndefined();
    expect(contentBucket(prod.web).bucket.Properties.LoggingConfiguration.LogFilePrefix).toBe('s3-access/');
  });

  it("expires access logs after the stage's number of days", () => {
    for (const [stage, synthesised] of [
      ['dev', dev],
      ['prod', prod],
    ] as const) {
      const logBucket = Object.values(resourcesOfType(synthesised.web, 'AWS::S3::Bucket')).find(
        (resource) => !resource.Properties.LoggingConfiguration,
      )!;
      expect(logBucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
        expect.objectContaining({ ExpirationInDays: stageSettings[stage].accessLogExpirationDays, Status: 'Enabled' }),
      );
    }
  });
});

describe('distribution', () => {
  it('serves HTTPS only (redirect), over HTTP/2 and HTTP/3, IPv4 only, compressed, with index.html at the root, without legacy logging', () => {
    const config = distributionConfig();
    expect(config).toMatchObject({
      HttpVersion: 'http2and3',
      DefaultRootObject: 'index.html',
      // IPv4 only, so the per-IP limits hold (docs/security.md › IPv4 only at the edge).
      IPV6Enabled: false,
      Enabled: true,
      PriceClass: 'PriceClass_100',
    });
    // Legacy logging always records query strings; access logs are standard logging v2 (access-logs.test.ts).
    expect(config.Logging).toBeUndefined();
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(behaviour.Compress).toBe(true);
    }
  });

  it("answers on the stage's custom domain with TLS 1.2 (2021 policy) when one is set", () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
    const withDomain = synthStage('staging', {
      settings: {
        ...stageSettings.staging,
        customDomain: { domainNames: ['staging.fernleaf.example'], certificateArn },
      },
      contentDirectory: missingSite,
    });
    const config = distributionConfig(withDomain.web);
    expect(config.Aliases).toEqual(['staging.fernleaf.example']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(distributionConfig().Aliases).toBeUndefined();
  });

  it('runs the route function on the default (S3) behaviour and the host-forwarding one on /api/*', () => {
    const config = distributionConfig();
    const functions = resourcesOfType(dev.web, 'AWS::CloudFront::Function');
    const associated = (behaviour: { FunctionAssociations?: { EventType: string; FunctionARN: unknown }[] }) =>
      (behaviour.FunctionAssociations ?? []).map((association) => {
        expect(association.EventType).toBe('viewer-request');
        const logicalId = (association.FunctionARN as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        return functions[logicalId]?.Properties.FunctionCode as string;
      });
    expect(associated(config.DefaultCacheBehavior)).toEqual([
      renderViewerRequestFunction(stageSettings.dev.externalUrls.portal),
    ]);
    expect(config.CacheBehaviors.map((behaviour: { PathPattern: string }) => behaviour.PathPattern)).toEqual([
      '/api/*',
    ]);
    expect(associated(config.CacheBehaviors[0])).toEqual([renderApiViewerRequestFunction()]);
    expect(Object.keys(functions)).toHaveLength(2);
  });

  it("ships the very function source the local server runs, with the stage's portal origin and the site's routes, under 10 KB", () => {
    const fn = routeFunctionOf(dev.web).Properties;
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.FunctionCode).toBe(renderViewerRequestFunction(stageSettings.dev.externalUrls.portal));
    expect(fn.FunctionCode).toContain(`var PORTAL_ORIGIN = "${new URL(stageSettings.dev.externalUrls.portal).origin}"`);
    for (const route of Object.values(routePaths))
      expect(fn.FunctionCode).toContain(JSON.stringify(route.toLowerCase()));
    expect(fn.FunctionCode).not.toContain('__PORTAL_ORIGIN__');
    expect(Buffer.byteLength(fn.FunctionCode, 'utf8')).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });

  it("injects another stage's portal URL when its settings name one", () => {
    const portal = 'https://my.staging.fernleaf.example';
    const staging = synthStage('staging', {
      settings: { ...stageSettings.staging, externalUrls: { ...stageSettings.staging.externalUrls, portal } },
      contentDirectory: missingSite,
    });
    const code = routeFunctionOf(staging.web).Properties.FunctionCode as string;
    expect(code).toContain(`var PORTAL_ORIGIN = "${portal}"`);
    expect(code).not.toContain(`var PORTAL_ORIGIN = "${stageSettings.dev.externalUrls.portal}"`);
  });

  it('adds the shared security headers, with exactly the values of infra/security-headers.ts, on every behaviour', () => {
    const [policyLogicalId, policy] = nth(
      Object.entries(resourcesOfType(dev.web, 'AWS::CloudFront::ResponseHeadersPolicy')),
      0,
    );
    const config = distributionConfig();
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors])
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyLogicalId });

    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const custom = policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items as {
      Header: string;
      Value: string;
      Override: boolean;
    }[];
    const sent: Record<string, string> = {
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}${security.StrictTransportSecurity.Preload ? '; preload' : ''}`,
      'X-Content-Type-Options': security.ContentTypeOptions ? 'nosniff' : '',
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(custom.map((item) => [item.Header, item.Value])),
    };
    const urls = stageSettings.dev.externalUrls;
    expect(sent).toEqual(securityHeaders({ chatScriptUrl: urls.chatScript, reviewUrl: urls.reviewPage }));
    for (const setting of [
      security.ContentSecurityPolicy,
      security.StrictTransportSecurity,
      security.ContentTypeOptions,
      security.FrameOptions,
      security.ReferrerPolicy,
      ...custom,
    ]) {
      expect(setting.Override).toBe(true);
    }
  });

  it('sends /api/* to the HTTP API over TLS 1.2, all methods, every query string and viewer header but Host', () => {
    const behaviour = apiBehaviour();
    expect(behaviour.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'POST']));
    expect(behaviour.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    const origin = distributionConfig().Origins.find(
      (candidate: { Id: string }) => candidate.Id === behaviour.TargetOriginId,
    );
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    // The secret origin header: tests/infra/origin-verify.test.ts.
    const apiLogicalId = Object.keys(resourcesOfType(dev.web, 'AWS::ApiGatewayV2::Api'))[0];
    expect(flattenArn(origin.DomainName)).toBe(
      `<${apiLogicalId}>.execute-api.${stageSettings.dev.region}.<AWS::URLSuffix>`,
    );
  });

  it("lets the route function send `/` to the API by the origin id it names (the home page with today's figures)", () => {
    const behaviour = apiBehaviour();
    expect(behaviour.TargetOriginId).toBe(API_ORIGIN_ID);
    const code = String(routeFunctionOf(dev.web).Properties.FunctionCode);
    expect(code.startsWith("import cf from 'cloudfront';")).toBe(true);
    expect(code).toContain(`var HOME_DOCUMENT_ORIGIN_ID = ${JSON.stringify(API_ORIGIN_ID)};`);
    expect(code).toContain('cf.selectRequestOriginById(HOME_DOCUMENT_ORIGIN_ID)');
    // The default behaviour keeps S3 and its cache policy, which honours the route's s-maxage.
    expect(distributionConfig().DefaultCacheBehavior.TargetOriginId).not.toBe(API_ORIGIN_ID);
  });

  it('caches API answers only when the route says so (Cache-Control), keyed by every query string', () => {
    const cachePolicy = (logicalId: string) =>
      resourceById(dev.web, 'AWS::CloudFront::CachePolicy', logicalId).Properties.CachePolicyConfig;
    const api = cachePolicy(apiBehaviour().CachePolicyId.Ref);
    expect(api).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(api.MaxTTL).toBeGreaterThan(0);
    expect(api.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig.QueryStringBehavior).toBe('all');
    const site = cachePolicy(distributionConfig().DefaultCacheBehavior.CachePolicyId.Ref);
    // MinTTL 0 lets "no-cache" on HTML mean revalidate at the edge too.
    expect(site).toMatchObject({ MinTTL: 0, MaxTTL: 31_536_000 });
  });

  it("answers a missing object with the not-found page and status 404, mapping only S3's 403 so API errors pass unchanged", () => {
    expect(distributionConfig().CustomErrorResponses).toEqual([
      { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: NOT_FOUND_PAGE, ErrorCachingMinTTL: 30 },
    ]);
  });
});

describe('web build upload', () => {
  const deployments = () => Object.entries(resourcesOfType(dev.web, 'Custom::CDKBucketDeployment'));

  it('uploads hashed assets as immutable for a year, never pruning them (open tabs still load old chunks)', () => {
    const [, assets] = deployments().find(([, resource]) => resource.Properties.Include)!;
    expect(assets.Properties).toMatchObject({
      Include: [`${HASHED_ASSETS_PREFIX}*`],
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': IMMUTABLE_CACHE_CONTROL },
    });
  });

  it('then uploads HTML and the rest as no-cache, pruning files the new build dropped and invalidating the edges', () => {
    const [assetsLogicalId] = deployments().find(([, resource]) => resource.Properties.Include)!;
    const [, pages] = deployments().find(([, resource]) => !resource.Properties.Include)!;
    expect(pages.Properties).toMatchObject({
      // .vite/: the build manifest web/prerender.ts reads, not site content.
      Exclude: [`${HASHED_ASSETS_PREFIX}*`, '.vite/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': REVALIDATE_CACHE_CONTROL },
      DistributionPaths: ['/*'],
    });
    expect((pages as unknown as { DependsOn: string[] }).DependsOn).toContain(assetsLogicalId);
  });

  it('still synthesises before a web build exists, uploading nothing and saying so', () => {
    const unbuilt = synthStage('dev', { contentDirectory: missingSite });
    unbuilt.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    unbuilt.web.resourceCountIs('AWS::CloudFront::Distribution', 1);
    Annotations.fromStack(unbuilt.stacks.web).hasWarning(
      '*',
      Match.stringLikeRegexp('No web build at .*npm run build'),
    );
  });
});
