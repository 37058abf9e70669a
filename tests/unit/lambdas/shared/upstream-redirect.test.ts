import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, expect, it, vi } from 'vitest';
import { reviewMessages } from '#contracts/reviews';
import { handler } from '../../../../lambdas/get-reviews/handler';
import getEvent from '../../../../lambdas/get-reviews/events/get.json';
import { callUpstream, UpstreamError } from '../../../../lambdas/shared/upstream';
import { listenOnFreePort, type RunningServer } from '../../../../local/http-server';
import { testContext } from '../../support/api-gateway';
import { useSandboxEnvironment } from '../../support/sandbox';

/** An upstream's redirect is never followed (lambdas/shared/upstream.ts): the request, with its keys, stays put. */
useSandboxEnvironment({ POWERTOOLS_LOG_LEVEL: 'SILENT' });

const event = getEvent as unknown as APIGatewayProxyEventV2;
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A redirecting upstream and the place it points to, which counts the requests it gets. */
async function redirectingUpstream(status: number) {
  const target = { hits: 0 };
  const elsewhere = await listenOnFreePort((_request, response) => {
    target.hits += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  const upstream = await listenOnFreePort((_request, response) => {
    response.writeHead(status, { location: `${elsewhere.url}/stolen` }).end();
  });
  servers.push(elsewhere, upstream);
  return { url: `${upstream.url}/reviews/v1/business-units`, target };
}

it.each([301, 302, 303, 307, 308])(
  'refuses a %i answer as a redirect, never calling where it points',
  async (status) => {
    const { url, target } = await redirectingUpstream(status);
    const failure = callUpstream(url, { method: 'POST', body: { secret: 'key' } });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ kind: 'redirect' });
    expect(target.hits).toBe(0);
  },
);

it('answers the route its own 502 when its upstream redirects', async () => {
  const { url, target } = await redirectingUpstream(302);
  vi.stubEnv('REVIEWS_URL', url);
  try {
    const result = await handler(event, testContext('get-reviews'));
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(String(result.body)).error.message).toBe(reviewMessages.unavailable);
    expect(target.hits).toBe(0);
  } finally {
    vi.unstubAllEnvs();
  }
});
