import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { waitUntilParsed, type Engine, type EnginePage } from './engine.js';

/**
 * WebKit: WebKitGTK's WebKitWebDriver driving its MiniBrowser, under xvfb-run (it needs a display),
 * spoken to with plain W3C WebDriver requests (/work/shared/TOOLCHAIN.md). Classic WebDriver cannot
 * intercept requests: the cases hold the app back with a proxy (holding-proxy.ts). One browser
 * session, so one fresh profile, per page.
 */
const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINI_BROWSER = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const COMMAND_TIMEOUT_MS = 30_000;
/** How WebDriver marks an element reference in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's codes for keys that type no character: Control, the null key (releases held keys), Backspace. */
const CONTROL = '\uE009';
const NULL_KEY = '\uE000';
const BACKSPACE = '\uE003';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function webkit(): Engine {
  let driver: ChildProcess | undefined;
  let endpoint = '';

  async function command<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A command the driver never answers fails here, not after fetch's own five minutes.
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    }).catch((error: Error) => {
      throw new Error(`WebDriver ${method} ${path}: ${error.message}`);
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error} ${value?.message ?? ''}`);
    return value;
  }

  return {
    name: 'webkit',
    missing: () =>
      [DRIVER, MINI_BROWSER, '/usr/bin/xvfb-run']
        .find((path) => !existsSync(path))
        ?.concat(' (apt-get install webkit2gtk-driver xvfb)'),
    async start() {
      const port = await freePort();
      // Its own process group, so stopping it also stops the Xvfb server xvfb-run started.
      driver = spawn('xvfb-run', ['-a', DRIVER, `--port=${port}`, '--host=127.0.0.1'], {
        detached: true,
        stdio: 'ignore',
      });
      endpoint = `http://127.0.0.1:${port}`;
      for (let attempt = 0; ; attempt += 1) {
        const ready = await fetch(`${endpoint}/status`)
          .then((response) => response.ok)
          .catch(() => false);
        if (ready) return;
        if (attempt > 100) throw new Error('WebKitWebDriver did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async open(width): Promise<EnginePage> {
      const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            // Not waiting for load: a page whose app is held back never fires it (goto waits for the document's parsing instead).
            pageLoadStrategy: 'none',
            'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] },
          },
        },
      });
      const session = `/session/${sessionId}`;
      const execute = <T>(expression: string) =>
        command<T>('POST', `${session}/execute/sync`, { script: `return (${expression});`, args: [] });
      const element = async (expression: string) => {
        const found = await execute<Record<string, string> | null>(expression);
        const id = found?.[ELEMENT];
        if (!id) throw new Error(`no element for ${expression}`);
        return `${session}/element/${id}`;
      };
      /** Navigates, then waits until the new document has been parsed (not for its load event). */
      async function goto(url: string) {
        await command('POST', `${session}/url`, { url });
        await waitUntilParsed(url, (expression) => execute<boolean>(expression));
      }
      await command('POST', `${session}/window/rect`, { width, height: 900 });
      await goto('about:blank');
      // The window's frame takes some of its width: widen it until the page gets `width`.
      const inner = await execute<number>('window.innerWidth');
      if (inner !== width)
        await command('POST', `${session}/window/rect`, { width: width + (width - inner), height: 900 });
      return {
        goto,
        url: () => command<string>('GET', `${session}/url`),
        evaluate: execute,
        click: async (expression) => void (await command('POST', `${await element(expression)}/click`, {})),
        type: async (expression, text) => void (await command('POST', `${await element(expression)}/value`, { text })),
        // Control held for `a` (select all), released by the null key, then Backspace (WebDriver's key codes).
        clear: async (expression) =>
          void (await command('POST', `${await element(expression)}/value`, {
            text: `${CONTROL}a${NULL_KEY}${BACKSPACE}`,
          })),
        async otherTabs() {
          const current = await command<string>('GET', `${session}/window`);
          const others = (await command<string[]>('GET', `${session}/window/handles`)).filter(
            (handle) => handle !== current,
          );
          const urls: string[] = [];
          for (const handle of others) {
            await command('POST', `${session}/window`, { handle });
            urls.push(await command<string>('GET', `${session}/url`));
          }
          await command('POST', `${session}/window`, { handle: current });
          return urls;
        },
        close: async () => void (await command('DELETE', session)),
      };
    },
    stop() {
      if (driver?.pid) process.kill(-driver.pid, 'SIGTERM');
      return Promise.resolve();
    },
  };
}
