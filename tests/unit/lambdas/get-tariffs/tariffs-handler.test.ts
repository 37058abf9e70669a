import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isApiError } from '#contracts/errors';
import { postcodeMessages } from '#contracts/postcode-rules';
import { regionMessages } from '#contracts/postcode-regions';
import { tariffMessages, tariffsResponseSchema } from '#contracts/tariffs';
import { handler } from '../../../../lambdas/get-tariffs/handler';
import { QUOTE_TIMEOUT_MS } from '../../../../lambdas/get-tariffs/quote-service';
import getEvent from '../../../../lambdas/get-tariffs/events/get.json';
import { listenOnFreePort, readJson, type RunningServer } from '../../../../local/http-server';
import { invokeRecordingLogs, testContext } from '../../support/api-gateway';
import { outcomeAfterDeadline } from '../../support/deadline';
import { useSandboxEnvironment } from '../../support/sandbox';

const context = testContext('get-tariffs');
const event = getEvent as unknown as APIGatewayProxyEventV2;

const invoke = () => invokeRecordingLogs(handler, event, context);

/** The same request with a query string, as API Gateway hands it over (payload 2.0). */
const invokeWith = (query: Record<string, string>) =>
  invokeRecordingLogs(
    handler,
    { ...event, rawQueryString: new URLSearchParams(query).toString(), queryStringParameters: query },
    context,
  );

const sandbox = useSandboxEnvironment();

/** A well-formed quote tariff that the card rule leaves out (not DualFuelOnly). */
const elecOnlyQuote = {
  TariffName: 'Home Elec SVT',
  IsFixed: false,
  MonthlyTotalIncVat: 70.1,
  YearlyTotalIncVat: 841.2,
  DualFuelOnly: false,
  TariffFuelType: 'Electricity',
  FixedMonths: 0,
};

