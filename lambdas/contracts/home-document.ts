import type { PriceCapResponse } from './price-cap.js';
import type { DocumentVariant } from './site-routes.js';
import type { TariffsResponse } from './tariffs.js';

/*
 * The home page's documents with today's figures in them (docs/decisions/026-home-figures-in-the-document.md):
 * what the web build hands the function that serves `/` (lambdas/get-home-document/handler.ts).
 * web/prerender.ts writes it as one module, web/dist-server/home-document.mjs, from
 * web/src/features/home/home-document.ts and the two documents it has just rendered.
 */

/** The two answers the home page's document carries: the default region's, as the routes answer them. */
export interface HomeAnswers {
  priceCap: PriceCapResponse;
  tariffs: TariffsResponse;
}

export interface HomeDocumentRenderer {
  /** The prerendered documents of `/`, with the cookie banner and without (decision 001). */
  documents: Record<DocumentVariant, string>;
  /**
   * The document with the answers drawn where the page shows them and handed to the app, its
   * early scripts (decision 025) taken out; throws when the document has no place for one.
   */
  fillHomeDocument: (document: string, answers: HomeAnswers) => string;
}

/** The `{variant}` of GET /api/home-document/{variant}, per document (the CloudFront Function chooses). */
export const homeDocumentVariants = {
  'with-banner': 'withBanner',
  'without-banner': 'withoutBanner',
} as const satisfies Record<string, DocumentVariant>;

/** Where the web build writes the renderer, from the repository root. */
export const HOME_DOCUMENT_RENDERER_FILE = 'web/dist-server/home-document.mjs';

/**
 * Where the function finds the renderer: this variable's file path, else home-document.mjs beside
 * the function's own bundle (the CDK bundling copies it there; infra/constructs/api.ts).
 */
export const HOME_DOCUMENT_MODULE_VARIABLE = 'HOME_DOCUMENT_MODULE';

export const homeDocumentMessages = {
  notFound: 'There is no such page.',
} as const;

/** The id of the `<script type="application/json">` that hands the answers to the app (web/src/lib/early-answers.ts). */
export const HOME_ANSWERS_ELEMENT_ID = 'home-answers';
