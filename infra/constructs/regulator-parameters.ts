import { Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { REGULATOR_PARAMETERS_PATH_VARIABLE, regulatorParametersRoot } from '#contracts/regulator-parameters';
import type { StageName } from '../stage-settings.js';

/** What a reading function needs (lambdas/shared/regulator-figures.ts): the index by name, a period by path. */
export const REGULATOR_PARAMETERS_READ_ACTIONS = ['ssm:GetParameter', 'ssm:GetParametersByPath'] as const;

/**
 * The regulator's figures in SSM Parameter Store (docs/decisions/023-price-cap-in-ssm.md): read
 * access on the stage's own path for the functions that declare `reads.regulatorFigures`, and
 * nothing else. No parameter is a CloudFormation resource: ops write them with `npm run
 * price-cap -- set` (docs/operations.md › The regulator's figures), so no deploy, first or
 * later, can create, reset or delete what ops set, and no function can write them.
 */
export class RegulatorParametersReader {
  constructor(
    private readonly scope: Construct,
    private readonly stage: StageName,
  ) {}

  get root(): string {
    return regulatorParametersRoot(this.stage);
  }

  environment(): Record<string, string> {
    return { [REGULATOR_PARAMETERS_PATH_VARIABLE]: this.root };
  }

  grantRead(grantee: IGrantable): void {
    const arn = (resourceName: string) =>
      Stack.of(this.scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName });
    const path = this.root.slice(1);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...REGULATOR_PARAMETERS_READ_ACTIONS],
        // The path itself (GetParametersByPath is authorised on it) and everything under it.
        resources: [arn(path), arn(`${path}/*`)],
      }),
    );
    const stack = Stack.of(this.scope);
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    if (grantee.grantPrincipal instanceof Construct)
      Validations.of(grantee.grantPrincipal).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ssm:${region}:<AWS::AccountId>:parameter/${path}/*]`,
        reason:
          "Read only, on the stage's own regulator path: a price-cap period's parameters are named by its first day and revision (lambdas/contracts/regulator-parameters.ts), so they cannot be listed in advance.",
      });
  }
}
