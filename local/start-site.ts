import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The site as `npm start` serves it, in a child process that says its address over IPC.
 * `siteOrigin`: the address browsers use, when something stands in front of it (the checkout
 * emulator sends payers back there).
 */
export async function startSite(
  options: {
    siteOrigin?: string;
    /** More environment for the server (a test's SANDBOX_SSM_PORT, a shorter cache age). */
    environment?: Record<string, string>;
    /** More modules Node loads first (a test's movable clock: tests/e2e/support/movable-clock.ts). */
    imports?: string[];
  } = {},
): Promise<{ url: string; stop: () => void; send: (message: unknown) => void }> {
  const child = fork(path.join(repositoryRoot, 'bin/serve.ts'), [], {
    execArgv: ['--import', 'tsx', ...(options.imports ?? []).flatMap((module) => ['--import', module])],
    env: {
      ...process.env,
      PORT: '0',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      ...(options.siteOrigin ? { SITE_ORIGIN: options.siteOrigin } : {}),
      ...options.environment,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) =>
      message.url ? resolve(message.url) : reject(new Error('no url')),
    );
    child.once('exit', (code) => reject(new Error(`bin/serve.ts exited with ${code}`)));
  });
  return {
    url: url.replace('localhost', '127.0.0.1'),
    stop: () => child.kill('SIGTERM'),
    send: (message) => child.send(message as object),
  };
}
