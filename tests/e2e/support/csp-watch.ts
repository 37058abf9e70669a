import type { Page } from '@playwright/test';
import { defaultExternalUrls } from '#contracts/brand';

/** Runs before any page script: records every violation the browser reports for the document. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', function (event) {
    window.__cspViolations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' (' + (event.sourceFile || 'document') + ')');
  });
`;

export interface CspWatch {
  /** Console messages about the policy (Chromium reports some violations only there). */
  consoleMessages: string[];
  violations: () => Promise<string[]>;
}

/**
 * Starts recording Content-Security-Policy violations (call before `goto`). The chat host does not
 * exist: its script is answered locally. CSP is checked before the request, so a policy that
 * refused the host would still report a violation.
 */
export async function watchContentSecurityPolicy(page: Page): Promise<CspWatch> {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript({ content: RECORD_VIOLATIONS });
  await page.route(defaultExternalUrls.chatScript, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__chatLoaded = true;' }),
  );
  return { consoleMessages, violations: () => page.evaluate<string[]>('window.__cspViolations') };
}

/** As after "Accept" on the banner: no banner, and the chat script loads on every page, so every page checks its host. */
export async function acceptCookies(page: Page, baseURL: string) {
  await page.context().addCookies([
    { name: 'hide_cookie_message', value: 'true', url: baseURL },
    { name: 'cookie_consent', value: 'accepted', url: baseURL },
  ]);
}
