import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VALUES_VARIABLE } from '#contracts/origin-verify';

/**
 * The secret origin header on a laptop, as CloudFront does it in AWS (docs/security.md › The API answers only through CloudFront): the local
 * server gives the handlers an accepted value through ORIGIN_VERIFY_VALUES (a random one per start
 * unless set) and adds the header to every /api request it forwards, overwriting one the browser
 * sent. A request straight to a handler without it is refused, as in AWS.
 */
export function configureLocalOriginVerify(): string {
  const configured = process.env[ORIGIN_VERIFY_VALUES_VARIABLE]?.split(',')[0]?.trim();
  const value = configured || randomBytes(24).toString('base64url');
  process.env[ORIGIN_VERIFY_VALUES_VARIABLE] ??= value;
  return value;
}

/** What CloudFront's origin custom header does to a request on its way to the API. */
export function addOriginHeader(request: IncomingMessage, value: string): void {
  request.headers[ORIGIN_VERIFY_HEADER] = value;
}
