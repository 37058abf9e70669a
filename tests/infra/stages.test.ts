import { describe, expect, it } from 'vitest';
import { secretShape } from '../../infra/constructs/stage-config.js';
import { resourceNames, stageNames, stagesFromContext } from '../../infra/stage-settings.js';
import { appConfigSchema, configSecretIds, configSecrets } from '#contracts/app-config';
import { resourcesOfType, synthAllStages, synthStage, type CfnJson } from './helpers.js';

const synthesised = synthAllStages();

/** Resource properties that carry a physical name chosen by us. */
const NAME_PROPERTIES = [
  'FunctionName',
  'LogGroupName',
  'Name',
  'TopicName',
  'DashboardName',
  'AlarmName',
  'TableName',
];

function physicalNames(template: ReturnType<typeof synthStage>['web']): string[] {
  const names: string[] = [];
  for (const resource of Object.values(
    template.toJSON().Resources as Record<string, { Properties?: Record<string, CfnJson> }>,
  )) {
    const properties = resource.Properties ?? {};
    for (const key of NAME_PROPERTIES) if (typeof properties[key] === 'string') names.push(properties[key]);
    for (const config of ['CachePolicyConfig', 'ResponseHeadersPolicyConfig', 'OriginAccessControlConfig']) {
      if (typeof properties[config]?.Name === 'string') names.push(properties[config].Name);
    }
  }
  return names;
}

describe('stage selection (-c stage=...)', () => {
  it('defaults to dev, takes one named stage or all of them, and refuses anything else', () => {
    expect(stagesFromContext(undefined)).toEqual(['dev']);
    expect(stagesFromContext('prod')).toEqual(['prod']);
    expect(stagesFromContext('all')).toEqual(['dev', 'staging', 'prod']);
    expect(() => stagesFromContext('production')).toThrow(/Unknown stage "production"/);
  });
});

