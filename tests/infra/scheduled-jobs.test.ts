import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TABLE_NAME_VARIABLE } from '#contracts/idempotency-table';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import { configSecretIds, secretNameVariable } from '#contracts/app-config';
import { resourceNames, stageNames } from '../../infra/stage-settings.js';
import { defined } from '../support/defined.js';
import {
  actionsOf,
  jobFunctions,
  resourceById,
  resourcesOf,
  resourcesOfType,
  statementsOfFunction,
  synthAllStages,
} from './helpers.js';

/**
 * The scheduled jobs of lambdas/contracts/scheduled-jobs.ts (the card payment reconciliation) in
 * the synthesized web stack: one function each, confined like a route's, and an EventBridge
 * Scheduler schedule whose role may invoke that function and nothing else.
 */
const synthesised = synthAllStages();
const job = defined(
  scheduledJobs.find((candidate) => candidate.name === 'reconcile-card-payments'),
  'the reconciliation job',
);

describe.each(stageNames)('%s: the card payment reconciliation', (stage) => {
  const { web } = synthesised[stage];
  const names = resourceNames(stage);
  const fn = defined(jobFunctions(web)[`${names.prefix}-${job.name}`], 'the reconciliation function');
  const schedule = defined(
    Object.values(resourcesOfType(web, 'AWS::Scheduler::Schedule')).find(
      (candidate) => candidate.Properties.Name === `${names.prefix}-${job.name}`,
    ),
    'the reconciliation schedule',
  ).Properties;
  const secretArn = (id: string) =>
    `arn:<AWS::Partition>:secretsmanager:eu-west-2:<AWS::AccountId>:secret:fernleaf/${stage}/${id}-??????`;
  const tableArn = `arn:<AWS::Partition>:dynamodb:eu-west-2:<AWS::AccountId>:table/${names.idempotencyTable}`;

  it('runs every hour, always on, on its function with an empty input, not retried (the next run is the retry)', () => {
    expect(job.everyMinutes).toBe(60);
    expect(schedule).toMatchObject({
      Name: `${names.prefix}-${job.name}`,
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: { 'Fn::GetAtt': [fn.logicalId, 'Arn'] },
        Input: '{}',
        RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 3600 },
      },
    });
    // Lambda's own retries of the scheduler's asynchronous call are off too.
    const invokeConfig = defined(
      Object.values(resourcesOfType(web, 'AWS::Lambda::EventInvokeConfig')).find(
        (candidate) => candidate.Properties.FunctionName.Ref === fn.logicalId,
      ),
      "the reconciliation's invoke configuration",
    ).Properties;
    expect(invokeConfig).toMatchObject({ FunctionName: { Ref: fn.logicalId }, MaximumRetryAttempts: 0 });
  });

  it("invokes through a role only the scheduler of this account may assume, allowed to invoke only this function's ARN", () => {
    const roleLogicalId = schedule.Target.RoleArn['Fn::GetAtt'][0] as string;
    const role = resourceById(web, 'AWS::IAM::Role', roleLogicalId).Properties;
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
    expect(role.ManagedPolicyArns).toBeUndefined();
    const statements = Object.values(resourcesOfType(web, 'AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleLogicalId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    // The function's ARN itself: no `:*` for its versions and aliases.
    expect(statements).toEqual([
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [fn.logicalId, 'Arn'] } },
    ]);
  });

  it('is bundled and sized like the routes, with its own time-out', () => {
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: job.memoryMb,
      Timeout: job.timeoutSeconds,
      Description: job.description,
    });
    expect(fn.Properties.TracingConfig?.Mode ?? 'PassThrough').toBe('PassThrough');
  });

  it('may write its own logs, read the card-provider and payment-posting secrets and use the idempotency table, nothing else', () => {
    const granted = statementsOfFunction(web, fn.logicalId).map((statement) => ({
      actions: actionsOf(statement).sort(),
      resources: resourcesOf(statement).sort(),
    }));
    const expected = [
      {
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`<${fn.Properties.LoggingConfig.LogGroup.Ref}.Arn>`],
      },
      ...['card-provider', 'payment-posting'].map((id) => ({
        actions: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
        resources: [secretArn(id)],
      })),
      // The same exactly-once records as the webhook (lambdas/shared/card-payment-posting.ts), on the same table.
      {
        actions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [tableArn],
      },
    ];
    expect(granted).toHaveLength(expected.length);
    expect(granted).toEqual(expect.arrayContaining(expected));
    const role = resourceById(web, 'AWS::IAM::Role', fn.Properties.Role['Fn::GetAtt'][0]).Properties;
    expect(role.ManagedPolicyArns).toBeUndefined();
  });

  it('is told the names of those two secrets and of the idempotency table, and of nothing else', () => {
    const variables = fn.Properties.Environment.Variables as Record<string, string>;
    expect(variables[IDEMPOTENCY_TABLE_NAME_VARIABLE]).toBe(names.idempotencyTable);
    const secretVariables = configSecretIds
      .map(secretNameVariable)
      .filter((variable) => variable in variables)
      .sort();
    expect(secretVariables).toEqual(
      [secretNameVariable('card-provider'), secretNameVariable('payment-posting')].sort(),
    );
    expect(variables[secretNameVariable('card-provider')]).toBe(names.configSecrets['card-provider']);
  });
});
