import { fileURLToPath } from 'node:url';
import { HOME_DOCUMENT_MODULE_VARIABLE, HOME_DOCUMENT_RENDERER_FILE } from '#contracts/home-document';

/**
 * Where a handler run on this machine (bin/serve.ts, bin/invoke.ts) finds the home page's renderer:
 * the web build's file itself, which in AWS is copied beside the function's bundle
 * (lambdas/get-home-document/handler.ts).
 */
export function localHomeDocumentEnvironment(): Record<string, string> {
  return {
    [HOME_DOCUMENT_MODULE_VARIABLE]: fileURLToPath(new URL(`../${HOME_DOCUMENT_RENDERER_FILE}`, import.meta.url)),
  };
}
