import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from '../../../../web/src/components/deferred-island';
import { MarkupIsland } from '../../../../web/src/components/MarkupIsland';
import { markup } from '../../../../web/src/lib/html-markup';
import { setHydratingPrerenderedDocument } from '../../../../web/src/lib/use-hydrated';

afterEach(() => {
  document.body.replaceChildren();
});

/** The island's code: a price as a paragraph (its figures in pence, the inputs). */
const priceCode = {
  paragraph: (pence: number) => markup`<p>Price: <b>${(pence / 100).toFixed(2)}</b></p>`,
};
type PriceCode = typeof priceCode;
const writePrice = (code: PriceCode, { pence }: { pence: number }) => code.paragraph(pence);

/** A deferred module whose loads the test answers itself, one by one (each test lets every load end). */
function controlledCode() {
  const answers: ((outcome: PriceCode | Error) => void)[] = [];
  const importModule = vi.fn(
    () =>
      new Promise<PriceCode>((resolve, reject) => {
        answers.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
      }),
  );
  return {
    code: deferredModule(importModule),
    importModule,
    answer: (outcome: PriceCode | Error) => answers.shift()!(outcome),
  };
}

/** Lets timers (the task after hydration) and the promises they start run, inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

function Page({ code, pence }: { code: ReturnType<typeof controlledCode>['code']; pence: number }) {
  return (
    <MemoryRouter>
      <section aria-label="Prices">
        <MarkupIsland code={code} write={writePrice} inputs={{ pence }} earlyAnswer="/api/price" />
      </section>
    </MemoryRouter>
  );
}

/** The page as the build or the document's renderer wrote it, hydrated by the app with `pence`. */
async function hydrateOver(builtPence: number, code: ReturnType<typeof controlledCode>['code'], pence: number) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = `<section aria-label="Prices"><div data-early-answer="/api/price">${priceCode.paragraph(builtPence).text}</div></section>`;
  const recoverable = vi.fn();
  let root!: Root;
  setHydratingPrerenderedDocument(true);
  await act(() => {
    root = hydrateRoot(container, <Page code={code} pence={pence} />, { onRecoverableError: recoverable });
    return Promise.resolve();
  });
  setHydratingPrerenderedDocument(false);
  return { container, root, recoverable, bold: container.querySelector('b')! };
}

describe('MarkupIsland', () => {
  it('adopts the markup on screen at hydration, fetches its code only after, and leaves the markup alone while it would write the same', async () => {
    const { code, importModule, answer } = controlledCode();
    const { container, root, recoverable, bold } = await hydrateOver(1234, code, 1234);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('b')).toBe(bold);
    // Not in the hydration's own task: one task later.
    await settle();
    expect(importModule).toHaveBeenCalledTimes(1);
    answer(priceCode);
    await settle();
    // The same answer again (as the app's checked copy of the early answer): nothing rewritten.
    await act(() => {
      root.render(<Page code={code} pence={1234} />);
      return Promise.resolve();
    });
    expect(container.querySelector('b')).toBe(bold);
    expect(bold.textContent).toBe('12.34');
  });

  it('keeps what is on screen until its code is here, then writes the new answer; it never goes back to the adopted markup', async () => {
    const { code, answer } = controlledCode();
    const { container, root } = await hydrateOver(1234, code, 1234);
    await act(() => {
      root.render(<Page code={code} pence={999} />);
      return Promise.resolve();
    });
    await settle();
    expect(container.querySelector('b')!.textContent).toBe('12.34');
    answer(priceCode);
    await settle();
    expect(container.querySelector('b')!.textContent).toBe('9.99');
    // Back to the answer it hydrated with: written again, not emptied.
    await act(() => {
      root.render(<Page code={code} pence={1234} />);
      return Promise.resolve();
    });
    expect(container.querySelector('b')!.textContent).toBe('12.34');
    expect(container.querySelector('[data-early-answer="/api/price"]')).not.toBeNull();
  });

  it('asks for its code again when the inputs change after a failed load', async () => {
    const { code, importModule, answer } = controlledCode();
    const { container, root } = await hydrateOver(1234, code, 1234);
    await settle();
    answer(new Error('chunk failed'));
    await settle();
    await act(() => {
      root.render(<Page code={code} pence={500} />);
      return Promise.resolve();
    });
    await settle();
    expect(importModule).toHaveBeenCalledTimes(2);
    answer(priceCode);
    await settle();
    expect(container.querySelector('b')!.textContent).toBe('5.00');
  });

  it('drawn by the build or after an in-app navigation, writes its markup with the code it waited for', async () => {
    const { code, answer } = controlledCode();
    // The build and a navigation load every deferred module first (loadEveryDeferredIsland).
    const loading = code.load();
    answer(priceCode);
    await loading;
    expect(renderToString(<Page code={code} pence={4200} />)).toContain('Price: <b>42.00</b>');

    const late = controlledCode();
    await act(async () => {
      render(
        <Suspense fallback={<p>Waiting</p>}>
          <Page code={late.code} pence={100} />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('Waiting')).toBeDefined();
    await act(async () => {
      late.answer(priceCode);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect((await screen.findByRole('region', { name: 'Prices' })).textContent).toBe('Price: 1.00');
  });
});
