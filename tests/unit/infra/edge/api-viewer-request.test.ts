import { describe, expect, it } from 'vitest';
import {
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  renderApiViewerRequestFunction,
} from '../../../../infra/edge/viewer-request.js';
import { loadViewerRequestFunction, toCloudFrontRequest } from '../../../../local/emulation/cloudfront-function.js';

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

  it('fits in a CloudFront Function', () => {
    expect(Buffer.byteLength(renderApiViewerRequestFunction())).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });
});
