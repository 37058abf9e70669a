import { useEffect, useState } from 'react';

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

/**
 * False at build time (web/prerender.ts) and during hydration, true from the next render on.
 * For what only the browser knows (cookies, this tab's sessionStorage): rendering it after
 * hydration keeps the first client frame identical to the prerendered HTML, so React hydrates
 * without a mismatch. A component first rendered after hydration (an in-app navigation, or
 * `npm run dev`, which renders instead of hydrating) is true at once.
 *
 * Not useSyncExternalStore with a server snapshot, the usual idiom: when hydration commits, React
 * re-renders every such component synchronously, in the task that makes the page respond, before
 * the browser may handle a tap. An update from an effect is rendered in a task of its own, after it
 * (docs/performance.md › Figures behind choices in the code), together with web/src/main.tsx's
 * own update of that moment, so the replay of early interactions still sees it. So it relies on
 * the flag: a part hydrated after that commit (a Suspense boundary left to hydrate later) would
 * start true and not match the build's markup; the app hydrates every page whole
 * (PageSlot in web/src/app/router.tsx), which the end-to-end mismatch watchers check in three engines.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydratingPrerenderedDocument);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration, on purpose (above)
    setHydrated(true);
  }, []);
  return hydrated;
}

/**
 * Resolves in a task after this one. For what the hydration commit's effects would start but need
 * not: asking for a chunk (Vite adds a preload link for each of its imports) can wait a task, so
 * the page responds first (docs/performance.md › Figures behind choices in the code).
 */
export const afterThisTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve));
