import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, expect, it } from 'vitest';
import { reviewMessages } from '#contracts/reviews';
import { handler } from '../../../../lambdas/get-reviews/handler';
import getEvent from '../../../../lambdas/get-reviews/events/get.json';
import { MAX_UPSTREAM_BODY_BYTES } from '../../../../lambdas/shared/upstream';
import { listenOnFreePort, type RunningServer } from '../../../../local/http-server';
import { testContext } from '../../support/api-gateway';
import { useSandboxEnvironment } from '../../support/sandbox';

/** An upstream answer over the limit is cut off and treated as a failed upstream (lambdas/shared/upstream.ts). */
useSandboxEnvironment();

const event = getEvent as unknown as APIGatewayProxyEventV2;
const CHUNK = Buffer.alloc(64 * 1024, ' ');
/** Eight times the limit: were it all read, the test would prove nothing about stopping early. */
const TOTAL_BYTES = 8 * MAX_UPSTREAM_BODY_BYTES;

let upstream: RunningServer | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

/** Streams TOTAL_BYTES of JSON-looking padding, chunk by chunk, noting whether the client hung up first. */
async function startStreamingUpstream(withLength: boolean) {
  const progress = { sent: 0, closedEarly: false };
  upstream = await listenOnFreePort(async (request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(withLength ? { 'content-length': String(TOTAL_BYTES) } : {}),
    });
    request.socket.on('close', () => {
      if (progress.sent < TOTAL_BYTES) progress.closedEarly = true;
    });
    while (progress.sent < TOTAL_BYTES && !response.destroyed) {
      if (!response.write(CHUNK)) await new Promise((resolve) => setTimeout(resolve, 1));
      progress.sent += CHUNK.length;
    }
    response.end();
  });
  process.env.REVIEWS_URL = `${upstream.url}/reviews`;
  return progress;
}

it.each([
  ['streamed without a length', false],
  ['announced by its content-length', true],
])('answers the route 502 to an upstream answer over the limit, %s, and hangs up', async (_label, withLength) => {
  const progress = await startStreamingUpstream(withLength);
  const result = await handler(event, testContext('get-reviews'));
  expect(result.statusCode).toBe(502);
  expect(JSON.parse(String(result.body))).toEqual({
    error: { code: 'reviews_unavailable', message: reviewMessages.unavailable },
  });
  expect(result.headers?.['cache-control']).toBe('no-store');
  await expect.poll(() => progress.closedEarly).toBe(true);
  expect(progress.sent).toBeLessThan(TOTAL_BYTES);
});
