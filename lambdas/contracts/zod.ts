import { config } from 'zod';
import { INVALID_REQUEST_MESSAGE } from './errors.js';

/**
 * The one way this project imports zod: `import * as z from './zod.js'` (lint-enforced).
 *
 * - Jitless: zod 4 probes `new Function` to compile faster parsers when a schema is created.
 *   The site's Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is a
 *   CSP violation; on Lambda generated code buys nothing worth the eval. Configured here, before
 *   any contract creates a schema, and only loaded by the pages that need a contract.
 * - Only our words: an issue without a message of ours (a schema's own `error` or a check's
 *   message, which zod prefers) gets INVALID_REQUEST_MESSAGE instead of zod's English
 *   default, so developer text such as "expected string, received number" can never be
 *   shown to a user, whichever schema or issue kind produced it.
 * - A namespace re-export keeps zod tree-shakable (a named `z` export drags in every locale).
 */
config({ jitless: true, customError: () => INVALID_REQUEST_MESSAGE });

export * from 'zod';
