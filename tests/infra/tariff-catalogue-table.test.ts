import { describe, expect, it } from 'vitest';
import { TARIFF_CATALOGUE_READ_ACTIONS } from '../../infra/constructs/tariff-catalogue-table.js';
import { resourceNames, stageNames } from '../../infra/stage-settings.js';
import { routes } from '#contracts/routes';
import {
  CATALOGUE_PARTITION_KEY,
  CATALOGUE_SORT_KEY,
  TARIFF_CATALOGUE_TABLE_NAME_VARIABLE,
} from '#contracts/tariff-catalogue-table';
import {
  actionsOf,
  resourcesOf,
  resourcesOfType,
  routeFunctions,
  statementsOfFunction,
  synthAllStages,
} from './helpers.js';

const synthesised = synthAllStages();

describe.each(stageNames)('%s: the tariff catalogue table', (stage) => {
  const { config, web } = synthesised[stage];
  const tables = Object.values(resourcesOfType(config, 'AWS::DynamoDB::Table'));
  const table = tables.find((resource) => resource.Properties.TableName === resourceNames(stage).tariffCatalogueTable);

  it("is in the config stack, named by resourceNames, keyed as the contracts' key design says", () => {
    expect(table).toBeDefined();
    expect(table!.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: CATALOGUE_PARTITION_KEY, KeyType: 'HASH' },
        { AttributeName: CATALOGUE_SORT_KEY, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: CATALOGUE_PARTITION_KEY, AttributeType: 'S' },
        { AttributeName: CATALOGUE_SORT_KEY, AttributeType: 'S' },
      ],
    });
    expect(tables).toHaveLength(2);
    expect(resourcesOfType(web, 'AWS::DynamoDB::Table')).toEqual({});
  });

  it('is on demand, with point-in-time recovery, encrypted by AWS and without TTL (history is kept)', () => {
    expect(table!.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(table!.Properties.TimeToLiveSpecification).toBeUndefined();
    expect(table!.Properties.SSESpecification?.KMSMasterKeyId).toBeUndefined();
  });

  it(stage === 'prod' ? 'is protected from deletion and retained' : 'is deleted with the stack', () => {
    expect(table!.Properties.DeletionProtectionEnabled).toBe(stage === 'prod');
    expect(table!.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
  });

  it('is named in an output for ops (npm run tariffs -- import --stage)', () => {
    const outputs = Object.values(config.toJSON().Outputs as Record<string, { Value: unknown }>).map((o) => o.Value);
    expect(outputs).toContain(resourceNames(stage).tariffCatalogueTable);
  });

  it('is read (GetItem and Query on this table only) by the routes that declare it, and written by none', () => {
    const functions = routeFunctions(web);
    const tableArn = `arn:<AWS::Partition>:dynamodb:eu-west-2:<AWS::AccountId>:table/${resourceNames(stage).tariffCatalogueTable}`;
    const readers = routes.filter((route) => route.reads.tariffCatalogue).map((route) => route.name);
    expect(readers).toContain('get-open-tariff-data');
    for (const route of routes) {
      const fn = functions[`${resourceNames(stage).prefix}-${route.name}`]!;
      const onCatalogue = statementsOfFunction(web, fn.logicalId).filter((statement) =>
        resourcesOf(statement).some((resource) => resource.includes(resourceNames(stage).tariffCatalogueTable)),
      );
      const variables = fn.Properties.Environment.Variables as Record<string, string>;
      if (readers.includes(route.name)) {
        expect(onCatalogue).toHaveLength(1);
        expect(actionsOf(onCatalogue[0]!).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
        expect(resourcesOf(onCatalogue[0]!)).toEqual([tableArn]);
        expect(variables[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE]).toBe(resourceNames(stage).tariffCatalogueTable);
      } else {
        expect(onCatalogue).toEqual([]);
        expect(variables).not.toHaveProperty(TARIFF_CATALOGUE_TABLE_NAME_VARIABLE);
      }
    }
    expect([...TARIFF_CATALOGUE_READ_ACTIONS].sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
  });

  it('can be written by nothing in the stacks (only ops, with their own credentials)', () => {
    const writes = /^dynamodb:(Put|Update|Delete|BatchWrite|\*)|^dynamodb:PartiQL(Insert|Update|Delete)/;
    for (const template of [config, web]) {
      for (const policy of Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))) {
        for (const statement of policy.Properties.PolicyDocument.Statement) {
          const onCatalogue = JSON.stringify(statement.Resource ?? '').includes(
            resourceNames(stage).tariffCatalogueTable,
          );
          if (onCatalogue) expect(actionsOf(statement).filter((action) => writes.test(action))).toEqual([]);
        }
      }
    }
  });
});
