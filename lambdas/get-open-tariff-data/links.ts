import { OPEN_TARIFF_API_PATH, openTariffApiMessages } from '#contracts/open-tariff-api';
import { HttpError, type ApiEvent } from '../shared/http.js';
import type { Paging, Query } from './query.js';

/*
 * Absolute links in the answers (`links`, `next`, `previous`), built from the host the request
 * was made to (docs/open-tariff-api.md › Links), as the market's APIs give them.
 */

/** A host name of dot-separated labels (letters, digits, inner hyphens), with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::(\d{1,5}))?$/i;
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i;
const MAX_PORT = 65_535;

/** True for a host we may write into a link: a plain host name and, if any, a port from 1 to 65535. */
export function isUsableHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match || value.length > 253) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= MAX_PORT);
}

/**
 * The site's origin as the caller addressed it: x-forwarded-host, which the /api/* behaviour's
 * CloudFront Function sets from the visitor's Host (infra/edge/api-viewer-request.function.js;
 * CloudFront gives the API its own host), else the Host header. A value that is not a plain host
 * name is never echoed: the API's own domain name is used instead. HTTPS except on a laptop.
 */
export function publicOrigin(event: ApiEvent): string {
  const header = event.headers?.['x-forwarded-host'] ?? event.headers?.host ?? event.headers?.Host;
  // A host that is not usable (a port over 65535, say) falls back exactly as a missing one does.
  const fallback = event.requestContext?.domainName;
  const host = header && isUsableHost(header) ? header : fallback && isUsableHost(fallback) ? fallback : 'localhost';
  return `${LOCAL_HOST.test(host) ? 'http' : 'https'}://${host}`;
}

/** The absolute URL of an API path (without the /api/v1/ prefix, with its trailing slash). */
export function apiUrl(origin: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${OPEN_TARIFF_API_PATH}${path}`, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * One page of `items` with links to its neighbours, keeping the request's other query
 * parameters. A page past the last one is a 404 (the first page always exists, even empty).
 */
export function paginate<T>(items: readonly T[], paging: Paging, origin: string, path: string, query: Query): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / paging.pageSize));
  if (paging.page > pageCount) throw new HttpError(404, 'page_not_found', openTariffApiMessages.pageNotFound);
  const kept = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[0] !== 'page' && entry[1] !== undefined),
  );
  const linkTo = (page: number) => apiUrl(origin, path, page === 1 ? kept : { ...kept, page: String(page) });
  const start = (paging.page - 1) * paging.pageSize;
  return {
    count: items.length,
    next: paging.page < pageCount ? linkTo(paging.page + 1) : null,
    previous: paging.page > 1 ? linkTo(paging.page - 1) : null,
    results: items.slice(start, start + paging.pageSize),
  };
}
