/**
 * `npm start` / `npm run serve`: the whole site on a laptop. Serves the production web build
 * through the same CloudFront Function as in AWS, dispatches /api/* to the real handlers and
 * points their configuration at an embedded sandbox of the third parties.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultExternalUrls } from '#contracts/brand';
import { localHomeDocumentEnvironment } from '../local/home-document-renderer.js';
import { listenOnFreePort } from '../local/http-server.js';
import { startSandbox } from '../local/sandbox/index.js';
import { configureLocalOriginVerify } from '../local/origin-verify.js';
import { createSiteListener } from '../local/site-server.js';
import { securityHeaders } from '../infra/security-headers.js';

const distDir = fileURLToPath(new URL('../web/dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('No web build found in web/dist. Run `npm start` (builds first) or `npm run build`.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

const sandbox = await startSandbox({
  dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT,
  logPaymentPostings: true,
  paymentPostingsPort: process.env.SANDBOX_PAYMENT_POSTINGS_PORT
    ? Number(process.env.SANDBOX_PAYMENT_POSTINGS_PORT)
    : 0,
  // The end-to-end tests set the regulator's figures on this port with `npm run price-cap`.
  ssmPort: process.env.SANDBOX_SSM_PORT ? Number(process.env.SANDBOX_SSM_PORT) : 0,
});
const site = await listenOnFreePort(
  createSiteListener({
    distDir,
    originVerifyValue: configureLocalOriginVerify(),
    portalOrigin: process.env.PORTAL_URL ?? defaultExternalUrls.portal,
    // The same headers CloudFront adds, so a CSP violation shows up locally; no HSTS over http.
    responseHeaders: securityHeaders({
      includeStrictTransportSecurity: false,
      extraFormActionOrigins: [sandbox.checkoutUrl],
    }),
  }),
  port,
);
// With PORT=0 the system picks the port; say the address we really got.
const url = port === 0 ? site.url : `http://localhost:${port}`;

// Values the user already set win: that is how a laptop points one handler at a real service.
for (const [name, value] of Object.entries({
  ...sandbox.environment,
  ...localHomeDocumentEnvironment(),
  SITE_ORIGIN: url,
})) {
  process.env[name] ??= value;
}
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// The emulator delivers its signed events to this server's webhook route, as the provider would.
sandbox.setWebhookOrigin(site.url, process.env.CARD_PROVIDER_WEBHOOK_SECRET);
// EMF metric lines are for CloudWatch; on a laptop they would bury the log (set to false to see them).
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

console.log(`Fernleaf Energy is running at ${url}`);
console.log(
  `Sandbox upstreams ${sandbox.upstreamsUrl}, card checkout emulator ${sandbox.checkoutUrl} (events: ${sandbox.checkoutUrl}/__sandbox/card-provider/events), payment postings ${sandbox.paymentPostingsUrl}/__sandbox/payment-postings, SSM ${sandbox.ssm.url} (npm run price-cap with SSM_ENDPOINT). Press Ctrl-C to stop.`,
);
process.send?.({ ready: true, url });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([site.close(), sandbox.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// A parent that started us over IPC (a test runner) going away also stops us.
process.on('disconnect', () => void stop());
