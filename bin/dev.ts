/**
 * `npm run dev`: Vite's dev server with hot reload for the web app, proxying /api to a local
 * API server that runs the real handlers against the embedded sandbox.
 */
import { createServer as createViteServer } from 'vite';
import { dispatchApiRequest } from '../local/emulation/api-gateway.js';
import { listenOnFreePort } from '../local/http-server.js';
import { addOriginHeader, configureLocalOriginVerify } from '../local/origin-verify.js';
import { startSandbox } from '../local/sandbox/index.js';

const port = Number(process.env.PORT ?? 5173);
const sandbox = await startSandbox({ dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT, logPaymentPostings: true });
for (const [name, value] of Object.entries({ ...sandbox.environment, SITE_ORIGIN: `http://localhost:${port}` })) {
  process.env[name] ??= value;
}
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// EMF metric lines are for CloudWatch; on a laptop they would bury the log (set to false to see them).
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

// Vite's proxy plays CloudFront here, so the secret origin header is added on the way in.
const originVerifyValue = configureLocalOriginVerify();
const api = await listenOnFreePort((request, response) => {
  addOriginHeader(request, originVerifyValue);
  return dispatchApiRequest(request, response);
});
process.env.FERNLEAF_API_URL = api.url;
// The emulator's signed events go straight to the API server's webhook route.
sandbox.setWebhookOrigin(api.url, process.env.CARD_PROVIDER_WEBHOOK_SECRET);

const vite = await createViteServer({
  configFile: new URL('../web/vite.config.ts', import.meta.url).pathname,
  server: { port, strictPort: true },
});
await vite.listen();
vite.printUrls();
console.log(
  `API ${api.url} (sandbox ${sandbox.upstreamsUrl}, payment postings ${sandbox.paymentPostingsUrl}/__sandbox/payment-postings). Press Ctrl-C to stop.`,
);

async function stop() {
  await Promise.all([vite.close(), api.close(), sandbox.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
