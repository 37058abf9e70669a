import { useEffect } from 'react';

/** What counts as starting to use a page: focusing a field or button, a tap or a click, a key. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Loads code a page needs only once the visitor uses it (the next step's code, fetched while they
 * fill in the first), on their first focus, tap or key rather than as soon as the page has
 * hydrated: evaluating it then (the next step's MUI, say) took the main thread in long tasks just
 * as the page became interactive (docs/first-paint.md › Lighthouse). Someone who focused a field
 * before the app arrived (web/public/early-events.js keeps what they typed) is using the page
 * already. A failure is ignored: the step that needs the code asks for it again and says so.
 */
export function useLoadOnFirstUse(load: () => Promise<unknown>): void {
  useEffect(() => {
    let started = false;
    const stopListening = () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, start, true);
    };
    function start() {
      if (started) return;
      started = true;
      stopListening();
      load().catch(() => undefined);
    }
    if (document.activeElement && document.activeElement !== document.body) start();
    else for (const type of FIRST_USE_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
    return stopListening;
  }, [load]);
}
