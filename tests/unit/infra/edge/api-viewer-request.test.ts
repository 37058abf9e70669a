import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiError } from '#contracts/errors';
import {
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  INVALID_PATH_MESSAGE,
  renderApiViewerRequestFunction,
} from '../../../../infra/edge/viewer-request.js';
import {
  loadViewerRequestFunction,
  responseBodyOf,
  toCloudFrontRequest,
} from '../../../../local/emulation/cloudfront-function.js';
import { listenOnFreePort } from '../../../../local/http-server.js';
import { createSiteListener } from '../../../../local/site-server.js';

const apiViewerRequest = loadViewerRequestFunction(renderApiViewerRequestFunction());

function passed(headers: Record<string, string>) {
  const result = apiViewerRequest(toCloudFrontRequest('GET', '/api/v1/products/?page=2', headers));
  if (result.kind !== 'request') throw new Error('The /api/* function answered instead of passing the request on');
  return result.request;
}

describe('the /api/* viewer-request CloudFront Function (real source file)', () => {
  it("passes the visitor's host on as x-forwarded-host, the request otherwise unchanged", () => {
    const request = passed({ host: 'www.fernleaf.example' });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'www.fernleaf.example' });
    expect(request.uri).toBe('/api/v1/products/');
    expect(request.querystring).toEqual({ page: { value: '2' } });
  });

  it("replaces a viewer's own x-forwarded-host, and drops it when there is no host", () => {
    expect(
      passed({ host: 'www.fernleaf.example', 'x-forwarded-host': 'evil.example' }).headers['x-forwarded-host'],
    ).toEqual({ value: 'www.fernleaf.example' });
    expect(passed({ 'x-forwarded-host': 'evil.example' }).headers).not.toHaveProperty('x-forwarded-host');
  });

  // Spellings that the WAF's path normalisation, or API Gateway, could read as another path.
  const ambiguous = [
    '/api/v1/x/../../card-provider/webhook',
    '/api/v1/products/../../card-provider/webhook',
    '/api/./card-provider/webhook',
    '/api/card-provider/webhook/.',
    '/api/card-provider/webhook/..',
    '/api/v1/%2e%2e/%2E%2E/card-provider/webhook',
    '/api/v1/.%2e/card-provider/webhook',
    '/api/card-provider%2Fwebhook',
    '/api%2fcard-provider/webhook',
    '/api/card-provider%5Cwebhook',
    '/api/card-provider\\webhook',
    '//api/card-provider/webhook',
    '/api//card-provider/webhook',
    '/api/card-provider//webhook',
    '/api/card-provider/webhook//',
    '/api/v1/products//',
  ];

  it.each(ambiguous)('refuses %s with our own 400 (JSON error shape, never cached)', (path) => {
    const result = apiViewerRequest(toCloudFrontRequest('POST', path, { host: 'www.fernleaf.example' }));
    if (result.kind !== 'response') throw new Error(`${path} was passed on`);
    expect(result.response.statusCode).toBe(400);
    expect(result.response.headers).toEqual({
      'content-type': { value: 'application/json' },
      'cache-control': { value: 'no-store' },
    });
    expect(JSON.parse(String(responseBodyOf(result.response)))).toEqual(apiError('invalid_path', INVALID_PATH_MESSAGE));
  });

  it.each([
    '/api/card-provider/webhook',
    '/api/v1/products/',
    '/api/v1/products/FERN-SVT-26-07/electricity-tariffs/E-1R-FERN-SVT-26-07-C/standing-charges/',
    '/api/v1/openapi.json',
    '/api/accounts/lookup',
    '/api/v1/products/a.b/',
    '/api/v1/products/.well-known/',
  ])('passes %s on', (path) => {
    expect(apiViewerRequest(toCloudFrontRequest('GET', path, {})).kind).toBe('request');
  });

  it('fits in a CloudFront Function', () => {
    expect(Buffer.byteLength(renderApiViewerRequestFunction())).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });
});

describe('the local CloudFront runs the same function on /api/*', () => {
  it('answers its 400 with the body the function wrote, before any handler', async () => {
    const site = await listenOnFreePort(
      createSiteListener({ distDir: 'web/dist', portalOrigin: 'https://my.fernleaf.example', log: () => {} }),
    );
    try {
      // node:http with a path option sends it as written (a URL, or fetch, would resolve the dot segments first).
      const { hostname, port } = new URL(site.url);
      const path = '/api/v1/x/../../card-provider/webhook';
      const answer = await new Promise<{ status: number; body: string; type?: string }>((resolve, reject) => {
        const request = httpRequest({ hostname, port, path, method: 'POST' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
        });
        request.on('error', reject);
        request.end();
      });
      expect(answer).toEqual({
        status: 400,
        body: JSON.stringify(apiError('invalid_path', INVALID_PATH_MESSAGE)),
        type: 'application/json',
      });
    } finally {
      await site.close();
    }
  });
});
