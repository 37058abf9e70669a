import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import { addStage, type StageOptions, type StageStacks } from '../../infra/app.js';
import { stageNames, type StageName } from '../../infra/stage-settings.js';

export const fixtureSite = fileURLToPath(new URL('./fixtures/site', import.meta.url));
/** A web build that does not exist: the stack must still synthesise, without content. */
export const missingSite = path.join(fixtureSite, 'not-built');

export interface SynthesisedStage {
  app: App;
  stacks: StageStacks;
  config: Template;
  web: Template;
  /** us-east-1 web ACL; undefined when the settings attach their own (webAclArn). */
  edgeSecurity: Template | undefined;
  /** us-east-1 CloudFront log delivery. */
  accessLogs: Template;
}

/**
 * Synthesises one stage without bundling the functions and without CDK's built-in template
 * validation (its engine takes seconds to start in every test file); tests/infra/policy-checks
 * synthesises every stage with both, exactly as `npm run synth` does.
 */
export function synthStage(stage: StageName, options: StageOptions = {}): SynthesisedStage {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stacks = addStage(app, stage, { contentDirectory: fixtureSite, ...options });
  return {
    app,
    stacks,
    config: Template.fromStack(stacks.config),
    web: Template.fromStack(stacks.web),
    edgeSecurity: stacks.edgeSecurity ? Template.fromStack(stacks.edgeSecurity) : undefined,
    accessLogs: Template.fromStack(stacks.accessLogs),
  };
}

/** Every stage synthesised without a web build (templates only), keyed by stage name. */
export function synthAllStages(): Record<StageName, SynthesisedStage> {
  return Object.fromEntries(
    stageNames.map((stage) => [stage, synthStage(stage, { contentDirectory: missingSite })]),
  ) as Record<StageName, SynthesisedStage>;
}

/** Synthesised CloudFormation is untyped JSON; the tests read it freely and assert on what they read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: typing every template shape would only restate it
export type CfnJson = any;

type CfnResource = {
  Type: string;
  Properties: Record<string, CfnJson>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

export function resourcesOfType(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}

export function onlyResource(template: Template, type: string): CfnResource {
  const found = Object.values(resourcesOfType(template, type));
  const [only] = found;
  if (found.length !== 1 || only === undefined) throw new Error(`Expected exactly one ${type}, found ${found.length}`);
  return only;
}

/** The resource of this type with this logical id, or a failure naming what is missing. */
export function resourceById(template: Template, type: string, logicalId: string): CfnResource {
  const resource = resourcesOfType(template, type)[logicalId];
  if (resource === undefined) throw new Error(`Expected a ${type} with the logical id ${logicalId}, found none`);
  return resource;
}

type NamedFunction = CfnResource & { logicalId: string };

/** Every named Lambda function of ours (the routes' and the scheduled jobs'), keyed by function name. */
export function ourFunctions(template: Template): Record<string, NamedFunction> {
  return Object.fromEntries(
    Object.entries(resourcesOfType(template, 'AWS::Lambda::Function'))
      .filter(([, resource]) => typeof resource.Properties.FunctionName === 'string')
      .map(([logicalId, resource]) => [resource.Properties.FunctionName as string, { ...resource, logicalId }]),
  );
}

const isJobFunction = (functionName: string) => scheduledJobs.some((job) => functionName.endsWith(`-${job.name}`));

/** The Lambda function resources of the route functions, keyed by function name. */
export function routeFunctions(template: Template): Record<string, NamedFunction> {
  return Object.fromEntries(Object.entries(ourFunctions(template)).filter(([name]) => !isJobFunction(name)));
}

/** The Lambda function resources of the scheduled jobs (lambdas/contracts/scheduled-jobs.ts), keyed by function name. */
export function jobFunctions(template: Template): Record<string, NamedFunction> {
  return Object.fromEntries(Object.entries(ourFunctions(template)).filter(([name]) => isJobFunction(name)));
}

/** Flattens an intrinsic ARN (Fn::Join of strings and refs) to a readable string. */
export function flattenArn(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('Fn::Join' in object) {
      const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
      return parts.map(flattenArn).join(separator);
    }
    if ('Ref' in object) return `<${String(object.Ref)}>`;
    if ('Fn::GetAtt' in object) return `<${(object['Fn::GetAtt'] as string[]).join('.')}>`;
  }
  return JSON.stringify(value);
}

/** Every IAM statement attached to the role of the function with this logical id. */
export function statementsOfFunction(
  template: Template,
  functionLogicalId: string,
): { Action: string | string[]; Resource: unknown }[] {
  const fn = template.toJSON().Resources[functionLogicalId];
  const roleLogicalId = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

export function actionsOf(statement: { Action: string | string[] }): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

export function resourcesOf(statement: { Resource: unknown }): string[] {
  return (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]).map(flattenArn);
}
