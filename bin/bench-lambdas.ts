/**
 * `npm run bench:lambdas [-- --runs 15] [--markdown] [--against <git-ref>]`: bundles every route's handler as
 * CDK does on deploy (the bundling options of infra/constructs/route-function.ts), then for
 * each bundle starts a fresh `node` N times and measures how long `await import(bundle)` takes
 * inside the child (process.hrtime around the import, so process start-up is not counted).
 * Prints, per route: minified bytes, gzip bytes, whether zod is bundled, import time median
 * and p90, and the median CPU time of the import (steadier than wall time on a busy machine). Local Node stands in for the Lambda runtime: compare routes and commits with it,
 * not absolute milliseconds with the cloud. `--against main` also bundles the routes of that
 * commit (git archive into a temporary directory) and measures both in the same rounds, so
 * before/after compare under the same machine load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { API_SERVICE_NAME } from '#contracts/service-name';
import {
  LAMBDA_NODE_OPTIONS,
  POWERTOOLS_METRICS_NAMESPACE,
  ROUTE_BUNDLING,
} from '../infra/constructs/route-function.js';
import { repositoryRoot } from '../infra/paths.js';
import { percentile } from '../local/steady-load.js';
import { handlerEntry, routes } from '#contracts/routes';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 15;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench:lambdas [-- --runs <n>] [--markdown]');
  process.exit(2);
}
const markdown = args.includes('--markdown');
const againstIndex = args.indexOf('--against');
const against = againstIndex >= 0 ? args[againstIndex + 1] : undefined;
if (againstIndex >= 0 && !against) {
  console.error('Usage: npm run bench:lambdas -- --against <git-ref>');
  process.exit(2);
}

/** The esbuild options CDK derives from the bundling props (aws-lambda-nodejs buildEsbuildArgs). */
function esbuildOptions(bundling: BundlingOptions): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format,
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    mainFields: bundling.mainFields,
    banner: bundling.banner ? { js: bundling.banner } : undefined,
    // bundleAwsSDK: true, so nothing is external.
    external: bundling.bundleAwsSDK ? [] : ['@aws-sdk/*'],
    logLevel: 'error',
    // In memory only: tells which packages went in (CDK ships none).
    metafile: true,
  };
}

/** Whether an input of the bundle belongs to the zod package. */
function isZodInput(input: string): boolean {
  return /(^|\/)node_modules\/zod\//.test(input);
}

/** The child: imports the bundle once and prints the wall and CPU milliseconds it took. */
const CHILD = `
const cpu = process.cpuUsage();
const started = process.hrtime.bigint();
await import(process.argv[1]);
const wall = Number(process.hrtime.bigint() - started) / 1e6;
const used = process.cpuUsage(cpu);
process.stdout.write(wall + ' ' + (used.user + used.system) / 1e3);
`;

/** What the function's environment holds at import time (config is only read per request). */
const lambdaEnvironment = {
  PATH: process.env.PATH,
  AWS_REGION: 'eu-west-2',
  POWERTOOLS_SERVICE_NAME: API_SERVICE_NAME,
  POWERTOOLS_METRICS_NAMESPACE,
  POWERTOOLS_LOG_LEVEL: 'INFO',
  NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
};

/** Wall-clock and CPU milliseconds of one import; CPU time suffers less from a busy machine. */
function importMilliseconds(bundleUrl: string): { wall: number; cpu: number } {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, bundleUrl], {
    env: lambdaEnvironment,
    encoding: 'utf8',
  });
  const [wall, cpu] = output.split(' ').map(Number);
  if (wall === undefined || cpu === undefined) throw new Error(`Unexpected timing output: ${output}`);
  return { wall, cpu };
}

interface Row {
  route: string;
  tree: string;
  bytes: number;
  gzipBytes: number;
  zod: boolean;
  medianMs: number;
  p90Ms: number;
  cpuMedianMs: number;
}

/** A copy of the repository at `ref`, sharing this checkout's node_modules. */
function checkout(ref: string, directory: string): string {
  mkdirSync(directory);
  execFileSync('sh', ['-c', 'git archive "$0" | tar -x -C "$1"', ref, directory], { cwd: repositoryRoot });
  symlinkSync(path.join(repositoryRoot, 'node_modules'), path.join(directory, 'node_modules'));
  return directory;
}

const outdir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-'));
const rows: Row[] = [];
try {
  const trees = [
    ...(against ? [{ tree: against, root: checkout(against, path.join(outdir, 'against')) }] : []),
    { tree: 'working tree', root: repositoryRoot },
  ];
  const bundles = [];
  for (const route of routes) {
    for (const { tree, root } of trees) {
      const outfile = path.join(outdir, 'bundles', String(bundles.length), 'index.mjs');
      const result = await build({
        ...esbuildOptions(ROUTE_BUNDLING),
        absWorkingDir: root,
        entryPoints: [path.join(root, handlerEntry(route))],
        outfile,
      });
      const code = readFileSync(outfile);
      bundles.push({
        route: route.name,
        tree,
        url: pathToFileURL(outfile).href,
        bytes: code.length,
        gzipBytes: gzipSync(code, { level: 9 }).length,
        zod: Object.keys((result.metafile as Metafile).inputs).some(isZodInput),
        times: [] as { wall: number; cpu: number }[],
      });
    }
  }
  // Round robin, after one uncounted pass that warms the file cache: a burst of load on the
  // machine then slows every bundle alike instead of the one being measured.
  for (const bundle of bundles) importMilliseconds(bundle.url);
  for (let run = 0; run < runs; run++) for (const bundle of bundles) bundle.times.push(importMilliseconds(bundle.url));
  for (const { times, url: _url, ...bundle } of bundles) {
    const wall = times.map((time) => time.wall).sort((a, b) => a - b);
    const cpu = times.map((time) => time.cpu).sort((a, b) => a - b);
    rows.push({
      ...bundle,
      medianMs: percentile(wall, 50),
      p90Ms: percentile(wall, 90),
      cpuMedianMs: percentile(cpu, 50),
    });
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

const header = [
  'route',
  ...(against ? ['build'] : []),
  'bytes',
  'gzip bytes',
  'zod',
  `import median (ms, n=${runs})`,
  'import p90 (ms)',
  'import CPU median (ms)',
];
const lines = rows.map((row) => [
  row.route,
  ...(against ? [row.tree] : []),
  row.bytes.toLocaleString('en-GB'),
  row.gzipBytes.toLocaleString('en-GB'),
  row.zod ? 'yes' : 'no',
  row.medianMs.toFixed(1),
  row.p90Ms.toFixed(1),
  row.cpuMedianMs.toFixed(1),
]);
if (markdown) {
  const format = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log([format(header), format(header.map(() => '---')), ...lines.map(format)].join('\n'));
} else {
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, index) =>
        index < (against ? 2 : 1) ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log([format(header), ...lines.map(format)].join('\n'));
}
console.log(`\nNode ${process.version} (${process.arch}); Lambda runs ${ROUTE_BUNDLING.target} on arm64.`);
