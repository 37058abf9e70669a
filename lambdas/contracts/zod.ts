import { config } from 'zod';

/**
 * The one way this project imports zod: `import * as z from './zod.js'` (lint-enforced).
 *
 * - Jitless: zod 4 probes `new Function` to compile faster parsers when a schema is created.
 *   The site's Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is a
 *   CSP violation; on Lambda generated code buys nothing worth the eval. Configured here, before
 *   any contract creates a schema, and only loaded by the pages that need a contract.
 * - A namespace re-export keeps zod tree-shakable (a named `z` export drags in every locale).
 */
config({ jitless: true });

export * from 'zod';
