import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FunctionDefinition, RouteDefinition } from '#contracts/routes';
import { Api } from '../constructs/api.js';
import { IdempotencyTableReader } from '../constructs/idempotency-table.js';
import { RegulatorParametersReader } from '../constructs/regulator-parameters.js';
import { TariffCatalogueReader } from '../constructs/tariff-catalogue-table.js';
import { StageConfigReader } from '../constructs/stage-config.js';
import { Monitoring } from '../constructs/monitoring.js';
import { ScheduledJobs } from '../constructs/scheduled-jobs.js';
import { StaticSite } from '../constructs/static-site.js';
import { acknowledgeBucketDeploymentHandler } from '../nag-acknowledgements.js';
import { resourceNames, type StageSettings } from '../stage-settings.js';

export interface WebStackProps extends StackProps {
  settings: StageSettings;
  /** The web ACL the distribution uses (the edge-security stack's, or settings.webAclArn). */
  webAclArn?: string;
  /** The web build to upload (web/dist). */
  contentDirectory: string;
  routes?: readonly RouteDefinition[];
  /** Handler file of a route or scheduled job; lambdas/<name>/handler.ts unless a test supplies its own. */
  entryFor?: (route: FunctionDefinition) => string | undefined;
}

/**
 * Context key naming the origin-verify secret's version to send (`-c originVerifyVersion=<VersionId>`).
 * CloudFormation resolves a secret reference only when the resource's template changes, so a
 * rotation deploys with the new version's id (docs/security.md › Rotating the origin header).
 */
export const ORIGIN_VERIFY_VERSION_CONTEXT = 'originVerifyVersion';

/** The `current` value of the stage's origin-verify secret, as a CloudFormation dynamic reference. */
function originVerifyHeaderValue(scope: Construct, settings: StageSettings): string {
  const versionId = scope.node.tryGetContext(ORIGIN_VERIFY_VERSION_CONTEXT) as string | undefined;
  return SecretValue.secretsManager(resourceNames(settings.stage).originVerifySecret, {
    jsonField: 'current',
    ...(versionId ? { versionId } : {}),
  }).unsafeUnwrap();
}

/** Everything stateless that serves visitors: CloudFront + S3 site, HTTP API + functions, scheduled jobs, alarms. */
export class WebStack extends Stack {
  readonly api: Api;
  readonly jobs: ScheduledJobs;
  readonly site: StaticSite;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, {
      ...props,
      description: `Fernleaf website (${props.settings.stage}): CloudFront, S3 site, HTTP API, functions and alarms`,
      terminationProtection: props.settings.removalPolicy === RemovalPolicy.RETAIN,
    });
    const { settings } = props;
    const namePrefix = resourceNames(settings.stage).prefix;

    const config = new StageConfigReader(this, settings.stage);
    const idempotencyTable = new IdempotencyTableReader(this, settings.stage);
    const regulatorParameters = new RegulatorParametersReader(this, settings.stage);
    this.api = new Api(this, 'Api', {
      namePrefix,
      config,
      idempotencyTable,
      tariffCatalogue: new TariffCatalogueReader(this, settings.stage),
      regulatorParameters,
      throttle: settings.apiThrottle,
      accountLookupThrottle: settings.accountLookupThrottle,
      reservedConcurrency: settings.reservedConcurrency,
      originDomain: settings.apiOriginDomain,
      logRetention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
      logLevel: settings.logLevel,
      routes: props.routes,
      entryFor: props.entryFor,
    });

    // The functions that run on a schedule (the card payment reconciliation), beside the routes' functions.
    this.jobs = new ScheduledJobs(this, 'Jobs', {
      namePrefix,
      config,
      idempotencyTable,
      regulatorParameters,
      logRetention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
      logLevel: settings.logLevel,
      entryFor: props.entryFor,
    });

    this.site = new StaticSite(this, 'Site', {
      settings,
      namePrefix,
      apiDomainName: this.api.domainName,
      originVerifyHeaderValue: originVerifyHeaderValue(this, settings),
      webAclArn: props.webAclArn,
      contentDirectory: props.contentDirectory,
    });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      namePrefix,
      httpApi: this.api.httpApi,
      apiAccessLogs: this.api.accessLogs,
      functions: [...this.api.functions, ...this.jobs.functions],
      distribution: this.site.distribution,
      alarmEmail: settings.alarmEmail,
      latencyAlarmP99Ms: settings.latencyAlarmP99Ms,
      // An ACL attached by ARN is someone else's: its metrics are not ours to chart.
      webAclName: settings.webAclArn ? undefined : resourceNames(settings.stage).webAcl,
    });

    acknowledgeBucketDeploymentHandler(this, this.site.bucket);

    // What ops need after a deploy: the address (siteOrigin in the secret, DNS for a custom domain).
    new CfnOutput(this, 'SiteUrl', {
      value: `https://${settings.customDomain?.domainNames[0] ?? this.site.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', { value: this.site.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'ContentBucketName', { value: this.site.bucket.bucketName });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
  }
}
