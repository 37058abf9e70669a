import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../lambdas/routes.js';
import { WebAcl } from '../constructs/web-acl.js';
import { resourceNames, type StageSettings } from '../stage-settings.js';

export interface EdgeSecurityStackProps extends StackProps {
  settings: StageSettings;
  routes?: readonly RouteDefinition[];
}

/**
 * The stage's CLOUDFRONT-scope web ACL. CloudFront reads web ACLs only in us-east-1, so this
 * stack lives there; the web stack (eu-west-2) takes the ARN through CDK's cross-region
 * references (README "Deploying to AWS (ops)").
 */
export class EdgeSecurityStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: EdgeSecurityStackProps) {
    super(scope, id, {
      ...props,
      description: `Fernleaf website (${props.settings.stage}): AWS WAF web ACL of the CloudFront distribution`,
      terminationProtection: props.settings.removalPolicy === RemovalPolicy.RETAIN,
    });
    this.webAcl = new WebAcl(this, 'WebAcl', {
      name: resourceNames(props.settings.stage).webAcl,
      limits: props.settings.wafRateLimits,
      routes: props.routes,
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.arn });
  }
}
