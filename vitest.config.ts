import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (Node: lambdas, local runtime, CloudFront Function), `web` (React
 * components in happy-dom) and `infra` (CDK assertions and cdk-nag). Playwright specs live in
 * tests/e2e and are run by Playwright, never by Vitest.
 */
export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core to its own process, which on CI's two
    // cores meant one file at a time: 285 s for the whole run, 191 s with two (tests/README.md › How long it takes).
    maxWorkers: '100%',
    projects: [
      // Handlers' JSON logs would drown the report; tests spy on the logger where logging matters.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Metrics (EMF lines on stdout) likewise; tests spy on Metrics where they matter.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'web',
          include: ['tests/unit/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/web/setup.ts'],
          // React in happy-dom with user-event typing: a few seconds per test on a busy two-core
          // machine (the /Tariffs page renders 25 label tables), past Vitest's 5 s default.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules, so aws-cdk-lib is imported once per worker, not once
          // per file (the project 47 s → 20 s: tests/README.md › How long it takes). The tests only
          // build stacks and read their templates: no mocks, no environment changes, nothing to reset.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
