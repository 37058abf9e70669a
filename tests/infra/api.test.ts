import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeKey } from '../../infra/constructs/api.js';
import { resourceNames, stageNames, stageSettings } from '../../infra/stage-settings.js';
import { routes, usesIdempotencyTable, type RouteDefinition } from '#contracts/routes';
import { configSecretIds, secretNameVariable } from '#contracts/app-config';
import { defined } from '../support/defined.js';
import {
  actionsOf,
  missingSite,
  onlyResource,
  resourceById,
  resourcesOf,
  resourcesOfType,
  routeFunctions,
  statementsOfFunction,
  synthAllStages,
  synthStage,
} from './helpers.js';

const synthesised = synthAllStages();
const dev = synthesised.dev;

function functionOf(route: RouteDefinition, stage: (typeof stageNames)[number] = 'dev') {
  const fn = routeFunctions(synthesised[stage].web)[`${resourceNames(stage).prefix}-${route.name}`];
  if (!fn) throw new Error(`No function for route ${route.name} in ${stage}`);
  return fn;
}

describe('one function per route of lambdas/contracts/routes.ts', () => {
  it('has exactly one function and one API route per row of the table', () => {
    expect(Object.keys(routeFunctions(dev.web)).sort()).toEqual(
      routes.map((route) => `fernleaf-dev-${route.name}`).sort(),
    );
    const routeKeys = Object.values(resourcesOfType(dev.web, 'AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(routes.map(routeKey).sort());
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s: Node.js 24 on arm64, no X-Ray, its own memory and time-out',
    (_name, route) => {
      const fn = functionOf(route);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: route.memoryMb,
        Timeout: route.timeoutSeconds,
        Description: `${route.method} ${route.path}`,
      });
      // Tracing off (docs/operations.md › Metrics and tracing): no X-Ray mode, and no X-Ray grant below.
      expect(fn.Properties.TracingConfig?.Mode ?? 'PassThrough').toBe('PassThrough');
    },
  );

  it.each(routes.map((route) => [route.name, route] as const))(
    "%s: logs to its own log group with the stage's retention",
    (_name, route) => {
      for (const stage of stageNames) {
        const fn = functionOf(route, stage);
        const logGroup = resourceById(
          synthesised[stage].web,
          'AWS::Logs::LogGroup',
          fn.Properties.LoggingConfig.LogGroup.Ref,
        );
        expect(logGroup.Properties).toEqual(
          expect.objectContaining({
            LogGroupName: `/aws/lambda/${fn.Properties.FunctionName}`,
            RetentionInDays: stageSettings[stage].logRetention,
          }),
        );
      }
    },
  );

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s: Powertools settings, source maps, and only the configuration names it reads',
    (_name, route) => {
      const variables = functionOf(route).Properties.Environment.Variables as Record<string, string>;
      expect(variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'fernleaf-api',
        POWERTOOLS_METRICS_NAMESPACE: expect.any(String),
        POWERTOOLS_LOG_LEVEL: stageSettings.dev.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      });
      // Only the names of the secrets the route declares (docs/security.md › Secrets split by purpose).
      for (const id of configSecretIds) {
        if (route.reads.secrets?.includes(id))
          expect(variables[secretNameVariable(id)]).toBe(resourceNames('dev').configSecrets[id]);
        else expect(variables).not.toHaveProperty(secretNameVariable(id));
      }
      if (usesIdempotencyTable(route) || route.accountLookup)
        expect(variables.IDEMPOTENCY_TABLE_NAME).toBe(resourceNames('dev').idempotencyTable);
      else expect(variables).not.toHaveProperty('IDEMPOTENCY_TABLE_NAME');
    },
  );

  it('picks up a route added to the table with no other change', () => {
    const extra: RouteDefinition = {
      name: 'extra-example',
      method: 'GET',
      path: '/api/extra/{id}',
      memoryMb: 384,
      timeoutSeconds: 7,
      reads: {},
    };
    const withExtra = synthStage('dev', {
      contentDirectory: missingSite,
      routes: [...routes, extra],
      entryFor: (route) => (route.name === extra.name ? path.resolve('lambdas/get-price-cap/handler.ts') : undefined),
    });
    const fn = defined(routeFunctions(withExtra.web)['fernleaf-dev-extra-example'], 'the extra route function');
    expect(fn.Properties).toMatchObject({ MemorySize: 384, Timeout: 7 });
    expect(
      Object.values(resourcesOfType(withExtra.web, 'AWS::ApiGatewayV2::Route')).map(
        (route) => route.Properties.RouteKey,
      ),
    ).toContain('GET /api/extra/{id}');
  });

  it('lets only this API invoke each function', () => {
    const apiLogicalId = Object.keys(resourcesOfType(dev.web, 'AWS::ApiGatewayV2::Api'))[0];
    const permissions = Object.values(resourcesOfType(dev.web, 'AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(routes.length);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain(apiLogicalId);
    }
  });
});

