import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '#contracts/zod';
import { ApiClientError, apiGet, apiPost, NETWORK_ERROR_MESSAGE } from '../../../../web/src/lib/api';

afterEach(() => vi.unstubAllGlobals());

const answerSchema = z.object({ message: z.string() });

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('our API client', () => {
  it('sends the request at once and checks the answer with a schema that arrives later', async () => {
    const fetch = answer(200, { message: 'Thanks' });
    let deliver = (_schema: typeof answerSchema) => {};
    const schema = new Promise<typeof answerSchema>((resolve) => (deliver = resolve));
    const result = apiPost('/api/meter-readings', { a: 1 }, schema);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    deliver(answerSchema);
    await expect(result).resolves.toEqual({ message: 'Thanks' });
  });

  it("says it could not reach us when the contract's code does not load", async () => {
    answer(200, { message: 'Thanks' });
    const error = await apiGet(
      '/api/reviews',
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('gives the fallback message for an answer that does not fit the contract, and our message for an API error', async () => {
    answer(200, { message: 42 });
    await expect(apiGet('/api/x', answerSchema, { fallbackMessage: 'Try later' })).rejects.toThrow('Try later');
    answer(404, { error: { code: 'not_found', message: 'No account information found.' } });
    await expect(apiGet('/api/x', answerSchema)).rejects.toThrow('No account information found.');
  });
});
