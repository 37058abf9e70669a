import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDefinition } from '../lambdas/routes.js';
import { webBuildDirectory } from './paths.js';
import { ConfigStack } from './stacks/config-stack.js';
import { WebStack } from './stacks/web-stack.js';
import { APP_NAME, resourceNames, stageSettings, type StageName, type StageSettings } from './stage-settings.js';

export interface StageStacks {
  config: ConfigStack;
  web: WebStack;
}

export interface StageOptions {
  /** Replaces the stage's settings (tests use it for a custom domain and the like). */
  settings?: StageSettings;
  contentDirectory?: string;
  routes?: readonly RouteDefinition[];
  entryFor?: (route: RouteDefinition) => string | undefined;
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
  const web = new WebStack(app, names.webStack, {
    stackName: names.webStack,
    env,
    settings,
    contentDirectory: options.contentDirectory ?? webBuildDirectory,
    routes: options.routes,
    entryFor: options.entryFor,
  });
  // The functions read the secret and parameters by name: deploy the store first.
  web.addStackDependency(config);

  for (const stack of [config, web]) {
    Tags.of(stack).add('app', APP_NAME);
    Tags.of(stack).add('stage', stage);
  }
  return { config, web };
}

/** cdk-nag's AwsSolutions pack as a policy-validation plugin: any unacknowledged finding fails synth. */
export function addPolicyChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}
