import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import {
  FAILED_LOOKUP_KEY_PREFIX,
  IDEMPOTENCY_PARTITION_KEY,
  IDEMPOTENCY_TABLE_NAME_VARIABLE,
  idempotencyAttributes,
} from '#contracts/idempotency-table';
import { resourceNames, type StageName } from '../stage-settings.js';

export interface IdempotencyTableProps {
  stage: StageName;
  removalPolicy: RemovalPolicy;
}

/**
 * The idempotency table (docs/security.md › The idempotency table): readings sent in the last 10 minutes (Powertools
 * Idempotency, lambdas/shared/idempotency.ts), card provider events and card payments posted (35 days,
 * lambdas/shared/card-payment-posting.ts) and the failed-lookup counters (15 minutes,
 * lambdas/shared/failed-lookups.ts), each under its own key prefix; the name is older than most of these. On-demand, encrypted with an AWS-owned key, point-in-time
 * recovery on; `expiration` is the TTL attribute (DynamoDB tidies expired items; the code never
 * relies on it). Where the stage keeps its data (prod), deletion protection and RETAIN.
 */
export class IdempotencyTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: IdempotencyTableProps) {
    super(scope, id);
    const keep = props.removalPolicy === RemovalPolicy.RETAIN;
    this.table = new Table(this, 'Table', {
      tableName: resourceNames(props.stage).idempotencyTable,
      partitionKey: { name: IDEMPOTENCY_PARTITION_KEY, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: idempotencyAttributes.expiry,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // AWS-owned key: encrypted at rest at no cost; the items hold hashes and workflow messages only.
      encryption: TableEncryption.DEFAULT,
      deletionProtection: keep,
      removalPolicy: props.removalPolicy,
    });
  }
}

/** The only actions Powertools Idempotency needs (lambdas/shared/idempotency.ts). */
export const IDEMPOTENCY_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

/** What the failed-lookup counters need: read both counters in one batch, add to one. */
export const FAILED_LOOKUP_COUNTER_ACTIONS = ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'] as const;

/**
 * Access by NAME, for functions in another stack (as StageConfigReader in
 * infra/constructs/stage-config.ts): no CloudFormation export ties the stacks together.
 */
export class IdempotencyTableReader {
  constructor(
    private readonly scope: Construct,
    private readonly stage: StageName,
  ) {}

  get tableName(): string {
    return resourceNames(this.stage).idempotencyTable;
  }

  environment(): Record<string, string> {
    return { [IDEMPOTENCY_TABLE_NAME_VARIABLE]: this.tableName };
  }

  /**
   * The failed-lookup counters only (lambdas/shared/failed-lookups.ts): read and update items whose
   * key starts `failed-lookup#`, nothing else of the table (docs/security.md › Failed lookups per
   * account and postcode).
   */
  grantFailedLookupCounters(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...FAILED_LOOKUP_COUNTER_ACTIONS],
        resources: [
          Stack.of(this.scope).formatArn({ service: 'dynamodb', resource: 'table', resourceName: this.tableName }),
        ],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${FAILED_LOOKUP_KEY_PREFIX}*`] } },
      }),
    );
  }

  grantReadWrite(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...IDEMPOTENCY_TABLE_ACTIONS],
        resources: [
          Stack.of(this.scope).formatArn({ service: 'dynamodb', resource: 'table', resourceName: this.tableName }),
        ],
      }),
    );
  }
}
