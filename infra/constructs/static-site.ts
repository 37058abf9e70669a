import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  Function as CloudFrontFunction,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  SecurityPolicyProtocol,
  SSLMethod,
  ViewerProtocolPolicy,
  type ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#contracts/origin-verify';
import { API_ORIGIN_ID, renderApiViewerRequestFunction, renderViewerRequestFunction } from '../edge/viewer-request.js';
import { securityHeaders } from '../security-headers.js';
import { CLOUDFRONT_REGION, type StageSettings } from '../stage-settings.js';
import { cloudFrontDeliverySourceName } from './access-logs.js';
import { HASHED_ASSETS_PREFIX, IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '../static-cache-rules.js';
import { createSecurityHeadersPolicy } from './security-headers-policy.js';

/** The not-found page's own prerendered document (web/prerender.ts), served with status 404. */
export const NOT_FOUND_PAGE = '/404.html';

/** The stage settings the site reads: its buckets' retention, the external URLs in its headers and function, its domain. */
export type StaticSiteSettings = Pick<
  StageSettings,
  'removalPolicy' | 'accessLogExpirationDays' | 'bucketVersioning' | 'externalUrls' | 'customDomain' | 'priceClass'
>;

export interface StaticSiteProps {
  settings: StaticSiteSettings;
  namePrefix: string;
  /** Host of the HTTP API served under /api/*. */
  apiDomainName: string;
  /**
   * The secret origin header's value CloudFront adds to every API request (a dynamic reference to
   * the origin-verify secret, resolved by CloudFormation at deploy time; docs/security.md › The API answers only through CloudFront).
   */
  originVerifyHeaderValue: string;
  /** CLOUDFRONT-scope web ACL (us-east-1) attached to the distribution. */
  webAclArn?: string;
  /** The web build to upload; when it does not exist the stack still synthesises, without content. */
  contentDirectory: string;
}

/**
 * The public site: a private bucket that only this distribution can read (Origin Access
 * Control), the viewer-request function on the S3 behaviour, /api/* in front of the HTTP
 * API, the shared security headers on every response and the web build uploaded with the
 * right Cache-Control per file.
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly viewerRequestFunction: CloudFrontFunction;
  /** On /api/*: copies the visitor's Host into x-forwarded-host, as CloudFront gives the API its own. */
  readonly apiViewerRequestFunction: CloudFrontFunction;
  readonly headersPolicy: ResponseHeadersPolicy;
  /** False when the web build was missing at synth: the deployment then uploads nothing. */
  readonly contentDeployed: boolean;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    const { settings, namePrefix } = props;
    const destroy = settings.removalPolicy === RemovalPolicy.DESTROY;

    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Log deliveries may send a bucket-owner-full-control ACL; BucketOwnerPreferred accepts it.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(settings.accessLogExpirationDays) }],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: destroy,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access into itself would loop.',
    });

    // CloudFront standard logging (v2), set up in the access-logs stack (infra/constructs/access-logs.ts),
    // writes under AWSLogs/<account>/ through CloudWatch Logs delivery.
    const account = Stack.of(this).account;
    this.logBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontLogDelivery',
        principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.logBucket.arnForObjects(`AWSLogs/${account}/*`)],
        conditions: {
          StringEquals: { 'aws:SourceAccount': account },
          // Only this stage's delivery source (infra/constructs/access-logs.ts), which lives in us-east-1.
          ArnLike: {
            'aws:SourceArn': `arn:${Stack.of(this).partition}:logs:${CLOUDFRONT_REGION}:${account}:delivery-source:${cloudFrontDeliverySourceName(namePrefix)}`,
          },
        },
      }),
    );

    this.bucket = new Bucket(this, 'Content', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: settings.bucketVersioning,
      lifecycleRules: settings.bucketVersioning ? [{ noncurrentVersionExpiration: Duration.days(90) }] : undefined,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-access/',
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: destroy,
    });

    this.viewerRequestFunction = new CloudFrontFunction(this, 'ViewerRequest', {
      functionName: `${namePrefix}-viewer-request`,
      comment: 'Portal redirects and route documents (infra/edge/viewer-request.function.js)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(renderViewerRequestFunction(settings.externalUrls.portal)),
    });
    this.apiViewerRequestFunction = new CloudFrontFunction(this, 'ApiViewerRequest', {
      functionName: `${namePrefix}-api-viewer-request`,
      comment: "The visitor's host for the API's links (infra/edge/api-viewer-request.function.js)",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(renderApiViewerRequestFunction()),
    });

    this.headersPolicy = createSecurityHeadersPolicy(
      this,
      'SecurityHeaders',
      `${namePrefix}-security-headers`,
      securityHeaders({ chatScriptUrl: settings.externalUrls.chatScript, reviewUrl: settings.externalUrls.reviewPage }),
    );

    // Object metadata decides: /assets for a year, HTML revalidated. The TTLs only bound it.
    const staticCachePolicy = new CachePolicy(this, 'StaticCache', {
      cachePolicyName: `${namePrefix}-static`,
      comment: "Web build: honours each object's Cache-Control",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // Not cached unless a route says so (Cache-Control s-maxage, e.g. price-cap and reviews).
    const apiCachePolicy = new CachePolicy(this, 'ApiCache', {
      cachePolicyName: `${namePrefix}-api`,
      comment: 'API: cached only when the response sets Cache-Control; every query string is part of the key',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const certificate = settings.customDomain
      ? Certificate.fromCertificateArn(this, 'Certificate', settings.customDomain.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${namePrefix} website`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // IPv4 only: WAF's rate-based rules count per address and cannot aggregate an IPv6 /64 (no
      // aggregation key takes a prefix length), and one host holds 2^64 addresses of its /64. Viewers
      // with IPv6 also have IPv4 (dual stack) or reach IPv4 through their carrier's NAT64/464XLAT;
      // docs/security.md › IPv4 only at the edge.
      enableIpv6: false,
      priceClass: settings.priceClass,
      domainNames: settings.customDomain?.domainNames,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      sslSupportMethod: certificate ? SSLMethod.SNI : undefined,
      webAclId: props.webAclArn,
      // Legacy logging always records the query string (set-password token, card session id):
      // access logs are standard logging v2 instead, without it (infra/constructs/access-logs.ts).
      enableLogging: false,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachedMethods: CachedMethods.CACHE_GET_HEAD_OPTIONS,
        compress: true,
        cachePolicy: staticCachePolicy,
        responseHeadersPolicy: this.headersPolicy,
        functionAssociations: [{ function: this.viewerRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            // The viewer-request function sends `/` here by this id (infra/edge/viewer-request.ts).
            originId: API_ORIGIN_ID,
            // The API refuses requests without it (lambdas/shared/origin-verify.ts): only this
            // distribution, with its WAF limits, reaches it. It overwrites a viewer's own header.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyHeaderValue },
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          compress: true,
          cachePolicy: apiCachePolicy,
          // Every viewer header, cookie and query string except Host (API Gateway routes on its own
          // host); the visitor's host goes on as x-forwarded-host, set by this function.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [
            { function: this.apiViewerRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
          responseHeadersPolicy: this.headersPolicy,
        },
      },
      // Error responses apply to the whole distribution, API included. Only 403 is mapped: S3
      // answers 403 for a missing key because OAC may not list the bucket, while the API never
      // answers 403 (tests/infra/api.test.ts checks the handlers), so its JSON errors, 404 included,
      // reach the browser as sent. A WAF block with its own custom response (infra/constructs/web-acl.ts)
      // takes precedence over this mapping; a bare WAF 403 would show the not-found page.
      errorResponses: [
        { httpStatus: 403, responseHttpStatus: 404, responsePagePath: NOT_FOUND_PAGE, ttl: Duration.seconds(30) },
      ],
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR3',
      reason:
        "Access logging is CloudFront standard logging v2 (a CloudWatch Logs delivery in the us-east-1 access-logs stack, into this construct's log bucket), which cdk-nag does not see; legacy logging would record query strings with secrets.",
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'UK customers travel and use the site from abroad (payments, meter readings); geo restriction would lock them out.',
    });
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; with customDomain set it uses TLSv1.2_2021.',
      });
    }

    this.contentDeployed = existsSync(path.join(props.contentDirectory, 'index.html'));
    if (this.contentDeployed) {
      this.deployContent(props.contentDirectory);
    } else {
      Annotations.of(this).addWarningV2(
        'fernleaf:web-build-missing',
        `No web build at ${props.contentDirectory}: this synth uploads no site content. Run npm run build before deploying.`,
      );
    }
  }

  private deployContent(contentDirectory: string): void {
    const source = Source.asset(contentDirectory);
    // Hashed files first and never pruned: a visitor still holding the previous index.html can
    // lazy-load its chunks during and after a release. Their names change with their content.
    const assets = new BucketDeployment(this, 'DeployHashedAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [`${HASHED_ASSETS_PREFIX}*`],
      cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
      prune: false,
      memoryLimit: 512,
      // The handler's reply is capped at 4 KB; listing hundreds of uploaded keys would exceed it.
      outputObjectKeys: false,
    });
    // Then HTML and the other unhashed files, pruning what the new build no longer has, and an
    // invalidation so edges drop their copies at once.
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.bucket,
      // .vite/ holds the build manifest web/prerender.ts reads: a build input, not site content.
      exclude: [`${HASHED_ASSETS_PREFIX}*`, '.vite/*'],
      cacheControl: [CacheControl.fromString(REVALIDATE_CACHE_CONTROL)],
      prune: true,
      memoryLimit: 512,
      outputObjectKeys: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    pages.node.addDependency(assets);
  }
}
