/*
 * The home page's document with today's figures drawn in it (docs/decisions/026-home-figures-in-the-document.md).
 * web/prerender.ts bundles this with the two documents it renders into web/dist-server/home-document.mjs
 * (lambdas/contracts/home-document.ts), which the function serving `/` fills with the answers of
 * the two routes for the default region. Drawn with the functions the app draws with
 * (price-markup.ts), into the islands the app hydrates (MarkupIsland), so the app adopts them as
 * they are; the answers go with them as JSON (web/src/lib/early-answers.ts reads them).
 */
import { apiPaths } from '#contracts/api-paths';
import { DEFAULT_REGION_ID, distributionRegions } from '#contracts/distribution-regions';
import { HOME_ANSWERS_ELEMENT_ID, type HomeAnswers } from '#contracts/home-document';
import { priceBadgesMarkup, tariffsMarkup } from './price-markup';

const islandOpening = (path: string) => `data-early-answer="${path}">`;

/** Replaces what the build drew in an island (its loading state) with `ready`; exactly one such island or it throws. */
function fillIsland(document: string, path: string, loading: string, ready: string): string {
  const placeholder = islandOpening(path) + loading;
  const at = document.indexOf(placeholder);
  if (at === -1 || document.includes(placeholder, at + 1))
    throw new Error(`The home document has no single place for ${path}`);
  return document.slice(0, at) + islandOpening(path) + ready + document.slice(at + placeholder.length);
}

/** JSON inside a script element: `<` escaped, so no text of an answer can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * `document` with both answers drawn and handed to the app, and without `earlyScriptTags` (the
 * request script and early script of decision 025, which the document no longer needs).
 */
export function fillHomeDocument(document: string, answers: HomeAnswers, earlyScriptTags: readonly string[]): string {
  const regionName = distributionRegions[DEFAULT_REGION_ID];
  let filled = fillIsland(
    document,
    apiPaths.priceCap,
    priceBadgesMarkup({ status: 'loading' }).text,
    priceBadgesMarkup({ status: 'ready', data: answers.priceCap }).text,
  );
  filled = fillIsland(
    filled,
    apiPaths.tariffs,
    tariffsMarkup({ status: 'loading' }, { regionName }).text,
    tariffsMarkup({ status: 'ready', data: answers.tariffs }, { regionName: answers.tariffs.region.name }).text,
  );
  for (const tag of earlyScriptTags) {
    if (!filled.includes(tag)) throw new Error('The home document lacks one of its early scripts');
    filled = filled.replace(tag, '');
  }
  const handedOver = {
    [apiPaths.priceCap]: answers.priceCap,
    [apiPaths.tariffs]: answers.tariffs,
  };
  if (!filled.includes('</body>')) throw new Error('The home document has no </body>');
  return filled.replace(
    '</body>',
    () => `<script type="application/json" id="${HOME_ANSWERS_ELEMENT_ID}">${scriptJson(handedOver)}</script></body>`,
  );
}
