import { Stack } from 'aws-cdk-lib';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Every field of a CloudFront standard log (v2), in the legacy log's order. */
export const CLOUDFRONT_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(Referer)',
  'cs(User-Agent)',
  'cs-uri-query',
  'cs(Cookie)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'fle-status',
  'fle-encrypted-fields',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
  'sc-range-start',
  'sc-range-end',
] as const;

/**
 * Left out of the logs: the path carries the password-reset token
 * (`/Account/ResetPasswordRedeemToken/<token>`, links the portal e-mails, redirected by the
 * CloudFront Function) and the card session id (`/api/checkout-sessions/<id>`, which opens that
 * payment's status); the query string carries the set-password token `T` and the card provider's
 * `session_id`; the Referer repeats them all (same-origin requests send the full URL under
 * strict-origin-when-cross-origin, infra/security-headers.ts); cookies may carry sessions.
 * Neither path can move: the portal writes the first into its e-mails, and the second is the
 * payment journey's own API. What is kept: docs/security.md › Access logs without secrets.
 */
export const OMITTED_LOG_FIELDS = ['cs-uri-stem', 'cs-uri-query', 'cs(Referer)', 'cs(Cookie)'] as const;

export const LOGGED_FIELDS = CLOUDFRONT_LOG_FIELDS.filter(
  (field) => !(OMITTED_LOG_FIELDS as readonly string[]).includes(field),
);

/** Name of the stage's CloudFront delivery source (the log bucket's policy names it). */
export function cloudFrontDeliverySourceName(namePrefix: string): string {
  return `${namePrefix}-cloudfront`;
}

export interface CloudFrontAccessLogsProps {
  namePrefix: string;
  /** The distribution's id (its ARN is built in this stack). */
  distributionId: string;
  /** ARN of the access-log bucket; its policy lets delivery.logs.amazonaws.com write under AWSLogs/. */
  bucketArn: string;
}

/**
 * CloudFront standard logging (v2) of one distribution into the access-log bucket, with the
 * fields chosen here (LOGGED_FIELDS). CloudWatch Logs delivery sources of CloudFront must be
 * created in us-east-1, so this construct belongs to a stack there (infra/stacks/access-logs-stack.ts).
 */
export class CloudFrontAccessLogs extends Construct {
  readonly source: CfnDeliverySource;
  readonly destination: CfnDeliveryDestination;
  readonly delivery: CfnDelivery;

  constructor(scope: Construct, id: string, props: CloudFrontAccessLogsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.source = new CfnDeliverySource(this, 'Source', {
      name: cloudFrontDeliverySourceName(props.namePrefix),
      logType: 'ACCESS_LOGS',
      resourceArn: stack.formatArn({
        service: 'cloudfront',
        region: '',
        resource: 'distribution',
        resourceName: props.distributionId,
      }),
    });
    this.destination = new CfnDeliveryDestination(this, 'Destination', {
      name: `${props.namePrefix}-cloudfront-s3`,
      destinationResourceArn: props.bucketArn,
      outputFormat: 'w3c',
    });
    this.delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: this.source.name,
      deliveryDestinationArn: this.destination.attrArn,
      recordFields: [...LOGGED_FIELDS],
    });
    this.delivery.node.addDependency(this.source);
  }
}
