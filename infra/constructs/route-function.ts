import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { Charset, LogLevel, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { API_SERVICE_NAME } from '#contracts/service-name';
import { Construct } from 'constructs';
import { API_METRICS_NAMESPACE } from '#contracts/metric-names';
import { handlerEntry, type FunctionDefinition } from '#contracts/routes';
import { repositoryRoot } from '../paths.js';

/** The functions are ESM; a few bundled CommonJS dependencies still call require(). */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
export const POWERTOOLS_METRICS_NAMESPACE = API_METRICS_NAMESPACE;
/** Maps minified stack traces back to file:line through the bundled source map. */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

/**
 * How every route is bundled: one minified ESM file with the AWS SDK inside (tree-shaken and
 * pinned by the lockfile, not the runtime's copy). Exported so `npm run bench:lambdas`
 * (bin/bench-lambdas.ts) builds the same bundles.
 */
export const ROUTE_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  bundleAwsSDK: true,
  // No metafile: it would ship inside the zip; the source map's `sources` list the inputs.
  metafile: false,
  charset: Charset.UTF8,
  logLevel: LogLevel.ERROR,
} satisfies BundlingOptions;

export interface RouteFunctionProps {
  /** A route of lambdas/contracts/routes.ts or a scheduled job of lambdas/contracts/scheduled-jobs.ts. */
  route: FunctionDefinition;
  functionName: string;
  /** The function's description: a route's method and path, a job's sentence. */
  description: string;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  logLevel: string;
  environment: Record<string, string>;
  /** Where the handler lives; lambdas/<name>/handler.ts unless a test points elsewhere. */
  entry?: string;
  /** The function's reserved concurrency (infra/stage-settings.ts ReservedConcurrency); unset: none. */
  reservedConcurrentExecutions?: number;
  /** Lambda's own retries of an asynchronous invocation (a scheduled job's); unset: Lambda's default. */
  retryAttempts?: number;
}

/**
 * One route's (or scheduled job's) Lambda: its own role (nothing but its log group and what the caller grants;
 * no X-Ray, docs/decisions/005-no-x-ray.md), its own log group with the stage's retention, bundled to a single minified ESM
 * file with the AWS SDK inside (tree-shaken and pinned by the lockfile, not the runtime's copy).
 */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly route: FunctionDefinition;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    this.route = props.route;

    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });

    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.functionName}: writes its own logs and traces, reads only what its route declares`,
    });
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      functionName: props.functionName,
      description: props.description,
      entry: props.entry ?? path.join(repositoryRoot, handlerEntry(props.route)),
      handler: 'handler',
      projectRoot: repositoryRoot,
      depsLockFilePath: path.join(repositoryRoot, 'package-lock.json'),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.route.memoryMb,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      retryAttempts: props.retryAttempts,
      timeout: Duration.seconds(props.route.timeoutSeconds),
      // No X-Ray: EMF metrics and per-request logs answer "which upstream fails and how"; the
      // Powertools Tracer would add code and import CPU to every cold start (docs/operations.md ›
      // Metrics and tracing; the figures: docs/performance.md › Figures behind choices in the code).
      tracing: Tracing.DISABLED,
      role,
      logGroup: this.logGroup,
      environment: {
        POWERTOOLS_SERVICE_NAME: API_SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: props.logLevel,
        NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
        ...props.environment,
      },
      bundling: this.bundlingWith(props.route.besideBundle ?? []),
    });
  }

  /**
   * ROUTE_BUNDLING, plus the build's files the function loads at run time copied beside its
   * bundle. One that is missing (no web build before this synth) is left out with a warning, as the
   * site's own content is (infra/constructs/static-site.ts): the function then answers 503.
   */
  private bundlingWith(besideBundle: readonly string[]): BundlingOptions {
    const files = besideBundle.map((file) => path.join(repositoryRoot, file));
    const missing = files.filter((file) => !existsSync(file));
    if (missing.length > 0)
      Annotations.of(this).addWarningV2(
        'fernleaf:web-build-missing',
        `No ${missing.join(', ')}: ${this.route.name} is bundled without it. Run npm run build before deploying.`,
      );
    const present = files.filter((file) => existsSync(file));
    if (present.length === 0) return ROUTE_BUNDLING;
    return {
      ...ROUTE_BUNDLING,
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (_inputDir, outputDir) => present.map((file) => `cp "${file}" "${outputDir}"`),
      },
    };
  }
}
