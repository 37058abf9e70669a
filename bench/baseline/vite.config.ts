import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the baseline page of `npm run bench:web`; bin/bench-web.ts passes the output directory. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
