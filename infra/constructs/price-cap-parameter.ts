import { Stack } from 'aws-cdk-lib';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { MISSING_DISPLAY_VALUE } from '#contracts/price-cap-values';

export interface PriceCapParameterProps {
  /** The parameter's name, e.g. /fernleaf/prod/price-cap/own-svt. */
  name: string;
  description: string;
  /** Delete the parameter with the stack (dev, staging); kept otherwise, like RETAIN. */
  removeWithStack: boolean;
}

/**
 * One price-cap SSM String parameter, created with the missing-value default (`--`) ONLY when it
 * does not exist, and never written by a deploy after that: ops put the real values by hand
 * (docs/operations.md › Configuration), and an
 * `AWS::SSM::Parameter` would put `--` back whenever CloudFormation replaced or updated it (a new
 * description or tier). A PutParameter with `Overwrite: false` on create and on update, whose
 * ParameterAlreadyExists is ignored, writes only into nothing.
 */
export class PriceCapParameter extends Construct {
  readonly parameterName: string;

  constructor(scope: Construct, id: string, props: PriceCapParameterProps) {
    super(scope, id);
    this.parameterName = props.name;
    const putWhenAbsent: AwsSdkCall = {
      service: 'SSM',
      action: 'putParameter',
      parameters: {
        Name: props.name,
        Value: MISSING_DISPLAY_VALUE,
        Type: 'String',
        Description: props.description,
        Tier: 'Standard',
        Overwrite: false,
      },
      physicalResourceId: PhysicalResourceId.of(props.name),
      ignoreErrorCodesMatching: 'ParameterAlreadyExists',
    };
    const stack = Stack.of(this);
    new AwsCustomResource(this, 'CreateWhenAbsent', {
      resourceType: 'Custom::PriceCapParameter',
      onCreate: putWhenAbsent,
      onUpdate: putWhenAbsent,
      onDelete: props.removeWithStack
        ? {
            service: 'SSM',
            action: 'deleteParameter',
            parameters: { Name: props.name },
            ignoreErrorCodesMatching: 'ParameterNotFound',
          }
        : undefined,
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: props.name.slice(1) })],
      }),
      installLatestAwsSdk: false,
    });
  }
}
