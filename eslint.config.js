import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // zod only through lambdas/contracts/zod.ts: it sets jitless mode (CSP) and keeps zod tree-shakable.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Import zod as `import * as z from '<path>/lambdas/contracts/zod'` (jitless for the CSP, tree-shakable).",
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
    files: ['lambdas/contracts/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
