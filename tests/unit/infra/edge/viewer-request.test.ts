import { describe, expect, it, vi } from 'vitest';
import {
  API_ORIGIN_ID,
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  renderViewerRequestFunction,
} from '../../../../infra/edge/viewer-request.js';
import { loadViewerRequestFunction, toCloudFrontRequest } from '../../../../local/emulation/cloudfront-function.js';
import { routeDocumentFile, routePaths } from '#contracts/site-routes';

const PORTAL = 'https://my.portal.test';

function run(target: string, cookie?: string, method = 'GET') {
  const log = vi.fn();
  const viewerRequest = loadViewerRequestFunction(renderViewerRequestFunction(PORTAL), log);
  return { result: viewerRequest(toCloudFrontRequest(method, target, { host: 'www.fernleaf.example', cookie })), log };
}

function locationOf(target: string): string | undefined {
  const { result } = run(target);
  if (result.kind !== 'response') return undefined;
  expect(result.response.statusCode).toBe(302);
  return result.response.headers?.location?.value;
}

function rewrittenUri(target: string, cookie?: string): string {
  const { result } = run(target, cookie);
  if (result.kind !== 'request') throw new Error(`${target} was answered with ${result.response.statusCode}`);
  if (result.originId !== undefined) throw new Error(`${target} was sent to the origin ${result.originId}`);
  return result.request.uri;
}

/** Where the function sends the home page: the API's route that renders it with today's figures. */
function homeDocumentRequest(target: string, cookie?: string) {
  const { result } = run(target, cookie);
  if (result.kind !== 'request') throw new Error(`${target} was answered with ${result.response.statusCode}`);
  return { originId: result.originId, uri: result.request.uri };
}

/** Every route but the home page, which the API renders (below). */
const routesFromTheBucket = Object.values(routePaths).filter(
  (path) => path !== routePaths.setPasswordIncomplete && path !== routePaths.home,
);

