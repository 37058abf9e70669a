import { Token, Validations, type CfnResource, type Stack } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';

const BUCKET_DEPLOYMENT_HANDLER_PREFIX = 'Custom::CDKBucketDeployment';

/**
 * The web build upload (BucketDeployment) runs a Lambda that CDK itself adds to the stack; its
 * role and runtime are not ours to shape. Its findings are acknowledged one by one (cdk-nag v3
 * has no wildcard acknowledgement), each with why it is acceptable; anything new still fails.
 */
export function acknowledgeBucketDeploymentHandler(stack: Stack, destination: IBucket): void {
  const handler = stack.node.children.find((child) => child.node.id.startsWith(BUCKET_DEPLOYMENT_HANDLER_PREFIX));
  if (!handler) return;

  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const bucketLogicalId = stack.resolve((destination.node.defaultChild as CfnResource).logicalId) as string;
  const copyReason =
    "CDK's BucketDeployment handler copies the web build from the CDK asset bucket into this stack's site bucket only; the object-level wildcards are the read/write/delete action groups on those two buckets (its generated policy).";

  Validations.of(handler).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's BucketDeployment handler writes its logs with the basic execution role; it runs only during deployments.",
    },
    ...[
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
    ].map((finding) => ({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason: copyReason,
    })),
    {
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${region}/*]`,
      reason: copyReason,
    },
    { id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`, reason: copyReason },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "cloudfront:CreateInvalidation/GetInvalidation have no resource-level permissions; the handler invalidates this stack's distribution after an upload.",
    },
    {
      id: 'AwsSolutions-L1',
      reason:
        "The runtime of CDK's BucketDeployment handler is chosen by aws-cdk-lib (Python, AWS CLI layer) and moves with CDK upgrades; it runs only during deployments.",
    },
  );
}
