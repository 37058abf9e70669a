import http from 'node:http';
import { listenOnFreePort } from '../../local/http-server.js';

/**
 * A pass-through in front of the local site that can hold the app's entry module
 * (`/assets/index-*.js`, which starts the app) back until released: the painted page without its
 * app, as on a slow phone, in any engine, including those whose driver cannot intercept requests
 * (WebKit's classic WebDriver). Only the entry: each held answer keeps one of the browser's six
 * connections to the site busy, and holding every chunk the document preloads left WebKit none for
 * early-events.js.
 */
export interface HoldingProxy {
  url: string;
  /** From now on, answers for the entry module wait until the returned function is called. */
  holdApp(): () => void;
  /** From now on, answers 503 to requests whose path matches `path` (a deploy that removed a chunk), until the returned function is called. */
  refuse(path: RegExp): () => void;
  setTarget(target: string): void;
  /** How many `method` requests for `path` (without its query) have passed since the start. */
  count(method: string, path: string): number;
  close(): Promise<void>;
}

const APP_ENTRY = /^\/assets\/index-[^/?]+\.js(\?|$)/;

export async function startHoldingProxy(): Promise<HoldingProxy> {
  let target = '';
  let held: Promise<void> | undefined;
  let refused: RegExp | undefined;
  const seen: string[] = [];
  const server = await listenOnFreePort(async (request, response) => {
    seen.push(`${request.method} ${(request.url ?? '/').split('?')[0]}`);
    if (held && APP_ENTRY.test(request.url ?? '')) await held;
    if (refused?.test((request.url ?? '/').split('?')[0]!)) {
      response.writeHead(503).end();
      return;
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      // The site sees the address the browser uses, so its links and redirects name the proxy.
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return {
    url: server.url,
    setTarget: (value) => (target = value),
    count: (method, path) => seen.filter((request) => request === `${method} ${path}`).length,
    holdApp() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    refuse(path) {
      refused = path;
      return () => (refused = undefined);
    },
    close: () => server.close(),
  };
}
