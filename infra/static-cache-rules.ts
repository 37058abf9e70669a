/*
 * How long browsers and CloudFront may keep each file of the web build. One home for the
 * deployment (infra/constructs/static-site.ts sets these on the S3 objects) and the local
 * server (local/site-server.ts sends the same), so a laptop caches exactly as AWS does.
 */

/** Vite puts every content-hashed file here: a changed file gets a new name, so it never goes stale. */
export const HASHED_ASSETS_PREFIX = 'assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (HTML, favicon, robots.txt) is revalidated on every use (cheap 304s). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The cache-control header of the object at this URI path (e.g. '/assets/index-abc.js'). */
export function cacheControlFor(uri: string): string {
  return uri.startsWith(`/${HASHED_ASSETS_PREFIX}`) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}
