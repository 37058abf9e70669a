import { use, useEffect, useMemo, useState } from 'react';
import type { BrowserOnlyModule } from '../lib/browser-only-module';
import type { Markup } from '../lib/html-markup';
import { afterThisTask, isHydratingPrerenderedDocument, useHydrated } from '../lib/use-hydrated';
import { useLinksFollowedInApp } from './links-followed-in-app';

/** Never changes, so React never writes it into the element it adopted. */
const ADOPTED_MARKUP = { __html: '' };

/**
 * The island's code once the page has hydrated and the code is here; undefined before. A failure
 * to load is tried again when the inputs change (BrowserOnlyModule forgets a failed load).
 */
function useIslandCode<M>(code: BrowserOnlyModule<M>, inputs: unknown): M | undefined {
  const hydrated = useHydrated();
  const [module, setModule] = useState(code.loaded);
  useEffect(() => {
    if (!hydrated || module) return;
    let current = true;
    afterThisTask()
      .then(code.load)
      .then(
        (loaded) => current && setModule(() => loaded),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [hydrated, module, code, inputs]);
  return module;
}

/**
 * Markup written as text (web/src/lib/html-markup.ts) by `write` from `inputs` (an API answer, a
 * postcode), in an element of its own. `write` lives in `code` (a deferredModule), which the page
 * does not need before it responds: the markup is in the document already, drawn by the same
 * function from the same answer (web/src/features/home/home-document.ts), or by the page's early
 * script (`earlyAnswer`: the API path whose answer it draws there, web/src/lib/early-answers.ts).
 *
 * So hydrating, the island adopts what is on screen as it is, without its code, which it fetches
 * once the page has responded. It keeps it for as long as `write` draws the same text from the
 * current inputs as from those it hydrated with, and writes its own markup once they differ (an
 * answer for another region, a failed one) and its code is here: until then what is on screen
 * stays. Rendered by the build or after an in-app navigation, the code is always here already
 * (loadEveryDeferredIsland). React does not look inside `dangerouslySetInnerHTML`: it writes the
 * markup only when the text changes. Links inside navigate in the app.
 */
export function MarkupIsland<M, I>({
  code,
  write,
  inputs,
  earlyAnswer,
  className,
}: {
  code: BrowserOnlyModule<M>;
  /** Defined at module level or memoised. */
  write: (module: M, inputs: I) => Markup;
  inputs: I;
  earlyAnswer?: string;
  className?: string;
}) {
  const followInApp = useLinksFollowedInApp();
  const module = useIslandCode(code, inputs);
  // The inputs the island hydrated with, until it writes markup of its own.
  const [adoptedWith, setAdoptedWith] = useState(() => (isHydratingPrerenderedDocument() ? { inputs } : undefined));
  const text = module && write(module, inputs).text;
  const adoptedText = useMemo(
    () => (module && adoptedWith ? write(module, adoptedWith.inputs).text : undefined),
    [module, adoptedWith, write],
  );
  const keepsAdopted = adoptedWith !== undefined && (module === undefined || text === adoptedText);
  // From the first difference on the island is the app's: it never goes back to the adopted markup.
  if (adoptedWith && !keepsAdopted) setAdoptedWith(undefined);
  // Only the build or an in-app navigation renders an island it did not adopt, with the code loaded first.
  const written = keepsAdopted ? undefined : (text ?? write(use(code.load()), inputs).text);
  const inner = useMemo(() => (written === undefined ? ADOPTED_MARKUP : { __html: written }), [written]);
  return (
    // A click on a link inside (by mouse, or Enter on the focused link) bubbles here; the links
    // themselves are the keyboard-reachable controls.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={className}
      data-early-answer={earlyAnswer}
      onClick={followInApp}
      dangerouslySetInnerHTML={inner}
      suppressHydrationWarning={keepsAdopted}
    />
  );
}
