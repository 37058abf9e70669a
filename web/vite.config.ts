import react from '@vitejs/plugin-react';
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { externalUrlsOrThrow } from '#contracts/external-urls';
import { searchablePaths } from '#contracts/site-routes';
import { renderRobots, renderSitemap } from './search-files';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * CloudFront answers unknown paths with /404.html (status 404). It is the same app shell: the
 * router sees an unknown path and renders the not-found page. Asset URLs are absolute, so the
 * copy works at any depth.
 */
function notFoundDocument(): Plugin {
  return {
    name: 'fernleaf-not-found-document',
    apply: 'build',
    async writeBundle() {
      await copyFile(`${outDir}/index.html`, `${outDir}/404.html`);
    },
  };
}

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), notFoundDocument(), checkedExternalUrls(), searchFiles()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev` starts the local API and passes its address here.
    proxy: process.env.FERNLEAF_API_URL
      ? { '/api': { target: process.env.FERNLEAF_API_URL, changeOrigin: false } }
      : undefined,
  },
});