describe('GET /api/tariffs against the sandbox quote workflow', () => {
  it('answers the display-ready cards in order, cacheable for a few minutes', async () => {
    const { result, body } = await invoke();
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const { region, tariffs } = tariffsResponseSchema.parse(body);
    expect(region).toEqual({ id: 11, name: 'East Midlands' });
    expect(tariffs.map((tariff) => [tariff.name, tariff.type, tariff.monthlyPence])).toEqual([
      ['Home Elec Fixed 18M', 'elec', 7130],
      ['Home Dual Fixed 12M', 'dual', 12895],
      ['Home Dual Fixed 24M', 'dual', 13410],
      ['Home Dual SVT', 'dual', 13162],
    ]);
  });

  it.each([
    ['SW1A 1AA', 12, 'London', 13570],
    ['ng1 5fs', 11, 'East Midlands', 13162],
    ['LL55 4UR', 13, 'Merseyside and North Wales', 14057],
    ['IV2 3EB', 17, 'North Scotland', 13873],
    ['S40 1AA', 11, 'East Midlands', 13162],
  ])('prices %s in region %i (%s)', async (postcode, id, name, svtMonthlyPence) => {
    const { result, body } = await invokeWith({ postcode });
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const answer = tariffsResponseSchema.parse(body);
    expect(answer.region).toEqual({ id, name });
    expect(answer.tariffs.find((tariff) => tariff.name === 'Home Dual SVT')?.monthlyPence).toBe(svtMonthlyPence);
  });

  it('has different prices for each of the 14 regions in the sandbox', async () => {
    const postcodes = ['CB2 1TN', 'NG1 5FS', 'SW1A 1AA', 'L1 8JQ', 'B33 8TH', 'NE1 7RU', 'M1 1AE'];
    postcodes.push('IV2 3EB', 'EH1 1YZ', 'CT1 2EH', 'SO14 7DU', 'CF10 1EP', 'PL1 2AA', 'LS1 4DY');
    const prices = new Map<number, number | undefined>();
    for (const postcode of postcodes) {
      const answer = tariffsResponseSchema.parse((await invokeWith({ postcode })).body);
      prices.set(answer.region.id, answer.tariffs[0]?.monthlyPence);
    }
    expect([...prices.keys()].sort()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(new Set(prices.values()).size).toBe(14);
  });

  it.each([
    ['BT1 5GS', regionMessages.notGreatBritain],
    ['JE2 3QA', regionMessages.notGreatBritain],
    ['IM1 1AA', regionMessages.notGreatBritain],
    ['SW1A', postcodeMessages.invalid],
    ['', postcodeMessages.required],
    ['x'.repeat(100), postcodeMessages.invalid],
  ])('refuses the postcode %j with a 400 and our message, asking nothing upstream', async (postcode, message) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { result, body } = await invokeWith({ postcode });
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect((body as { error: { message: string } }).error.message).toBe(message);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('answers 502 when the quote workflow refuses the API key, without internals', async () => {
    process.env.QUOTE_API_KEY = 'wrong-key';
    try {
      const { result, body, logs } = await invoke();
      expect(result.statusCode).toBe(502);
      expect(result.headers?.['cache-control']).toBe('no-store');
      expect(body).toEqual({
        error: { code: 'tariffs_unavailable', message: tariffMessages.unavailable },
      });
      expect(logs).toContain('event-get-tariffs-get');
      expect(logs).toContain('Quote workflow failed');
    } finally {
      process.env.QUOTE_API_KEY = sandbox().environment.QUOTE_API_KEY;
    }
  });

  it('answers 503 when the quote URL is not configured', async () => {
    delete process.env.QUOTE_URL;
    try {
      const { result, body } = await invoke();
      expect(result.statusCode).toBe(503);
      expect(isApiError(body)).toBe(true);
    } finally {
      process.env.QUOTE_URL = sandbox().environment.QUOTE_URL;
    }
  });
});

describe('GET /api/tariffs with a misbehaving quote workflow', () => {
  let upstream: RunningServer;
  let behaviour: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;
  let received: { body: unknown; apiKey: unknown }[] = [];

  beforeAll(async () => {
    upstream = await listenOnFreePort(async (request, response) => {
      received.push({ body: await readJson(request), apiKey: request.headers['x-api-key'] });
      await behaviour(request, response);
    });
  });
  afterAll(() => upstream.close());
  afterEach(() => {
    process.env.QUOTE_URL = sandbox().environment.QUOTE_URL;
    received = [];
    vi.restoreAllMocks();
  });

  const useUpstream = (next: typeof behaviour) => {
    behaviour = next;
    process.env.QUOTE_URL = `${upstream.url}/quote`;
  };

  it('sends POST {regionId: 11} with the configured API key', async () => {
    useUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { dualFuelTariff: [elecOnlyQuote], elecOnlyTariff: [] } }));
    });
    const { result, body } = await invoke();
    expect(received).toEqual([{ body: { regionId: 11 }, apiKey: sandbox().environment.QUOTE_API_KEY }]);
    // A real quote whose tariffs are all filtered out is a complete answer, cached as usual.
    expect(result.statusCode).toBe(200);
    expect(body).toEqual({ region: { id: 11, name: 'East Midlands' }, tariffs: [] });
    expect(result.headers?.['cache-control']).toBe('public, max-age=60, s-maxage=300');
  });

  it.each([
    ['no list at all', { data: {} }],
    ['null lists', { data: { dualFuelTariff: null, elecOnlyTariff: null } }],
    ['empty lists', { data: { dualFuelTariff: [], elecOnlyTariff: [] } }],
    ['no data', {}],
  ])('answers an uncached 502, not an empty list, to a quote with %s', async (_label, answer) => {
    useUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
    const { result, body } = await invoke();
    expect(result.statusCode).toBe(502);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(body).toEqual({ error: { code: 'tariffs_unavailable', message: tariffMessages.unavailable } });
  });

  it("sends the postcode's region, e.g. POST {regionId: 12} for London", async () => {
    useUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { dualFuelTariff: [elecOnlyQuote] } }));
    });
    const { body } = await invokeWith({ postcode: 'EC1A 1BB' });
    expect(received).toEqual([{ body: { regionId: 12 }, apiKey: sandbox().environment.QUOTE_API_KEY }]);
    expect(body).toEqual({ region: { id: 12, name: 'London' }, tariffs: [] });
  });

  it('answers 502 on an upstream HTTP 500', async () => {
    useUpstream((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'boom', stack: 'at secret.ts:1' }));
    });
    const { result } = await invoke();
    expect(result.statusCode).toBe(502);
    expect(result.body).not.toContain('stack');
    expect(result.body).not.toContain('boom');
  });

  it('answers 502 on a body that is not JSON', async () => {
    useUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    const { result, body } = await invoke();
    expect(result.statusCode).toBe(502);
    expect(body).toEqual({ error: { code: 'tariffs_unavailable', message: tariffMessages.unavailable } });
  });

  it('answers 502 on JSON of the wrong shape and logs where it was wrong', async () => {
    useUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ data: { dualFuelTariff: [{ TariffName: 'Home Dual SVT', MonthlyTotalIncVat: 'cheap' }] } }),
      );
    });
    const { result, logs } = await invoke();
    expect(result.statusCode).toBe(502);
    expect(logs).toContain('unexpected shape');
    expect(logs).toContain('dualFuelTariff.0');
  });

  it('gives up after the 5 s time-out and answers 504', async () => {
    useUpstream(() => {
      // Never answers; the connection is dropped when the server closes.
    });
    // The real 5 s time-out, passed in virtual time.
    expect(QUOTE_TIMEOUT_MS).toBe(5_000);
    const { result, body } = await outcomeAfterDeadline(QUOTE_TIMEOUT_MS, invoke);
    expect(result.statusCode).toBe(504);
    expect(body).toEqual({ error: { code: 'tariffs_timeout', message: tariffMessages.timedOut } });
  });

  it('answers 502 when the upstream cannot be reached at all', async () => {
    const closed = await listenOnFreePort(() => undefined);
    await closed.close();
    process.env.QUOTE_URL = `${closed.url}/quote`;
    const { result } = await invoke();
    expect(result.statusCode).toBe(502);
  });
});
