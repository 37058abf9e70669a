import { ArnFormat, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnSecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import {
  appConfigSchema,
  configSecretIds,
  configSecrets,
  secretNameVariable,
  type ConfigSecretId,
} from '#contracts/app-config';
import { ORIGIN_VERIFY_SECRET_NAME_VARIABLE } from '#contracts/origin-verify';
import { resourceNames, type StageName } from '../stage-settings.js';

/** Keys of one secret's JSON object and whether each is required (from the handlers' schema). */
export function secretShape(id: ConfigSecretId): { key: string; required: boolean }[] {
  return configSecrets[id].map((key) => ({
    key,
    required: !appConfigSchema.shape[key].safeParse(undefined).success,
  }));
}

/** `card-provider` → `CardProvider`: the secret's construct id. */
function pascalCase(id: string): string {
  return id.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

export interface StageConfigProps {
  stage: StageName;
  removalPolicy: RemovalPolicy;
}

/**
 * The stage's runtime configuration: one Secrets Manager secret per purpose (the card provider's
 * keys, each workflow's URL and key: lambdas/contracts/app-config.ts configSecrets), so each
 * function is granted only the secrets of the upstreams it calls (docs/security.md › Secrets
 * split by purpose). Ops put the values after the first deployment; no deploy writes them again.
 * (Prices, the price cap's included, are not configuration: they are imported into the tariff
 * catalogue, ./tariff-catalogue-table.ts.)
 */
export class StageConfig extends Construct {
  readonly secrets: Record<ConfigSecretId, Secret>;
  /** The secret origin header's values, generated here (docs/security.md › The API answers only through CloudFront). */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: StageConfigProps) {
    super(scope, id);
    const names = resourceNames(props.stage);

    this.secrets = Object.fromEntries(
      configSecretIds.map((id) => [id, this.purposeSecret(id, names.configSecrets[id], props)]),
    ) as Record<ConfigSecretId, Secret>;

    // Generated once at creation: CloudFormation writes it again only if GenerateSecretString itself
    // changes, so the values ops put when rotating stay. `previous` is empty until the first rotation.
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      secretName: names.originVerifySecret,
      description: `Fernleaf website ${props.stage}: the x-origin-verify header CloudFront sends to the API, {"current","previous"}; the API accepts both. Rotation steps: docs/security.md › Rotating the origin header.`,
      removalPolicy: props.removalPolicy,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: '' }),
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "CloudFront's origin custom header is a static string in the distribution config: a new value needs a deployment of the web stack, so rotation is the documented ops procedure (docs/security.md › Rotating the origin header), not a rotation Lambda.",
    });
  }

  private purposeSecret(id: ConfigSecretId, secretName: string, props: StageConfigProps): Secret {
    const shape = secretShape(id)
      .map(({ key, required }) => (required ? key : `${key} (optional)`))
      .join(', ');
    const secret = new Secret(this, `${pascalCase(id)}Secret`, {
      secretName,
      description: `Fernleaf website ${props.stage}: JSON object with keys ${shape}. Put the value with aws secretsmanager put-secret-value.`,
      removalPolicy: props.removalPolicy,
    });
    // Created WITHOUT a value: a generated or template value would be written again by
    // CloudFormation whenever it changed, overwriting what ops put. Until ops put the JSON the
    // functions that need it answer 503 (configuration missing) rather than running half-configured.
    (secret.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "The secret holds keys and signed URLs issued by third parties (card provider, workflow and review services); they are rotated in those providers' consoles and then put here, so a rotation Lambda cannot create them.",
    });
    return secret;
  }
}

/**
 * Read access by NAME, for functions in another stack: no CloudFormation export ties the
 * stacks together, so either can be updated (or a route removed) without a deadlock.
 */
export class StageConfigReader {
  constructor(
    private readonly scope: Construct,
    private readonly stage: StageName,
  ) {}

  /** The secrets a route declares, by the variable each name is read from (lambdas/shared/config.ts). */
  secretEnvironment(ids: readonly ConfigSecretId[]): Record<string, string> {
    const names = resourceNames(this.stage).configSecrets;
    return Object.fromEntries(ids.map((id) => [secretNameVariable(id), names[id]]));
  }

  get originVerifySecretName(): string {
    return resourceNames(this.stage).originVerifySecret;
  }

  /** The variable lambdas/shared/origin-verify.ts reads: every function checks the origin header. */
  originVerifyEnvironment(): Record<string, string> {
    return { [ORIGIN_VERIFY_SECRET_NAME_VARIABLE]: this.originVerifySecretName };
  }

  grantOriginVerifyRead(grantee: IGrantable): void {
    this.grantNamedSecretRead(grantee, this.originVerifySecretName);
  }

  /** Read access to exactly these secrets: a function never gets a secret its route does not declare. */
  grantSecretsRead(grantee: IGrantable, ids: readonly ConfigSecretId[]): void {
    const names = resourceNames(this.stage).configSecrets;
    for (const id of ids) this.grantNamedSecretRead(grantee, names[id]);
  }

  private grantNamedSecretRead(grantee: IGrantable, secretName: string): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
        // Secrets Manager appends a random 6-character suffix to the ARN of a named secret.
        resources: [
          Stack.of(this.scope).formatArn({
            service: 'secretsmanager',
            resource: 'secret',
            resourceName: `${secretName}-??????`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
  }
}
