import { createHash } from 'node:crypto';
import { defaultExternalUrls } from '#contracts/brand';
import { earlyRequestScripts } from '#contracts/early-requests';

/**
 * The response security headers of the whole site, as plain data. The CDK response headers
 * policy (infra/constructs/static-site.ts) and the local server (bin/serve.ts) are both built
 * from this module, so an e2e run in Chromium sees the very policy CloudFront will send and a
 * CSP violation shows up before deployment. No aws-cdk-lib import here on purpose.
 */

/** Origin of the card provider's hosted checkout page (the payment journey ends there). */
export const CARD_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** Two years, the minimum the HSTS preload list accepts. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const strictTransportSecurity = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`;

export const referrerPolicy = 'strict-origin-when-cross-origin';

/** The site uses no powerful browser features; deny them so an injected script cannot either. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export const contentTypeOptions = 'nosniff';
/** Legacy twin of CSP frame-ancestors 'none' for browsers that ignore CSP. */
export const frameOptions = 'DENY';

export interface ContentSecurityPolicyOptions {
  /** URL of the support-chat script (loaded after cookie consent); its origin joins script-src. */
  chatScriptUrl?: string;
  /** URL on the review service; its origin joins img-src (review badges and avatars). */
  reviewUrl?: string;
  /** Extra form-action origins, e.g. the local card-checkout emulator standing in for the provider. */
  extraFormActionOrigins?: readonly string[];
  /** Extra connect-src origins, e.g. a local dev server's websocket. Empty in AWS. */
  extraConnectOrigins?: readonly string[];
}

export interface SecurityHeaderOptions extends ContentSecurityPolicyOptions {
  /** HSTS is meaningless over plain http on a laptop; CloudFront always sends it. Default true. */
  includeStrictTransportSecurity?: boolean;
}

/**
 * The inline scripts a page's document may carry (the API requests it makes with the document,
 * lambdas/contracts/early-requests.ts), allowed by their hash and nothing else inline.
 */
const earlyRequestScriptHashes = earlyRequestScripts.map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The CSP directives in order, each with its sources: the structured form the tests read. */
export function contentSecurityPolicyDirectives(options: ContentSecurityPolicyOptions = {}): [string, string[]][] {
  const chatOrigin = originOf(options.chatScriptUrl ?? defaultExternalUrls.chatScript);
  const reviewOrigin = originOf(options.reviewUrl ?? defaultExternalUrls.reviewPage);
  const extraFormAction = (options.extraFormActionOrigins ?? []).map(originOf);
  const extraConnect = (options.extraConnectOrigins ?? []).map((url) => (url.startsWith('ws') ? url : originOf(url)));
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...earlyRequestScriptHashes, chatOrigin]],
    // Emotion (MUI) injects <style> elements at run time; a nonce would need per-response HTML,
    // which a static S3 origin cannot give. Styles cannot run code, so this is the usual trade-off.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', reviewOrigin]],
    ['font-src', ["'self'"]],
    // The browser only ever calls its own origin: /api/* is a behaviour of the same distribution.
    ['connect-src', ["'self'", ...extraConnect]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", CARD_CHECKOUT_ORIGIN, ...extraFormAction]],
  ];
}

export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  return contentSecurityPolicyDirectives(options)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The production policy with the brand's default hosts. */
export const contentSecurityPolicy = buildContentSecurityPolicy();

/** Header name -> value, exactly as CloudFront adds them to every response. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': buildContentSecurityPolicy(options),
    'X-Content-Type-Options': contentTypeOptions,
    'X-Frame-Options': frameOptions,
    'Referrer-Policy': referrerPolicy,
    'Permissions-Policy': permissionsPolicy,
  };
  if (options.includeStrictTransportSecurity ?? true) headers['Strict-Transport-Security'] = strictTransportSecurity;
  return headers;
}
