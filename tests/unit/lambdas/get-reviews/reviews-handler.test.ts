import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviewMessages, reviewsResponseSchema } from '#contracts/reviews';
import { handler } from '../../../../lambdas/get-reviews/handler';
import { REVIEWS_TIMEOUT_MS } from '../../../../lambdas/get-reviews/review-service';
import getEvent from '../../../../lambdas/get-reviews/events/get.json';
import { listenOnFreePort, type RunningServer } from '../../../../local/http-server';
import { invokeRecordingLogs, testContext } from '../../support/api-gateway';
import { outcomeAfterDeadline } from '../../support/deadline';
import { useSandboxEnvironment } from '../../support/sandbox';

const context = testContext('get-reviews');
const event = getEvent as unknown as APIGatewayProxyEventV2;

const invoke = () => invokeRecordingLogs(handler, event, context);

const validReview = {
  id: 'r1',
  reviewUrl: 'https://reviews.fernleaf.example/reviews/r1',
  consumer: { displayName: 'Priya Shah' },
  createdAt: '2026-10-30T10:15:00.000Z',
  stars: 5,
  text: 'Great.',
};

const sandbox = useSandboxEnvironment();

describe('GET /api/reviews against the sandbox review widget', () => {
  it('answers the trust score and 15 normalised reviews, cacheable for a few minutes', async () => {
    const { result, body } = await invoke();
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const reviews = reviewsResponseSchema.parse(body);
    expect(reviews.trustScore).toBe(4.7);
    expect(reviews.reviews).toHaveLength(15);
    expect(reviews.reviews[0]).toEqual({
      id: 'rv0001',
      url: 'https://reviews.fernleaf.example/reviews/rv0001',
      name: 'Priya Shah',
      date: '2026-10-30T10:15:00.000Z',
      stars: 5,
      text: 'Switched in under a week and the price was better than my old supplier. The team answered my e-mail the same afternoon.',
    });
    expect(reviews.reviews.find((review) => review.id === 'rv0007')?.name).toBeNull();
    expect(reviews.reviews.find((review) => review.id === 'rv0008')?.text).toHaveLength(233);
    expect(reviews.reviews.every((review) => review.stars >= 4)).toBe(true);
  });

  it('answers 502 when the business unit is unknown to the widget', async () => {
    process.env.REVIEWS_BUSINESS_UNIT_ID = 'someone-else';
    try {
      const { result, body, logs } = await invoke();
      expect(result.statusCode).toBe(502);
      expect(result.headers?.['cache-control']).toBe('no-store');
      expect(body).toEqual({
        error: { code: 'reviews_unavailable', message: reviewMessages.unavailable },
      });
      expect(logs).toContain('event-get-reviews-get');
    } finally {
      process.env.REVIEWS_BUSINESS_UNIT_ID = sandbox().environment.REVIEWS_BUSINESS_UNIT_ID;
    }
  });
});

describe('GET /api/reviews with a misbehaving review widget', () => {
  let upstream: RunningServer;
  let behaviour: (request: IncomingMessage, response: ServerResponse) => void;
  let requestedUrls: string[] = [];

  beforeAll(async () => {
    upstream = await listenOnFreePort((request, response) => {
      requestedUrls.push(request.url ?? '');
      behaviour(request, response);
    });
  });
  afterAll(() => upstream.close());
  afterEach(() => {
    process.env.REVIEWS_URL = sandbox().environment.REVIEWS_URL;
    requestedUrls = [];
    vi.restoreAllMocks();
  });

  const useUpstream = (next: typeof behaviour) => {
    behaviour = next;
    process.env.REVIEWS_URL = `${upstream.url}/widget`;
  };
  const answerJson = (status: number, body: unknown) => (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  it('asks for the business unit with locale en-gb, 4 and 5 stars, 15 per page', async () => {
    useUpstream(answerJson(200, { businessEntity: { trustScore: 4.2 }, reviews: [validReview] }));
    const { result, body } = await invoke();
    expect(result.statusCode).toBe(200);
    expect(requestedUrls).toEqual([
      `/widget/${sandbox().environment.REVIEWS_BUSINESS_UNIT_ID}/reviews?locale=en-gb&reviewStars=4&reviewStars=5&reviewsPerPage=15`,
    ]);
    expect(body).toMatchObject({ trustScore: 4.2, reviews: [{ id: 'r1', name: 'Priya Shah' }] });
  });

  it('leaves out a broken review but keeps the others, and logs how many', async () => {
    useUpstream(
      answerJson(200, {
        businessEntity: { trustScore: 4.2 },
        reviews: [validReview, { ...validReview, id: 'r2', stars: 'five' }],
      }),
    );
    const { result, body, logs } = await invoke();
    expect(result.statusCode).toBe(200);
    expect(reviewsResponseSchema.parse(body).reviews.map((review) => review.id)).toEqual(['r1']);
    expect(logs).toContain('"dropped":1');
  });

  it('answers an uncached 502 when every review sent is unusable, and caches a truly empty list', async () => {
    useUpstream(answerJson(200, { businessEntity: { trustScore: 4.2 }, reviews: [{ id: 1 }, 'x'] }));
    const broken = await invoke();
    expect(broken.result.statusCode).toBe(502);
    expect(broken.result.headers?.['cache-control']).toBe('no-store');
    expect(broken.body).toEqual({ error: { code: 'reviews_unavailable', message: reviewMessages.unavailable } });

    useUpstream(answerJson(200, { businessEntity: { trustScore: 4.2 }, reviews: [] }));
    const empty = await invoke();
    expect(empty.result.statusCode).toBe(200);
    expect(empty.result.headers?.['cache-control']).toContain('s-maxage=300');
  });

  it('answers 502 on an upstream HTTP 503', async () => {
    useUpstream(answerJson(503, { message: 'rate limited' }));
    const { result, body } = await invoke();
    expect(result.statusCode).toBe(502);
    expect(body).toEqual({ error: { code: 'reviews_unavailable', message: reviewMessages.unavailable } });
  });

  it('answers 502 on a body that is not JSON', async () => {
    useUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('{"businessEntity":');
    });
    const { result } = await invoke();
    expect(result.statusCode).toBe(502);
  });

  it('answers 502 when the envelope lacks the trust score', async () => {
    useUpstream(answerJson(200, { businessEntity: {}, reviews: [validReview] }));
    const { result, logs } = await invoke();
    expect(result.statusCode).toBe(502);
    expect(logs).toContain('businessEntity.trustScore');
  });

  it('gives up after the 5 s time-out and answers 504', async () => {
    useUpstream(() => {
      // Never answers; the connection is dropped when the server closes.
    });
    // The real 5 s time-out, passed in virtual time.
    expect(REVIEWS_TIMEOUT_MS).toBe(5_000);
    const { result, body } = await outcomeAfterDeadline(REVIEWS_TIMEOUT_MS, invoke);
    expect(result.statusCode).toBe(504);
    expect(body).toEqual({ error: { code: 'reviews_timeout', message: reviewMessages.timedOut } });
  });
});
