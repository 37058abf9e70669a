import { describe, expect, it } from 'vitest';
import { CLOUDFRONT_LOG_FIELDS, LOGGED_FIELDS, OMITTED_LOG_FIELDS } from '../../infra/constructs/access-logs.js';
import { resourceNames, stageNames, stageSettings } from '../../infra/stage-settings.js';
import { flattenArn, missingSite, onlyResource, resourcesOfType, synthStage, type CfnJson } from './helpers.js';

describe.each(stageNames)('%s CloudFront access logs', (stage) => {
  const { stacks, web, accessLogs } = synthStage(stage, { contentDirectory: missingSite });

  it('are standard logging v2 from a us-east-1 stack, not legacy logging', () => {
    expect(stacks.accessLogs.stackName).toBe(resourceNames(stage).accessLogsStack);
    expect(stacks.accessLogs.region).toBe('us-east-1');
    expect(stacks.accessLogs.dependencies).toContain(stacks.web);
    expect(onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig.Logging).toBeUndefined();
    const source = onlyResource(accessLogs, 'AWS::Logs::DeliverySource').Properties;
    expect(source.LogType).toBe('ACCESS_LOGS');
    expect(flattenArn(source.ResourceArn)).toMatch(/:cloudfront::.*:distribution\/.*ExportsReader/);
  });

  it('leave out the path and the query string (reset and set-password tokens, card session ids), the Referer and cookies', () => {
    const fields: string[] = onlyResource(accessLogs, 'AWS::Logs::Delivery').Properties.RecordFields;
    expect(fields).toEqual(LOGGED_FIELDS);
    for (const omitted of OMITTED_LOG_FIELDS) expect(fields).not.toContain(omitted);
    for (const secretBearing of ['cs-uri-stem', 'cs-uri-query', 'cs(Referer)'])
      expect(fields).not.toContain(secretBearing);
    expect(fields).toContain('c-ip');
    expect(fields.length).toBe(CLOUDFRONT_LOG_FIELDS.length - OMITTED_LOG_FIELDS.length);
  });

  it("land in the web stack's log bucket, kept for the stage's days, which lets log delivery write", () => {
    const destination = onlyResource(accessLogs, 'AWS::Logs::DeliveryDestination').Properties;
    expect(JSON.stringify(destination.DestinationResourceArn)).toMatch(/ExportsReader.*AccessLogs/);
    const logBucket = Object.entries(resourcesOfType(web, 'AWS::S3::Bucket')).find(
      ([, resource]) => !resource.Properties.LoggingConfiguration,
    )!;
    expect(logBucket[1].Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ ExpirationInDays: stageSettings[stage].accessLogExpirationDays }),
    );
    const statements: CfnJson[] = Object.values(resourcesOfType(web, 'AWS::S3::BucketPolicy'))
      .filter((policy) => policy.Properties.Bucket.Ref === logBucket[0])
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(statements).toContainEqual(
      expect.objectContaining({
        Sid: 'CloudFrontLogDelivery',
        Effect: 'Allow',
        Principal: { Service: 'delivery.logs.amazonaws.com' },
        Action: 's3:PutObject',
      }),
    );
    const delivery = statements.find((statement) => statement.Sid === 'CloudFrontLogDelivery');
    expect(flattenArn(delivery.Condition.ArnLike['aws:SourceArn'])).toMatch(
      new RegExp(
        `:logs:us-east-1:.*:delivery-source:${onlyResource(accessLogs, 'AWS::Logs::DeliverySource').Properties.Name}$`,
      ),
    );
  });
});
