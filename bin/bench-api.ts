/**
 * `npm run bench:api [-- --duration <seconds>] [--rates 200,500] [--only <words>] [--cpu-prof <dir>]`: load test of
 * the API as the local server runs it (the real handlers, the embedded sandbox upstreams, the
 * origin-header check; bin/serve.ts without the static site), in a child process of its own so
 * the load generator does not share its event loop, with DynamoDB (dynalite) in a third, as it is
 * a separate service in AWS. local/steady-load.ts sends requests evenly spaced at a fixed rate
 * (default 200, then 500 per second; 30 s each), open loop, cycling through a route mix: price cap, tariffs,
 * tariff labels, the open tariff API (a product and a charge history), reviews, payment account
 * lookup and meter-reading lookup. Prints, per rate, the requests sent, p50 / p99 latency, errors
 * (connection errors, time-outs and non-2xx answers) and the server's resident memory before and
 * after, its CPU time per request (and DynamoDB's) and the machine's load average. AWS WAF and API Gateway
 * throttles are not part of the local server, so nothing here rate-limits the load
 * (docs/security.md › Per-client limits). Exits 1 if any request failed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { matchRoute } from '../local/emulation/match-route.js';
import { dispatchApiRequest } from '../local/emulation/api-gateway.js';
import { listenOnFreePort } from '../local/http-server.js';
import { addOriginHeader, configureLocalOriginVerify } from '../local/origin-verify.js';
import { startSandbox } from '../local/sandbox/index.js';
import { percentile, runSteadyLoad, type LoadRequest } from '../local/steady-load.js';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

interface Ready {
  url: string;
  accountNo: string;
  postcode: string;
}

/**
 * How a child process (the server, DynamoDB) answers the measuring parent: 'stats' with its
 * resident memory and CPU time so far, 'stop' by closing and exiting; it exits with the parent too.
 */
