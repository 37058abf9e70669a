import vm from 'node:vm';

/** The parts of a CloudFront Functions viewer-request event that our function reads. */
export interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string; multiValue?: { value: string }[] }>;
}

export interface CloudFrontResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
  /** A body the function writes itself (cloudfront-js-2.0): text, or base64. */
  body?: { encoding: 'text' | 'base64'; data: string };
}

/** The bytes of a function's own response body, as CloudFront sends them. */
export function responseBodyOf(response: CloudFrontResponse): Buffer | undefined {
  if (!response.body) return undefined;
  return Buffer.from(response.body.data, response.body.encoding === 'base64' ? 'base64' : 'utf8');
}

export type ViewerRequestResult =
  | {
      kind: 'request';
      request: CloudFrontRequest;
      /** The origin the function chose with `cf.selectRequestOriginById`; absent: the behaviour's own. */
      originId?: string;
    }
  | { kind: 'response'; response: CloudFrontResponse };

/** CloudFront's module for changing the origin (runtime 2.0), as its first line imports it. */
const CLOUDFRONT_MODULE_IMPORT = /^import cf from 'cloudfront';\n/;

export type ViewerRequestFunction = (request: CloudFrontRequest) => ViewerRequestResult;

/**
 * Loads CloudFront Function code into its own V8 context (no Node globals, as at the edge)
 * and returns a caller that runs its handler the way CloudFront does.
 */
export function loadViewerRequestFunction(
  code: string,
  log: (line: string) => void = console.log,
): ViewerRequestFunction {
  // A script cannot import: the module's one helper we use is given to the context as `cf` instead.
  let selectedOrigin: string | undefined;
  const cf = {
    selectRequestOriginById(originId: string) {
      selectedOrigin = originId;
    },
  };
  const context = vm.createContext({ console: { log }, cf });
  vm.runInContext(code.replace(CLOUDFRONT_MODULE_IMPORT, ''), context, { filename: 'viewer-request.function.js' });
  const handler = context.handler as (event: unknown) => CloudFrontRequest | CloudFrontResponse;
  if (typeof handler !== 'function') throw new Error('The CloudFront Function defines no handler');

  return (request) => {
    selectedOrigin = undefined;
    const result = handler({
      version: '1.0',
      context: { eventType: 'viewer-request', requestId: 'local' },
      viewer: { ip: '127.0.0.1' },
      request,
    });
    if ('statusCode' in result) return { kind: 'response', response: result };
    return selectedOrigin === undefined
      ? { kind: 'request', request: result }
      : { kind: 'request', request: result, originId: selectedOrigin };
  };
}

/** Builds CloudFront's request object from a raw request target ('/path?x=1') and headers. */
export function toCloudFrontRequest(
  method: string,
  target: string,
  headers: Record<string, string | string[] | undefined>,
): CloudFrontRequest {
  const questionMark = target.indexOf('?');
  const uri = questionMark === -1 ? target : target.slice(0, questionMark);
  const rawQuery = questionMark === -1 ? '' : target.slice(questionMark + 1);

  // CloudFront hands query values over as the viewer sent them (still percent-encoded).
  // Null-prototype maps: names such as `__proto__` or `constructor` come from the viewer and must
  // be plain parameters, never Object.prototype (a `__proto__=x` once gave every object of this
  // process a `multiValue`, and later portal redirects gained injected parameters).
  const querystring: CloudFrontRequest['querystring'] = Object.create(null) as CloudFrontRequest['querystring'];
  for (const pair of rawQuery.split('&').filter(Boolean)) {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    const existing = querystring[name];
    if (existing) {
      existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    } else {
      querystring[name] = { value };
    }
  }

  const cfHeaders: CloudFrontRequest['headers'] = Object.create(null) as CloudFrontRequest['headers'];
  let cookieHeader = '';
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    // CloudFront hands cookies over in `cookies`, not as a header.
    if (name.toLowerCase() === 'cookie') cookieHeader = joined;
    else cfHeaders[name.toLowerCase()] = { value: joined };
  }
  return { method, uri, querystring, headers: cfHeaders, cookies: parseCookies(cookieHeader) };
}

/** CloudFront's `cookies` map: the first value of a name in `value`, every value in `multiValue` when repeated. */
function parseCookies(header: string): CloudFrontRequest['cookies'] {
  const cookies = Object.create(null) as CloudFrontRequest['cookies'];
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    if (!name) continue;
    const existing = cookies[name];
    if (existing) existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    else cookies[name] = { value };
  }
  return cookies;
}
