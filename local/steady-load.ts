/*
 * The load generator of `npm run bench:api` (bin/bench-api.ts): requests at evenly spaced moments, as
 * independent visitors arrive, whether or not earlier answers have come back (an open loop). A
 * closed-loop or per-second quota generator measures something else: autocannon's fixed rate lets
 * each connection send its quota for the second back to back at the start of every second, so
 * "200 requests/s over 50 connections" is a burst of 50 at once each second, and its latencies
 * were mostly the queue behind that burst (docs/performance.md › Load).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Path and query string, appended to the base URL. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface SteadyLoadOptions {
  baseUrl: string;
  /** Cycled through in order: request n is requests[n % requests.length]. */
  requests: readonly LoadRequest[];
  ratePerSecond: number;
  durationSeconds: number;
  /** An answer slower than this counts as an error. */
  timeoutMs?: number;
}

export interface SteadyLoadResult {
  sent: number;
  /** Milliseconds from each request's scheduled moment to the end of its answer, in send order. */
  latenciesMs: number[];
  /** Connection errors, time-outs and answers outside 2xx. */
  errors: number;
}

/** The nearest-rank percentile (0-100) of `values`, or NaN for none. */
export function percentile(values: readonly number[], rank: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Sends `ratePerSecond × durationSeconds` requests, request n at start + n / rate. Latency is
 * counted from the scheduled moment, so a late timer or a queue in this process is charged to the
 * answer rather than hidden (no coordinated omission).
 */
export async function runSteadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const { baseUrl, requests, ratePerSecond, durationSeconds, timeoutMs = 10_000 } = options;
  if (requests.length === 0) throw new Error('runSteadyLoad needs at least one request');
  const total = Math.round(ratePerSecond * durationSeconds);
  const intervalMs = 1000 / ratePerSecond;
  const agent = new http.Agent({ keepAlive: true });
  const latenciesMs: number[] = [];
  let errors = 0;
  let sent = 0;
  const answers: Promise<void>[] = [];

  const send = (request: LoadRequest, scheduledAt: number) =>
    new Promise<void>((resolve) => {
      const fail = () => {
        errors += 1;
        resolve();
      };
      const outgoing = http.request(
        new URL(request.path, baseUrl),
        { method: request.method, headers: request.headers, agent, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => {
            latenciesMs.push(performance.now() - scheduledAt);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) errors += 1;
            resolve();
          });
          response.on('error', fail);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('time-out')));
      outgoing.on('error', fail);
      outgoing.end(request.body);
    });

  const start = performance.now();
  await new Promise<void>((resolve) => {
    // A 1 ms tick sends every request whose moment has come; timers are never exact, the schedule is.
    const ticker = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        answers.push(send(requests[sent % requests.length]!, start + sent * intervalMs));
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(ticker);
        resolve();
      }
    }, 1);
  });
  await Promise.all(answers);
  agent.destroy();
  return { sent, latenciesMs, errors };
}
