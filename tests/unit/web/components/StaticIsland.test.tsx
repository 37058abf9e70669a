import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StaticIsland } from '../../../../web/src/components/StaticIsland';
import { setHydratingPrerenderedDocument } from '../../../../web/src/lib/use-hydrated';
import { AtPath } from '../at-path';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function Page({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
      <StaticIsland>
        <p>{label}</p>
        <a href="/Privacy">Privacy</a> <a href="https://example.com/">Elsewhere</a> <a href="#part">Part</a>
      </StaticIsland>
    </main>
  );
}

/** Records every navigation the router makes (each location after the first). */
function RecordNavigations({ into }: { into: string[] }) {
  const location = useLocation();
  useEffect(() => {
    if (location.key !== 'default') into.push(location.pathname + location.search + location.hash);
  }, [location, into]);
  return null;
}

/** Renders as the build does, then hydrates as the browser does; counts what React reports. */
async function hydratePrerendered(label: string) {
  window.history.replaceState(null, '', '/Cookies');
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page label="as built" />);
  const islandBefore = container.querySelector('p')!;
  const recoverable = vi.fn();
  const navigations: string[] = [];
  setHydratingPrerenderedDocument(true);
  await act(() => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/Cookies']}>
        <Page label={label} />
        <RecordNavigations into={navigations} />
      </MemoryRouter>,
      { onRecoverableError: recoverable },
    );
    return Promise.resolve();
  });
  setHydratingPrerenderedDocument(false);
  return { container, islandBefore, recoverable, navigations };
}

describe('StaticIsland', () => {
  it('is adopted at hydration: the built markup stays, unhydrated, without a mismatch, while the rest works', async () => {
    const { container, islandBefore, recoverable } = await hydratePrerendered('as built');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(islandBefore);
    expect(islandBefore.textContent).toBe('as built');
    act(() => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1');
    // Re-rendered by its parent, the adopted island still keeps the build's markup.
    expect(container.querySelector('p')).toBe(islandBefore);
  });

  it('never looks inside: content that differs from the build is not a mismatch (and is not shown)', async () => {
    const { container, recoverable } = await hydratePrerendered('different in the browser');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')!.textContent).toBe('as built');
  });

  it('hands a click on a link of this site to the router, and leaves other links and modified clicks to the browser', async () => {
    const { container, navigations } = await hydratePrerendered('as built');
    const click = (name: string, init: MouseEventInit = {}) => {
      const link = [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('Privacy')).toBe(true);
    // React Router renders a navigation in a transition: recorded once it has committed.
    await waitFor(() => expect(navigations).toEqual(['/Privacy']));
    expect(click('Privacy', { ctrlKey: true })).toBe(false);
    expect(click('Elsewhere')).toBe(false);
    expect(click('Part')).toBe(false);
    expect(navigations).toEqual(['/Privacy']);
  });

  it('keeps its class when adopted, and gives way like any element when its parent swaps it (a placeholder for data)', async () => {
    function Placeholder() {
      const [loaded, setLoaded] = useState(false);
      return (
        <section>
          <button type="button" onClick={() => setLoaded(true)}>
            Load
          </button>
          {loaded ? (
            <p>Prices</p>
          ) : (
            <StaticIsland className="slot">
              <p>Loading prices</p>
            </StaticIsland>
          )}
        </section>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Placeholder />);
    const recoverable = vi.fn();
    setHydratingPrerenderedDocument(true);
    await act(() => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <Placeholder />
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      );
      return Promise.resolve();
    });
    setHydratingPrerenderedDocument(false);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.slot')!.textContent).toBe('Loading prices');
    act(() => container.querySelector('button')!.click());
    expect(container.querySelector('.slot')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe('Prices');
  });

  it('renders its content when it appears after the app has started (a page reached in the app)', async () => {
    const user = userEvent.setup();
    render(
      <AtPath path="/Cookies">
        <Page label="rendered in the browser" />
      </AtPath>,
    );
    expect(screen.getByText('rendered in the browser')).toBeTruthy();
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Pressed 1');
  });
});
