import * as z from './zod.js';

/**
 * URL schemes the server accepts from configuration and from third parties
 * (docs/security.md › URL schemes and content types). `z.url()` alone takes any scheme: `javascript:` or `data:` in a review link would
 * run in a visitor's browser, and an `http:` upstream would send keys and account data in clear.
 */

/** https only: links we put in front of visitors (review links). */
export function httpsUrl() {
  return z.url({ protocol: /^https$/ });
}

/** The one host an `http:` upstream may have: the local sandbox (bin/serve.ts binds it to 127.0.0.1). */
export const LOCAL_HTTP_HOST = '127.0.0.1';

/** True for an upstream URL we may call: https, or http to 127.0.0.1 only. */
export function isUpstreamUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === LOCAL_HTTP_HOST);
  } catch {
    return false;
  }
}

/** An upstream's URL in configuration (workflows, reviews, card provider, payment posting). */
export function upstreamUrl() {
  return z.url().refine(isUpstreamUrl);
}
