import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// zod only through lambdas/contracts/zod.ts: it sets jitless mode (CSP) and keeps zod tree-shakable.
const zodOnlyViaContracts = {
  name: 'zod',
  message: "Import zod as `import * as z from '#contracts/zod'` (jitless for the CSP, tree-shakable).",
};
// The shared home is reached through its alias, so the zones below see one spelling of it.
const contractsViaAlias = {
  regex: String.raw`^\.{1,2}/(.*/)?contracts/`,
  message: 'Import the shared home as #contracts/<module>, not by a relative path.',
};

/**
 * Boundaries between the parts of the repository (docs/architecture.md › Layout). Paths are relative to the
 * repository root; a zone forbids `target` files to import anything under `from` (except
 * `except`, relative to `from`). Imports are resolved (the #contracts/* alias included) before
 * they are checked by the `boundaries/no-restricted-paths` rule below. local/, bin/ and tests/ may
 * import everything.
 */
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Every folder of lambdas/ except the shared home and lambdas/shared holds one route's Lambda.
const routeFolders = readdirSync(`${root}/lambdas`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['contracts', 'shared'].includes(entry.name))
  .map((entry) => entry.name);
const boundaryZones = [
  {
    target: 'lambdas/contracts',
    from: '.',
    except: ['./lambdas/contracts', './node_modules'],
    message: 'lambdas/contracts is the shared home of pure modules: it imports nothing else of the product.',
  },
  ...routeFolders.map((route) => ({
    target: `lambdas/${route}`,
    from: routeFolders.filter((other) => other !== route).map((other) => `lambdas/${other}`),
    message: 'A route does not import another route: move what both need to lambdas/shared or lambdas/contracts.',
  })),
  {
    target: 'lambdas/shared',
    from: routeFolders.map((route) => `lambdas/${route}`),
    message: 'lambdas/shared is below the routes: it imports no route folder.',
  },
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to web/src/components or web/src/lib.',
  })),
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message:
      'Features do not import web/src/app (router, layout): move what both need to web/src/components or web/src/lib.',
  },
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/features', 'web/src/app'],
    message: 'web/src/components and web/src/lib are below features and web/src/app.',
  },
  {
    target: 'web',
    from: 'lambdas',
    except: ['./contracts'],
    message: 'The web app reads the API only through the shared home (#contracts/*).',
  },
  {
    target: 'web',
    from: ['infra', 'local', 'bin', 'tests'],
    message: 'The web app does not import infra/, local/, bin/ or tests/.',
  },
  {
    target: 'lambdas',
    from: ['web', 'infra', 'local', 'bin', 'tests'],
    message: 'Lambdas do not import web/, infra/, local/, bin/ or tests/.',
  },
  {
    target: 'infra',
    from: 'lambdas',
    except: ['./contracts'],
    message: 'infra/ loads no Lambda runtime code: from lambdas/ only #contracts/* (the route table included).',
  },
  {
    target: 'infra',
    from: ['web', 'local', 'bin', 'tests'],
    message: 'infra/ does not import web/, local/, bin/ or tests/.',
  },
];

/** Where an import leads (without extension), or undefined for a package. */
function resolveImport(file, specifier) {
  if (specifier.startsWith('#contracts/')) return path.join(root, 'lambdas/contracts', specifier.slice(11));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier).replace(/\.(js|ts|tsx)$/, '');
  return undefined;
}

