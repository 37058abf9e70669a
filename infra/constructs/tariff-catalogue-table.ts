import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import {
  CATALOGUE_PARTITION_KEY,
  CATALOGUE_SORT_KEY,
  TARIFF_CATALOGUE_TABLE_NAME_VARIABLE,
} from '#contracts/tariff-catalogue-table';
import { resourceNames, type StageName } from '../stage-settings.js';

export interface TariffCatalogueTableProps {
  stage: StageName;
  removalPolicy: RemovalPolicy;
}

/**
 * The tariff catalogue (key design: lambdas/contracts/tariff-catalogue-table.ts): every version
 * ops published with `npm run tariffs -- import`, and the pointer to the live one. Written only
 * by that tool (with ops' own credentials, never by a function), read by the routes that declare
 * `reads.tariffCatalogue`. On-demand, encrypted with an AWS-owned key, point-in-time recovery on;
 * where the stage keeps its data (prod), deletion protection and RETAIN.
 */
export class TariffCatalogueTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: TariffCatalogueTableProps) {
    super(scope, id);
    const keep = props.removalPolicy === RemovalPolicy.RETAIN;
    this.table = new Table(this, 'Table', {
      tableName: resourceNames(props.stage).tariffCatalogueTable,
      partitionKey: { name: CATALOGUE_PARTITION_KEY, type: AttributeType.STRING },
      sortKey: { name: CATALOGUE_SORT_KEY, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // AWS-owned key: encrypted at rest at no cost; the items are published prices, nothing personal.
      encryption: TableEncryption.DEFAULT,
      deletionProtection: keep,
      removalPolicy: props.removalPolicy,
    });
  }
}

/** What a reading function needs (lambdas/shared/tariff-catalogue-store.ts): the pointer, then a version's periods. */
export const TARIFF_CATALOGUE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query'] as const;

/**
 * Read access by NAME, for functions in another stack (as IdempotencyTableReader): no
 * CloudFormation export ties the stacks together.
 */
export class TariffCatalogueReader {
  constructor(
    private readonly scope: Construct,
    private readonly stage: StageName,
  ) {}

  get tableName(): string {
    return resourceNames(this.stage).tariffCatalogueTable;
  }

  environment(): Record<string, string> {
    return { [TARIFF_CATALOGUE_TABLE_NAME_VARIABLE]: this.tableName };
  }

  grantRead(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...TARIFF_CATALOGUE_READ_ACTIONS],
        resources: [
          Stack.of(this.scope).formatArn({ service: 'dynamodb', resource: 'table', resourceName: this.tableName }),
        ],
      }),
    );
  }
}
