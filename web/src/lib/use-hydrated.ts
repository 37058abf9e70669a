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
