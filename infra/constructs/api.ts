import { CfnOutput, Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  ApiMapping,
  CfnStage,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type HttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routes as routeTable, usesIdempotencyTable, type RouteDefinition } from '#contracts/routes';
import type { ApiOriginDomain, ReservedConcurrency, ThrottleLimits } from '../stage-settings.js';
import type { IdempotencyTableReader } from './idempotency-table.js';
import type { StageConfigReader } from './stage-config.js';
import type { TariffCatalogueReader } from './tariff-catalogue-table.js';
import type { RegulatorParametersReader } from './regulator-parameters.js';
import { RouteFunction } from './route-function.js';

export interface ApiProps {
  namePrefix: string;
  config: StageConfigReader;
  /** The idempotency table, for the routes that declare `readingIdempotency` or `paymentIdempotency`. */
  idempotencyTable: IdempotencyTableReader;
  /** The tariff catalogue, read (never written) by the routes that declare `reads.tariffCatalogue`. */
  tariffCatalogue: TariffCatalogueReader;
  /** The regulator's figures in SSM, read (never written) by the routes that declare `reads.regulatorFigures`. */
  regulatorParameters: RegulatorParametersReader;
  throttle: ThrottleLimits;
  accountLookupThrottle: ThrottleLimits;
  reservedConcurrency?: ReservedConcurrency;
  /** With it, CloudFront's origin is this regional domain and the execute-api endpoint is off. */
  originDomain?: ApiOriginDomain;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  logLevel: string;
  /** The route table; lambdas/contracts/routes.ts unless a test supplies its own. */
  routes?: readonly RouteDefinition[];
  /** Handler file of a route; lambdas/<name>/handler.ts unless a test supplies its own. */
  entryFor?: (route: RouteDefinition) => string | undefined;
}

/** What API Gateway writes per request: no bodies, no query strings (they could hold personal data). */
export const accessLogFields = {
  /** The API's id: the dimension of the 429 metric (infra/constructs/monitoring.ts), one series per stage. */
  apiId: '$context.apiId',
  requestId: '$context.requestId',
  requestTime: '$context.requestTimeEpoch',
  httpMethod: '$context.httpMethod',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  errorMessage: '$context.error.message',
} as const;

export function routeKey(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}

/**
 * The HTTP API: one Lambda per row of the route table (a new row needs no change here),
 * stage-wide throttling, a tighter limit on account-lookup routes and JSON access logs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  /** CloudFront's origin host: the regional custom domain when the stage has one, else execute-api. */
  readonly domainName: string;
  readonly functions: RouteFunction[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const routes = props.routes ?? routeTable;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${props.namePrefix}-api`,
      description: 'Fernleaf website API, reached through CloudFront under /api/*',
      createDefaultStage: false,
      // Only through CloudFront, where the WAF counts each client: with a custom domain as the
      // origin, the execute-api address answers nothing, so nobody can spend the throttles there
      // (docs/security.md › Throttles sized from the WAF limits).
      disableExecuteApiEndpoint: props.originDomain !== undefined,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      logGroupName: `/aws/apigateway/${props.namePrefix}-api`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });

    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
    this.accessLogs = accessLogs;

    if (props.originDomain) {
      const domain = new DomainName(this, 'OriginDomain', {
        domainName: props.originDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', props.originDomain.certificateArn),
      });
      new ApiMapping(this, 'OriginMapping', { api: this.httpApi, domainName: domain, stage: this.stage });
      this.domainName = props.originDomain.domainName;
      new CfnOutput(this, 'ApiOriginTarget', {
        description: `CNAME ${props.originDomain.domainName} to this regional API Gateway name`,
        value: domain.regionalDomainName,
      });
    } else {
      const stack = Stack.of(this);
      this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    }

    const accountLookupSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const cfnStage = this.stage.node.defaultChild as CfnStage;

    for (const route of routes) {
      const routeFunction = new RouteFunction(this, `Route-${route.name}`, {
        route,
        functionName: `${props.namePrefix}-${route.name}`,
        description: routeKey(route),
        entry: props.entryFor?.(route),
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        logLevel: props.logLevel,
        reservedConcurrentExecutions: route.accountLookup
          ? props.reservedConcurrency?.accountRoutes
          : props.reservedConcurrency?.otherRoutes,
        environment: {
          ...props.config.originVerifyEnvironment(),
          ...props.config.secretEnvironment(route.reads.secrets ?? []),
          ...(usesIdempotencyTable(route) || route.accountLookup ? props.idempotencyTable.environment() : {}),
          ...(route.reads.tariffCatalogue ? props.tariffCatalogue.environment() : {}),
          ...(route.reads.regulatorFigures ? props.regulatorParameters.environment() : {}),
        },
      });
      // Every route checks the secret origin header before anything else (lambdas/shared/origin-verify.ts).
      props.config.grantOriginVerifyRead(routeFunction.function);
      props.config.grantSecretsRead(routeFunction.function, route.reads.secrets ?? []);
      if (usesIdempotencyTable(route)) props.idempotencyTable.grantReadWrite(routeFunction.function);
      // Failed lookups per account number and postcode (lambdas/shared/failed-lookups.ts).
      if (route.accountLookup) props.idempotencyTable.grantFailedLookupCounters(routeFunction.function);
      if (route.reads.tariffCatalogue) props.tariffCatalogue.grantRead(routeFunction.function);
      if (route.reads.regulatorFigures) props.regulatorParameters.grantRead(routeFunction.function);
      this.functions.push(routeFunction);

      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}-integration`, routeFunction.function),
      }) as [HttpRoute];
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Public website API: anonymous visitors look up prices, reviews and (with account number + postcode) their own account by design; abuse is limited by stage and per-route throttling.',
      });

      if (route.accountLookup) {
        accountLookupSettings[routeKey(route)] = {
          ThrottlingRateLimit: props.accountLookupThrottle.rateLimit,
          ThrottlingBurstLimit: props.accountLookupThrottle.burstLimit,
        };
        // Route settings name a route key, so the route must exist before the stage is updated.
        cfnStage.node.addDependency(httpRoute);
      }
    }

    if (Object.keys(accountLookupSettings).length > 0)
      cfnStage.addPropertyOverride('RouteSettings', accountLookupSettings);
  }
}