describe('viewer-request CloudFront Function (real source file)', () => {
  it.each([
    ['/account/register', `${PORTAL}/account/register`],
    ['/Account/Register', `${PORTAL}/account/register`],
    ['/account/login', `${PORTAL}/account/login`],
    ['/ACCOUNT/LOGIN/', `${PORTAL}/account/login`],
    ['/Account/ForgottenPassword', `${PORTAL}/Account/ForgottenPassword`],
    ['/account/forgottenpassword?utm_source=mail', `${PORTAL}/Account/ForgottenPassword`],
  ])('redirects %s to the portal page of the same purpose', (target, expected) => {
    expect(locationOf(target)).toBe(expected);
  });

  it('keeps the set-password token T, encoded exactly once', () => {
    expect(locationOf('/account/setpassword?T=abc123')).toBe(`${PORTAL}/account/setpassword?T=abc123`);
    expect(locationOf('/Account/SetPassword?T=a%2Bb%2Fc%3D%3D')).toBe(
      `${PORTAL}/account/setpassword?T=a%2Bb%2Fc%3D%3D`,
    );
    expect(locationOf('/account/setpassword?T=a b&c')).toBe(`${PORTAL}/account/setpassword?T=a%20b`);
    expect(locationOf('/account/setpassword?t=lower')).toBe(`${PORTAL}/account/setpassword?T=lower`);
  });

  it('drops other query values of the set-password link so nothing else reaches the portal', () => {
    expect(locationOf('/account/setpassword?T=tok&next=https://evil.test')).toBe(`${PORTAL}/account/setpassword?T=tok`);
  });

  it('logs an error and serves the site (incomplete-link page) when T is missing or empty', () => {
    for (const target of ['/account/setpassword', '/account/setpassword?T=', '/account/setpassword?other=1']) {
      const { result, log } = run(target);
      expect(result.kind).toBe('request');
      if (result.kind === 'request') expect(result.request.uri).toBe('/account/setpassword/index.html');
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^ERROR/));
    }
  });

  it('sends reset-token links to the same path on the portal with the query string kept', () => {
    expect(locationOf('/Account/ResetPasswordRedeemToken/abc-123?x=1&y=2')).toBe(
      `${PORTAL}/Account/ResetPasswordRedeemToken/abc-123?x=1&y=2`,
    );
    expect(locationOf('/account/resetpasswordredeemtoken/tok')).toBe(`${PORTAL}/account/resetpasswordredeemtoken/tok`);
  });

  it('never lets the request choose the redirect host', () => {
    expect(locationOf('/Account/ResetPasswordRedeemToken//evil.test/x')).toBe(
      `${PORTAL}/Account/ResetPasswordRedeemToken//evil.test/x`,
    );
    expect(locationOf('/Account/ResetPasswordRedeemToken//evil.test/x')?.startsWith(`${PORTAL}/`)).toBe(true);
  });

  it('rewrites every route, in any case and with a trailing slash, to its own prerendered document', () => {
    for (const path of routesFromTheBucket) {
      const document = `${path}/index.html`;
      expect(rewrittenUri(path)).toBe(document);
      expect(rewrittenUri(path.toUpperCase())).toBe(document);
      expect(rewrittenUri(path.toLowerCase())).toBe(document);
    }
    expect(rewrittenUri('/AboutUs/')).toBe('/AboutUs/index.html');
    expect(rewrittenUri('/aboutus')).toBe('/AboutUs/index.html');
    expect(rewrittenUri('/Payment/Success?session_id=cs_123')).toBe('/Payment/Success/index.html');
    expect(rewrittenUri('/submitmeterreading')).toBe('/SubmitMeterReading/index.html');
  });

  it('maps each route to the file web/prerender.ts writes for it', () => {
    for (const path of routesFromTheBucket) expect(rewrittenUri(path)).toBe(`/${routeDocumentFile(path)}`);
  });

  it("sends the home page to the API, which fills its document with today's figures, the banner's by cookie", () => {
    expect(homeDocumentRequest('/')).toEqual({ originId: API_ORIGIN_ID, uri: '/api/home-document/with-banner' });
    expect(homeDocumentRequest('/?utm_source=mail')).toEqual({
      originId: API_ORIGIN_ID,
      uri: '/api/home-document/with-banner',
    });
    expect(homeDocumentRequest('/', 'cookie_consent=denied; hide_cookie_message=true')).toEqual({
      originId: API_ORIGIN_ID,
      uri: '/api/home-document/without-banner',
    });
    // The built document itself stays where it is (the function's fallback is the API's, not this).
    expect(rewrittenUri('/index.html')).toBe('/index.html');
  });

  it('answers a HEAD of the home page from the bucket: the API route takes GET only', () => {
    for (const [cookie, file] of [
      [undefined, routeDocumentFile(routePaths.home)],
      ['hide_cookie_message=true', routeDocumentFile(routePaths.home, 'withoutBanner')],
    ] as const) {
      const { result } = run('/', cookie, 'HEAD');
      if (result.kind !== 'request') throw new Error(`HEAD / was answered with ${result.response.statusCode}`);
      expect(result.originId).toBeUndefined();
      expect(result.request.uri).toBe(`/${file}`);
    }
  });

  it('serves the document without the cookie banner to a visitor who has answered it', () => {
    const answered = 'cookie_consent=denied; hide_cookie_message=true';
    for (const path of routesFromTheBucket)
      expect(rewrittenUri(path, answered)).toBe(`/${routeDocumentFile(path, 'withoutBanner')}`);
    expect(rewrittenUri('/aboutus/', 'hide_cookie_message=true')).toBe('/AboutUs/index.no-banner.html');
    expect(rewrittenUri('/account/setpassword', answered)).toBe('/account/setpassword/index.no-banner.html');
    // Assets and unknown paths are the same for everyone.
    expect(rewrittenUri('/assets/index-abc123.js', answered)).toBe('/assets/index-abc123.js');
    expect(rewrittenUri('/no-such-page', answered)).toBe('/no-such-page');
  });

  it.each([
    ['no cookie', undefined],
    ['other cookies only', 'cookie_consent=accepted; theme=dark'],
    ['another value', 'hide_cookie_message=false'],
    ['an empty value', 'hide_cookie_message='],
    ['a similar name', 'xhide_cookie_message=true; hide_cookie_message_old=true'],
  ])('serves the document with the cookie banner for %s', (_, cookie) => {
    expect(rewrittenUri('/AboutUs', cookie)).toBe('/AboutUs/index.html');
  });

  it('reads a repeated cookie as CloudFront does: its first value', () => {
    expect(rewrittenUri('/AboutUs', 'hide_cookie_message=true; hide_cookie_message=false')).toBe(
      '/AboutUs/index.no-banner.html',
    );
    expect(rewrittenUri('/AboutUs', 'hide_cookie_message=false; hide_cookie_message=true')).toBe('/AboutUs/index.html');
  });

  it('takes cookie names from the viewer as plain names, never as Object.prototype', () => {
    expect(rewrittenUri('/AboutUs', '__proto__=x; constructor=y; hasOwnProperty=z')).toBe('/AboutUs/index.html');
    expect(({} as Record<string, unknown>).value).toBeUndefined();
  });

  it('passes assets and unknown paths through unchanged (S3 then answers the 404 page)', () => {
    expect(rewrittenUri('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrittenUri('/favicon.svg')).toBe('/favicon.svg');
    expect(rewrittenUri('/no-such-page')).toBe('/no-such-page');
    expect(rewrittenUri('/AboutUs/extra')).toBe('/AboutUs/extra');
    expect(rewrittenUri('/AboutUs/index.html')).toBe('/AboutUs/index.html');
    expect(rewrittenUri('/account/reset')).toBe('/account/reset');
    expect(rewrittenUri('/Account/ResetPasswordRedeemToken/')).toBe('/Account/ResetPasswordRedeemToken/');
  });

  it('is small enough for CloudFront and carries no unfilled placeholder', () => {
    const code = renderViewerRequestFunction(PORTAL);
    expect(Buffer.byteLength(code)).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
    expect(code).not.toContain('__PORTAL_ORIGIN__');
    expect(code).not.toContain('__ROUTE_DOCUMENTS__');
  });

  it('accepts only an origin as the portal base (a path in the setting cannot leak in)', () => {
    const viewerRequest = loadViewerRequestFunction(renderViewerRequestFunction('https://portal.test/some/path?x=1'));
    const result = viewerRequest(toCloudFrontRequest('GET', '/account/login', {}));
    expect(result.kind === 'response' && result.response.headers?.location?.value).toBe(
      'https://portal.test/account/login',
    );
  });
});
