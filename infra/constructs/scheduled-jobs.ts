import { Duration, Stack, type RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { usesIdempotencyTable } from '#contracts/routes';
import { scheduledJobs as jobTable, type ScheduledJobDefinition } from '#contracts/scheduled-jobs';
import type { IdempotencyTableReader } from './idempotency-table.js';
import type { RegulatorParametersReader } from './regulator-parameters.js';
import { RouteFunction } from './route-function.js';
import type { StageConfigReader } from './stage-config.js';

export interface ScheduledJobsProps {
  namePrefix: string;
  config: StageConfigReader;
  /** The idempotency table, for the jobs that declare `paymentIdempotency`. */
  idempotencyTable: IdempotencyTableReader;
  /** The regulator's figures in SSM, for the jobs that declare `reads.regulatorFigures`. */
  regulatorParameters: RegulatorParametersReader;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  logLevel: string;
  /** The job table; lambdas/contracts/scheduled-jobs.ts unless a test supplies its own. */
  jobs?: readonly ScheduledJobDefinition[];
  /** Handler file of a job; lambdas/<name>/handler.ts unless a test supplies its own. */
  entryFor?: (job: ScheduledJobDefinition) => string | undefined;
}

/**
 * The scheduler's Lambda target, allowed to invoke the function itself only: the library's own
 * grant adds every version and alias of it too (`<arn>:*`), which a schedule of `$LATEST` never needs.
 */
class InvokeThisFunction extends LambdaInvoke {
  constructor(
    private readonly target: IFunction,
    props: ConstructorParameters<typeof LambdaInvoke>[1],
  ) {
    super(target, props);
  }

  protected override addTargetActionToRole(role: IRole): void {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.target.functionArn] }),
    );
  }
}

/**
 * One Lambda and one EventBridge Scheduler schedule per row of the job table: the function is
 * bundled and confined like a route's (./route-function.ts: its own role and log group, only the
 * secrets it declares), has no origin header to check (nobody calls it over HTTP), and the
 * schedule invokes it through a role that may invoke only that function. A failed run is not
 * retried by Lambda or the scheduler: the next run is the retry, and the failure is the
 * function's error, alarmed on (infra/constructs/monitoring-alarms.ts).
 */
export class ScheduledJobs extends Construct {
  readonly functions: RouteFunction[] = [];
  readonly schedules: Schedule[] = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const job of props.jobs ?? jobTable) {
      const jobFunction = new RouteFunction(this, `Job-${job.name}`, {
        route: job,
        functionName: `${props.namePrefix}-${job.name}`,
        description: job.description,
        entry: props.entryFor?.(job),
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        logLevel: props.logLevel,
        retryAttempts: 0,
        environment: {
          ...props.config.secretEnvironment(job.reads.secrets ?? []),
          ...(usesIdempotencyTable(job) ? props.idempotencyTable.environment() : {}),
          ...(job.reads.regulatorFigures ? props.regulatorParameters.environment() : {}),
        },
      });
      props.config.grantSecretsRead(jobFunction.function, job.reads.secrets ?? []);
      if (usesIdempotencyTable(job)) props.idempotencyTable.grantReadWrite(jobFunction.function);
      if (job.reads.regulatorFigures) props.regulatorParameters.grantRead(jobFunction.function);
      this.functions.push(jobFunction);

      const role = new Role(this, `ScheduleRole-${job.name}`, {
        // Only schedules of this account may use it (the confused-deputy guard the scheduler's documentation asks for).
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
        }),
        description: `Lets the ${job.name} schedule invoke its function, nothing else`,
      });
      this.schedules.push(
        new Schedule(this, `Schedule-${job.name}`, {
          scheduleName: `${props.namePrefix}-${job.name}`,
          description: job.description,
          schedule: ScheduleExpression.rate(Duration.minutes(job.everyMinutes)),
          target: new InvokeThisFunction(jobFunction.function, {
            role,
            input: ScheduleTargetInput.fromObject({}),
            retryAttempts: 0,
            // A run that could not start within one period is replaced by the next one.
            maxEventAge: Duration.minutes(Math.min(job.everyMinutes, 24 * 60)),
          }),
        }),
      );
    }
  }
}