describe.each(stageNames)('%s stage', (stage) => {
  const { stacks, config, web } = synthesised[stage];

  it('synthesises a config stack and a web stack named after the stage, config first', () => {
    expect(stacks.config.stackName).toBe(`fernleaf-${stage}-config`);
    expect(stacks.web.stackName).toBe(`fernleaf-${stage}-web`);
    expect(stacks.web.dependencies).toContain(stacks.config);
  });

  it('puts the stage in every name it chooses', () => {
    const names = [...physicalNames(config), ...physicalNames(web)];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(name.toLowerCase()).toMatch(new RegExp(`fernleaf[-/]?${stage}`));
  });

  it('tags every taggable resource with app and stage', () => {
    for (const template of [config, web]) {
      for (const [logicalId, resource] of Object.entries(
        template.toJSON().Resources as Record<string, { Type: string; Properties?: { Tags?: unknown } }>,
      )) {
        const tags = resource.Properties?.Tags;
        if (tags === undefined) continue;
        const asRecord = Array.isArray(tags)
          ? Object.fromEntries(tags.map((tag: { Key: string; Value: string }) => [tag.Key, tag.Value]))
          : (tags as Record<string, string>);
        expect({ logicalId, app: asRecord.app, stage: asRecord.stage }).toEqual({ logicalId, app: 'fernleaf', stage });
      }
    }
    // The resources that matter most must be taggable and tagged, not merely skipped above.
    // (CDK's own bucket auto-delete provider in dev/staging and the provider that reads the
    // us-east-1 stacks (cross-region references) are raw resources that take no tags.)
    for (const type of [
      'AWS::Lambda::Function',
      'AWS::S3::Bucket',
      'AWS::CloudFront::Distribution',
      'AWS::SNS::Topic',
      'AWS::ApiGatewayV2::Api',
    ]) {
      const resources = Object.entries(resourcesOfType(web, type)).filter(
        ([logicalId]) =>
          !logicalId.startsWith('CustomS3AutoDeleteObjects') && !logicalId.startsWith('CustomCrossRegionExport'),
      );
      expect(resources.length).toBeGreaterThan(0);
      for (const [, resource] of resources) expect(resource.Properties.Tags).toBeDefined();
    }
    for (const resource of Object.values(resourcesOfType(config, 'AWS::SecretsManager::Secret')))
      expect(resource.Properties.Tags).toBeDefined();
  });

  it('creates each purpose secret without a value (ops put it) and describes its JSON shape', () => {
    // The other secret is the origin header's (tests/infra/origin-verify.test.ts).
    for (const id of configSecretIds) {
      const secret = Object.values(resourcesOfType(config, 'AWS::SecretsManager::Secret')).find(
        (candidate) => candidate.Properties.Name === resourceNames(stage).configSecrets[id],
      );
      if (!secret) throw new Error(`No ${id} secret`);
      expect(secret.Properties).not.toHaveProperty('SecretString');
      expect(secret.Properties).not.toHaveProperty('GenerateSecretString');
      for (const key of configSecrets[id]) expect(secret.Properties.Description).toContain(key);
    }
  });

  it('puts every configuration key in exactly one secret', () => {
    const keys = configSecretIds.flatMap((id) => [...configSecrets[id]]);
    expect(keys.sort()).toEqual(Object.keys(appConfigSchema.shape).sort());
  });

  it('keeps no price cap outside the tariff catalogue: no SSM parameter, and nothing that may write one', () => {
    // The price cap is imported with the prices (docs/product/tariffs.md › Importing prices).
    expect(resourcesOfType(config, 'AWS::SSM::Parameter')).toEqual({});
    const ssmActions = Object.values(resourcesOfType(config, 'AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as CfnJson[])
      .flatMap((statement) => [statement.Action].flat().map(String))
      .filter((action) => action.startsWith('ssm:'));
    expect(ssmActions).toEqual([]);
  });
});

describe('data on stack deletion', () => {
  const stateful = ['AWS::S3::Bucket', 'AWS::Logs::LogGroup', 'AWS::SecretsManager::Secret'];
  const policiesOf = (stage: (typeof stageNames)[number]) => {
    const { config, web } = synthesised[stage];
    return stateful.flatMap((type) => [
      ...Object.values(resourcesOfType(config, type)),
      ...Object.values(resourcesOfType(web, type)),
    ]);
  };

  it('prod retains buckets, logs and the secrets, and its stacks are termination-protected', () => {
    const resources = policiesOf('prod');
    expect(resources.length).toBeGreaterThan(10);
    for (const resource of resources)
      expect({ type: resource.Type, policy: resource.DeletionPolicy }).toEqual({
        type: resource.Type,
        policy: 'Retain',
      });
    expect(Object.keys(resourcesOfType(synthesised.prod.web, 'Custom::S3AutoDeleteObjects'))).toHaveLength(0);
    expect(synthesised.prod.stacks.web.terminationProtection).toBe(true);
    expect(synthesised.prod.stacks.config.terminationProtection).toBe(true);
    expect(synthesised.prod.stacks.edgeSecurity?.terminationProtection).toBe(true);
    expect(synthesised.prod.stacks.accessLogs.terminationProtection).toBe(true);
  });

  it.each(['dev', 'staging'] as const)('%s deletes everything, emptying its buckets first', (stage) => {
    for (const resource of policiesOf(stage))
      expect({ type: resource.Type, policy: resource.DeletionPolicy }).toEqual({
        type: resource.Type,
        policy: 'Delete',
      });
    expect(Object.keys(resourcesOfType(synthesised[stage].web, 'Custom::S3AutoDeleteObjects'))).toHaveLength(2);
    expect(synthesised[stage].stacks.web.terminationProtection).toBe(false);
  });
});

describe('secret shape', () => {
  it("marks the optional keys of the handlers' schema as optional", () => {
    expect(secretShape('card-provider')).toContainEqual({ key: 'cardProviderApiUrl', required: false });
    expect(secretShape('card-provider')).toContainEqual({ key: 'cardProviderSecretKey', required: true });
  });
});

describe('stack outputs for ops', () => {
  it('name the secrets, the tables, the site address and the distribution', () => {
    const { config, web } = synthesised.staging;
    const configOutputs = Object.values(config.toJSON().Outputs as Record<string, { Value: unknown }>).map(
      (output) => output.Value,
    );
    expect(configOutputs).toEqual(
      expect.arrayContaining([
        ...Object.values(resourceNames('staging').configSecrets),
        resourceNames('staging').idempotencyTable,
        resourceNames('staging').tariffCatalogueTable,
      ]),
    );
    const webOutputs = Object.keys(web.toJSON().Outputs as Record<string, unknown>);
    expect(webOutputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'DistributionDomainName',
        'DistributionId',
        'ContentBucketName',
        'DashboardName',
      ]),
    );
  });
});
