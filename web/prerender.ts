/**
 * Build-time rendering: `npm run build` runs this after the client build (`vite build`). It
 * bundles web/src/entry-server.tsx for Node (`vite build --ssr`, into web/.prerender-server, removed after), renders
 * every route of the shared route list (lambdas/contracts/site-routes.ts) and the not-found page,
 * and writes complete HTML documents per route into web/dist: /AboutUs -> AboutUs/index.html (with
 * the cookie banner) and AboutUs/index.no-banner.html, / -> index.html and index.no-banner.html,
 * unknown paths -> 404.html. The CloudFront Function maps each route to its
 * document (infra/edge/viewer-request.function.js); the browser hydrates it (web/src/main.tsx).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as bundle } from 'esbuild';
import { build, loadEnv } from 'vite';
import { earlyRequestPaths, earlyRequestScript } from '#contracts/early-requests';
import { routeDocumentFile, routePaths, type DocumentVariant, type SitePage } from '#contracts/site-routes';
import { earlyScripts } from './src/app/early-scripts';
import { pageFiles } from './src/app/page-files';
import type { RenderedPage } from './src/entry-server';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(webRoot, 'dist');
/** What the build hands the functions rather than the bucket: the home page's renderer (buildHomeDocumentRenderer). */
export const serverOutDir = join(webRoot, 'dist-server');
export const HOME_DOCUMENT_MODULE = 'home-document.mjs';

