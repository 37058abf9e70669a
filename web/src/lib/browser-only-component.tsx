import { lazy, type ComponentType } from 'react';
import type { BrowserOnlyModule } from './browser-only-module';

/**
 * A component only the browser renders, in a chunk of its own (a page's step 2, say). Rendered at
 * once when its code is here: React.lazy alone would show the Suspense fallback for a frame even
 * then, so a page reached by an in-app navigation, which waits for the code (loadBrowserParts in
 * web/src/app/router.tsx), would flash its fallback. Suspends until the code arrives otherwise.
 */
export function browserOnlyComponent<P extends object>(
  part: BrowserOnlyModule<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Lazy = lazy(part.load);
  return function BrowserOnlyComponent(props: P) {
    const Loaded = part.loaded()?.default;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
