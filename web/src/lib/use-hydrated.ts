import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False at build time (web/prerender.ts) and during hydration, true from the next render on.
 * For what only the browser knows (cookies, this tab's sessionStorage): rendering it after
 * hydration keeps the first client frame identical to the prerendered HTML, so React hydrates
 * without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let hydratingPrerenderedDocument = false;

/**
 * Set by web/src/main.tsx from just before it hydrates the prerendered document until the hydrated
 * tree has committed. Components rendered in that pass are adopting the build's markup
 * (StaticIsland leaves its content as it is); any later render is the app's own.
 */
export function setHydratingPrerenderedDocument(hydrating: boolean): void {
  hydratingPrerenderedDocument = hydrating;
}

export function isHydratingPrerenderedDocument(): boolean {
  return hydratingPrerenderedDocument;
}
