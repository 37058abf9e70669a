import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { addStage } from '../../infra/app.js';
import { repositoryRoot } from '../../infra/paths.js';
import { ESM_REQUIRE_BANNER } from '../../infra/constructs/route-function.js';
import { HOME_DOCUMENT_RENDERER_FILE } from '#contracts/home-document';
import { routes } from '#contracts/routes';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import { SANDBOX_CARD_PROVIDER_KEY, SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET } from '../../local/sandbox/index.js';
import { defined } from '../support/defined.js';
import { missingSite, ourFunctions } from './helpers.js';

/**
 * Budget per function. The code is what Lambda parses on a cold start; the compressed size is
 * about what it downloads. Measured with `npm run bench:lambdas` (docs/performance.md › Figures behind choices in the code):
 * the bundled AWS SDK (Secrets Manager client and @smithy/core) is most of a route, then zod;
 * price-cap has the DynamoDB client for the tariff catalogue and the SSM client for the
 * regulator's figures, and no zod; the card-checkout routes
 * add the card provider's SDK. The budget leaves room and catches a stray dependency (a second SDK,
 * named `z` import of zod).
 */
export const CODE_BUDGET_BYTES = 900_000;
export const COMPRESSED_CODE_BUDGET_BYTES = 240_000;

/**
 * Routes that validate nothing with zod, so zod (its size and import time on a cold start:
 * docs/performance.md › Figures behind choices in the code) must not reach their bundle: price-cap
 * reads the tariff catalogue and SSM, not the stage secrets, checks what SSM holds with plain
 * functions (lambdas/contracts/regulator-parameters.ts) and its one input, the postcode, without
 * zod (lambdas/shared/region-to-price.ts); the hourly price-cap check reads only SSM, the same way.
 * Every other route validates a request (body or path id: account-lookup, get-meter-readings,
 * submit-meter-reading, the checkout sessions), an upstream's answer (get-tariffs, reviews) or the
 * configuration secrets with the schemas of lambdas/contracts, and carries zod. zod gets in through
 * a runtime import of lambdas/contracts/zod.ts, of a contract that builds a schema, or of
 * lambdas/shared/config.ts; lambdas/shared/http.ts imports none of them.
 */
const ROUTES_WITHOUT_ZOD: readonly string[] = ['get-price-cap', 'check-price-cap'];

/** Shapes of real credentials, and the sandbox's stand-ins, none of which may reach a bundle. */
const SECRET_PATTERNS = [
  /\b[sr]k_(live|test)_[A-Za-z0-9_]{8,}/,
  /\bAKIA[0-9A-Z]{16}\b/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];
const SANDBOX_SECRETS = [SANDBOX_CARD_PROVIDER_KEY, SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET];

const outdir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bundles-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

// A real bundling synth of one stage: esbuild runs for every route exactly as on deploy.
const app = new App({
  outdir,
  context: { 'aws:cdk:bundling-stacks': ['fernleaf-dev-web'] },
  builtinCloudFormationValidation: false,
});
const { web } = addStage(app, 'dev', { contentDirectory: missingSite });
const functions = ourFunctions(Template.fromStack(web));

function bundleOf(routeName: string) {
  const fn = defined(functions[`fernleaf-dev-${routeName}`], `the function of ${routeName}`);
  const directory = path.join(outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
  const code = readFileSync(path.join(directory, 'index.mjs'), 'utf8');
  const mapFile = path.join(directory, 'index.mjs.map');
  return {
    directory,
    code,
    mapFile,
    sources: existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources as string[]) : [],
  };
}

// The routes' functions and the scheduled jobs' (the card payment reconciliation), bundled alike.
describe.each([...routes, ...scheduledJobs].map((route) => [route.name, route] as const))(
  'bundle of %s',
  (name, route) => {
    it('stays within the size budget', () => {
      const { code } = bundleOf(name);
      expect(Buffer.byteLength(code)).toBeLessThanOrEqual(CODE_BUDGET_BYTES);
      expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(COMPRESSED_CODE_BUDGET_BYTES);
    });

    it('contains no secret', () => {
      const { code, mapFile } = bundleOf(name);
      const shipped = code + readFileSync(mapFile, 'utf8');
      for (const pattern of SECRET_PATTERNS) expect(shipped).not.toMatch(pattern);
      for (const secret of SANDBOX_SECRETS) expect(shipped).not.toContain(secret);
    });

    it('is one minified ES module with the require shim, a source map and its own AWS SDK', () => {
      const { code, mapFile, sources, directory } = bundleOf(name);
      expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
      expect(code).toMatch(/export\s*\{[^}]*\bas handler\b[^}]*\}/);
      // Minified: whitespace gone, so lines run to thousands of characters (only template literals keep newlines).
      expect(code.length / code.split('\n').length).toBeGreaterThan(2000);
      expect(code.trimEnd().endsWith('//# sourceMappingURL=index.mjs.map')).toBe(true);
      expect(statSync(mapFile).size).toBeGreaterThan(0);
      expect(sources.some((source) => source.includes(`lambdas/${name}/handler.ts`))).toBe(true);
      // Nothing left to resolve at run time: the SDK comes from the lockfile, not the runtime.
      expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
      expect(code).not.toMatch(/import\(\s*["']@aws-sdk\//);
      if (route.reads.secrets?.length)
        expect(sources.some((source) => source.includes('node_modules/@aws-sdk/client-secrets-manager/'))).toBe(true);
      if (route.reads.tariffCatalogue)
        expect(sources.some((source) => source.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
      // Only the functions that read the regulator's figures bundle the SSM client (docs/decisions/023-price-cap-in-ssm.md).
      const ssmSources = sources.filter((source) => source.includes('node_modules/@aws-sdk/client-ssm/'));
      if (route.reads.regulatorFigures) expect(ssmSources.length).toBeGreaterThan(0);
      else expect(ssmSources).toEqual([]);
      expect(existsSync(path.join(directory, 'index.meta.json'))).toBe(false);
    });

    it(`${ROUTES_WITHOUT_ZOD.includes(name) ? 'does not bundle' : 'bundles'} zod`, () => {
      const { code, sources } = bundleOf(name);
      const zodSources = sources.filter((source) => /(^|\/)node_modules\/zod\//.test(source));
      if (ROUTES_WITHOUT_ZOD.includes(name)) {
        expect(zodSources).toEqual([]);
        // Names zod's classes are registered under survive minification.
        expect(code).not.toContain('$ZodType');
      } else {
        // Keeps the check above meaningful: the same probes do find zod where it is used.
        expect(zodSources.length).toBeGreaterThan(0);
        expect(code).toContain('$ZodType');
      }
    });
  },
);

describe("the home page's function", () => {
  const renderer = path.join(repositoryRoot, HOME_DOCUMENT_RENDERER_FILE);

  it("carries the web build's renderer beside its bundle, byte for byte, or says at synth that it has none", () => {
    const { directory } = bundleOf('get-home-document');
    const copied = path.join(directory, path.basename(HOME_DOCUMENT_RENDERER_FILE));
    // The handler's default place for it (lambdas/get-home-document/handler.ts): beside index.mjs.
    if (existsSync(renderer)) expect(readFileSync(copied)).toEqual(readFileSync(renderer));
    else {
      expect(existsSync(copied)).toBe(false);
      const warnings = Annotations.fromStack(web).findWarning(
        '*',
        Match.stringLikeRegexp('get-home-document is bundled without it'),
      );
      expect(warnings).toHaveLength(1);
    }
  });
});
