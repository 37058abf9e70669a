import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentVariant } from '#contracts/site-routes';

/**
 * Writes into `directory` a renderer of the web build's shape (lambdas/contracts/home-document.ts):
 * these two documents, filled by putting before `</body>` the text `shown` (JavaScript source of an
 * expression over `answers`) evaluates to. Returns its path, for HOME_DOCUMENT_MODULE.
 */
export function writeHomeDocumentRenderer(
  directory: string,
  documents: Record<DocumentVariant, string>,
  shown: string,
): string {
  const renderer = path.join(directory, 'home-document.mjs');
  writeFileSync(
    renderer,
    [
      `export const documents = ${JSON.stringify(documents)};`,
      `export const fillHomeDocument = (document, answers) => document.replace('</body>', ${shown} + '</body>');`,
    ].join('\n'),
  );
  return renderer;
}
