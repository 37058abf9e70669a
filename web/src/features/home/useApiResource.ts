import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiGet } from '../../lib/api';

/** A section's data: still coming, there, or not to be had (the section then shows its fallback). */
export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads one of our API routes for a section of the page. A failure is only logged, as the spec
 * asks: the section itself decides what to show instead ('--', a short note, nothing).
 */
export function useApiResource<T>(path: string, schema: z.ZodType<T>): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiGet(path, schema, { signal: controller.signal }).then(
      (data) => setResource({ status: 'ready', data }),
      (error: Error) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load ${path}: ${error.message}`);
        setResource({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [path, schema]);
  return resource;
}
