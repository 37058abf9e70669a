// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { browserOnlyComponent } from '../../../../web/src/lib/browser-only-component';
import { browserOnlyModule, useBrowserOnlyModule } from '../../../../web/src/lib/browser-only-module';
import { setHydratingPrerenderedDocument } from '../../../../web/src/lib/use-hydrated';

const stored = { readBack: () => 'what this tab stored' };

function Shows({ part }: { part: ReturnType<typeof browserOnlyModule<typeof stored>> }) {
  const module = useBrowserOnlyModule(part);
  return <p>{module ? module.readBack() : 'nothing yet'}</p>;
}

/**
 * Hydrates the build's markup of <Shows>, as web/src/main.tsx hydrates a prerendered page (with the
 * flag it sets meanwhile; here also while rendering the build's markup, which the build renders
 * without a document).
 */
async function hydrate(part: ReturnType<typeof browserOnlyModule<typeof stored>>) {
  const container = document.createElement('div');
  setHydratingPrerenderedDocument(true);
  try {
    container.innerHTML = renderToString(<Shows part={part} />);
    const recoverable = vi.fn();
    await act(() =>
      Promise.resolve(hydrateRoot(container, <Shows part={part} />, { onRecoverableError: recoverable })),
    );
    return { container, recoverable };
  } finally {
    setHydratingPrerenderedDocument(false);
  }
}

describe('browserOnlyModule', () => {
  it('is not asked for until the page has hydrated, then shows what it reads', async () => {
    const importModule = vi.fn(() => Promise.resolve(stored));
    const part = browserOnlyModule(importModule);
    const { container, recoverable } = await hydrate(part);
    expect(recoverable).not.toHaveBeenCalled();
    expect(importModule).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(container.textContent).toBe('what this tab stored'));
  });

  it('hydrates like the build even when the module is here already, and loads it once', async () => {
    const importModule = vi.fn(() => Promise.resolve(stored));
    const part = browserOnlyModule(importModule);
    await part.load();
    const { container, recoverable } = await hydrate(part);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('what this tab stored');
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('carries on without it when it fails to load, and the next page tries again', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(stored);
    const part = browserOnlyModule<typeof stored>(importModule);
    const { container } = await hydrate(part);
    await act(() => Promise.resolve());
    expect(container.textContent).toBe('nothing yet');
    await expect(part.load()).resolves.toBe(stored);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('browserOnlyComponent', () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

  it('renders at once when its code is here: no fallback, not even for a frame', async () => {
    const part = browserOnlyModule(() => Promise.resolve({ default: Greeting }));
    await part.load();
    const Component = browserOnlyComponent(part);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('shows the fallback until its code arrives', async () => {
    let deliver = () => {};
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    const part = browserOnlyModule(() => arrived.then(() => ({ default: Greeting })));
    const Component = browserOnlyComponent(part);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(() => {
      deliver();
      return arrived;
    });
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });
});
