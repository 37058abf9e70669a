import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { SSMClient } from '@aws-sdk/client-ssm';
import {
  capKinds,
  readCapIndex,
  readCapPeriodPart,
  readTypicalConsumptionSets,
  REGULATOR_FIGURES_MAX_AGE_SECONDS,
  REGULATOR_FIGURES_MAX_AGE_VARIABLE,
  REGULATOR_PARAMETERS_PATH_VARIABLE,
  regulatorParameterNames,
  SSM_ENDPOINT_VARIABLE,
  type CapIndex,
  type CapPeriodPart,
  type CapPeriodRef,
  type TypicalConsumptionSet,
} from '#contracts/regulator-parameters';
import { paymentMethods } from '#contracts/payment-methods';
import { withinRequestDeadline } from './deadline.js';

/*
 * The regulator's figures as the functions read them: Powertools Parameters' SSM provider on the
 * AWS SDK, cached for REGULATOR_FIGURES_MAX_AGE_SECONDS, every value checked before use (layout:
 * lambdas/contracts/regulator-parameters.ts). Whatever fails (SSM throttled or unreachable, a
 * parameter missing or malformed) is a RegulatorFiguresError: the route answers its own 503,
 * never a guess and never an expired figure.
 */

export class RegulatorFiguresError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RegulatorFiguresError';
  }
}

/** SSM in AWS, or the endpoint SSM_ENDPOINT names (the laptop's stand-in, which takes any credentials). */
function ssmClient(environment: NodeJS.ProcessEnv): SSMClient {
  const endpoint = environment[SSM_ENDPOINT_VARIABLE];
  return new SSMClient({
    ...(endpoint
      ? {
          endpoint,
          region: environment.AWS_REGION ?? 'eu-west-2',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    // Two attempts of at most 1.5 s fit inside the request's deadline (./deadline.ts), as for secrets (./secrets.ts).
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 500, requestTimeout: 1_500, throwOnRequestTimeout: true },
  });
}

let provider: SSMProvider | undefined;
let providerEndpoint: string | undefined;

/** One provider per process (its cache is the point); made again only if the endpoint changes (tests). */
function ssm(): SSMProvider {
  const endpoint = process.env[SSM_ENDPOINT_VARIABLE];
  if (!provider || providerEndpoint !== endpoint) {
    provider = new SSMProvider({ awsSdkV3Client: ssmClient(process.env) });
    providerEndpoint = endpoint;
  }
  return provider;
}

/** Tests: forget what was read. */
export function forgetRegulatorFigures(): void {
  provider?.clearCache();
}

function maxAge(): number {
  const configured = Number(process.env[REGULATOR_FIGURES_MAX_AGE_VARIABLE]);
  return Number.isFinite(configured) && configured >= 0
    ? Math.min(configured, REGULATOR_FIGURES_MAX_AGE_SECONDS)
    : REGULATOR_FIGURES_MAX_AGE_SECONDS;
}

function root(): string {
  const path = process.env[REGULATOR_PARAMETERS_PATH_VARIABLE];
  if (!path) throw new RegulatorFiguresError(`${REGULATOR_PARAMETERS_PATH_VARIABLE} is not set`);
  return path;
}

async function read<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await withinRequestDeadline(`Reading ${what} from SSM`, work());
  } catch (error) {
    if (error instanceof RegulatorFiguresError) throw error;
    // Cut off by the request's deadline too: SSM did not answer in time, so the route answers its
    // own 503 (figures unavailable) before its 504 back-stop would (./http.ts).
    throw new RegulatorFiguresError(`${what} could not be read from SSM: ${(error as Error).name}`, { cause: error });
  }
}

/** The published price-cap periods (the pointer ops move last). */
export async function readCapIndexParameter(): Promise<CapIndex> {
  const name = regulatorParameterNames.index(root());
  const value = await read('the price-cap index', () => ssm().get(name, { transform: 'json', maxAge: maxAge() }));
  if (value === undefined) throw new RegulatorFiguresError(`${name} is missing`);
  const index = readCapIndex(value);
  if (typeof index === 'string') throw new RegulatorFiguresError(`${name} is malformed: ${index}`);
  return index;
}

/** Every part of one published period (every meter type and payment method), checked against the index. */
export async function readCapPeriod(period: CapPeriodRef): Promise<CapPeriodPart[]> {
  const path = regulatorParameterNames.periodPath(root(), period.validFrom, period.revision);
  const values = await read(`the price-cap period from ${period.validFrom}`, () =>
    ssm().getMultiple(path, { recursive: true, transform: 'json', maxAge: maxAge() }),
  );
  const parts: CapPeriodPart[] = [];
  for (const kind of capKinds)
    for (const method of paymentMethods) {
      const part = readCapPeriodPart(values?.[`${kind}/${method}`], period);
      if (typeof part === 'string') throw new RegulatorFiguresError(`${path}/${kind}/${method}: ${part}`);
      parts.push(part);
    }
  return parts;
}

/** Every set of typical consumption values, oldest first. */
export async function readTypicalConsumptionParameter(): Promise<TypicalConsumptionSet[]> {
  const name = regulatorParameterNames.typicalConsumption(root());
  const value = await read('the typical consumption values', () =>
    ssm().get(name, { transform: 'json', maxAge: maxAge() }),
  );
  if (value === undefined) throw new RegulatorFiguresError(`${name} is missing`);
  const sets = readTypicalConsumptionSets(value);
  if (typeof sets === 'string') throw new RegulatorFiguresError(`${name} is malformed: ${sets}`);
  return sets;
}
