import { expect, type Page } from '@playwright/test';

/** React's messages about a failed hydration; the production build logs them as minified errors with these codes. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * Runs before any page script: notes whether anything ever removes a child of #root. Hydration
 * adopts the prerendered nodes; a client render after a mismatch replaces them. The cookie banner
 * (a child of #root) may close once the app has read the cookies.
 */
const WATCH_ROOT = `
  window.__rootReplaced = false;
  document.addEventListener('readystatechange', function () {
    var root = document.getElementById('root');
    if (document.readyState !== 'interactive' || !root) return;
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.removedNodes.forEach(function (node) {
          if (!(node.hasAttribute && node.hasAttribute('data-cookie-banner'))) window.__rootReplaced = true;
        });
      });
    }).observe(root, { childList: true });
  });
`;

/**
 * Starts watching the page's next load for a hydration mismatch (call before `goto`); the function
 * it returns waits until the network is idle (the page's code, the hydration and the first data
 * calls are done) and fails on any React hydration message or a replaced #root.
 */
export async function watchHydration(page: Page): Promise<() => Promise<void>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  await page.addInitScript({ content: WATCH_ROOT });
  return async () => {
    await page.waitForLoadState('networkidle');
    expect(problems, 'hydration problems').toEqual([]);
    expect(await page.evaluate<boolean>('window.__rootReplaced'), '#root replaced').toBe(false);
  };
}
