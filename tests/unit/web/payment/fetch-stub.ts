import { vi } from 'vitest';
import { requestJson, requestUrl } from '../request-parts';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>);

/**
 * Stands in for the network under the real API client: answers by "METHOD /path" with queued
 * replies (the last one repeats) and records every request.
 */
export function stubApi(replies: Record<string, Reply[]>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = requestUrl(input);
    requests.push({ method, path, body: init?.body ? requestJson(init) : undefined });
    const queue = replies[`${method} ${path}`];
    if (!queue?.length) throw new Error(`Unexpected request ${method} ${path}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    const { status, body } = typeof next === 'function' ? await next() : next;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests };
}

export const foundAccountReply = {
  status: 200,
  body: {
    account: { accountNo: '100001', addressSingleLine: '12 Castle Road, Nottingham, NG1 5FS' },
    limits: { minimumPence: 30, maximumPence: 1_000_000 },
  },
};

export function errorReply(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}
