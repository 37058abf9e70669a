/**
 * `tsx bin/run-together.ts <script> [<script> ...]`: runs npm scripts at the same time and fails if
 * any fails. Each script's output is held back and printed whole when it ends, so the outputs never
 * interleave. `npm run check:static` uses it for the formatting check, the type check and lint:
 * lint spends most of its 110 s on one core, so the others fit beside it on CI's two
 * (tests/README.md › How long it takes).
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: tsx bin/run-together.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script: string): Promise<{ script: string; code: number }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`\n> npm run ${script} (${seconds.toFixed(0)} s)\n${Buffer.concat(output).toString()}`);
      resolve({ script, code: code ?? 1 });
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
