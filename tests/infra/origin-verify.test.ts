import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_NAME_VARIABLE } from '#contracts/origin-verify';
import { addStage } from '../../infra/app.js';
import { ORIGIN_VERIFY_VERSION_CONTEXT } from '../../infra/stacks/web-stack.js';
import { resourceNames, stageNames } from '../../infra/stage-settings.js';
import { routes } from '#contracts/routes';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import { jobFunctions, missingSite, onlyResource, resourcesOfType, routeFunctions, synthAllStages } from './helpers.js';

/** The API answers only through CloudFront (docs/security.md › The API answers only through CloudFront): the header, its secret, its readers. */
const synthesised = synthAllStages();

function apiOrigin(web: Template) {
  const config = onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
  const behaviour = config.CacheBehaviors.find(
    (candidate: { PathPattern: string }) => candidate.PathPattern === '/api/*',
  );
  return config.Origins.find((origin: { Id: string }) => origin.Id === behaviour.TargetOriginId);
}

describe.each(stageNames)('%s: the secret origin header', (stage) => {
  const { config, web } = synthesised[stage];
  const secretName = resourceNames(stage).originVerifySecret;

  it("generates a secret of its own with a 'current' value and an empty 'previous'", () => {
    const secrets = Object.values(resourcesOfType(config, 'AWS::SecretsManager::Secret')).filter(
      (secret) => secret.Properties.Name === secretName,
    );
    expect(secrets).toHaveLength(1);
    expect(secrets[0]?.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: JSON.stringify({ previous: '' }),
      GenerateStringKey: 'current',
      ExcludePunctuation: true,
      PasswordLength: 48,
    });
  });

  it("is added by CloudFront to the API origin only, from the secret's current value", () => {
    expect(apiOrigin(web).OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: `{{resolve:secretsmanager:${secretName}:SecretString:current::}}`,
      },
    ]);
    const config = onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    const others = config.Origins.filter((origin: { Id: string }) => origin.Id !== apiOrigin(web).Id);
    for (const origin of others) expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('is checked by every function, which may read its secret', () => {
    const functions = Object.values(routeFunctions(web));
    expect(functions).toHaveLength(routes.length);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables[ORIGIN_VERIFY_SECRET_NAME_VARIABLE]).toBe(secretName);
    }
    const grants = Object.values(resourcesOfType(web, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(`secret:${secretName}-??????`),
    );
    expect(grants).toHaveLength(routes.length);
  });

  it('is not given to the scheduled jobs: nothing reaches them over HTTP', () => {
    const jobs = Object.values(jobFunctions(web));
    expect(jobs).toHaveLength(scheduledJobs.length);
    for (const fn of jobs)
      expect(fn.Properties.Environment.Variables).not.toHaveProperty(ORIGIN_VERIFY_SECRET_NAME_VARIABLE);
  });
});

it('a rotation deploys a named version of the secret, so CloudFormation updates the header', () => {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], [ORIGIN_VERIFY_VERSION_CONTEXT]: 'a1b2c3d4-version' },
    builtinCloudFormationValidation: false,
  });
  const stacks = addStage(app, 'dev', { contentDirectory: missingSite });
  expect(apiOrigin(Template.fromStack(stacks.web)).OriginCustomHeaders[0].HeaderValue).toBe(
    `{{resolve:secretsmanager:${resourceNames('dev').originVerifySecret}:SecretString:current::a1b2c3d4-version}}`,
  );
});
