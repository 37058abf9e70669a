import { Suspense, use, useState, type ComponentType } from 'react';
import { browserOnlyModule, type BrowserOnlyModule } from '../lib/browser-only-module';
import { isHydratingPrerenderedDocument } from '../lib/use-hydrated';
import { AdoptedMarkup } from './StaticIsland';

/** The loaders of every deferred island made so far (each made when its module is evaluated). */
const islandLoaders = new Set<() => Promise<unknown>>();

/**
 * Fetches the code of every deferred island known so far: the build awaits it before rendering a
 * page (web/src/entry-server.tsx), the router before an in-app navigation shows one
 * (web/src/app/router.tsx), so neither ever meets an island still loading.
 */
export function loadEveryDeferredIsland(): Promise<unknown> {
  return Promise.all([...islandLoaders].map((load) => load()));
}

/**
 * A module that islands draw with once the page has hydrated (MarkupIsland), fetched like a
 * deferred island's content: the build and an in-app navigation load it first
 * (loadEveryDeferredIsland); hydrating a prerendered page does not wait for it. Made once, at module
 * level.
 */
export function deferredModule<M>(importModule: () => Promise<M>): BrowserOnlyModule<M> {
  const code = browserOnlyModule(importModule);
  islandLoaders.add(code.load);
  return code;
}

/**
 * A StaticIsland whose content is a module of its own, fetched only when the browser must render it
 * itself (after an in-app navigation, or where there is no prerendered document). Hydrating the
 * build's page adopts the island's markup without its code: the information pages' text, the
 * footer's lists and everything they are drawn with (MUI, the theme) stay out of the page's
 * first JavaScript (docs/first-paint.md › Interactive sooner).
 *
 * The content's props must be all it depends on, and it holds no control with a handler (as for
 * StaticIsland). Made once per island, at module level: `load` imports the module and picks the
 * component, e.g. `() => import('./FooterStaticContent').then((module) => module.FooterSectionContent)`.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Content: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const loadContent = () =>
    (loading ??= load().then(
      (component) => {
        Content = component;
      },
      (error: unknown) => {
        // The next render tries again (a chunk that failed once may load the next time).
        loading = undefined;
        throw error;
      },
    ));
  islandLoaders.add(loadContent);

  /** The content once its code is here (it suspends until then). */
  function ArrivingContent(props: P) {
    use(loadContent());
    const Loaded = Content!;
    return (
      <div>
        <Loaded {...props} />
      </div>
    );
  }

  function DeferredIsland(props: P) {
    // Decided once: an island adopted at hydration stays as the build wrote it.
    const [adopted] = useState(isHydratingPrerenderedDocument);
    if (adopted) return <AdoptedMarkup />;
    if (Content) {
      const Loaded = Content;
      return (
        <div>
          <Loaded {...props} />
        </div>
      );
    }
    // Only in the browser, drawing the island itself before its code is here (Back to a page left
    // before any in-app navigation fetched it): the island's own boundary, so it alone waits, empty.
    // Never at build time (the code is always here then), so the build's markup has no boundary.
    return (
      <Suspense fallback={null}>
        <ArrivingContent {...props} />
      </Suspense>
    );
  }
  return DeferredIsland;
}
