import { vi } from 'vitest';
import { sandboxAccount } from '../../../support/fixtures';
import { requestJson, requestUrl } from '../../request-parts';

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
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (next === undefined) throw new Error(`Unexpected request ${method} ${path}`);
    const { status, body } = typeof next === 'function' ? await next() : next;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests };
}

/** The payment lookup's answer for 100001 (NG1 5FS). */
const dualFuel = sandboxAccount('dualFuel');
export const foundAccountReply = {
  status: 200,
  body: {
    account: { accountNo: dualFuel.accountNo, addressSingleLine: dualFuel.addressSingleLine },
    limits: { minimumPence: 30, maximumPence: 1_000_000 },
  },
};

export function errorReply(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}
