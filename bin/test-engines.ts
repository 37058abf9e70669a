/**
 * `npm run test:engines [-- firefox|webkit] [--only <words>]`: the main journeys and the early interactions
 * (tests/engines/cases.ts) in Gecko and WebKit, the engines Playwright cannot use on this machine
 * (docs/first-paint.md › Other browser engines; Chromium runs them in tests/e2e/). Serves the built
 * site (`npm run build` first) like `npm start`, behind a proxy that can hold the app's scripts
 * back, and exits non-zero if any case fails. An engine whose browser is not installed is skipped
 * with a message (`.ci/run` installs both).
 */
import { cases } from '../tests/engines/cases.js';
import type { Engine } from '../tests/engines/engine.js';
import { firefox } from '../tests/engines/firefox.js';
import { startHoldingProxy } from '../tests/engines/holding-proxy.js';
import { webkit } from '../tests/engines/webkit.js';
import { startSite } from '../local/start-site.js';

const arguments_ = process.argv.slice(2);
const onlyAt = arguments_.indexOf('--only');
// --only banner,menu: just the cases whose name contains one of the words.
const only = onlyAt >= 0 ? (arguments_.splice(onlyAt, 2)[1] ?? '').split(',').filter(Boolean) : [];
const chosenCases = only.length ? cases.filter(({ name }) => only.some((word) => name.includes(word))) : cases;
const wanted = arguments_.filter((argument) => !argument.startsWith('-'));
const engines = [firefox(), webkit()].filter((engine) => wanted.length === 0 || wanted.includes(engine.name));

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs every case in one engine against a site of its own (readings and payments start afresh). */
async function runEngine(engine: Engine): Promise<number> {
  const missing = engine.missing();
  if (missing) {
    console.log(`  skipped ${engine.name}: no ${missing}`);
    return 0;
  }
  const proxy = await startHoldingProxy();
  const site = await startSite({ siteOrigin: proxy.url });
  proxy.setTarget(site.url);
  let failed = 0;
  try {
    await engine.start();
    for (const engineCase of chosenCases) {
      const { name } = engineCase;
      const started = Date.now();
      try {
        await engineCase.run(engine, { url: proxy.url, proxy });
        console.log(`  ok   ${engine.name} › ${name} (${Date.now() - started} ms)`);
      } catch (error) {
        // One retry, as Playwright gets on CI (playwright.config.ts): a driver that stalls once
        // (WebKitWebDriver has, rarely) is reported as flaky, a real failure fails twice.
        try {
          await engineCase.run(engine, { url: proxy.url, proxy });
          console.log(`  flaky ${engine.name} › ${name}: passed on retry after: ${why(error)}`);
        } catch (again) {
          failed += 1;
          console.log(`  FAIL ${engine.name} › ${name}: ${why(again)}`);
        }
      }
    }
  } finally {
    await engine.stop();
    site.stop();
    await proxy.close();
  }
  return failed;
}

// Both engines at once, each with its own site: their cases wait on the network and on held-back
// scripts more than on the CPU, so on two cores this takes about the slower engine's time, not the
// sum (137 s one after the other on 28 Nov 2026).
const failed = (await Promise.all(engines.map(runEngine))).reduce((sum, count) => sum + count, 0);
console.log(`${engines.length * chosenCases.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