function answerParent(close: () => Promise<unknown>): void {
  process.on('message', (message: unknown) => {
    if (message === 'stats') {
      const cpu = process.cpuUsage();
      process.send?.({ rss: process.memoryUsage().rss, cpuMicros: cpu.user + cpu.system });
    }
    if (message === 'stop') void close().then(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
}

/** The server: sandbox + the API's local dispatcher with the origin header added, like bin/serve.ts. */
async function serve(): Promise<void> {
  const sandbox = await startSandbox({ dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT });
  for (const [name, value] of Object.entries({ ...sandbox.environment, SITE_ORIGIN: 'http://localhost:3000' })) {
    process.env[name] ??= value;
  }
  // Logging to a terminal would measure the terminal; warnings and errors only, as `npm start` does.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const originVerifyValue = configureLocalOriginVerify();
  const api = await listenOnFreePort((request, response) => {
    addOriginHeader(request, originVerifyValue);
    return dispatchApiRequest(request, response);
  });
  const account = sandbox.data.accounts.accounts[0];
  if (!account) throw new Error('The sandbox has no account');
  answerParent(() => Promise.all([api.close(), sandbox.close()]));
  const ready: Ready = { url: api.url, accountNo: account.accountNo, postcode: account.postcode };
  process.send?.(ready);
}

/**
 * DynamoDB in a process of its own, as in AWS where it is a separate service: in the server's
 * process dynalite's own work (parsing, storage) would be counted as the API's CPU and queue
 * behind its requests, which a Lambda never pays.
 */
async function serveDynamoDb(): Promise<void> {
  const { default: dynalite } = await import('dynalite');
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  answerParent(() => new Promise<void>((resolve) => server.close(() => resolve())));
  process.send?.({ dynamoDbUrl: `http://127.0.0.1:${port}` });
}

/** The next message from the server that has `key`. */
function nextMessage<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The API server stopped (exit ${code})`));
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !(key in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

interface Row {
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time (user + system) per request: steadier than latency on a busy machine. */
  cpuMsPerRequest: number;
  dynamoDbCpuMsPerRequest: number;
  rssBefore: number;
  rssAfter: number;
}

async function measure(): Promise<void> {
  const durationSeconds = Number(option('duration', '30'));
  const rates = option('rates', '200,500').split(',').map(Number);
  if (!(durationSeconds > 0) || rates.some((rate) => !(rate > 0))) {
    console.error(
      'Usage: npm run bench:api -- [--duration <seconds>] [--rates 200,500] [--only <words>] [--cpu-prof <dir>]',
    );
    process.exit(2);
  }

  // `--cpu-prof <dir>`: V8's CPU profile of the server (open it in Chrome DevTools › Performance).
  const profileDirectory = option('cpu-prof', '');
  const profiling = profileDirectory ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`] : [];
  const script = fileURLToPath(import.meta.url);
  const dynamoDb = fork(script, ['--dynamodb'], { execArgv: ['--import', 'tsx'] });
  const { dynamoDbUrl } = await nextMessage<{ dynamoDbUrl: string }>(dynamoDb, 'dynamoDbUrl');
  const child = fork(script, ['--serve'], {
    execArgv: ['--import', 'tsx', ...profiling],
    env: { ...process.env, DYNAMODB_ENDPOINT: dynamoDbUrl },
  });
  try {
    const ready = await nextMessage<Ready>(child, 'url');
    const statsOf = async (measured: ChildProcess) => {
      const answer = nextMessage<{ rss: number; cpuMicros: number }>(measured, 'rss');
      measured.send('stats');
      return answer;
    };
    const serverStats = async () => {
      const [server, database] = await Promise.all([statsOf(child), statsOf(dynamoDb)]);
      return { ...server, dynamoDbCpuMicros: database.cpuMicros };
    };

    const lookupBody = JSON.stringify({ accountNo: ready.accountNo, postcode: ready.postcode });
    const json = { 'content-type': 'application/json' };
    const fullMix: LoadRequest[] = [
      { method: 'GET', path: '/api/price-cap' },
      { method: 'GET', path: '/api/tariffs' },
      { method: 'GET', path: '/api/tariff-labels?postcode=NG15FS' },
      { method: 'GET', path: '/api/v1/products/FERN-SVT-26-07/' },
      {
        method: 'GET',
        path: '/api/v1/products/FERN-SVT-26-07/electricity-tariffs/E-1R-FERN-SVT-26-07-C/standard-unit-rates/',
      },
      { method: 'GET', path: '/api/reviews' },
      { method: 'POST', path: '/api/accounts/lookup', headers: json, body: lookupBody },
      { method: 'POST', path: '/api/getmeterreadings', headers: json, body: lookupBody },
    ];
    // --only tariff,price-cap: just the requests whose path contains one of these words (a route's own figures).
    const only = option('only', '').split(',').filter(Boolean);
    const mix = only.length ? fullMix.filter((request) => only.some((word) => request.path.includes(word))) : fullMix;
    if (mix.length === 0) throw new Error(`--only ${only.join(',')} matches no request of the mix`);
    for (const request of mix) {
      const match = matchRoute(request.method, request.path.split('?')[0] ?? '');
      if (!match || match === 'method-not-allowed')
        throw new Error(`${request.method} ${request.path} is not in lambdas/contracts/routes.ts`);
    }

    // A warm-up, not measured: every handler module is loaded (cold starts: npm run bench:lambdas) and
    // V8 has optimised the hot paths, as in a Lambda instance that has served a few hundred requests.
    await runSteadyLoad({ baseUrl: ready.url, requests: mix, ratePerSecond: rates[0] ?? 200, durationSeconds: 10 });

    const rows: Row[] = [];
    for (const rate of rates) {
      const before = await serverStats();
      const result = await runSteadyLoad({
        baseUrl: ready.url,
        requests: mix,
        ratePerSecond: rate,
        durationSeconds,
      });
      const after = await serverStats();
      rows.push({
        rate,
        sent: result.sent,
        p50: percentile(result.latenciesMs, 50),
        p99: percentile(result.latenciesMs, 99),
        errors: result.errors,
        cpuMsPerRequest: (after.cpuMicros - before.cpuMicros) / 1000 / Math.max(1, result.sent),
        dynamoDbCpuMsPerRequest: (after.dynamoDbCpuMicros - before.dynamoDbCpuMicros) / 1000 / Math.max(1, result.sent),
        rssBefore: before.rss,
        rssAfter: after.rss,
      });
    }

    const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `\nAPI under load: ${durationSeconds} s per rate, evenly spaced requests, routes ${mix.map((request) => request.path).join(', ')}\n`,
    );
    const loadAverage = os.loadavg()[0]?.toFixed(1) ?? '?';
    console.log(`Machine: ${os.cpus().length} cores, load average ${loadAverage} at the end\n`);
    console.log(
      '| rate (req/s) | requests | p50 ms | p99 ms | errors | server CPU ms/request | DynamoDB CPU ms/request | server RSS before → after (MB) |',
    );
    console.log(
      '| ------------ | -------- | ------ | ------ | ------ | --------------------- | ----------------------- | ------------------------------ |',
    );
    for (const row of rows) {
      console.log(
        `| ${row.rate} | ${row.sent} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.dynamoDbCpuMsPerRequest.toFixed(2)} | ${megabytes(row.rssBefore)} → ${megabytes(row.rssAfter)} |`,
      );
    }
    process.exitCode = rows.some((row) => row.errors > 0) ? 1 : 0;
  } finally {
    child.send('stop');
    dynamoDb.send('stop');
  }
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv.includes('--dynamodb')) await serveDynamoDb();
else await measure();
