import { startTransition, useEffect, useState } from 'react';
import { apiGet, checkedEarlyAnswer, type ResponseSchema } from '../../lib/api';
import { drawnEarlyAnswer, takeEarlyAnswer } from '../../lib/early-answers';
import { afterThisTask, isHydratingPrerenderedDocument } from '../../lib/use-hydrated';

/** A section's data: still coming, there, or not to be had (the section then shows its fallback). */
export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * The state a section hydrates with: the answer the page's early script already drew (checked by
 * the effect below like any other), so the first render is what the visitor sees; else loading.
 */
function hydratingResource<T>(path: string): Resource<T> {
  const drawn = isHydratingPrerenderedDocument() ? drawnEarlyAnswer(path) : undefined;
  return drawn ? { status: 'ready', data: drawn.data as T } : { status: 'loading' };
}

/**
 * Loads one of our API routes for a section of the page. The answer's contract (a zod schema) is
 * imported lazily, so zod is fetched alongside the data instead of delaying the first paint or the
 * request. A route the document asked for early (web/src/lib/early-answers.ts) is not asked again
 * on the first load. A failure is only logged (docs/product/home.md › Home page): the section decides
 * what to show instead. `loadSchema` must be stable (defined at module level). The answer is
 * rendered in a transition, so React can split that work into short tasks instead of re-rendering
 * the section in one long task on a slow phone (docs/performance.md › Page speed).
 */
export function useApiResource<T>(path: string, loadSchema: () => Promise<ResponseSchema<T>>): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>(() => hydratingResource(path));
  useEffect(() => {
    const controller = new AbortController();
    const early = takeEarlyAnswer(path);
    // The request and the schema's chunk download side by side; only the check waits for both. The
    // request starts here, the chunk a task later.
    const schema = afterThisTask().then(loadSchema);
    const answer = early ? checkedEarlyAnswer(early, schema) : apiGet(path, schema, { signal: controller.signal });
    answer.then(
      (data) => {
        if (controller.signal.aborted) return;
        startTransition(() => setResource({ status: 'ready', data }));
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load ${path}: ${error.message}`);
        startTransition(() => setResource({ status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [path, loadSchema]);
  return resource;
}
