import { useCallback, useEffect, useRef, useState } from 'react';

/** What a submit task may return: 'leaving' keeps the form busy because the browser is navigating away. */
export type SubmitTaskResult = void | 'leaving';

export interface SubmitOnce {
  /** True while a task runs: show a spinner and set aria-busy. */
  busy: boolean;
  /**
   * Runs the task unless one is already in flight (a second click, Enter pressed twice: ignored).
   * The signal is aborted when the form unmounts; check it before touching state after an await.
   */
  run: (task: (signal: AbortSignal) => Promise<SubmitTaskResult>) => Promise<void>;
  /** True while a task runs; a ref, not state, so two clicks in the same frame both see it. */
  inFlight: () => boolean;
  /** Forgets a task kept busy by 'leaving' (e.g. the page came back from the back/forward cache). */
  reset: () => void;
}

/** The one guard against double submission used by every form (web/src/components/form). */
export function useSubmitOnce(): SubmitOnce {
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  const run = useCallback(async (task: (signal: AbortSignal) => Promise<SubmitTaskResult>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const current = new AbortController();
    controller.current = current;
    let leaving = false;
    try {
      leaving = (await task(current.signal)) === 'leaving';
    } finally {
      if (!leaving) {
        inFlight.current = false;
        if (!current.signal.aborted) setBusy(false);
      }
    }
  }, []);

  const reset = useCallback(() => {
    inFlight.current = false;
    setBusy(false);
  }, []);

  const isInFlight = useCallback(() => inFlight.current, []);
  return { busy, run, inFlight: isInFlight, reset };
}
