import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { waitUntilParsed, type Engine, type EnginePage } from './engine.js';

/**
 * Gecko: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (Playwright's own
 * Firefox cannot be downloaded here, /work/shared/TOOLCHAIN.md). One browser; a fresh browser
 * context (cookies, storage) per page.
 */
export function firefox(executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'): Engine {
  let browser: Browser | undefined;
  const running = () => {
    if (!browser) throw new Error('firefox: start() first');
    return browser;
  };
  return {
    name: 'firefox',
    missing: () => (existsSync(executablePath) ? undefined : `${executablePath} (apt-get install firefox-esr)`),
    async start() {
      browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
    },
    async open(width): Promise<EnginePage> {
      const context = await running().createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: 900 });
      const element = async (expression: string) => {
        const found = (await page.evaluateHandle(expression)).asElement();
        if (!found) throw new Error(`no element for ${expression}`);
        return found as ElementHandle<Element>;
      };
      return {
        goto: async (url) => {
          // Not awaited to the end: DOMContentLoaded waits for the app's scripts, which a case may hold.
          page.goto(url, { waitUntil: 'domcontentloaded', timeout: 0 }).catch(() => undefined);
          await waitUntilParsed(url, (expression) => page.evaluate(expression) as Promise<boolean>);
        },
        url: () => Promise.resolve(page.url()),
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        click: async (expression) => (await element(expression)).click(),
        type: async (expression, text) => (await element(expression)).type(text),
        clear: async (expression) => {
          await (await element(expression)).focus();
          await page.keyboard.down('Control');
          await page.keyboard.press('KeyA');
          await page.keyboard.up('Control');
          await page.keyboard.press('Backspace');
        },
        otherTabs: async () =>
          (await running().pages())
            .filter((other) => other !== page && other.url() !== 'about:blank')
            .map((other) => other.url()),
        close: () => context.close(),
      };
    },
    stop: async () => browser?.close(),
  };
}
