import { startTransition, useEffect, useState } from 'react';
import { apiGet, type ResponseSchema } from '../../lib/api';

/** A section's data: still coming, there, or not to be had (the section then shows its fallback). */
export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads one of our API routes for a section of the page. The answer's contract (a zod schema) is
 * imported lazily, so zod is fetched alongside the data instead of delaying the first paint or the
 * request. A failure is only logged (docs/product/home.md › Home page): the section decides
 * what to show instead. `loadSchema` must be stable (defined at module level). The answer is
 * rendered in a transition, so React can split that work into short tasks instead of re-rendering
 * the section in one long task on a slow phone (docs/performance.md › Page speed).
 */
export function useApiResource<T>(path: string, loadSchema: () => Promise<ResponseSchema<T>>): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    // The request and the schema's chunk download side by side; only the check waits for both.
    apiGet(path, loadSchema(), { signal: controller.signal }).then(
      (data) => startTransition(() => setResource({ status: 'ready', data })),
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
