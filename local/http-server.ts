/* The small HTTP kit of the laptop runtime: the local server (bin/serve.ts, bin/dev.ts) and the sandbox (local/sandbox/) listen on free loopback ports and speak JSON with it. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * A JSON or form field as text: strings as they are, numbers and booleans spelt out, anything
 * else (missing, null, an object) as `fallback`, never '[object Object]'.
 */
export function fieldText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return fallback;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a server on a free loopback port; close() also drops held-open connections. */
export async function listenOnFreePort(
  listener: RequestListener,
  port = 0,
): Promise<RunningServer & { server: Server }> {
  const server = createServer((request, response) => {
    Promise.resolve(listener(request, response)).catch((error: Error) => {
      console.error(`[sandbox] ${request.method} ${request.url?.split('?')[0]} failed: ${error.message}`);
      if (!response.headersSent) sendJson(response, 500, { error: 'Sandbox failure' });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${boundPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}
