import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Every way an upstream can let a route down. The fault is the first path segment
 * (`http://127.0.0.1:<port>/<fault>/...`), so one server plays every upstream at once; requests
 * whose path names no fault (the card provider's SDK always asks for `/v1/...`) get `current`.
 */
export const faults = [
  'status-500',
  'status-429',
  'malformed-json',
  'html',
  'wrong-shape',
  'empty',
  'oversized',
  'slow',
  'trickle',
  'reset',
  'never',
] as const;
export type Fault = (typeof faults)[number] | 'card-error' | 'invalid-request';

/** Faults that only end because the route's deadline cuts them off. */
export const timeFaults: readonly Fault[] = ['slow', 'trickle', 'never'];

export interface FaultServer {
  url: string;
  /** Base URL whose requests all get `fault`. */
  urlFor(fault: Fault): string;
  /** The fault for paths that name none (the card provider's SDK). */
  current: Fault;
  close(): Promise<void>;
}

/** Longer than any budget: a "slow" upstream answers, but only after the route has given up. */
const SLOW_ANSWER_MS = 30_000;
const TRICKLE_INTERVAL_MS = 20;
/** Over the 1 MB the routes read (lambdas/shared/upstream.ts). */
const OVERSIZED_BYTES = 2 * 1024 * 1024;

function isFault(value: string | undefined): value is Fault {
  return (
    value !== undefined &&
    ((faults as readonly string[]).includes(value) || ['card-error', 'invalid-request'].includes(value))
  );
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A small HTTP server for the fault-injection tests: 127.0.0.1, a free port, and close() ends
 * every connection it still holds (slow, trickling and never-ending answers included).
 */
export async function startFaultServer(): Promise<FaultServer> {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  const state: { current: Fault } = { current: 'status-500' };

  function answer(fault: Fault, request: IncomingMessage, response: ServerResponse): void {
    switch (fault) {
      case 'status-500':
        return sendJson(response, 500, { error: { type: 'api_error', message: 'Internal upstream failure' } });
      case 'status-429':
        return sendJson(response, 429, { error: { type: 'rate_limit_error', message: 'Too many requests' } });
      case 'card-error':
        return sendJson(response, 402, {
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        });
      case 'invalid-request':
        return sendJson(response, 400, {
          error: { type: 'invalid_request_error', message: 'Invalid integer: unit_amount (developer text)' },
        });
      case 'malformed-json':
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end('{"data": {"accountNo": "1000');
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end('<!doctype html><title>Gateway</title><h1>Service temporarily unavailable</h1>');
      case 'wrong-shape':
        return sendJson(response, 200, { unexpected: [1, 2, 3], messages: 'not a list' });
      case 'empty':
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end();
      case 'oversized': {
        // Streamed without a content-length, so only the reader's own count can stop it.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"padding":"');
        const chunk = 'x'.repeat(64 * 1024);
        for (let sent = 0; sent < OVERSIZED_BYTES; sent += chunk.length) response.write(chunk);
        return void response.end('"}');
      }
      case 'slow':
        return later(SLOW_ANSWER_MS, () => sendJson(response, 200, {}));
      case 'trickle': {
        // Headers at once, then a byte now and then: never idle, never finished.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"data":');
        const drip = () => {
          if (response.destroyed) return;
          response.write(' ');
          later(TRICKLE_INTERVAL_MS, drip);
        };
        return drip();
      }
      case 'reset':
        return void request.socket.destroy();
      case 'never':
        return;
    }
  }

  const server = createServer((request, response) => {
    // Read (and drop) the body first, as a real server would, then misbehave.
    request.resume();
    request.on('end', () => {
      const segment = (request.url ?? '/').split('?')[0]?.split('/')[1];
      answer(isFault(segment) ? segment : state.current, request, response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    urlFor: (fault) => `${url}/${fault}`,
    get current() {
      return state.current;
    },
    set current(fault: Fault) {
      state.current = fault;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
