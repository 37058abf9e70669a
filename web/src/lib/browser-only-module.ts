import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Code a page needs only in the browser, after it has hydrated: reading back what this tab
 * stored, checked with zod, say. Loaded then, it stays out of the JavaScript a page needs before
 * it responds (docs/first-paint.md › Interactive sooner). A page passes `load` on as its
 * loadBrowserParts (web/src/app/router.tsx), so an in-app navigation brings the module first.
 */
export interface BrowserOnlyModule<M> {
  load: () => Promise<M>;
  /** The module if it is here already. */
  loaded: () => M | undefined;
}

export function browserOnlyModule<M>(importModule: () => Promise<M>): BrowserOnlyModule<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const load = () =>
    (loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // the next page that needs it tries again
        throw error;
      },
    ));
  return { load, loaded: () => loaded };
}

/**
 * The module once the page has hydrated and the module is here: undefined before, as at build
 * time, so hydration matches the prerendered page. Should it fail to load, it stays undefined and
 * the page carries on as if the tab had stored nothing.
 */
export function useBrowserOnlyModule<M>(part: BrowserOnlyModule<M>): M | undefined {
  const hydrated = useHydrated();
  const [module, setModule] = useState(part.loaded);
  useEffect(() => {
    if (!hydrated || module) return;
    let current = true;
    part.load().then(
      (loaded) => current && setModule(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hydrated, module, part]);
  return hydrated ? module : undefined;
}
