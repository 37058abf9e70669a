import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  API_ORIGIN_ID,
  renderApiViewerRequestFunction,
  renderViewerRequestFunction,
} from '../infra/edge/viewer-request.js';
import { cacheControlFor } from '../infra/static-cache-rules.js';
import { CompressedFiles, CompressedTexts, type Encoding } from './compressed-files.js';
import { dispatchApiRequest, writeApiResult } from './emulation/api-gateway.js';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import {
  loadViewerRequestFunction,
  responseBodyOf,
  toCloudFrontRequest,
  type CloudFrontResponse,
} from './emulation/cloudfront-function.js';
import { addOriginHeader } from './origin-verify.js';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** CloudFront compresses these types when the browser accepts it; so does the local server. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

function chooseEncoding(request: IncomingMessage, contentType: string): Encoding | undefined {
  if (!COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export interface SiteServerOptions {
  /** The production web build (web/dist). */
  distDir: string;
  /** Origin of the customer portal that the CloudFront Function redirects to. */
  portalOrigin: string;
  /** Response headers CloudFront's response headers policy adds to every answer. */
  responseHeaders?: Record<string, string>;
  /** The secret origin header's value, added to every /api request like the distribution's API origin does. */
  originVerifyValue?: string;
  log?: (line: string) => void;
}

/**
 * One request listener that behaves like the CloudFront distribution: `/api/*` runs its own small
 * function (the visitor's host as x-forwarded-host) and goes to the API (second behaviour);
 * everything else runs the viewer-request function and then reads the (possibly rewritten)
 * object from the build, like the S3 origin. A missing object answers the not-found page with
 * status 404, like the distribution's error response.
 */
export function createSiteListener(options: SiteServerOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  const viewerRequest = loadViewerRequestFunction(renderViewerRequestFunction(options.portalOrigin), (line) =>
    log(`[cloudfront-function] ${line}`),
  );
  const apiViewerRequest = loadViewerRequestFunction(renderApiViewerRequestFunction(), (line) =>
    log(`[cloudfront-function /api] ${line}`),
  );
  const distDir = path.resolve(options.distDir);
  const securityHeaders = options.responseHeaders ?? {};
  const compressedFiles = new CompressedFiles();
  const compressedTexts = new CompressedTexts();

  /** A function's answer compressed as the distribution compresses a compressible type (`compress: true`). */
  function compressingAsCloudFront(request: IncomingMessage) {
    return async (response: ServerResponse, result: APIGatewayProxyResultV2): Promise<void> => {
      const structured = typeof result === 'object' && result !== null && 'statusCode' in result ? result : undefined;
      const headers = (structured?.headers ?? {}) as Record<string, string>;
      const encoding = chooseEncoding(request, headers['content-type'] ?? '');
      if (!structured || !encoding || structured.isBase64Encoded || typeof structured.body !== 'string')
        return writeApiResult(response, result);
      const compressed = await compressedTexts.get(structured.body, encoding);
      response.writeHead(structured.statusCode ?? 200, {
        ...headers,
        vary: 'Accept-Encoding',
        'content-encoding': encoding,
        'content-length': compressed.length,
      });
      response.end(compressed);
    };
  }

  async function serveObject(
    uri: string,
    request: IncomingMessage,
    response: ServerResponse,
    status = 200,
  ): Promise<boolean> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(uri);
    } catch {
      return false;
    }
    const filePath = path.resolve(distDir, `.${decoded}`);
    if (!filePath.startsWith(distDir + path.sep)) return false;
    const info = await stat(filePath).catch(() => undefined);
    if (!info?.isFile()) return false;
    const contentType = contentTypes[path.extname(filePath)] ?? 'application/octet-stream';
    const encoding = chooseEncoding(request, contentType);
    const compressed = encoding
      ? await compressedFiles.get(filePath, `${info.mtimeMs} ${info.size}`, encoding).catch(() => undefined)
      : undefined;
    response.writeHead(status, {
      'content-type': contentType,
      'cache-control': status === 200 ? cacheControlFor(uri) : 'no-cache',
      vary: 'Accept-Encoding',
      ...(compressed && encoding ? { 'content-encoding': encoding } : {}),
      'content-length': compressed?.length ?? info.size,
    });
    if (request.method === 'HEAD') response.end();
    else if (compressed) response.end(compressed);
    else await pipeline(createReadStream(filePath), response).catch(() => response.destroy());
    return true;
  }

  /** A function's own answer, as CloudFront sends it (status, headers and any body it wrote). */
  function answerFromFunction(answer: CloudFrontResponse, response: ServerResponse): void {
    const headers = Object.fromEntries(
      Object.entries(answer.headers ?? {}).map(([name, header]) => [name, header.value]),
    );
    const body = responseBodyOf(answer);
    response.writeHead(answer.statusCode, answer.statusDescription, headers);
    response.end(body);
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = request.url ?? '/';
    const method = request.method ?? 'GET';
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);

    if (target === '/api' || target.startsWith('/api/') || target.startsWith('/api?')) {
      // The /api/* behaviour's function: the visitor's host goes on as x-forwarded-host.
      const passed = apiViewerRequest(toCloudFrontRequest(method, target, request.headers));
      if (passed.kind === 'response') return answerFromFunction(passed.response, response);
      const forwardedHost = passed.kind === 'request' ? passed.request.headers['x-forwarded-host']?.value : undefined;
      if (forwardedHost === undefined) delete request.headers['x-forwarded-host'];
      else request.headers['x-forwarded-host'] = forwardedHost;
      if (options.originVerifyValue) addOriginHeader(request, options.originVerifyValue);
      return dispatchApiRequest(request, response);
    }

    const result = viewerRequest(toCloudFrontRequest(method, target, request.headers));
    if (result.kind === 'response') return answerFromFunction(result.response, response);
    if (result.originId === API_ORIGIN_ID) {
      // The function chose the API (the home page's document with today's figures): its rewritten
      // path goes there with the origin's secret header, as the distribution sends it.
      request.url = result.request.uri;
      if (options.originVerifyValue) addOriginHeader(request, options.originVerifyValue);
      return dispatchApiRequest(request, response, compressingAsCloudFront(request));
    }

    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return;
    }
    if (await serveObject(result.request.uri, request, response)) return;
    if (await serveObject('/404.html', request, response, 404)) return;
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  };
}
