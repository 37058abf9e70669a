import type { IncomingMessage, ServerResponse } from 'node:http';
import { STANDARD_PARAMETER_MAX_BYTES } from '#contracts/regulator-parameters';
import { fieldText, listenOnFreePort, readText, type RunningServer } from './http-server.js';

/*
 * SSM Parameter Store on a laptop: the part of SSM's JSON protocol the product uses, so the real
 * @aws-sdk/client-ssm (through Powertools Parameters in the functions, directly in the ops
 * command) talks to it as to AWS (docs/local-runtime.md › SSM Parameter Store). In memory,
 * String parameters only, as the regulator's figures are.
 */

/** GetParametersByPath's page size: SSM's maximum and default. */
const PAGE_SIZE = 10;

interface StoredParameter {
  name: string;
  value: string;
  version: number;
  lastModified: number;
}

export interface LocalSsm extends RunningServer {
  /** SSM_ENDPOINT for the functions and the ops command. */
  environment: Record<string, string>;
  /** The next `count` requests (and no others: 0 ends the failures) fail with SSM's error `name` (`ThrottlingException`, ...). */
  failNext(count: number, name: string): void;
  /** Every request so far, by target (`GetParameter`, ...): the tests count what the functions asked. */
  requests(): readonly string[];
  /** Every parameter's value by name (the tests' view of what was written). */
  parameters(): Record<string, string>;
}

class SsmError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export class ParameterStore {
  private readonly byName = new Map<string, StoredParameter>();

  get(name: string): StoredParameter {
    const found = this.byName.get(name);
    if (!found) throw new SsmError('ParameterNotFound', `Parameter ${name} not found.`);
    return found;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  put(name: string, value: string, overwrite: boolean): number {
    if (!/^\/[\w.\-/]+$/.test(name) || name.split('/').length > 16)
      throw new SsmError('ValidationException', `Parameter name ${name} is not valid.`);
    if (value === '') throw new SsmError('ValidationException', 'Parameter value must not be empty.');
    if (Buffer.byteLength(value) > STANDARD_PARAMETER_MAX_BYTES)
      throw new SsmError(
        'ValidationException',
        `Standard tier parameters support a maximum parameter value of ${STANDARD_PARAMETER_MAX_BYTES} characters.`,
      );
    const existing = this.byName.get(name);
    if (existing && !overwrite)
      throw new SsmError(
        'ParameterAlreadyExists',
        'The parameter already exists. To overwrite this value, set the overwrite option in the request to true.',
      );
    const version = (existing?.version ?? 0) + 1;
    this.byName.set(name, { name, value, version, lastModified: Date.now() / 1000 });
    return version;
  }

  /** Names under `path`, sorted: all descendants if recursive, else its direct children only. */
  under(path: string, recursive: boolean): StoredParameter[] {
    const prefix = path.endsWith('/') ? path : `${path}/`;
    return [...this.byName.values()]
      .filter((parameter) => parameter.name.startsWith(prefix))
      .filter((parameter) => recursive || !parameter.name.slice(prefix.length).includes('/'))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  all(): Record<string, string> {
    return Object.fromEntries([...this.byName.values()].map((parameter) => [parameter.name, parameter.value]));
  }
}

function shape(parameter: StoredParameter) {
  return {
    Name: parameter.name,
    Type: 'String',
    Value: parameter.value,
    Version: parameter.version,
    LastModifiedDate: parameter.lastModified,
    ARN: `arn:aws:ssm:eu-west-2:000000000000:parameter${parameter.name}`,
    DataType: 'text',
  };
}

type Body = Record<string, unknown>;

function answer(store: ParameterStore, target: string, body: Body): unknown {
  switch (target) {
    case 'GetParameter':
      return { Parameter: shape(store.get(String(body.Name))) };
    case 'GetParameters': {
      const names = Array.isArray(body.Names) ? body.Names.map(String) : [];
      if (names.length === 0 || names.length > 10)
        throw new SsmError('ValidationException', 'Names must hold 1 to 10 parameter names.');
      return {
        Parameters: names.filter((name) => store.has(name)).map((name) => shape(store.get(name))),
        InvalidParameters: names.filter((name) => !store.has(name)),
      };
    }
    case 'GetParametersByPath': {
      const pageSize = body.MaxResults === undefined ? PAGE_SIZE : Number(body.MaxResults);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE)
        throw new SsmError('ValidationException', `MaxResults must be from 1 to ${PAGE_SIZE}.`);
      const all = store.under(String(body.Path), body.Recursive === true);
      const start =
        body.NextToken === undefined ? 0 : Number(Buffer.from(fieldText(body.NextToken), 'base64url').toString());
      if (!Number.isInteger(start) || start < 0)
        throw new SsmError('ValidationException', 'The NextToken is not valid.');
      const page = all.slice(start, start + pageSize);
      const next = start + pageSize;
      return {
        Parameters: page.map(shape),
        ...(next < all.length ? { NextToken: Buffer.from(String(next)).toString('base64url') } : {}),
      };
    }
    case 'PutParameter': {
      if (body.Type !== undefined && body.Type !== 'String')
        throw new SsmError('ValidationException', 'This stand-in keeps String parameters only.');
      const version = store.put(fieldText(body.Name), fieldText(body.Value), body.Overwrite === true);
      return { Version: version, Tier: 'Standard' };
    }
    default:
      throw new SsmError('UnknownOperationException', `${target} is not served by the local SSM stand-in.`);
  }
}

function sendSsm(response: ServerResponse, status: number, body: unknown, errorType?: string): void {
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in on 127.0.0.1 (`port`, or a free one), with `store` (a new, empty one unless given). */
export async function startLocalSsm(
  store = new ParameterStore(),
  port = 0,
): Promise<LocalSsm & { store: ParameterStore }> {
  const failures: string[] = [];
  const seen: string[] = [];
  const listener = async (request: IncomingMessage, response: ServerResponse) => {
    const target = String(request.headers['x-amz-target'] ?? '').replace(/^AmazonSSM\./, '');
    const text = await readText(request);
    seen.push(target);
    const failure = failures.shift();
    try {
      if (request.method !== 'POST') throw new SsmError('UnknownOperationException', 'SSM takes POST requests only.');
      if (failure) throw new SsmError(failure, `Injected ${failure}.`, failure === 'InternalServerError' ? 500 : 400);
      let body: Body;
      try {
        body = JSON.parse(text || '{}') as Body;
      } catch {
        throw new SsmError('SerializationException', 'The request body is not JSON.');
      }
      sendSsm(response, 200, answer(store, target, body));
    } catch (error) {
      if (!(error instanceof SsmError)) throw error;
      sendSsm(response, error.status, { __type: error.type, message: error.message }, error.type);
    }
  };
  const server = await listenOnFreePort(listener, port);
  return {
    ...server,
    store,
    environment: { SSM_ENDPOINT: server.url },
    failNext(count, name) {
      failures.length = 0;
      for (let at = 0; at < count; at += 1) failures.push(name);
    },
    requests: () => seen,
    parameters: () => store.all(),
  };
}
