import { expect, test, type Page } from './fixtures';
import { contentSecurityPolicyDirectives } from '../../infra/security-headers.js';
import { defined } from '../support/defined.js';
import { defaultExternalUrls } from '#contracts/brand';
import { routePaths } from '#contracts/site-routes';

/**
 * The local server sends the very headers CloudFront sends (infra/security-headers.ts), so a
 * page that loads something the policy does not allow fails here, before it fails in AWS.
 */

/** Runs before any page script: records every violation the browser reports for the document. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', function (event) {
    window.__cspViolations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' (' + (event.sourceFile || 'document') + ')');
  });
`;

interface Watch {
  consoleMessages: string[];
  violations: () => Promise<string[]>;
}

async function watchContentSecurityPolicy(page: Page): Promise<Watch> {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript({ content: RECORD_VIOLATIONS });
  // The chat host does not exist: answer its script locally. CSP is checked before the request,
  // so a policy that refused the host would still report a violation.
  await page.route(defaultExternalUrls.chatScript, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__chatLoaded = true;' }),
  );
  return { consoleMessages, violations: () => page.evaluate<string[]>('window.__cspViolations') };
}

/** As after "Accept" on the banner: the chat script then loads on every page, so every page checks its host. */
async function acceptCookies(page: Page) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'hide_cookie_message', value: 'true', url },
    { name: 'cookie_consent', value: 'accepted', url },
  ]);
}

function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

test.describe('Content-Security-Policy in Chromium', () => {
  for (const path of Object.values(routePaths)) {
    test(`${path} loads without a CSP violation`, async ({ page }) => {
      await acceptCookies(page);
      const watch = await watchContentSecurityPolicy(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleMessages).toEqual([]);
    });
  }

  test('the not-found page loads without a CSP violation', async ({ page }) => {
    const watch = await watchContentSecurityPolicy(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleMessages).toEqual([]);
  });

  test('the chat script is allowed once consent is given, and it really loads', async ({ page }) => {
    const watch = await watchContentSecurityPolicy(page);
    await page.goto('/');
    await page.getByRole('button', { name: /accept/i }).click();
    await expect.poll(() => page.evaluate('window.__chatLoaded === true')).toBe(true);
    expect(await watch.violations()).toEqual([]);
  });

  test('the policy catches what it forbids (the check itself works)', async ({ page }) => {
    const watch = await watchContentSecurityPolicy(page);
    await page.goto('/InProgress');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.evaluate(`(function () {
      var script = document.createElement('script');
      script.src = 'https://scripts.not-allowed.example/x.js';
      document.head.appendChild(script);
    })()`);
    await expect
      .poll(watch.violations)
      .toEqual([expect.stringMatching(/^script-src(-elem)? blocked https:\/\/scripts\.not-allowed\.example\/x\.js/)]);
  });

  test('the local server sends the production directives (extras only where the laptop needs them)', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const sent = parsePolicy(
      defined(response!.headers()['content-security-policy'], 'a Content-Security-Policy header'),
    );
    for (const [name, sources] of contentSecurityPolicyDirectives()) {
      const local = sent.get(name) ?? [];
      expect(local, name).toEqual(expect.arrayContaining(sources));
      if (!['form-action', 'connect-src'].includes(name)) expect(local, name).toEqual(sources);
    }
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
