import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { IdempotencyTable } from '../constructs/idempotency-table.js';
import { StageConfig } from '../constructs/stage-config.js';
import { TariffCatalogueTable } from '../constructs/tariff-catalogue-table.js';
import { resourceNames, type StageSettings } from '../stage-settings.js';

export interface ConfigStackProps extends StackProps {
  settings: StageSettings;
}

/**
 * The stage's configuration store (the secrets) and its tables (reading idempotency, the tariff
 * catalogue, which holds the prices and the price cap). A stack of its own because it holds
 * state: the web stack can be replaced or rolled back without losing it.
 */
export class ConfigStack extends Stack {
  readonly config: StageConfig;
  readonly idempotencyTable: IdempotencyTable;
  readonly tariffCatalogueTable: TariffCatalogueTable;

  constructor(scope: Construct, id: string, props: ConfigStackProps) {
    super(scope, id, {
      ...props,
      description: `Fernleaf website (${props.settings.stage}): secrets, reading-idempotency and tariff-catalogue tables`,
      terminationProtection: props.settings.removalPolicy === RemovalPolicy.RETAIN,
    });
    // The construct id stays 'AppConfig': renaming it would replace the secret and lose its value.
    this.config = new StageConfig(this, 'AppConfig', {
      stage: props.settings.stage,
      removalPolicy: props.settings.removalPolicy,
    });
    this.idempotencyTable = new IdempotencyTable(this, 'ReadingIdempotency', {
      stage: props.settings.stage,
      removalPolicy: props.settings.removalPolicy,
    });
    this.tariffCatalogueTable = new TariffCatalogueTable(this, 'TariffCatalogue', {
      stage: props.settings.stage,
      removalPolicy: props.settings.removalPolicy,
    });
    new CfnOutput(this, 'TariffCatalogueTableName', {
      value: resourceNames(props.settings.stage).tariffCatalogueTable,
    });
    new CfnOutput(this, 'IdempotencyTableName', { value: resourceNames(props.settings.stage).idempotencyTable });
    for (const [id, name] of Object.entries(resourceNames(props.settings.stage).configSecrets)) {
      new CfnOutput(this, `SecretName-${id}`, { value: name });
    }
  }
}
