import { afterEach, expect, it, vi } from 'vitest';
import { createHandler, json } from '../../../../lambdas/shared/http';
import { logger } from '../../../../lambdas/shared/logger';
import { apiEvent, testContext } from '../../support/api-gateway';

/**
 * Each invocation logs through a child logger of its own (lambdas/shared/http.ts): requests
 * served at the same time, as the local server does, never swap route or request id.
 */
afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('SILENT');
});

function eventWithRequestId(path: string, requestId: string) {
  const event = apiEvent('GET', path);
  return { ...event, requestContext: { ...event.requestContext, requestId } };
}

it('keeps route and request id per invocation when two run concurrently', async () => {
  logger.setLogLevel('INFO');
  const lines: Record<string, unknown>[] = [];
  const capture = (chunk: unknown) => {
    for (const line of String(chunk).split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);

  let releaseFirst: () => void = () => undefined;
  const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));
  const slow = createHandler('route-a', async () => {
    logger.info('a before');
    await firstMayFinish;
    logger.info('a after');
    return json(200, {});
  });
  const quick = createHandler('route-b', () => {
    logger.info('b only');
    return Promise.resolve(json(200, {}));
  });

  const first = slow(eventWithRequestId('/a', 'request-a'), testContext('a'));
  await quick(eventWithRequestId('/b', 'request-b'), testContext('b'));
  releaseFirst();
  await first;
  logger.info('outside any request');

  const byMessage = Object.fromEntries(lines.map((line) => [String(line.message), line]));
  expect(byMessage['a before']).toMatchObject({ route: 'route-a', requestId: 'request-a' });
  expect(byMessage['a after']).toMatchObject({ route: 'route-a', requestId: 'request-a' });
  expect(byMessage['b only']).toMatchObject({ route: 'route-b', requestId: 'request-b' });
  expect(byMessage['outside any request']).not.toHaveProperty('requestId');
  expect(byMessage['outside any request']).not.toHaveProperty('route');
});
