import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { FunctionDefinition, RouteDefinition } from '#contracts/routes';
import { webBuildDirectory } from './paths.js';
import { AccessLogsStack } from './stacks/access-logs-stack.js';
import { ConfigStack } from './stacks/config-stack.js';
import { EdgeSecurityStack } from './stacks/edge-security-stack.js';
import { WebStack } from './stacks/web-stack.js';
import {
  APP_NAME,
  CLOUDFRONT_REGION,
  resourceNames,
  stageSettings,
  type StageName,
  type StageSettings,
} from './stage-settings.js';

export interface StageStacks {
  config: ConfigStack;
  /** us-east-1; absent when the stage attaches its own web ACL (webAclArn). */
  edgeSecurity?: EdgeSecurityStack;
  web: WebStack;
  /** us-east-1: the distribution's access log delivery (standard logging v2). */
  accessLogs: AccessLogsStack;
}

export interface StageOptions {
  /** Replaces the stage's settings (tests use it for a custom domain and the like). */
  settings?: StageSettings;
  contentDirectory?: string;
  routes?: readonly RouteDefinition[];
  entryFor?: (route: FunctionDefinition) => string | undefined;
}

/** One stage's stacks, named and tagged with the stage. */
export function addStage(app: App, stage: StageName, options: StageOptions = {}): StageStacks {
  const settings = options.settings ?? stageSettings[stage];
  const names = resourceNames(stage);
  const env = {
    account: settings.account ?? process.env.CDK_DEFAULT_ACCOUNT,
    region: settings.region ?? process.env.CDK_DEFAULT_REGION,
  };

  const config = new ConfigStack(app, names.configStack, { stackName: names.configStack, env, settings });
  // CloudFront reads web ACLs in us-east-1 only: same account, that region, and the ARN passed
  // to the web stack by CDK's cross-region references (SSM parameters written in its region).
  const edgeSecurity = settings.webAclArn
    ? undefined
    : new EdgeSecurityStack(app, names.edgeSecurityStack, {
        stackName: names.edgeSecurityStack,
        env: { account: env.account, region: CLOUDFRONT_REGION },
        crossRegionReferences: true,
        settings,
        routes: options.routes,
      });
  const web = new WebStack(app, names.webStack, {
    stackName: names.webStack,
    env,
    crossRegionReferences: true,
    settings,
    webAclArn: settings.webAclArn ?? edgeSecurity?.webAcl.arn,
    contentDirectory: options.contentDirectory ?? webBuildDirectory,
    routes: options.routes,
    entryFor: options.entryFor,
  });
  // The functions read the secret and parameters by name: deploy the store first.
  web.addStackDependency(config);

  const accessLogs = new AccessLogsStack(app, names.accessLogsStack, {
    stackName: names.accessLogsStack,
    env: { account: env.account, region: CLOUDFRONT_REGION },
    crossRegionReferences: true,
    settings,
    distributionId: web.site.distribution.distributionId,
    logBucketArn: web.site.logBucket.bucketArn,
  });

  for (const stack of [config, ...(edgeSecurity ? [edgeSecurity] : []), web, accessLogs]) {
    Tags.of(stack).add('app', APP_NAME);
    Tags.of(stack).add('stage', stage);
  }
  return { config, edgeSecurity, web, accessLogs };
}

/** cdk-nag's AwsSolutions pack as a policy-validation plugin: any unacknowledged finding fails synth. */
export function addPolicyChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}
