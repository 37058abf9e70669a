import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { FunctionDefinition, RouteDefinition } from '#contracts/routes';
import { matchRoute } from './match-route.js';
import { apiError } from '#contracts/errors';
import type { ApiHandler } from '../../lambdas/shared/http.js';

/**
 * API Gateway's own limit (10 MB), so a body over the handlers' 8 KB reaches the handler and
 * its 413 (lambdas/shared/request-bounds.ts) is what users see here (in AWS the WAF's common rule set
 * answers its 403 first, at the same 8 KB).
 */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const loadedHandlers = new Map<string, Promise<unknown>>();

async function importHandler<H>(name: string): Promise<H> {
  const module = (await import(`../../lambdas/${name}/handler.ts`)) as { handler?: H };
  if (typeof module.handler !== 'function') throw new Error(`lambdas/${name}/handler.ts exports no handler`);
  return module.handler;
}

/**
 * Loads a route's (or a scheduled job's) real handler module once, as a Lambda instance does at its cold start. Kept, not
 * imported per request: under tsx every `import()` asks the loader's worker thread to resolve it
 * again, which cost the local server several per cent of its CPU under load (docs/performance.md › Load).
 */
export function loadHandler<H = ApiHandler>(route: Pick<FunctionDefinition, 'name'>): Promise<H> {
  let handler = loadedHandlers.get(route.name) as Promise<H> | undefined;
  if (!handler) {
    handler = importHandler<H>(route.name);
    // A module that failed to load is tried again on the next request, as a new instance would.
    handler.catch(() => loadedHandlers.delete(route.name));
    loadedHandlers.set(route.name, handler);
  }
  return handler;
}

/** A Lambda context good enough for Powertools and our handlers. */
export function lambdaContext(route: FunctionDefinition, requestId: string): Context {
  const deadline = Date.now() + route.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${route.name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-2:000000000000:function:local-${route.name}`,
    memoryLimitInMB: String(route.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${route.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function isTextual(contentType: string | undefined): boolean {
  return !contentType || /json|text|x-www-form-urlencoded|xml/.test(contentType);
}

/** Builds an API Gateway HTTP API (payload 2.0) event from a Node request. */
export function toApiGatewayEvent(
  request: IncomingMessage,
  body: Buffer,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const target = request.url ?? '/';
  const questionMark = target.indexOf('?');
  const rawPath = questionMark === -1 ? target : target.slice(0, questionMark);
  const rawQueryString = questionMark === -1 ? '' : target.slice(questionMark + 1);
  const method = (request.method ?? 'GET').toUpperCase();

  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') cookies.push(...String(value).split(/;\s*/).filter(Boolean));
    else headers[name] = Array.isArray(value) ? value.join(',') : value;
  }

  // API Gateway joins repeated query parameters with commas.
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }

  const textual = isTextual(headers['content-type']);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString,
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: rawQueryString ? queryStringParameters : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

/** Writes a handler's result the way API Gateway does (a bare object or string becomes a JSON 200). */
export function writeApiResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result === 'string' || result === null || typeof result !== 'object' || !('statusCode' in result)) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function writeJsonError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(apiError(code, message)));
}

/** Serves one /api/* request through the route table and the route's real handler. */
export async function dispatchApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  /** How the answer reaches the browser; the local CloudFront compresses what the distribution would. */
  write: (response: ServerResponse, result: APIGatewayProxyResultV2) => void | Promise<void> = writeApiResult,
): Promise<void> {
  const [path = '/'] = (request.url ?? '/').split('?');
  const match = matchRoute(request.method ?? 'GET', path);
  if (match === undefined) return writeJsonError(response, 404, 'not_found', 'Not Found');
  if (match === 'method-not-allowed') return writeJsonError(response, 405, 'method_not_allowed', 'Method Not Allowed');

  let body: Buffer;
  try {
    body = await readBody(request);
  } catch {
    return writeJsonError(response, 413, 'payload_too_large', 'Request Entity Too Large');
  }
  const event = toApiGatewayEvent(request, body, match.route, match.pathParameters);
  const handler = await loadHandler(match.route);
  const result = await handler(event, lambdaContext(match.route, event.requestContext.requestId));
  await write(response, result);
}
