import { describe, expect, it } from 'vitest';
import { REGULATOR_PARAMETERS_PATH_VARIABLE } from '#contracts/regulator-parameters';
import { routes } from '#contracts/routes';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import { resourceNames, stageNames } from '../../infra/stage-settings.js';
import {
  actionsOf,
  missingSite,
  ourFunctions,
  resourcesOf,
  resourcesOfType,
  statementsOfFunction,
  synthAllStages,
  synthStage,
} from './helpers.js';

/**
 * The regulator's figures in SSM (docs/decisions/023-price-cap-in-ssm.md): read on the stage's
 * own path by the functions that state the cap or the typical consumption, and by no other; no
 * function may write; no parameter is a CloudFormation resource, so no deploy replaces what ops set.
 */
const synthesised = synthAllStages();
const readers = [
  ...routes.filter((route) => route.reads.regulatorFigures).map((route) => route.name),
  ...scheduledJobs.filter((job) => job.reads.regulatorFigures).map((job) => job.name),
].sort();

describe('who reads the regulator figures', () => {
  it('is the price-cap route, the routes that state typical consumption and the hourly check, by name', () => {
    expect(readers).toEqual(
      [
        'check-price-cap',
        'get-home-document',
        'get-open-tariff-data',
        'get-price-cap',
        'get-tariff-labels',
        'get-tariffs',
      ].sort(),
    );
  });
});

describe.each(stageNames)('%s: the regulator figures in SSM', (stage) => {
  const { web, config } = synthesised[stage];
  const functions = ourFunctions(web);
  const root = `/fernleaf/${stage}/regulator`;
  const parameterArn = (path: string) => `arn:<AWS::Partition>:ssm:eu-west-2:<AWS::AccountId>:parameter${path}`;
  const ssmStatements = (logicalId: string) =>
    statementsOfFunction(web, logicalId).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('ssm:')),
    );

  it(`grants read on ${root} and under it, to the named functions only`, () => {
    for (const [name, fn] of Object.entries(functions)) {
      const short = name.slice(`${resourceNames(stage).prefix}-`.length);
      const statements = ssmStatements(fn.logicalId);
      const variables = (fn.Properties.Environment?.Variables ?? {}) as Record<string, string>;
      if (!readers.includes(short)) {
        expect(statements, name).toEqual([]);
        expect(variables[REGULATOR_PARAMETERS_PATH_VARIABLE], name).toBeUndefined();
        continue;
      }
      expect(variables[REGULATOR_PARAMETERS_PATH_VARIABLE], name).toBe(root);
      expect(
        statements.map((statement) => ({
          actions: actionsOf(statement).sort(),
          resources: resourcesOf(statement).sort(),
        })),
        name,
      ).toEqual([
        {
          actions: ['ssm:GetParameter', 'ssm:GetParametersByPath'],
          resources: [parameterArn(root), parameterArn(`${root}/*`)],
        },
      ]);
    }
  });

  it('lets nothing write, delete or label the parameters, and holds none of them as a CloudFormation resource', () => {
    // So a deploy, first or later, never creates, resets or deletes what ops set (CDK's own
    // cross-region export parameters, under /cdk/exports/, are not ours).
    for (const template of [web, config]) {
      expect(Object.keys(resourcesOfType(template, 'AWS::SSM::Parameter'))).toEqual([]);
      const onOurPath = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
        .flatMap(
          (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
        )
        .filter((statement) =>
          resourcesOf(statement).some((resource) => resource.includes(':parameter/fernleaf/') || resource === '*'),
        )
        .flatMap(actionsOf)
        .filter((action) => action.startsWith('ssm:') || action === '*');
      expect(new Set(onOurPath)).toEqual(
        template === web ? new Set(['ssm:GetParameter', 'ssm:GetParametersByPath']) : new Set(),
      );
    }
  });

  it('is the same on a second synthesis (a redeploy replaces nothing of it)', () => {
    const again = synthStage(stage, { contentDirectory: missingSite }).web;
    const grants = (template: typeof web) =>
      Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
        .flatMap(
          (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
        )
        .filter((statement) => actionsOf(statement).some((action) => action.startsWith('ssm:')));
    expect(grants(again)).toEqual(grants(web));
  });
});
