import { describe, expect, it } from 'vitest';
import { renderViewerRequestFunction } from '../../../../infra/edge/viewer-request.js';
import { loadViewerRequestFunction, toCloudFrontRequest } from '../../../../local/emulation/cloudfront-function.js';

/** Query names from the viewer are plain parameters of the local CloudFront event (local/emulation/cloudfront-function.ts). */
const PORTAL = 'https://my.portal.test';
const dangerousNames = ['__proto__', 'constructor', 'prototype'];

describe('toCloudFrontRequest', () => {
  it.each(dangerousNames)('carries %s as a plain parameter and pollutes nothing', (name) => {
    const request = toCloudFrontRequest('GET', `/AboutUs?${name}=x&${name}=y&a=1`, { [name]: 'h' });
    expect(Object.keys(request.querystring)).toEqual([name, 'a']);
    expect(request.querystring[name]).toEqual({ value: 'x', multiValue: [{ value: 'x' }, { value: 'y' }] });
    expect(request.headers[name]).toEqual({ value: 'h' });
    const fresh: Record<string, unknown> = {};
    expect(fresh.multiValue).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('multiValue');
    expect(Object.prototype).not.toHaveProperty('value');
  });

  it('leaves later portal redirects with exactly their own parameters', () => {
    const viewerRequest = loadViewerRequestFunction(renderViewerRequestFunction(PORTAL), () => undefined);
    viewerRequest(toCloudFrontRequest('GET', '/AboutUs?__proto__=x&constructor=y&prototype=z', {}));
    const result = viewerRequest(toCloudFrontRequest('GET', '/Account/ResetPasswordRedeemToken/abc?T=t1', {}));
    expect(result.kind).toBe('response');
    if (result.kind === 'response') {
      expect(result.response.headers?.location?.value).toBe(`${PORTAL}/Account/ResetPasswordRedeemToken/abc?T=t1`);
    }
  });

  it('passes the dangerous names themselves on to the portal like any other parameter', () => {
    const viewerRequest = loadViewerRequestFunction(renderViewerRequestFunction(PORTAL), () => undefined);
    const result = viewerRequest(
      toCloudFrontRequest('GET', '/Account/ResetPasswordRedeemToken/abc?T=t1&__proto__=x', {}),
    );
    if (result.kind !== 'response') throw new Error('expected a redirect');
    expect(result.response.headers?.location?.value).toBe(
      `${PORTAL}/Account/ResetPasswordRedeemToken/abc?T=t1&__proto__=x`,
    );
  });
});
