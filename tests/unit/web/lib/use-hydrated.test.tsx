// @vitest-environment happy-dom
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHydratingPrerenderedDocument, useHydrated } from '../../../../web/src/lib/use-hydrated';

const seen: boolean[] = [];

function Shows() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as built'}</p>;
}

/**
 * What web/src/main.tsx does around hydration: the flag is set while React hydrates and cleared by
 * the hydration commit's outermost effect, which also notes what had rendered by the end of that
 * task (a microtask queued there runs once the task's work, a synchronous re-render included, is done).
 */
function App({ atEndOfCommitTask }: { atEndOfCommitTask: (rendered: boolean[]) => void }) {
  useEffect(() => {
    setHydratingPrerenderedDocument(false);
    queueMicrotask(() => atEndOfCommitTask([...seen]));
  }, [atEndOfCommitTask]);
  return <Shows />;
}

describe('useHydrated', () => {
  // Real scheduling, as in the browser: act() would flush every task in one go.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  beforeEach(() => {
    seen.length = 0;
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    setHydratingPrerenderedDocument(false);
  });

  it('hydrates as built, then renders for the browser in a task after the one that hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>as built</p>';
    const recoverable = vi.fn();
    let atEndOfCommitTask: boolean[] | undefined;
    setHydratingPrerenderedDocument(true);
    hydrateRoot(container, <App atEndOfCommitTask={(rendered) => (atEndOfCommitTask = rendered)} />, {
      onRecoverableError: recoverable,
    });
    await vi.waitFor(() => expect(container.textContent).toBe('in the browser'));
    expect(recoverable).not.toHaveBeenCalled();
    // useSyncExternalStore's server snapshot would have re-rendered inside that task: [false, true].
    expect(atEndOfCommitTask).toEqual([false]);
    expect(seen).toEqual([false, true]);
  });

  it('is true from the first render of a component rendered after hydration', async () => {
    const container = document.createElement('div');
    createRoot(container).render(<Shows />);
    await vi.waitFor(() => expect(container.textContent).toBe('in the browser'));
    expect(seen).toEqual([true]);
  });
});
