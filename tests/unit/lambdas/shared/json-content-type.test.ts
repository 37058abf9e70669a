import { describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes';
import { isJsonContentType, type ApiHandler } from '../../../../lambdas/shared/http.js';
import { apiEvent, testContext } from '../../support/api-gateway.js';
import { sandboxLookup } from '../../support/fixtures.js';
import { useSandboxEnvironment } from '../../support/sandbox.js';

/**
 * The JSON routes answer 415 to a body not declared `application/json`, before reading it: a
 * cross-site form or simple fetch (text/plain, form-encoded, multipart) cannot drive them.
 */
useSandboxEnvironment({ POWERTOOLS_LOG_LEVEL: 'SILENT' });

describe('isJsonContentType', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
    ' application/json ',
  ])('takes %j', (value) => expect(isJsonContentType(value)).toBe(true));
  it.each([
    undefined,
    '',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'application/json-seq',
    'text/json',
  ])('refuses %j', (value) => expect(isJsonContentType(value)).toBe(false));
});

const jsonRoutes = routes.filter((route) => route.method === 'POST' && !route.webhook);

describe.each(jsonRoutes.map((route) => [route.name, route] as const))('%s', (name, route) => {
  const body = JSON.stringify({ ...sandboxLookup('dualFuel'), amount: '12.34', attemptId: crypto.randomUUID() });
  const handlerOf = async () =>
    ((await import(`../../../../lambdas/${name}/handler.ts`)) as { handler: ApiHandler }).handler;

  it.each([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 in our words when the Content-Type is %j',
    async (contentType) => {
      const event = apiEvent(route.method, route.path, undefined);
      const result = await (
        await handlerOf()
      )({ ...event, headers: contentType ? { 'content-type': contentType } : {}, body }, testContext(name));
      expect(result.statusCode).toBe(415);
      expect(JSON.parse(String(result.body))).toEqual({
        error: {
          code: 'unsupported_media_type',
          message: 'The request body must be JSON (Content-Type: application/json).',
        },
      });
    },
  );

  it('reads the body when it is declared JSON, whatever the parameters and case', async () => {
    const event = apiEvent(route.method, route.path, undefined);
    const result = await (
      await handlerOf()
    )({ ...event, headers: { 'content-type': 'Application/JSON; charset=UTF-8' }, body }, testContext(name));
    expect(result.statusCode).not.toBe(415);
  });
});