function isInside(file, directory) {
  const relative = path.relative(path.join(root, directory), file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The zones above as a rule: import-x's no-restricted-paths did the same, but its resolver ships
 * native binaries per platform that this project's package registry does not carry, which broke
 * `npm ci`. Relative paths and the #contracts/* alias are all there is to resolve here; packages
 * are left to no-restricted-imports. An alias to a module that does not exist is reported too.
 */
const boundaries = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const zones = boundaryZones.filter((zone) => [zone.target].flat().some((target) => isInside(file, target)));
        function check(node) {
          const specifier = node.source?.value;
          if (typeof specifier !== 'string') return;
          const target = resolveImport(file, specifier);
          if (!target) return;
          if (specifier.startsWith('#contracts/') && !['.ts', '.tsx'].some((ext) => existsSync(target + ext)))
            context.report({ node: node.source, message: `${specifier} is not a module of lambdas/contracts.` });
          for (const zone of zones) {
            const from = [zone.from].flat().find((directory) => isInside(target, directory));
            const excepted =
              from &&
              (zone.except ?? []).some((exception) =>
                isInside(target, path.join(from, exception).replace(/\.(js|ts|tsx)$/, '')),
              );
            if (from && !excepted) context.report({ node: node.source, message: zone.message });
          }
        }
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'web/dist-server',
      'cdk.out',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is checked with the tsconfig that includes it (tsconfig.json or web/tsconfig.json).
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [zodOnlyViaContracts], patterns: [contractsViaAlias] }],
      'boundaries/no-restricted-paths': 'error',
    },
  },
  {
    files: ['lambdas/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodOnlyViaContracts, { name: 'react' }, { name: 'react-dom' }],
          patterns: [
            {
              group: ['@aws-sdk/*', '@aws-lambda-powertools/*', 'react/*', 'react-dom/*', '@mui/*', '@emotion/*'],
              message: 'lambdas/contracts holds pure modules: no AWS SDK, Powertools, React or MUI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Code the browser runs: its first Intl formatter loads ICU's locale data, a slow phone's CPU
    // spent while the page hydrates (docs/performance.md › Figures behind choices in the code).
    files: ['web/src/**/*.{ts,tsx}', 'lambdas/contracts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale/]',
          message:
            'Write numbers with numberText (#contracts/number-text) and dates with web/src/lib/date-text.ts, not toLocale*.',
        },
        {
          selector: "Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name='Intl']",
          message: 'Make an Intl formatter on first use (`format ??= new Intl...`), not when the module loads.',
        },
      ],
    },
  },
  {
    // What hydrates: the shell on every page, and with it the 404 page, the error page, the frame of
    // the information pages, the forms, the payment result pages, /Tariffs and the home page: plain
    // elements and their stylesheets (shell.css, form.css, ...), no MUI in any page's first
    // JavaScript (docs/first-paint.md › Interactive sooner). The footer's and the home page's deferred
    // islands too: plain, their documents carry no emotion styles. MUI stays in the information pages'
    // text (ContentBody.tsx, a deferred island) and what loads after hydration (MenuDrawer.tsx,
    // NavDropdownMenu.tsx, the forms' browser-only steps, the review cards).
    // tests/e2e/prerendered-pages.spec.ts checks the built pages.
    files: [
      'web/src/app/layout/{AppLayout,SiteHeader,SiteFooter,DesktopNavigation,MobileNavigation,RouteError}.tsx',
      'web/src/features/consent/CookieBanner.tsx',
      'web/src/features/site-status/{StatusMessage,NotFoundPage}.tsx',
      'web/src/features/information-pages/components/ContentPage.tsx',
      'web/src/components/{StaticIsland,deferred-island,ShellIcon,SmartLink,EmergencyLines}.tsx',
      'web/src/app/layout/FooterStaticContent.tsx',
      'web/src/components/form/*.tsx',
      'web/src/components/account-lookup/*.tsx',
      'web/src/features/payment/{PaymentSuccessPage,PaymentFailurePage}.tsx',
      'web/src/features/payment/components/PaymentResult.tsx',
      'web/src/features/tariffs/**/*.tsx',
      'web/src/features/home/{HomePage,HomeStaticSections,HeroSection,PriceBadges,TrustLine,QuoteForm,region-prices,TariffsSection,TariffCard,ReviewsCarousel,carousel-parts,Skeleton,WhyChooseUs,HowItWorks,ReviewsDisclosure,ContactSection}.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodOnlyViaContracts],
          patterns: [
            contractsViaAlias,
            {
              group: ['@mui/*', '@emotion/*'],
              message: 'Hydrated on pages without MUI: plain elements styled by CSS (shell.css), not MUI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/unit/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests probe untyped data on purpose: CloudFormation templates (aws-cdk-lib's Template.toJSON()
    // and findResources() are typed `any`), parsed response bodies and Vitest's asymmetric matchers
    // (expect.any(), expect.stringMatching() return `any`). The expect() assertions are the type
    // check there; casting every probe would add noise, not safety. Product code keeps these rules.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['lambdas/contracts/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Plain JavaScript is in no tsconfig: no type information for it.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Files of web/public are served as they are: classic browser scripts (web/public/early-events.js, web/public/load-app.js).
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The CloudFront Function runs in CloudFront's own JavaScript runtime, not Node.
    files: ['infra/edge/**/*.js'],
    languageOptions: { sourceType: 'script', globals: {} },
    // `handler` is called by CloudFront; optional catch bindings are avoided for the old runtime.
    rules: {
      'no-unused-vars': ['error', { varsIgnorePattern: '^handler$', caughtErrors: 'none' }],
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$', caughtErrors: 'none' }],
    },
  },
);
