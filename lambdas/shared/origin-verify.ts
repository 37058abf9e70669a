import { timingSafeEqual } from 'node:crypto';
import {
  ORIGIN_VERIFY_CACHE_SECONDS,
  ORIGIN_VERIFY_HEADER,
  ORIGIN_VERIFY_SECRET_NAME_VARIABLE,
  ORIGIN_VERIFY_VALUES_VARIABLE,
  originVerifyRefusal,
  type OriginVerifySecret,
} from '#contracts/origin-verify';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ConfigError } from './config-error.js';
import { DeadlineExceededError, withinRequestDeadline } from './deadline.js';
import { logger } from './logger.js';
import { secrets } from './secrets.js';

/** The same HttpError shape http.ts answers with, without importing it (http.ts imports this module). */
export class OriginNotVerifiedError extends Error {
  readonly status = originVerifyRefusal.status;
  readonly code = originVerifyRefusal.code;
  constructor() {
    super(originVerifyRefusal.message);
    this.name = 'OriginNotVerifiedError';
  }
}

/**
 * The values the API accepts: the secret's `current` and `previous` (both, so a rotation needs no
 * downtime: docs/security.md › Rotating the origin header), or ORIGIN_VERIFY_VALUES without a secret. With neither configured
 * there is nothing to check (a laptop running handlers on their own); in AWS every function gets
 * the secret's name (tests/infra/api.test.ts).
 */
async function acceptedValues(): Promise<string[] | undefined> {
  const secretName = process.env[ORIGIN_VERIFY_SECRET_NAME_VARIABLE];
  if (secretName) {
    let secret: Partial<OriginVerifySecret> | undefined;
    try {
      secret = await withinRequestDeadline(
        'Reading the origin secret',
        secrets.get<Partial<OriginVerifySecret>>(secretName, {
          transform: 'json',
          maxAge: ORIGIN_VERIFY_CACHE_SECONDS,
        }),
      );
    } catch (error) {
      if (error instanceof DeadlineExceededError) throw error;
      logger.error('Origin secret could not be read', { error: (error as Error).name });
      throw new ConfigError('The origin secret could not be read');
    }
    const values = [secret?.current, secret?.previous].filter(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (values.length === 0) throw new ConfigError('The origin secret has no value');
    return values;
  }
  const configured = process.env[ORIGIN_VERIFY_VALUES_VARIABLE];
  if (configured === undefined || configured === '') return undefined;
  return configured
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Constant-time comparison, so the answer's timing says nothing about how much of a guess was right. */
function matches(candidate: string, expected: string): boolean {
  const a = Buffer.from(candidate);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function headerValue(event: APIGatewayProxyEventV2): string | undefined {
  const headers = event.headers ?? {};
  // API Gateway (payload 2.0) lower-cases header names; a hand-made event might not.
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === ORIGIN_VERIFY_HEADER) return value;
  }
  return undefined;
}

/**
 * Refuses a request that did not come through CloudFront: without the secret origin header, or
 * with a value that is neither the current nor the previous one. Runs before any route logic
 * (createHandler, lambdas/shared/http.ts).
 */
export async function refuseUnverifiedOrigin(event: APIGatewayProxyEventV2): Promise<void> {
  const accepted = await acceptedValues();
  if (!accepted) return;
  const received = headerValue(event);
  if (received !== undefined && accepted.some((value) => matches(received, value))) return;
  logger.warn('Request without a valid origin header refused', { hasHeader: received !== undefined });
  throw new OriginNotVerifiedError();
}
