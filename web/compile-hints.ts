/*
 * V8's compile hint for the scripts a page runs before it responds (web/vite.config.ts): Chrome
 * (136 and later) compiles every function of a file that starts with this comment while the file
 * is still downloading, on a background thread, instead of on the main thread when each function
 * is first called during hydration. The first-load scripts arrive over a slow network and are
 * almost all run at once, so the compiling moves into time spent waiting for bytes; other engines
 * read a comment (measured in docs/first-paint.md › Compile hints).
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the selection needs of a rendered chunk (Rolldown's RenderedChunk has these). */
export interface ChunkLinks {
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The file names of the chunks it imports statically. */
  imports: readonly string[];
}

/**
 * The chunks some page needs before it hydrates, by file name: the entry, every page's own chunk
 * and what they import statically; the same chunks web/prerender.ts preloads with the documents.
 * Chunks loaded later (MUI for the islands, the answers' schemas) are left to V8's lazy compiling:
 * only some of their functions run.
 */
export function firstLoadChunks(
  chunks: Record<string, ChunkLinks>,
  isPageModule: (moduleId: string) => boolean,
): Set<string> {
  const firstLoad = new Set<string>();
  const add = (fileName: string) => {
    if (firstLoad.has(fileName)) return;
    firstLoad.add(fileName);
    for (const imported of chunks[fileName]?.imports ?? []) add(imported);
  };
  for (const [fileName, chunk] of Object.entries(chunks))
    if (chunk.isEntry || (chunk.facadeModuleId !== null && isPageModule(chunk.facadeModuleId))) add(fileName);
  return firstLoad;
}

/**
 * Puts COMPILE_HINT first in every first-load chunk of the browser build. After minification,
 * which drops comments: in generateBundle, since Rolldown's postBanner is decided before the chunk
 * graph is known; the hint still counts in the file's hash (augmentChunkHash), so a file's name
 * changes when its hint does.
 */
export function compileHints(isPageModule: (moduleId: string) => boolean): Plugin {
  let firstLoad = new Set<string>();
  return {
    name: 'fernleaf-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderStart() {
      firstLoad = new Set();
    },
    renderChunk(_code, _chunk, _options, meta) {
      // The whole graph is known by the first call: it is chosen once.
      if (firstLoad.size === 0) firstLoad = firstLoadChunks(meta.chunks, isPageModule);
      return null;
    },
    augmentChunkHash(chunk) {
      return firstLoad.has(chunk.fileName) ? COMPILE_HINT : undefined;
    },
    generateBundle: {
      // After Vite's own rewriting of the chunks' preload lists, which would drop the line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && firstLoad.has(output.preliminaryFileName))
            output.code = `${COMPILE_HINT}\n${output.code}`;
      },
    },
  };
}
