import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bannerDismissedCookie } from '#contracts/consent-cookie';
import { apiError } from '#contracts/errors';
import { apiPaths, pathWith } from '#contracts/api-paths';
import { routeDocumentFile, routePaths } from '#contracts/site-routes';

const sourceFile = fileURLToPath(new URL('./viewer-request.function.js', import.meta.url));
const apiSourceFile = fileURLToPath(new URL('./api-viewer-request.function.js', import.meta.url));

/** CloudFront's limit on a function's code size. */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10 * 1024;

/**
 * The id of the API's origin in the distribution (infra/constructs/static-site.ts): the function
 * sends `/` there, to the route that renders the home page with today's figures.
 */
export const API_ORIGIN_ID = 'api';

/** What `/` becomes at the API, with the cookie banner and without (the route's {variant}). */
export const HOME_DOCUMENT_PATHS = [
  pathWith(apiPaths.homeDocument, { variant: 'with-banner' }),
  pathWith(apiPaths.homeDocument, { variant: 'without-banner' }),
] as const;

/**
 * The viewer-request function's code with this stage's values filled in. Used by the CDK
 * stack, the local server and the tests, so all three run the very same source.
 */
export function renderViewerRequestFunction(portalOrigin: string): string {
  const origin = new URL(portalOrigin).origin;
  const routeDocuments = Object.fromEntries(
    Object.values(routePaths).map((path) => [
      path.toLowerCase(),
      [`/${routeDocumentFile(path, 'withBanner')}`, `/${routeDocumentFile(path, 'withoutBanner')}`],
    ]),
  );
  return readFileSync(sourceFile, 'utf8')
    .replace("'__PORTAL_ORIGIN__'", JSON.stringify(origin))
    .replace("'__ROUTE_DOCUMENTS__'", JSON.stringify(routeDocuments))
    .replace("'__BANNER_DISMISSED_COOKIE__'", JSON.stringify(bannerDismissedCookie))
    .replace("'__HOME_DOCUMENT_ORIGIN_ID__'", JSON.stringify(API_ORIGIN_ID))
    .replace("'__HOME_DOCUMENTS__'", JSON.stringify(HOME_DOCUMENT_PATHS));
}

/** What the /api/* function answers a path with dot segments, encoded slashes or doubled slashes. */
export const INVALID_PATH_MESSAGE =
  'This address is not one our API answers: write its path without dot segments, encoded slashes or doubled slashes.';
export const INVALID_PATH_BODY = JSON.stringify(apiError('invalid_path', INVALID_PATH_MESSAGE));

/**
 * The /api/* behaviour's viewer-request function: it refuses a path that could be read as
 * another with our 400, and passes the visitor's host on to the API in x-forwarded-host
 * (CloudFront gives the API its own). No stage values; the CDK stack and the local server run
 * this same source.
 */
export function renderApiViewerRequestFunction(): string {
  return readFileSync(apiSourceFile, 'utf8').replace("'__INVALID_PATH_BODY__'", JSON.stringify(INVALID_PATH_BODY));
}
