// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../../web/src/lib/use-near-viewport';

/** An IntersectionObserver the test drives: happy-dom's never reports. */
class DrivenObserver {
  static instances: DrivenObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

function Probe() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const near = useNearViewport(element);
  return <div ref={setElement}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  DrivenObserver.instances = [];
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false until the element comes within a screen of the viewport, then stays true', () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    render(<Probe />);
    const [observer] = DrivenObserver.instances;
    expect(observer?.observed).toEqual([screen.getByText('far')]);
    expect(observer?.options.rootMargin).toBe('100% 0px');

    observer?.report(false);
    expect(screen.getByText('far')).toBeTruthy();
    observer?.report(true);
    expect(screen.getByText('near')).toBeTruthy();
    // Watching ends once it is near: nothing more to learn.
    expect(observer?.disconnected).toBe(true);
    expect(DrivenObserver.instances).toHaveLength(1);
  });

  it('stops watching when the element goes', () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    const { unmount } = render(<Probe />);
    unmount();
    expect(DrivenObserver.instances[0]?.disconnected).toBe(true);
  });
});
