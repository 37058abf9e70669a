import { apiPaths } from './api-paths.js';
import type { SitePage } from './site-routes.js';

/*
 * The API answers a page's document asks for itself, as the parser reaches its <head>, so they are
 * on their way with the document's first bytes (docs/decisions/025-home-prices-in-the-first-paint.md).
 * Read by the build, which puts each page's request script inline in its documents
 * (web/prerender.ts), and by the CSP, which allows exactly these scripts by their hash
 * (infra/security-headers.ts). An inline script rather than `<link rel="preload" as="fetch">`:
 * WebKit did not hand a preloaded answer to the page's own fetch() and asked for it twice
 * (`npm run test:engines`).
 */

/** The GET routes each page asks for with its document; the page's early script draws them. */
export const earlyRequestPaths: Partial<Record<SitePage, readonly string[]>> = {
  home: [apiPaths.priceCap, apiPaths.tariffs],
};

/**
 * The inline script that asks for `paths`: each answer's JSON body as a promise on
 * `window.fernleafEarlyAnswers` (web/src/lib/early-answers.ts reads it; a status other than 2xx
 * rejects). Plain ES5 text with nothing that changes per build, so its hash is known to the CSP
 * without the build.
 */
export function earlyRequestScript(paths: readonly string[]): string {
  return (
    '(function(paths){var store=window.fernleafEarlyAnswers=window.fernleafEarlyAnswers||{appStarted:false,answers:{}};' +
    'paths.forEach(function(path){var body=fetch(path).then(function(response){' +
    "if(!response.ok)throw new Error(path+' answered '+response.status);return response.json();});" +
    'body.catch(function(){});store.answers[path]={body:body};});})(' +
    JSON.stringify(paths) +
    ');'
  );
}

/** Every page's request script, for the CSP. */
export const earlyRequestScripts: string[] = Object.values(earlyRequestPaths).map((paths) =>
  earlyRequestScript(paths ?? []),
);
