import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { externalUrlsOrThrow } from '#contracts/external-urls';
import { searchablePaths } from '#contracts/site-routes';
import { compileHints } from './compile-hints';
import { assertFactRegisterCurrent, factRegister } from './fact-register';
import { renderRobots, renderSitemap } from './search-files';
import { treeShakableReactRouter } from './tree-shakable-react-router';
import { pageFiles } from './src/app/page-files';
import { publishedFigures } from './src/lib/published-figures';
import { assertPublishedFiguresCurrent, isoDay } from './src/lib/published-figures-rules';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
/** Each page's module as Rolldown names it (facadeModuleId): web/src/app/page-files.ts. */
const pageModuleIds = new Set(
  Object.values(pageFiles).map((file) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))),
);

/** Writes sitemap.xml and robots.txt for this build's site origin (web/search-files.ts). */
function searchFiles(): Plugin {
  let origin = '';
  return {
    name: 'fernleaf-search-files',
    apply: 'build',
    configResolved(config) {
      origin = externalUrlsOrThrow(config.env).site;
    },
    generateBundle() {
      // The server bundle of web/prerender.ts goes to a temporary folder: nothing to add there.
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: renderSitemap(origin, searchablePaths()) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: renderRobots(origin) });
    },
  };
}

/**
 * Fails the build (and the dev server) when a VITE_*_URL variable holds a bad value, before any
 * bundling: the app reads the same variables through the same check (web/src/lib/site-config.ts).
 * `config.env` is what `import.meta.env` will hold: .env files and VITE_* process variables.
 */
export function checkedExternalUrls(): Plugin {
  return {
    name: 'fernleaf-checked-external-urls',
    configResolved(config) {
      externalUrlsOrThrow(config.env);
    },
  };
}

/**
 * Fails the build when a published figure is missing, malformed or stale on the day of the build
 * (docs/product/regulatory-pages.md › Published figures): ops update web/src/lib/published-figures.ts;
 * or when an entry of the register of facts has no source or an old check (web/fact-register.ts).
 */
export function checkedPublishedFigures(today: () => Date = () => new Date()): Plugin {
  return {
    name: 'fernleaf-checked-published-figures',
    apply: 'build',
    configResolved() {
      const day = isoDay(today());
      const errors: unknown[] = [];
      for (const check of [
        () => assertPublishedFiguresCurrent(publishedFigures, day),
        () => assertFactRegisterCurrent(factRegister, day),
      ])
        try {
          check();
        } catch (error) {
          errors.push(error);
        }
      // Both lists at once, so ops fix everything in one go.
      if (errors.length > 0) throw new Error(errors.map((error) => (error as Error).message).join('\n'));
    },
  };
}

/** MUI, its style engine and what they alone use; the theme and its scope go with them. */
const MUI_MODULES =
  /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@babel[\\/]runtime|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]|[\\/]web[\\/]src[\\/](components[\\/]ThemeScope|lib[\\/]theme)\./;

/**
 * Small modules of wording that several pages quote (money, number and date text, comparative
 * claims, the API paths): one small chunk instead of up to six requests (docs/performance.md ›
 * Figures behind choices in the code).
 */
const SITE_FACTS_MODULES =
  /[\\/](lambdas[\\/]contracts[\\/](number-text|money|payment-methods|review-display|price-cap|api-paths)|web[\\/]src[\\/]lib[\\/](date-text|comparative-claims))\.ts$/;

/**
 * The published facts the information pages quote (published figures, public bodies, emergency
 * numbers, contract terms): out of `site-facts`, so that `/` and `/Tariffs`, which quote none of
 * them, do not fetch them before they respond.
 */
const PUBLISHED_FACTS_MODULES =
  /[\\/]web[\\/]src[\\/](lib[\\/](emergency-numbers|published-figures)|features[\\/]information-pages[\\/]content[\\/](public-bodies|legal[\\/]contract-terms))\.ts$/;

