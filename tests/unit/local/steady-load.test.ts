import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnFreePort, type RunningServer } from '../../../local/http-server.js';
import { percentile, runSteadyLoad } from '../../../local/steady-load.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

describe('percentile (nearest rank)', () => {
  it('picks the value at or above the rank', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('runSteadyLoad (the load generator of npm run bench:api)', () => {
  it('sends rate × duration requests, cycling through the mix in order with each method, header and body', async () => {
    const seen: string[] = [];
    server = await listenOnFreePort(async (request: IncomingMessage, response: ServerResponse) => {
      seen.push(
        `${request.method} ${request.url} ${request.headers['content-type'] ?? '-'} ${await readBody(request)}`,
      );
      response.end('ok');
    });
    const result = await runSteadyLoad({
      baseUrl: server.url,
      requests: [
        { method: 'GET', path: '/api/price-cap' },
        {
          method: 'POST',
          path: '/api/accounts/lookup',
          headers: { 'content-type': 'application/json' },
          body: '{"a":1}',
        },
      ],
      ratePerSecond: 40,
      durationSeconds: 0.25,
    });
    expect(result).toMatchObject({ sent: 10, errors: 0 });
    expect(result.latenciesMs).toHaveLength(10);
    expect(seen).toHaveLength(10);
    expect(seen.slice(0, 2)).toEqual(['GET /api/price-cap - ', 'POST /api/accounts/lookup application/json {"a":1}']);
    expect(new Set(seen.filter((_, index) => index % 2 === 0))).toEqual(new Set(['GET /api/price-cap - ']));
  });

  it('does not wait for earlier answers before sending the next request (an open loop)', async () => {
    const held: ServerResponse[] = [];
    server = await listenOnFreePort((_request: IncomingMessage, response: ServerResponse) => {
      held.push(response);
      // Nothing is answered until every request has arrived: a generator that waited would stall here.
      if (held.length === 8) for (const each of held) each.end('ok');
    });
    const result = await runSteadyLoad({
      baseUrl: server.url,
      requests: [{ method: 'GET', path: '/slow' }],
      ratePerSecond: 80,
      durationSeconds: 0.1,
      timeoutMs: 5_000,
    });
    expect(result).toMatchObject({ sent: 8, errors: 0 });
  });

  it('counts answers outside 2xx and refused connections as errors', async () => {
    let count = 0;
    server = await listenOnFreePort((_request: IncomingMessage, response: ServerResponse) => {
      count += 1;
      response.statusCode = count % 2 === 0 ? 500 : 200;
      response.end();
    });
    const failing = await runSteadyLoad({
      baseUrl: server.url,
      requests: [{ method: 'GET', path: '/' }],
      ratePerSecond: 40,
      durationSeconds: 0.1,
    });
    expect(failing).toMatchObject({ sent: 4, errors: 2 });

    const closedUrl = server.url;
    await server.close();
    server = undefined;
    const refused = await runSteadyLoad({
      baseUrl: closedUrl,
      requests: [{ method: 'GET', path: '/' }],
      ratePerSecond: 40,
      durationSeconds: 0.05,
    });
    expect(refused).toMatchObject({ sent: 2, errors: 2, latenciesMs: [] });
  });
});
