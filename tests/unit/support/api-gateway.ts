import type { Context } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import { vi } from 'vitest';
import type { ApiEvent, ApiHandler } from '../../../lambdas/shared/http.js';
import { logger } from '../../../lambdas/shared/logger.js';

/** A Lambda context with what Powertools and the handlers read. */
export function testContext(functionName = 'test'): Context {
  return { awsRequestId: 'test-request', functionName, getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
}

/**
 * `count` handlers, each from a fresh module graph (vi.resetModules between imports): nothing in
 * memory is shared between them, as between concurrent Lambda instances.
 */
export async function handlerInstances(
  count: number,
  importRoute: () => Promise<{ handler: ApiHandler }>,
): Promise<ApiHandler[]> {
  const handlers: ApiHandler[] = [];
  for (let index = 0; index < count; index++) {
    vi.resetModules();
    handlers.push((await importRoute()).handler);
  }
  return handlers;
}

/** An API Gateway HTTP API (payload 2.0) event, as the local server and AWS build it. */
export function apiEvent(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  pathParameters?: Record<string, string>,
): ApiEvent {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test-request',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    pathParameters,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
  };
}

/**
 * Runs a handler and records what it logged: the keys added to every line (the request id)
 * and each log call. The unit project silences Powertools' output, so the calls are spied on.
 * The keys go to each invocation's child logger (lambdas/shared/http.ts), hence the prototype.
 */
export async function invokeRecordingLogs(handler: ApiHandler, event: ApiEvent, context: Context) {
  const logLines: string[] = [];
  const spies = [
    vi.spyOn(Logger.prototype, 'appendKeys').mockImplementation((keys) => {
      logLines.push(JSON.stringify(keys));
    }),
    ...(['info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        logLines.push(JSON.stringify({ level, args }));
      }),
    ),
  ];
  try {
    const result = await handler(event, context);
    return { result, body: JSON.parse(result.body ?? 'null') as unknown, logs: logLines.join('\n') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
