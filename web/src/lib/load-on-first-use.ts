import { useEffect } from 'react';

/** A control a visitor fills in or presses; the app focuses headings itself after a navigation, which is not use. */
const CONTROL = 'input, select, textarea, button';

const isControl = (target: EventTarget | null) => target instanceof Element && target.matches(CONTROL);

/**
 * Loads code a page needs only once the visitor uses it (the next step's code, fetched while they
 * fill in the first) on their first tap, key or focus on a control, rather than as soon as the
 * page has hydrated: evaluating it then (the next step's MUI, say) took the main thread in long
 * tasks just as the page became interactive (docs/first-paint.md › Lighthouse). Someone who
 * focused a field before the app arrived (web/public/early-events.js keeps what they typed) is
 * using the page already. A failure is ignored: the step that needs the code asks for it again
 * and says so.
 */
export function useLoadOnFirstUse(load: () => Promise<unknown>): void {
  useEffect(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stopListening();
      load().catch(() => undefined);
    };
    const onFocus = (event: FocusEvent) => isControl(event.target) && start();
    function stopListening() {
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('pointerdown', start, true);
      document.removeEventListener('keydown', start, true);
    }
    if (isControl(document.activeElement)) {
      start();
      return;
    }
    document.addEventListener('focusin', onFocus, { capture: true, passive: true });
    document.addEventListener('pointerdown', start, { capture: true, passive: true });
    document.addEventListener('keydown', start, { capture: true, passive: true });
    return stopListening;
  }, [load]);
}