describe('least-privilege IAM', () => {
  const ownLogGroup = (route: RouteDefinition) => `<${functionOf(route).Properties.LoggingConfig.LogGroup.Ref}.Arn>`;

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s: may write its own logs and read only what its route declares (no wildcard resource)',
    (_name, route) => {
      const statements = statementsOfFunction(dev.web, functionOf(route).logicalId);
      const granted = statements.map((statement) => ({
        actions: actionsOf(statement).sort(),
        resources: resourcesOf(statement).sort(),
      }));
      const expected = [
        { actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [ownLogGroup(route)] },
        // Every route checks the secret origin header (lambdas/shared/origin-verify.ts).
        {
          actions: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
          resources: [
            'arn:<AWS::Partition>:secretsmanager:eu-west-2:<AWS::AccountId>:secret:fernleaf/dev/origin-verify-??????',
          ],
        },
      ];
      for (const id of route.reads.secrets ?? []) {
        expected.push({
          actions: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
          resources: [
            `arn:<AWS::Partition>:secretsmanager:eu-west-2:<AWS::AccountId>:secret:fernleaf/dev/${id}-??????`,
          ],
        });
      }
      if (usesIdempotencyTable(route)) {
        expected.push({
          actions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
          resources: [
            `arn:<AWS::Partition>:dynamodb:eu-west-2:<AWS::AccountId>:table/${resourceNames('dev').idempotencyTable}`,
          ],
        });
      }
      if (route.accountLookup) {
        // The failed-lookup counters, limited to their keys by a condition (tests/infra/idempotency-table.test.ts).
        expected.push({
          actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
          resources: [
            `arn:<AWS::Partition>:dynamodb:eu-west-2:<AWS::AccountId>:table/${resourceNames('dev').idempotencyTable}`,
          ],
        });
      }
      if (route.reads.tariffCatalogue) {
        expected.push({
          actions: ['dynamodb:GetItem', 'dynamodb:Query'],
          resources: [
            `arn:<AWS::Partition>:dynamodb:eu-west-2:<AWS::AccountId>:table/${resourceNames('dev').tariffCatalogueTable}`,
          ],
        });
      }
      if (route.reads.regulatorFigures) {
        // The regulator's figures: read on the stage's own path (tests/infra/regulator-parameters.test.ts).
        expected.push({
          actions: ['ssm:GetParameter', 'ssm:GetParametersByPath'],
          resources: [
            'arn:<AWS::Partition>:ssm:eu-west-2:<AWS::AccountId>:parameter/fernleaf/dev/regulator',
            'arn:<AWS::Partition>:ssm:eu-west-2:<AWS::AccountId>:parameter/fernleaf/dev/regulator/*',
          ],
        });
      }
      expect(granted).toHaveLength(expected.length);
      expect(granted).toEqual(expect.arrayContaining(expected));
    },
  );

  it("never lets a function of one stage read another stage's configuration", () => {
    for (const stage of stageNames) {
      const others = stageNames.filter((other) => other !== stage);
      for (const route of routes) {
        const resources = statementsOfFunction(synthesised[stage].web, functionOf(route, stage).logicalId).flatMap(
          resourcesOf,
        );
        for (const other of others) expect(resources.join(' ')).not.toMatch(new RegExp(`fernleaf/${other}/`));
      }
    }
  });

  it('grants no managed policies and no wildcard actions to the route functions', () => {
    for (const route of routes) {
      const roleLogicalId = functionOf(route).Properties.Role['Fn::GetAtt'][0];
      const role = resourceById(dev.web, 'AWS::IAM::Role', roleLogicalId);
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      const actions = statementsOfFunction(dev.web, functionOf(route).logicalId).flatMap(actionsOf);
      for (const action of actions) expect(action).not.toContain('*');
    }
  });
});

