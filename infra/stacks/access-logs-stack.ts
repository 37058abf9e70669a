import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { CloudFrontAccessLogs } from '../constructs/access-logs.js';
import { resourceNames, type StageSettings } from '../stage-settings.js';

export interface AccessLogsStackProps extends StackProps {
  settings: StageSettings;
  distributionId: string;
  logBucketArn: string;
}

/**
 * The distribution's standard logging (v2). CloudFront log delivery is configured in us-east-1;
 * the logs land in the web stack's access-log bucket (eu-west-2), whose lifecycle rule keeps
 * them accessLogExpirationDays (docs/operations.md › Deploying to AWS).
 */
export class AccessLogsStack extends Stack {
  readonly accessLogs: CloudFrontAccessLogs;

  constructor(scope: Construct, id: string, props: AccessLogsStackProps) {
    super(scope, id, {
      ...props,
      description: `Fernleaf website (${props.settings.stage}): CloudFront access log delivery without query strings`,
      terminationProtection: props.settings.removalPolicy === RemovalPolicy.RETAIN,
    });
    this.accessLogs = new CloudFrontAccessLogs(this, 'CloudFrontAccessLogs', {
      namePrefix: resourceNames(props.settings.stage).prefix,
      distributionId: props.distributionId,
      bucketArn: props.logBucketArn,
    });
  }
}
