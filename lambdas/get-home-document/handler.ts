import { pathToFileURL } from 'node:url';
import {
  HOME_DOCUMENT_MODULE_VARIABLE,
  homeDocumentMessages,
  homeDocumentVariants,
  type HomeAnswers,
  type HomeDocumentRenderer,
} from '#contracts/home-document';
import { DEFAULT_REGION_ID, regionById } from '#contracts/postcode-regions';
import { ConfigError } from '../shared/config-error.js';
import { createHandler, HttpError, type ApiResult } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { remainingMs, withinMs } from '../shared/deadline.js';
import { priceCapAnswer } from '../shared/price-cap-answer.js';
import { tariffsAnswer } from '../shared/tariffs-answer.js';

/*
 * GET /api/home-document/{variant}: the home page's document with today's figures in it
 * (docs/decisions/026-home-figures-in-the-document.md). CloudFront sends `/` here
 * (infra/edge/viewer-request.function.js), the variant chosen by the visitor's cookies as for every
 * page (decision 001). The figures are the default region's answers of GET /api/price-cap and
 * GET /api/tariffs, read the same way (lambdas/shared/price-cap-answer.ts, tariffs-answer.ts), and
 * the document is cached no longer than either answer, so no cached document outlives its prices.
 */

/**
 * How long the figures may take before the document goes without them: well inside the request's
 * budget (and never more than half of what is left of it), so a slow table or parameter store
 * still gets the page to the visitor within 2 s.
 */
export const HOME_FIGURES_BUDGET_MS = 2_000;
/** The document without figures (its early scripts ask the routes): cached briefly, so the figures are back soon. */
export const WITHOUT_FIGURES_CACHE_SECONDS = 30;

let renderer: Promise<HomeDocumentRenderer> | undefined;

/**
 * The web build's renderer (web/prerender.ts), loaded once per container. Without it there is no
 * document to serve: a deployment made without the web build (the function answers our 503).
 */
function homeDocumentRenderer(): Promise<HomeDocumentRenderer> {
  const configured = process.env[HOME_DOCUMENT_MODULE_VARIABLE];
  const url = configured ? pathToFileURL(configured).href : new URL('./home-document.mjs', import.meta.url).href;
  renderer ??= (import(url) as Promise<HomeDocumentRenderer>).catch((error: unknown) => {
    renderer = undefined;
    throw new ConfigError(`The home page's renderer could not be loaded: ${(error as Error).message}`);
  });
  return renderer;
}

/** HTML for browsers to revalidate on every use, and for CloudFront to keep `cacheSeconds`. */
function htmlDocument(html: string, cacheSeconds: number): ApiResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': `public, max-age=0, s-maxage=${cacheSeconds}`,
    },
    body: html,
  };
}

async function todaysAnswers(): Promise<{ answers: HomeAnswers; cacheSeconds: number }> {
  const region = regionById(DEFAULT_REGION_ID);
  const [priceCap, tariffs] = await Promise.all([priceCapAnswer(region), tariffsAnswer(region)]);
  return {
    answers: { priceCap: priceCap.body, tariffs: tariffs.body },
    cacheSeconds: Math.min(priceCap.cacheSeconds, tariffs.cacheSeconds),
  };
}

export const handler = createHandler('get-home-document', async (event) => {
  const name = event.pathParameters?.variant ?? '';
  // Own keys only: a path such as /__proto__ names no document.
  if (!Object.hasOwn(homeDocumentVariants, name)) throw new HttpError(404, 'not_found', homeDocumentMessages.notFound);
  const variant = homeDocumentVariants[name as keyof typeof homeDocumentVariants];
  const { documents, fillHomeDocument } = await homeDocumentRenderer();
  const document = documents[variant];
  try {
    const budgetMs = Math.min(HOME_FIGURES_BUDGET_MS, remainingMs(HOME_FIGURES_BUDGET_MS) / 2);
    const { answers, cacheSeconds } = await withinMs("The home page's figures", budgetMs, todaysAnswers());
    return htmlDocument(fillHomeDocument(document, answers), cacheSeconds);
  } catch (error) {
    // The page still comes: as built, its early scripts ask the two routes (decision 025).
    logger.error('The home page goes without its figures', { error: (error as Error).message });
    return htmlDocument(document, WITHOUT_FIGURES_CACHE_SECONDS);
  }
});
