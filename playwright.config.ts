import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * E2E tests run in Chromium against `bin/serve.ts` (the production build, the CloudFront
 * Function, the real handlers and the sandbox) on a free loopback port. The port is chosen
 * once and passed to workers through the environment, which they inherit.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}
process.env.E2E_PORT ||= freePort();
// The sandbox payment-posting workflow's port, so payment.spec.ts can read what it received.
process.env.E2E_PAYMENT_POSTINGS_PORT ||= freePort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Debian's Chromium where there is one (this machine cannot download Playwright's browser); else
 * Playwright's own. Its headless shell (package chromium-headless-shell) first: the same Blink
 * without the browser around it, as Playwright itself runs headless tests, and the whole e2e run
 * in half the time of the full browser (tests/README.md › How long it takes).
 */
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromiumPath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: 'list',
  use: {
    baseURL,
    // A trace of a failing test's retry (CI retries once): recording one for every test, to keep only
    // the failures', made the run about 15% slower (tests/README.md › How long it takes).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx bin/serve.ts',
    url: `${baseURL}/`,
    // Checkout return links must come back to the origin the tests browse (cookies, sessionStorage).
    env: {
      PORT: process.env.E2E_PORT,
      SITE_ORIGIN: baseURL,
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      SANDBOX_PAYMENT_POSTINGS_PORT: process.env.E2E_PAYMENT_POSTINGS_PORT,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
