import { vi } from 'vitest';

/** One request the web app sent, as the stub saw it. */
export interface RecordedRequest {
  method: string;
  /** The path with its query string, as the API client asked for it (the client only uses same-origin paths). */
  path: string;
  /** The parsed JSON body, if there was one (the API client always sends JSON). */
  body: unknown;
}

/** What the network answers: a JSON body, or a string sent as HTML (a proxy's error page, say). */
export interface StubReply {
  status: number;
  body: unknown;
}

/** A fixed reply, or one worked out from the request (it may stay pending to hold the request in flight). */
export type Reply = StubReply | ((request: RecordedRequest) => StubReply | Promise<StubReply>);

/**
 * Stands in for the network under the real API client, the one way every web test stubs `fetch`:
 * answers by "METHOD /path" (query string included) with a reply or a queue of replies (the last
 * one repeats) and records every request in order. A request nobody expected fails the test.
 */
export function stubApi(replies: Record<string, Reply | Reply[]>) {
  const requests: RecordedRequest[] = [];
  const queues = new Map(Object.entries(replies).map(([key, reply]) => [key, [reply].flat()]));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: requestPath(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const queue = queues.get(`${request.method} ${request.path}`);
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (next === undefined) throw new Error(`Unexpected request ${request.method} ${request.path}`);
    const { status, body } = typeof next === 'function' ? await next(request) : next;
    return typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { requests, paths: () => requests.map((request) => request.path) };
}

function requestPath(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function jsonReply(body: unknown, status = 200): StubReply {
  return { status, body };
}

/** Our API's error shape (lambdas/contracts/errors.ts). */
export function errorReply(status: number, code: string, message: string): StubReply {
  return { status, body: { error: { code, message } } };
}

/** A reply that waits until the test answers it: for what the page shows while a request is in flight. */
export function heldReplies() {
  const pending: ((reply: StubReply) => void)[] = [];
  return {
    reply: () => new Promise<StubReply>((resolve) => pending.push(resolve)),
    /** Answers every request held so far with the same reply. */
    answerAll: (reply: StubReply) => pending.splice(0).forEach((resolve) => resolve(reply)),
  };
}

/** A page that is not ours (a proxy's or gateway's error page): the client must not show its text. */
export function htmlReply(status: number, html: string): StubReply {
  return { status, body: html };
}
