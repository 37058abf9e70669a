import { beforeAll, describe, expect, it, vi } from 'vitest';
import { INVALID_REQUEST_MESSAGE } from '#contracts/errors';
import { routes } from '#contracts/routes';
import type { ApiEvent, ApiHandler } from '../../../../lambdas/shared/http';
import {
  MAX_REQUEST_BODY_BYTES,
  MAX_WEBHOOK_BODY_BYTES,
  nestsDeeperThan,
} from '../../../../lambdas/shared/request-bounds';
import { webhookMessages } from '#contracts/payment-posting';
import { apiEvent, testContext } from '../../support/api-gateway';
import { isProductMessage, LIBRARY_WORDS } from '../../support/product-messages';
import { useSandboxEnvironment } from '../../support/sandbox';

/** Bounded request bodies and only our words for bad input (lambdas/shared/http.ts, docs/api.md › Bounded requests). */
useSandboxEnvironment({ SITE_ORIGIN: 'https://www.fernleaf.test' });

const postRoutes = routes.filter((route) => route.method === 'POST');
const handlers = new Map<string, ApiHandler>();

beforeAll(async () => {
  for (const route of routes) {
    const module = (await import(`../../../../lambdas/${route.name}/handler.ts`)) as { handler: ApiHandler };
    handlers.set(route.name, module.handler);
  }
});

async function invoke(routeName: string, event: ApiEvent) {
  const handler = handlers.get(routeName);
  if (!handler) throw new Error(`no handler for ${routeName}`);
  const result = await handler(event, testContext(routeName));
  const body = JSON.parse(String(result.body)) as { error?: { code: string; message: string } };
  return { status: result.statusCode, body, cacheControl: result.headers?.['cache-control'] };
}

function rawEvent(method: 'GET' | 'POST', path: string, body: string, isBase64Encoded = false): ApiEvent {
  return { ...apiEvent(method, path, body), isBase64Encoded };
}

describe('request body size', () => {
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers 413 to a body over the limit, before reading it',
    async (name, route) => {
      const parse = vi.spyOn(JSON, 'parse');
      try {
        // The card provider's webhook takes larger bodies (its events are not ours to size).
        const limit = route.webhook ? MAX_WEBHOOK_BODY_BYTES : MAX_REQUEST_BODY_BYTES;
        const body = '['.repeat(limit + 1);
        const { status, body: answer, cacheControl } = await invoke(name, rawEvent(route.method, route.path, body));
        expect(status).toBe(413);
        expect(answer).toEqual({ error: { code: 'payload_too_large', message: 'The request is too large.' } });
        expect(cacheControl).toBe('no-store');
        expect(parse.mock.calls.filter(([text]) => text === body)).toEqual([]);
      } finally {
        parse.mockRestore();
      }
    },
  );

  it('counts decoded bytes: multi-byte text and base64 bodies', async () => {
    const route = postRoutes[0]!;
    const pounds = '£'.repeat(MAX_REQUEST_BODY_BYTES / 2 + 1); // 2 bytes each in UTF-8
    expect((await invoke(route.name, rawEvent('POST', route.path, pounds))).status).toBe(413);
    const encoded = Buffer.alloc(MAX_REQUEST_BODY_BYTES + 1, 'a').toString('base64');
    expect((await invoke(route.name, rawEvent('POST', route.path, encoded, true))).status).toBe(413);
    const fits = Buffer.from(JSON.stringify({ accountNo: 'x'.repeat(MAX_REQUEST_BODY_BYTES - 100) })).toString(
      'base64',
    );
    expect((await invoke(route.name, rawEvent('POST', route.path, fits, true))).status).toBe(400);
  });
});

describe('JSON nesting', () => {
  it('finds deep nesting in one pass, ignoring brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[[["}', 3)).toBe(false);
    expect(nestsDeeperThan('['.repeat(1_000_000))).toBe(true);
  });

  it.each(postRoutes.map((route) => [route.name, route] as const))(
    '%s refuses nesting deeper than the bound with 400',
    async (name, route) => {
      const deep = `{"accountNo":${'['.repeat(25)}${']'.repeat(25)}}`;
      const request = rawEvent('POST', route.path, deep);
      // The webhook looks at a body only when it comes with a signature header; then it answers in its own words.
      if (route.webhook) request.headers['stripe-signature'] = 't=1,v1=00';
      const { status, body } = await invoke(name, request);
      expect(status).toBe(400);
      expect(body.error?.message).toBe(route.webhook ? webhookMessages.invalidEvent : INVALID_REQUEST_MESSAGE);
    },
  );
});

describe('only our words for invalid requests', () => {
  const bodies = [
    '[]',
    'null',
    '"x"',
    '5',
    'true',
    '{}',
    '{"accountNo":5}',
    '{"accountNo":"1","postcode":[]}',
    '{"accountNo":{"a":1},"postcode":"NG1 5FS"}',
    '{"accountNo":"1","postcode":"NG1 5FS","amount":1,"attemptId":2}',
    '{"fuel":"coal","accountNo":"1","postcode":"NG1 5FS"}',
    '{"fuel":"gas","accountNo":"1","postcode":"NG1 5FS","meterRef":1,"register":null,"reading":1.5}',
    'not json',
  ];
  it.each(postRoutes.flatMap((route) => bodies.map((body) => [route.name, body, route] as const)))(
    '%s refuses %s in our words',
    async (name, body, route) => {
      const { status, body: answer } = await invoke(name, rawEvent('POST', route.path, body));
      // 400, or 404 where the body happens to be a valid request for an unknown account.
      expect([400, 404]).toContain(status);
      expect(isProductMessage(answer.error?.message), answer.error?.message).toBe(true);
      expect(answer.error?.message).not.toMatch(LIBRARY_WORDS);
    },
  );
});
