import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TABLE_ACTIONS } from '../../infra/constructs/idempotency-table.js';
import { resourceNames, stageNames } from '../../infra/stage-settings.js';
import { routes } from '#contracts/routes';
import {
  IDEMPOTENCY_PARTITION_KEY,
  IDEMPOTENCY_TABLE_NAME_VARIABLE,
  idempotencyAttributes,
} from '#contracts/idempotency-table';
import {
  actionsOf,
  resourcesOf,
  resourcesOfType,
  routeFunctions,
  statementsOfFunction,
  synthAllStages,
  type CfnJson,
} from './helpers.js';

const synthesised = synthAllStages();

describe.each(stageNames)('%s: the reading-idempotency table', (stage) => {
  const { config, web } = synthesised[stage];
  const table = Object.values(resourcesOfType(config, 'AWS::DynamoDB::Table')).find(
    (resource) => resource.Properties.TableName === resourceNames(stage).idempotencyTable,
  )!;

  it("is in the config stack, named by resourceNames, keyed as Powertools writes it (the contracts' key schema)", () => {
    expect(table.Properties).toMatchObject({
      TableName: resourceNames(stage).idempotencyTable,
      KeySchema: [{ AttributeName: IDEMPOTENCY_PARTITION_KEY, KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: IDEMPOTENCY_PARTITION_KEY, AttributeType: 'S' }],
    });
    expect(IDEMPOTENCY_PARTITION_KEY).toBe('id');
    expect(resourcesOfType(web, 'AWS::DynamoDB::Table')).toEqual({});
  });

  it('is on demand, with `expiration` as TTL attribute, point-in-time recovery and encryption by AWS', () => {
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: idempotencyAttributes.expiry, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(idempotencyAttributes.expiry).toBe('expiration');
    // No customer-managed key (nothing to rotate or grant): AWS-owned encryption at rest.
    expect(table.Properties.SSESpecification?.KMSMasterKeyId).toBeUndefined();
  });

  it(stage === 'prod' ? 'is protected from deletion and retained' : 'is deleted with the stack', () => {
    expect(table.Properties.DeletionProtectionEnabled).toBe(stage === 'prod');
    expect(table.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
  });

  it('is reached by name from the web stack, with no CloudFormation export', () => {
    expect(JSON.stringify(web.toJSON())).not.toContain('Fn::ImportValue');
    expect(Object.keys(config.toJSON().Outputs ?? {}).some((name) => name.includes('Idempotency'))).toBe(true);
  });

  it('is read and written by submit-meter-reading and the card webhook, with the four item actions on this table; the account routes reach only the failed-lookup counters', () => {
    const functions = routeFunctions(web);
    const tableArn = `arn:<AWS::Partition>:dynamodb:eu-west-2:<AWS::AccountId>:table/${resourceNames(stage).idempotencyTable}`;
    const accountRoutes = ['create-checkout-session', 'get-meter-readings', 'lookup-account', 'submit-meter-reading'];
    for (const route of routes) {
      const fn = functions[`${resourceNames(stage).prefix}-${route.name}`]!;
      // Statements on this table (the tariff catalogue has its own: tests/infra/tariff-catalogue-table.test.ts).
      const dynamoStatements = statementsOfFunction(web, fn.logicalId).filter(
        (statement) =>
          actionsOf(statement).some((action) => action.startsWith('dynamodb:')) &&
          !resourcesOf(statement).every((resource) =>
            resource.endsWith(`/${resourceNames(stage).tariffCatalogueTable}`),
          ),
      );
      const [counters, others] = [
        dynamoStatements.filter((statement) => 'Condition' in statement),
        dynamoStatements.filter((statement) => !('Condition' in statement)),
      ];
      const variables = fn.Properties.Environment.Variables as Record<string, string>;
      if (route.name === 'submit-meter-reading' || route.name === 'handle-card-provider-webhook') {
        expect(others).toHaveLength(1);
        expect(actionsOf(others[0]!).sort()).toEqual([...IDEMPOTENCY_TABLE_ACTIONS].sort());
        expect(resourcesOf(others[0]!)).toEqual([tableArn]);
      } else expect(others).toEqual([]);
      if (accountRoutes.includes(route.name)) {
        expect(counters).toHaveLength(1);
        expect(actionsOf(counters[0]!).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:UpdateItem']);
        expect(resourcesOf(counters[0]!)).toEqual([tableArn]);
        expect((counters[0] as CfnJson).Condition).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['failed-lookup#*'] },
        });
      } else expect(counters).toEqual([]);
      if (dynamoStatements.length > 0)
        expect(variables[IDEMPOTENCY_TABLE_NAME_VARIABLE]).toBe(resourceNames(stage).idempotencyTable);
      else expect(variables).not.toHaveProperty(IDEMPOTENCY_TABLE_NAME_VARIABLE);
    }
    expect([...IDEMPOTENCY_TABLE_ACTIONS].sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
  });
});
