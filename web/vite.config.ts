import react from '@vitejs/plugin-react';
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { externalUrlsOrThrow } from '#contracts/external-urls';

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
  plugins: [react(), notFoundDocument(), checkedExternalUrls()],
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
