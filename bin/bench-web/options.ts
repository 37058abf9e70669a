import { routePaths } from '#contracts/site-routes';

/** What `npm run bench:web -- ...` was asked to do (bin/bench-web.ts). */
export interface BenchOptions {
  runs: number;
  /** The site's paths to measure, in this order (all routes unless `--routes`). */
  sitePaths: string[];
  /** The consent cookies of someone who answered the banner before (no banner). */
  returning: boolean;
  skipBuild: boolean;
  /** Only the throttled "first paint / interactive" table, no Lighthouse. */
  interactiveOnly: boolean;
  markdown: boolean;
}

export const USAGE =
  'Usage: npm run bench:web [-- --runs <n>] [--routes /,/AboutUs] [--returning] [--interactive-only] [--skip-build] [--markdown]';

/** Reads the command line; undefined when it does not make sense (the caller prints USAGE). */
export function parseOptions(args: string[]): BenchOptions | undefined {
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) return undefined;
  const routes = option('--routes');
  const sitePaths = routes === undefined ? Object.values(routePaths) : routes.split(',').filter(Boolean);
  if (sitePaths.length === 0 || sitePaths.some((page) => !page.startsWith('/'))) return undefined;
  return {
    runs,
    sitePaths,
    returning: args.includes('--returning'),
    skipBuild: args.includes('--skip-build'),
    interactiveOnly: args.includes('--interactive-only'),
    markdown: args.includes('--markdown'),
  };
}