describe('API stage', () => {
  it.each(stageNames)(
    "%s: throttles all routes at the stage's steady and burst limits, account-lookup routes tighter",
    (stage) => {
      const stageResource = onlyResource(synthesised[stage].web, 'AWS::ApiGatewayV2::Stage');
      const settings = stageSettings[stage];
      expect(stageResource.Properties).toMatchObject({
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingRateLimit: settings.apiThrottle.rateLimit,
          ThrottlingBurstLimit: settings.apiThrottle.burstLimit,
        },
      });
      const lookupRoutes = routes.filter((route) => route.accountLookup);
      expect(lookupRoutes.length).toBeGreaterThan(0);
      expect(stageResource.Properties.RouteSettings).toEqual(
        Object.fromEntries(
          lookupRoutes.map((route) => [
            routeKey(route),
            {
              ThrottlingRateLimit: settings.accountLookupThrottle.rateLimit,
              ThrottlingBurstLimit: settings.accountLookupThrottle.burstLimit,
            },
          ]),
        ),
      );
      expect(settings.accountLookupThrottle.rateLimit).toBeLessThan(settings.apiThrottle.rateLimit);
    },
  );

  it('is created after the routes its settings name (CloudFormation refuses unknown route keys)', () => {
    const template = dev.web.toJSON();
    const stageLogicalId = defined(
      Object.keys(resourcesOfType(dev.web, 'AWS::ApiGatewayV2::Stage'))[0],
      'an API Gateway stage',
    );
    const routeLogicalIds = Object.entries(resourcesOfType(dev.web, 'AWS::ApiGatewayV2::Route'))
      .filter(([, route]) =>
        routes.some((candidate) => candidate.accountLookup && routeKey(candidate) === route.Properties.RouteKey),
      )
      .map(([logicalId]) => logicalId);
    expect(template.Resources[stageLogicalId].DependsOn).toEqual(expect.arrayContaining(routeLogicalIds));
  });

  it("writes JSON access logs without request bodies or query strings to a log group with the stage's retention", () => {
    for (const stage of stageNames) {
      const settings = onlyResource(synthesised[stage].web, 'AWS::ApiGatewayV2::Stage').Properties.AccessLogSettings;
      const format = JSON.parse(settings.Format);
      expect(format).toMatchObject({
        requestId: '$context.requestId',
        status: '$context.status',
        routeKey: '$context.routeKey',
      });
      expect(settings.Format).not.toMatch(/querystring|requestBody|\$input/i);
      const logGroup = resourceById(
        synthesised[stage].web,
        'AWS::Logs::LogGroup',
        settings.DestinationArn['Fn::GetAtt'][0],
      );
      expect(logGroup.Properties.RetentionInDays).toBe(stageSettings[stage].logRetention);
    }
  });
});

describe("API errors and the distribution's error page", () => {
  it('no handler answers 403, the one status CloudFront turns into the HTML not-found page', () => {
    const sources = (readdirSync('lambdas', { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .map((file) => ({ file, text: readFileSync(path.join('lambdas', file), 'utf8') }));
    expect(sources.length).toBeGreaterThan(routes.length);
    for (const { file, text } of sources) {
      expect({ file, status403: /(HttpError|errorResponse|json)\(\s*403\b|statusCode:\s*403\b/.test(text) }).toEqual({
        file,
        status403: false,
      });
    }
  });
});
