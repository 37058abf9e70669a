import * as chromeLauncher from 'chrome-launcher';
import type { CookieData } from 'puppeteer-core';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A headless Chromium (`CHROMIUM_PATH`, else Debian's). `withoutDefaultFlags` leaves out
 * chrome-launcher's own flags (the throttled loads need that: bin/bench-web/throttled-load.ts).
 */
export function launchChrome(withoutDefaultFlags = false): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: withoutDefaultFlags,
  });
}

/** The cookies of a visitor who denied optional cookies earlier (web/src/features/consent/consent-rules.ts). */
const RETURNING_VISITOR_COOKIES = { hide_cookie_message: 'true', cookie_consent: 'denied' };

/** The returning visitor's cookies, for the local server's host. */
export function returningVisitorCookies(): CookieData[] {
  return Object.entries(RETURNING_VISITOR_COOKIES).map(([name, value]) => ({
    name,
    value,
    domain: '127.0.0.1',
    path: '/',
  }));
}
