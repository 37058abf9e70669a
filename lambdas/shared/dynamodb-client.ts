import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DYNAMODB_ENDPOINT_VARIABLE } from '#contracts/idempotency-table';

/**
 * A DynamoDB client with bounded time-outs, so a slow table cannot eat the route's time-out
 * (lambdas/contracts/routes.ts). DYNAMODB_ENDPOINT (unset in AWS) points it at another
 * DynamoDB, such as the laptop's, which takes any credentials.
 */
export function dynamoDbClient(environment: NodeJS.ProcessEnv = process.env): DynamoDBClient {
  const endpoint = environment[DYNAMODB_ENDPOINT_VARIABLE];
  return new DynamoDBClient({
    ...(endpoint
      ? {
          endpoint,
          region: environment.AWS_REGION ?? 'eu-west-2',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 },
  });
}