/** A path no route matches: renders the not-found page for 404.html. */
const NOT_FOUND_PATH = '/404';
const documentVariants: DocumentVariant[] = ['withBanner', 'withoutBanner'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Each page's module as a key of Vite's manifest (web/src/app/page-files.ts). Fails the build if a
 * page has no chunk, so a new route cannot ship without its preload links.
 */
function pageSources(manifest: Manifest): Record<SitePage, string> {
  return Object.fromEntries(
    (Object.entries(pageFiles) as [SitePage, string][]).map(([page, file]) => {
      const key = `src/${file}`;
      if (!(key in manifest)) throw new Error(`prerender: no chunk in the Vite manifest for ${key} (${page})`);
      return [page, key];
    }),
  ) as Record<SitePage, string>;
}

/** A chunk's file and every chunk it imports statically, depth first (what the browser needs to run it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the Vite manifest`);
  return [...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen)), chunk.file];
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('prerender: the Vite manifest has no entry chunk');
  return key;
}

/** The JS files the browser fetches before the page can hydrate: the entry, its imports and the page's chunk with its imports. */
export function firstLoadScripts(manifest: Manifest, pageKey: string | undefined): string[] {
  const seen = new Set<string>();
  const entry = staticClosure(manifest, entryKey(manifest), seen);
  const page = pageKey ? staticClosure(manifest, pageKey, seen) : [];
  return [...entry, ...page];
}

function pageCss(manifest: Manifest, pageKey: string | undefined): string[] {
  if (!pageKey) return [];
  const seen = new Set<string>();
  staticClosure(manifest, entryKey(manifest), seen);
  const before = new Set(seen);
  staticClosure(manifest, pageKey, seen);
  return [...seen].filter((key) => !before.has(key)).flatMap((key) => manifest[key]?.css ?? []);
}

const moduleScriptTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's scripts are asked for with the document: `modulepreload` links for the entry and every
 * chunk it and the page need, at the end of <head> (after the page's styles), where the browser's
 * preload scanner finds them with the document's first bytes and fetches them together while it
 * lays out the page; the page's styles are all in the document, so nothing the first paint needs
 * waits behind them. Vite's module script is replaced by web/public/load-app.js (deferred), which
 * adds the entry once the document is parsed: see there why not the module script itself.
 * Measured against asking for them after the first paint with npm run bench:web:
 * docs/first-paint.md › Interactive sooner.
 */
function scriptsAtEndOfHead(html: string, pageChunks: string[]): string {
  const entries = [...html.matchAll(moduleScriptTag)].map((match) => match[1]!);
  if (entries.length !== 1)
    throw new Error(`prerender: expected one module script in index.html, found ${entries.length}`);
  const chunks = [...new Set([...[...html.matchAll(modulePreloadTag)].map((match) => match[1]!), ...pageChunks])];
  // The entry first: it is by far the largest, and over HTTP/1.1 the browser fetches six files at a
  // time from one host, so the last links of a long list wait for a connection
  // (docs/performance.md › Figures behind choices in the code).
  const tags = [
    ...[entries[0], ...chunks].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    `<script src="/load-app.js" defer data-entry="${entries[0]}"></script>`,
  ];
  return html
    .replace(moduleScriptTag, '')
    .replace(modulePreloadTag, '')
    .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The site's own stylesheets (global.css, the shell's and the page's: a few kB) go into the
 * document: a linked one would hold the first paint back by a round trip on a slow connection,
 * sharing it with the app's scripts (docs/first-paint.md › Interactive sooner).
 *
 * Each is followed by a disabled link to its file, which browsers do not fetch. It tells Vite's
 * loader of lazily imported chunks that the stylesheet is already here: the loader adds a chunk's
 * stylesheets unless a `<link rel="stylesheet">` with that address is in the document, and the
 * import waits until they have loaded, so the page's own chunk, imported before hydration, waited
 * a round trip for styles the document already had, on every page with styles of its own
 * (docs/performance.md › Figures behind choices in the code).
 */
async function inlineStylesheets(html: string): Promise<string> {
  const files = [...new Set([...html.matchAll(stylesheetLink)].map((match) => match[1]!))];
  const styles = new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)),
  );
  return html.replace(
    stylesheetLink,
    (_, file: string) => `<style>${styles.get(file)!.trim()}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
}

function composeDocument(
  template: string,
  page: RenderedPage,
  pageChunks: string[],
  css: string[],
  earlyTags: string[],
): string {
  const headExtras = [
    page.head,
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    page.styles,
    ...earlyTags,
  ].join('\n    ');
  const withHead = template.replace(/\s*<title>[^<]*<\/title>/, '').replace('</head>', `    ${headExtras}\n  </head>`);
  if (!withHead.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty <div id="root">');
  return scriptsAtEndOfHead(
    withHead,
    pageChunks.map((file) => `/${file}`),
  ).replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/** What Vite gives the app as `import.meta.env`, for the code this script bundles itself. */
function appEnv() {
  return { ...loadEnv('production', webRoot, 'VITE_'), MODE: 'production', PROD: true, DEV: false, SSR: false };
}

/**
 * The home page's renderer for the function that serves `/` (lambdas/contracts/home-document.ts;
 * docs/decisions/026-home-figures-in-the-document.md): web/src/features/home/home-document.ts and
 * the two documents just written, as one ES module for Node in web/dist-server (not uploaded to
 * the bucket). The function's bundle takes it from there (infra/constructs/api.ts).
 */
async function buildHomeDocumentRenderer(
  documents: Record<DocumentVariant, string>,
  earlyScriptTags: readonly string[],
): Promise<void> {
  const entry = [
    "import { fillHomeDocument as fill } from './src/features/home/home-document';",
    `const earlyScriptTags = ${JSON.stringify(earlyScriptTags)};`,
    `export const documents = ${JSON.stringify(documents)};`,
    'export const fillHomeDocument = (document, answers) => fill(document, answers, earlyScriptTags);',
  ].join('\n');
  await rm(serverOutDir, { recursive: true, force: true });
  await bundle({
    stdin: { contents: entry, resolveDir: webRoot, loader: 'ts', sourcefile: 'home-document-entry.ts' },
    outfile: join(serverOutDir, HOME_DOCUMENT_MODULE),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    define: { 'import.meta.env': JSON.stringify(appEnv()) },
    logLevel: 'warning',
  });
}

/**
 * What a page's documents carry to draw API answers before the app arrives (decision 025): first
 * the inline script that asks for them (lambdas/contracts/early-requests.ts; the CSP allows it by
 * its hash), ahead of the app's scripts so the requests leave as the parser reaches it, then the
 * page's early script (web/src/app/early-scripts.ts), built here with esbuild as a classic script
 * of its own, minified, with a content hash in its name like Vite's chunks (CloudFront caches
 * /assets/* for a year), async: it draws when it and the answers have arrived and holds nothing
 * back. At high fetch priority: an async script is otherwise fetched at low priority, with the
 * app's preloaded chunks, and the figures waited for it (docs/performance.md › Figures behind
 * choices in the code). `import.meta.env` is what Vite gives the app.
 */
async function buildEarlyScript(page: SitePage): Promise<string[]> {
  const script = earlyScripts[page];
  const paths = earlyRequestPaths[page];
  if (!script || !paths) throw new Error(`prerender: ${page} needs both an early script and its requests`);
  const { outputFiles } = await bundle({
    entryPoints: [join(webRoot, 'src', script)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    define: { 'import.meta.env': JSON.stringify(appEnv()) },
    logLevel: 'warning',
  });
  const code = outputFiles[0]!.text;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/${script.split('/').pop()!.replace(/\.ts$/, '')}-${hash}.js`;
  await writeFile(join(outDir, file), code);
  return [
    `<script>${earlyRequestScript(paths)}</script>`,
    `<script src="/${file}" async fetchpriority="high"></script>`,
  ];
}

export async function prerender(): Promise<string[]> {
  // Inside the project, so the bundle's bare imports (react, @mui/material) resolve to node_modules.
  const serverDir = join(webRoot, '.prerender-server');
  try {
    await build({
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
    });
    const { renderPage } = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as {
      renderPage: (path: string, variant: DocumentVariant) => Promise<RenderedPage>;
    };
    const template = await readFile(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const sources = pageSources(manifest);
    const preloadedByTemplate = new Set(
      [...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!),
    );
    // Each route with the cookie banner and without (DocumentVariant); the not-found page, served
    // by CloudFront whatever the cookies, without: its banner opens once the app has read them.
    interface Document {
      path: string;
      file: string;
      page?: SitePage;
      variant: DocumentVariant;
    }
    const documents: Document[] = [
      ...(Object.keys(routePaths) as SitePage[]).flatMap((page) =>
        documentVariants.map((variant): Document => ({
          path: routePaths[page],
          file: routeDocumentFile(routePaths[page], variant),
          page,
          variant,
        })),
      ),
      { path: NOT_FOUND_PATH, file: '404.html', variant: 'withoutBanner' },
    ];
    const earlyTags = new Map(
      await Promise.all(
        (Object.keys(earlyScripts) as SitePage[]).map(async (page) => [page, await buildEarlyScript(page)] as const),
      ),
    );
    const written: string[] = [];
    const homeDocuments: Partial<Record<DocumentVariant, string>> = {};
    // One after another: each render is synchronous work; order keeps the build output stable.
    for (const { path, file, page, variant } of documents) {
      const pageKey = page && sources[page];
      const rendered = await renderPage(path, variant);
      const pageChunks = firstLoadScripts(manifest, pageKey).filter((script) => !preloadedByTemplate.has(script));
      const html = await inlineStylesheets(
        composeDocument(
          template,
          rendered,
          pageChunks,
          pageCss(manifest, pageKey),
          (page && earlyTags.get(page)) ?? [],
        ),
      );
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), html);
      written.push(file);
      if (page === 'home') homeDocuments[variant] = html;
    }
    const { withBanner, withoutBanner } = homeDocuments;
    if (!withBanner || !withoutBanner) throw new Error('prerender: the home page has no documents');
    await buildHomeDocumentRenderer({ withBanner, withoutBanner }, earlyTags.get('home') ?? []);
    return written;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await prerender();
  console.log(`prerendered ${written.length} documents into web/dist`);
}
