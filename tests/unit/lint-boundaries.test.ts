import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (docs/architecture.md › Layout) hold: a forbidden import fails lint
 * and an allowed one passes. The real config is used, with type-aware rules switched off for
 * speed (the boundaries do not depend on them). The rule also reports a #contracts/* import of a
 * module that does not exist, so a misspelt alias fails instead of silently passing the zones.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const boundaryRules = new Set(['boundaries/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;
// Loading the config (and its plugins) is the slow part: once, before the cases.
beforeAll(async () => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [tseslint.configs.disableTypeChecked],
  });
  await eslint.lintText('', { filePath: 'web/src/features/home/Probe.tsx' });
}, 60_000);

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((message) => message.fatal === true || boundaryRules.has(message.ruleId ?? ''));
}

const forbidden: [name: string, filePath: string, code: string, ruleId: string][] = [
  [
    'a feature importing another feature',
    'web/src/features/home/Probe.tsx',
    "export { sendMeterReading } from '../meter-reading/api';",
    'boundaries/no-restricted-paths',
  ],
  [
    'a feature importing web/src/app',
    'web/src/features/home/Probe.tsx',
    "export { AppLayout } from '../../app/layout/AppLayout';",
    'boundaries/no-restricted-paths',
  ],
  [
    'web/src/components importing a feature',
    'web/src/components/Probe.tsx',
    "export { useConsent } from '../features/consent/ConsentContext';",
    'boundaries/no-restricted-paths',
  ],
  [
    'the web app importing Lambda runtime code',
    'web/src/lib/probe.ts',
    "export { logger } from '../../../lambdas/shared/logger.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'the web app importing infra/',
    'web/src/lib/probe.ts',
    "export { strictTransportSecurity } from '../../../infra/security-headers.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'a Lambda importing the web app',
    'lambdas/get-price-cap/probe.ts',
    "export { brandColours } from '../../web/src/lib/brand-colours';",
    'boundaries/no-restricted-paths',
  ],
  [
    'infra/ importing a route folder',
    'infra/constructs/probe.ts',
    "export { handler } from '../../lambdas/get-price-cap/handler.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'infra/ importing lambdas/shared',
    'infra/constructs/probe.ts',
    "export { logger } from '../../lambdas/shared/logger.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'the shared home importing lambdas/shared',
    'lambdas/contracts/probe.ts',
    "export { HttpError } from '../shared/http.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'a route importing another route',
    'lambdas/get-price-cap/probe.ts',
    "export { handler } from '../get-tariffs/handler.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'lambdas/shared importing a route',
    'lambdas/shared/probe.ts',
    "export { handler } from '../get-tariffs/handler.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'the shared home importing a route',
    'lambdas/contracts/probe.ts',
    "export { handler } from '../get-tariffs/handler.js';",
    'boundaries/no-restricted-paths',
  ],
  [
    'the shared home importing the AWS SDK',
    'lambdas/contracts/probe.ts',
    "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    'no-restricted-imports',
  ],
  [
    'an alias to a module the shared home does not have',
    'web/src/features/home/Probe.tsx',
    "export { nothing } from '#contracts/nope';",
    'boundaries/no-restricted-paths',
  ],
  [
    'the shared home reached by a relative path',
    'lambdas/get-tariffs/probe.ts',
    "export { formatPence } from '../contracts/money.js';",
    'no-restricted-imports',
  ],
];