/**
 * The form kit, the API client and the rules the quote and postcode forms check, with SmartLink:
 * one chunk, not seven. SmartLink too: the two pages that hydrate with it, `/` and `/Tariffs`, load
 * this chunk anyway, and on its own it was one more request before either could respond
 * (docs/performance.md › Figures behind choices in the code).
 */
const FORM_MODULES =
  /[\\/](web[\\/]src[\\/](components[\\/](form[\\/](?!error-title)|SmartLink\.)|lib[\\/](api|browser-only-component|browser-only-module)\.)|lambdas[\\/]contracts[\\/](postcode-rules|errors)\.)/;

/**
 * The account lookup, the rules it and the readings check, the loading of a journey's next step on
 * first use and the payment journey's session, API calls and messages: the account pages' own, out
 * of `forms` so that `/` and `/Tariffs` do not fetch them (1.4 kB brotli) before they respond.
 */
const ACCOUNT_MODULES =
  /[\\/](web[\\/]src[\\/](components[\\/]account-lookup[\\/]|lib[\\/]load-on-first-use\.|features[\\/]payment[\\/](api|payment-session)\.)|lambdas[\\/]contracts[\\/](account-rules|meter-reading-rules|payment-messages)\.)/;

/**
 * React Router's own production build. Its package exports name only `dist/development`, whose
 * development warnings (a console warning on every unmatched location, the default error page's
 * note to developers) a bundler cannot drop; `dist/production` is the same code with them
 * switched off: 0.4 kB brotli less on every page (docs/performance.md › Figures behind choices in
 * the code). A version without either file fails the build rather than falling back.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [
    react(),
    checkedExternalUrls(),
    checkedPublishedFigures(),
    searchFiles(),
    compileHints((moduleId) => pageModuleIds.has(moduleId)),
    treeShakableReactRouter(),
  ],
  // The build only: `npm run dev` keeps the development build and its warnings.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : undefined,
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // The polyfill fetches the documents' <link rel="modulepreload"> itself in browsers that ignore
    // it (Safari before 17, Firefox before 115), which still load every module through its
    // imports, only later; it cost every page 0.3 kB brotli in its entry.
    modulePreload: { polyfill: false },
    // web/prerender.ts reads it to add each page's chunks as modulepreload links.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React DOM, React, React Router, the shell) in
            // the entry's own chunk, not beside it in `common`: every page needs all of it before it
            // can hydrate, and one file compresses better than several (a shared brotli context) and
            // is one request: 1.9 kB brotli and two requests less on every page (docs/performance.md
            // › Figures behind choices in the code). Page chunks import what they share from it.
            { name: 'index', tags: ['$initial'], priority: 3 },
            // MUI and emotion as the parts that draw with them share them (the deferred islands, the
            // menus, the forms' browser-only steps, the review cards): one chunk, not a dozen, and
            // none of it in any page's first JavaScript (web/src/components/ThemeScope.tsx).
            { name: 'mui', test: MUI_MODULES, minShareCount: 4, priority: 2, includeDependenciesRecursively: false },
            {
              name: 'site-facts',
              test: SITE_FACTS_MODULES,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'published-facts',
              test: PUBLISHED_FACTS_MODULES,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'forms', test: FORM_MODULES, minShareCount: 2, priority: 2, includeDependenciesRecursively: false },
            {
              name: 'account',
              test: ACCOUNT_MODULES,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // What at least 20 of the entries use (the pages and their lazily loaded parts) and the
            // groups above leave goes in one chunk instead of a dozen small ones: fewer requests
            // before a page responds and no more bytes (docs/first-paint.md › Interactive sooner).
            // A lower count adds unused code to every page. Today the shell, in the entry, holds
            // everything so widely shared, and the build writes no such chunk.
            { name: 'common', minShareCount: 20, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev` starts the local API and passes its address here.
    proxy: process.env.FERNLEAF_API_URL
      ? { '/api': { target: process.env.FERNLEAF_API_URL, changeOrigin: false } }
      : undefined,
  },
}));
