import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '#contracts/errors';
import { routes, type RouteDefinition } from '#contracts/routes';
import type { ApiEvent, ApiHandler } from '../../../lambdas/shared/http';
import { MAX_REQUEST_BODY_BYTES } from '../../../lambdas/shared/request-bounds';
import { apiEvent, testContext } from '../support/api-gateway';
import { failingAccountNumbers, sandboxAccountNumbers } from '../support/fixtures';
import { isProductMessage, LIBRARY_WORDS } from '../support/product-messages';
import { useSandboxEnvironment } from '../support/sandbox';

/**
 * Every route's real handler against the embedded sandbox, with arbitrary bodies, headers and
 * path parameters: whatever arrives, the answer is ours (docs/api.md › Only our words). Never a 500, a 5xx only
 * from an upstream (502/503/504), errors always in the one JSON shape with one of our messages.
 */
useSandboxEnvironment({ SITE_ORIGIN: 'https://www.fernleaf.test' });

const RUNS_PER_ROUTE = 100;
const handlers = new Map<string, ApiHandler>();

beforeAll(async () => {
  for (const route of routes) {
    const module = (await import(`../../../lambdas/${route.name}/handler.ts`)) as { handler: ApiHandler };
    handlers.set(route.name, module.handler);
  }
});

/** Values a field may take: plausible ones (to get past the first checks) and anything at all. */
const fieldValue = fc.oneof(
  fc.constantFrom(
    sandboxAccountNumbers.dualFuel,
    sandboxAccountNumbers.economy7,
    failingAccountNumbers.upstreamError,
    'NG1 5FS',
    'LE1 6RP',
    '25.50',
    '0.01',
    'electricity',
    'gas',
    '000123',
    '01',
    crypto.randomUUID(),
  ),
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Request-shaped objects with arbitrary values for our fields, plus stray keys. */
const requestLike = fc.record(
  {
    accountNo: fieldValue,
    postcode: fieldValue,
    amount: fieldValue,
    attemptId: fieldValue,
    fuel: fieldValue,
    meterRef: fieldValue,
    register: fieldValue,
    reading: fieldValue,
  },
  { requiredKeys: [] },
);

const deepNesting = fc
  .tuple(fc.integer({ min: 15, max: 5_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + (open === '[' ? ']' : '1}').repeat(depth));

const body: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  requestLike.map((value) => JSON.stringify(value)),
  deepNesting,
  fc.integer({ min: MAX_REQUEST_BODY_BYTES - 8, max: MAX_REQUEST_BODY_BYTES + 64 }).map((size) => 'x'.repeat(size)),
  fc.constantFrom('', '{', '{"accountNo":', '\u0000', '"\\ud800"', 'null', '[]', '{"__proto__":{"polluted":1}}'),
);

const headers = fc.dictionary(
  fc.oneof(
    fc.constantFrom('content-type', 'accept', '__proto__', 'constructor', 'x-api-key'),
    fc.string({ maxLength: 12 }),
  ),
  fc.string({ maxLength: 40 }),
  { maxKeys: 4 },
);

const pathParameters = fc.option(
  fc.dictionary(
    fc.constantFrom('id', 'proxy', '__proto__', 'other'),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        'cs_test_1',
        'cs_',
        'products/',
        'products/FERN-SVT-26-07/',
        'products/FERN-SVT-26-07/electricity-tariffs/E-1R-FERN-SVT-26-07-C/day-unit-rates/',
        'products/FERN-SVT-26-07/gas-tariffs/G-1R-FERN-SVT-26-07-C/standing-charges',
        'industry/grid-supply-points/',
        'openapi.json',
      ),
    ),
  ),
  { nil: undefined },
);

function eventFor(
  route: RouteDefinition,
  input: { body?: string; headers: Record<string, string>; base64: boolean; pathParameters?: Record<string, string> },
): ApiEvent {
  const event = apiEvent(route.method, route.path, undefined, input.pathParameters);
  const encoded = input.base64 && input.body !== undefined ? Buffer.from(input.body).toString('base64') : input.body;
  return { ...event, headers: input.headers, body: encoded, isBase64Encoded: input.base64 && input.body !== undefined };
}

describe.each(routes.map((route) => [route.name, route] as const))('%s under arbitrary input', (name, route) => {
  it('answers in our words and shape, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        headers,
        fc.boolean(),
        pathParameters,
        async (requestBody, requestHeaders, base64, parameters) => {
          const handler = handlers.get(name);
          if (!handler) throw new Error(`no handler for ${name}`);
          fc.pre(!requestBody?.includes(failingAccountNumbers.neverAnswers));
          const result = await handler(
            eventFor(route, { body: requestBody, headers: requestHeaders, base64, pathParameters: parameters }),
            testContext(name),
          );
          const status = result.statusCode ?? 0;
          expect(status >= 200 && status < 600, `status ${status}`).toBe(true);
          if (status >= 500) expect([502, 503, 504]).toContain(status);
          const answer = JSON.parse(String(result.body)) as unknown;
          if (status >= 400) {
            expect(isApiError(answer), String(result.body)).toBe(true);
            const message = (answer as { error: { message: string } }).error.message;
            expect(isProductMessage(message), message).toBe(true);
            expect(message).not.toMatch(LIBRARY_WORDS);
            expect(result.headers?.['cache-control']).toBe('no-store');
          }
          expect(Object.prototype).not.toHaveProperty('polluted');
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
