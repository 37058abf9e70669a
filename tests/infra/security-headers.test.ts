import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { responseHeadersPolicyProps } from '../../infra/constructs/security-headers-policy.js';
import {
  buildContentSecurityPolicy,
  CARD_CHECKOUT_ORIGIN,
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  HSTS_MAX_AGE_SECONDS,
  securityHeaders,
} from '../../infra/security-headers.js';
import { defaultExternalUrls } from '#contracts/brand';
import { earlyRequestScripts } from '#contracts/early-requests';

function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  if (!entry) throw new Error(`${name} missing from ${policy}`);
  return entry.slice(1);
}

describe('the site security headers (shared by CloudFront and the local server)', () => {
  it("allows scripts only from the site, the chat host and, inline, the documents' own request scripts by hash; styles inline for emotion, images from the review host", () => {
    expect(directive(contentSecurityPolicy, 'default-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy, 'script-src')).toEqual([
      "'self'",
      ...earlyRequestScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`),
      new URL(defaultExternalUrls.chatScript).origin,
    ]);
    // The home page asks for its prices with its document (lambdas/contracts/early-requests.ts).
    expect(earlyRequestScripts).toHaveLength(1);
    expect(directive(contentSecurityPolicy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(contentSecurityPolicy, 'img-src')).toEqual([
      "'self'",
      'data:',
      new URL(defaultExternalUrls.reviewPage).origin,
    ]);
    expect(directive(contentSecurityPolicy, 'connect-src')).toEqual(["'self'"]);
  });

  it('forbids framing, plugins and base-tag tricks, and posts forms only to the site and the card checkout', () => {
    expect(directive(contentSecurityPolicy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy, 'object-src')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy, 'form-action')).toEqual(["'self'", CARD_CHECKOUT_ORIGIN]);
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
    expect(directive(contentSecurityPolicy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it("takes a stage's hosts and local extra origins, reduced to origins", () => {
    const policy = buildContentSecurityPolicy({
      chatScriptUrl: 'https://chat.staging.example/widget.js?v=2',
      reviewUrl: 'https://reviews.staging.example/review/x',
      extraFormActionOrigins: ['http://127.0.0.1:4100/checkout/session'],
      extraConnectOrigins: ['ws://127.0.0.1:5173'],
    });
    expect(directive(policy, 'script-src').at(-1)).toBe('https://chat.staging.example');
    expect(directive(policy, 'img-src')).toContain('https://reviews.staging.example');
    expect(directive(policy, 'form-action')).toEqual(["'self'", CARD_CHECKOUT_ORIGIN, 'http://127.0.0.1:4100']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws://127.0.0.1:5173']);
  });

  it('sends HSTS for two years with subdomains and preload, except when told (plain http on a laptop)', () => {
    expect(HSTS_MAX_AGE_SECONDS).toBe(63_072_000);
    expect(securityHeaders()['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(securityHeaders({ includeStrictTransportSecurity: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('names each header once with its value', () => {
    const headers = securityHeaders();
    expect(headers).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(\)/);
    expect(contentSecurityPolicyDirectives().map(([name]) => name)).toEqual([
      ...new Set(contentSecurityPolicyDirectives().map(([name]) => name)),
    ]);
  });
});

describe('the CloudFront response headers policy built from them', () => {
  it('puts the well-known headers in typed fields and the rest in custom headers, all overriding the origin', () => {
    const props = responseHeadersPolicyProps('test-policy', securityHeaders());
    expect(props.securityHeadersBehavior?.contentSecurityPolicy).toEqual({ contentSecurityPolicy, override: true });
    expect(props.securityHeadersBehavior?.strictTransportSecurity).toMatchObject({
      includeSubdomains: true,
      preload: true,
      override: true,
    });
    expect(props.securityHeadersBehavior?.strictTransportSecurity?.accessControlMaxAge.toSeconds()).toBe(
      HSTS_MAX_AGE_SECONDS,
    );
    expect(props.securityHeadersBehavior?.frameOptions).toEqual({ frameOption: 'DENY', override: true });
    expect(props.securityHeadersBehavior?.referrerPolicy).toEqual({
      referrerPolicy: 'strict-origin-when-cross-origin',
      override: true,
    });
    expect(props.customHeadersBehavior?.customHeaders).toEqual([
      { header: 'Permissions-Policy', value: securityHeaders()['Permissions-Policy'], override: true },
    ]);
  });

  it('refuses values CloudFront cannot send instead of silently dropping them', () => {
    expect(() => responseHeadersPolicyProps('p', { 'X-Frame-Options': 'ALLOW-FROM https://x.example' })).toThrow(
      /does not support/,
    );
    expect(() => responseHeadersPolicyProps('p', { 'Strict-Transport-Security': 'includeSubDomains' })).toThrow(
      /max-age/,
    );
  });
});
