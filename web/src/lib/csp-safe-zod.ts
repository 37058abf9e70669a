import { config } from 'zod/v4/core';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval' (infra/security-headers.ts). Zod 4
 * probes `new Function` when a schema is created, to compile faster parsers; the probe is
 * caught, but Chromium still reports it as a CSP violation. `jitless` skips the probe and the
 * compiled parsers (validation is unchanged, a little slower). Imported first by main.tsx so
 * it runs before any schema is created.
 */
config({ jitless: true });
