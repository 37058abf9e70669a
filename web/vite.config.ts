import react from '@vitejs/plugin-react';
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), notFoundDocument()],
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