const allowed: [name: string, filePath: string, code: string][] = [
  [
    'a feature importing the shared home via its alias',
    'web/src/features/home/Probe.tsx',
    "export { formatPence } from '#contracts/money';",
  ],
  ['a feature importing its own modules', 'web/src/features/home/Probe.tsx', "export { formatPence } from './format';"],
  [
    'a feature importing web/src/lib',
    'web/src/features/home/Probe.tsx',
    "export { brand } from '../../lib/site-config';",
  ],
  [
    'web/src/app importing a feature',
    'web/src/app/Probe.tsx',
    "export { useConsent } from '../features/consent/ConsentContext';",
  ],
  ['infra/ importing the route table', 'infra/constructs/probe.ts', "export { routes } from '#contracts/routes';"],
  ['infra/ importing the shared home', 'infra/constructs/probe.ts', "export { brand } from '#contracts/brand';"],
  [
    'a Lambda importing lambdas/shared',
    'lambdas/get-price-cap/probe.ts',
    "export { logger } from '../shared/logger.js';",
  ],
  ['a route importing its own modules', 'lambdas/get-tariffs/probe.ts', "export { handler } from './handler.js';"],
  ['lambdas/shared importing itself', 'lambdas/shared/probe.ts', "export { logger } from './logger.js';"],
  [
    'lambdas/shared importing the shared home',
    'lambdas/shared/probe.ts',
    "export { formatPence } from '#contracts/money';",
  ],
  ['the shared home importing itself', 'lambdas/contracts/probe.ts', "export { formatPence } from './money';"],
  ['tests importing anything', 'tests/unit/probe.test.ts', "export { logger } from '../../lambdas/shared/logger.js';"],
];

describe('import boundaries in eslint.config.js', () => {
  it.each(forbidden)('rejects %s', async (_name, filePath, code, ruleId) => {
    const messages = await lint(filePath, code);
    expect(messages.map((message) => message.ruleId)).toEqual([ruleId]);
  });

  it.each(allowed)('allows %s', async (_name, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });
});

describe('no Intl while a page loads (eslint.config.js, docs/first-paint.md › Interactive sooner)', () => {
  const intlMessages = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]?.messages.filter(
      (message) => message.ruleId === 'no-restricted-syntax',
    ) ?? [];

  it.each([
    [
      'toLocaleString in the web app',
      'web/src/lib/probe.ts',
      "export const text = (n: number) => n.toLocaleString('en-GB');",
    ],
    [
      'an Intl formatter made as a module loads',
      'lambdas/contracts/probe.ts',
      "const f = new Intl.NumberFormat('en-GB');\nexport const text = (n: number) => f.format(n);",
    ],
  ])('rejects %s', async (_name, filePath, code) => {
    expect(await intlMessages(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'an Intl formatter made on first use',
      'web/src/lib/probe.ts',
      "let f: Intl.NumberFormat | undefined;\nexport const text = (n: number) => (f ??= new Intl.NumberFormat('en-GB')).format(n);",
    ],
    [
      'toLocaleString in a Lambda',
      'lambdas/get-tariffs/probe.ts',
      "export const text = (n: number) => n.toLocaleString('en-GB');",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await intlMessages(filePath, code)).toEqual([]);
  });
});

describe('the site shell hydrates no MUI component (eslint.config.js, docs/first-paint.md › Interactive sooner)', () => {
  const importMessages = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]?.messages.filter(
      (message) => message.ruleId === 'no-restricted-imports',
    ) ?? [];
  const muiImport = "import Box from '@mui/material/Box';\nexport const Shell = Box;";

  it.each([
    'web/src/app/layout/SiteHeader.tsx',
    'web/src/features/consent/CookieBanner.tsx',
    'web/src/components/SmartLink.tsx',
    'web/src/features/payment/PaymentSuccessPage.tsx',
    'web/src/features/tariffs/components/TariffLabelTable.tsx',
    'web/src/app/layout/FooterStaticContent.tsx',
  ])('rejects MUI in %s', async (filePath) => {
    expect(await importMessages(filePath, muiImport)).toHaveLength(1);
  });

  it.each(['web/src/features/information-pages/components/ContentBody.tsx', 'web/src/app/layout/MenuDrawer.tsx'])(
    'allows MUI in %s (never hydrated, or loaded on first use)',
    async (filePath) => {
      expect(await importMessages(filePath, muiImport)).toEqual([]);
    },
  );
});
