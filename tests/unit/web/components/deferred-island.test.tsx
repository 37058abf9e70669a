import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredIsland, loadEveryDeferredIsland } from '../../../../web/src/components/deferred-island';
import { setHydratingPrerenderedDocument } from '../../../../web/src/lib/use-hydrated';

afterEach(() => {
  document.body.replaceChildren();
});

function Notice({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** An island whose module "arrives" when the test says so (every test lets it arrive: islands are never forgotten). */
function islandWithControlledLoad() {
  let arrive!: () => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Notice>((resolve) => {
        arrive = () => resolve(Notice);
      }),
  );
  return { Island: deferredIsland(load), load, arrive: () => arrive() };
}

describe('deferredIsland', () => {
  it('adopts the built markup at hydration without fetching its code', async () => {
    const Built = deferredIsland(() => Promise.resolve(Notice));
    await loadEveryDeferredIsland();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <main>
        <Built text="as built" />
      </main>,
    );
    const paragraph = container.querySelector('p')!;

    const load = vi.fn(() => Promise.resolve(Notice));
    const Island = deferredIsland(load);
    const recoverable = vi.fn();
    setHydratingPrerenderedDocument(true);
    await act(() => {
      hydrateRoot(
        container,
        // Adopted markup hands its links to the router (web/src/components/StaticIsland.tsx).
        <MemoryRouter>
          <main>
            <Island text="in the browser" />
          </main>
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      );
      return Promise.resolve();
    });
    setHydratingPrerenderedDocument(false);

    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph.textContent).toBe('as built');
  });

  it('drawn by the browser itself, fetches its code once, waits alone (empty) and shows the content when it is here', async () => {
    const { Island, load, arrive } = islandWithControlledLoad();
    // In an awaited act: React retries a render suspended in `use` from the act queue.
    await act(async () => {
      render(
        <main>
          <p>The rest of the page</p>
          <Island text="Fetched in the browser" />
          <Island text="A second copy" />
        </main>,
      );
      await Promise.resolve();
    });
    // No boundary above: the islands wait in their own, and the rest of the page shows.
    expect(screen.getByText('The rest of the page')).toBeDefined();
    expect(screen.queryByText('Fetched in the browser')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Fetched in the browser')).toBeDefined();
    expect(screen.getByText('A second copy')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loadEveryDeferredIsland fetches every island made so far, so the build and a navigation never wait inside one', async () => {
    const { Island, load, arrive } = islandWithControlledLoad();
    const everything = loadEveryDeferredIsland();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await everything;
    // Loaded: renders at once, without a Suspense boundary.
    render(<Island text="Here at once" />);
    expect(screen.getByText('Here at once')).toBeDefined();
  });

  it('tries again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof Notice>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Notice);
    const Island = deferredIsland(load);
    await expect(loadEveryDeferredIsland()).rejects.toThrow('chunk failed');
    await loadEveryDeferredIsland();
    render(<Island text="Second time lucky" />);
    expect(screen.getByText('Second time lucky')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
