import { expect, test } from './fixtures';
import { contentSecurityPolicyDirectives } from '../../infra/security-headers.js';
import { defined } from '../support/defined.js';
import { watchContentSecurityPolicy } from './support/csp-watch';

/**
 * The local server sends the very headers CloudFront sends (infra/security-headers.ts), so a
 * page that loads something the policy does not allow fails here, before it fails in AWS. Every
 * route as it loads, with the chat script allowed by consent, is checked in every-route.spec.ts.
 */

function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

test.describe('Content-Security-Policy in Chromium', () => {
  test('the chat script is allowed once consent is given, and it really loads', async ({ page }) => {
    // The home page, the heaviest to hydrate, then the chat after the click.
    test.slow();
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
