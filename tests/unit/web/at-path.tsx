import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

interface AtPathProps {
  path?: string;
  /** What the navigation to this entry carried (`navigate(to, { state })`). */
  state?: unknown;
  children?: ReactNode;
}

/**
 * The app's router (BrowserRouter, as web/src/main.tsx) with the test document's address at
 * `path`, as a visit leaves it: the components read it from `window.location`, and so do the
 * tests, to see where the app went. Usable as a `wrapper` (then at '/').
 */
export function AtPath({ path = '/', state, children }: AtPathProps) {
  // React Router keeps a navigation's state in the entry's history.state as `usr`.
  useState(() =>
    window.history.replaceState(state === undefined ? null : { usr: state, key: 'arrival', idx: 0 }, '', path),
  );
  return <BrowserRouter>{children}</BrowserRouter>;
}

/**
 * What the browser does on Back or Forward to an entry at `path`: the address changes and
 * `popstate` fires; the app calls no navigate(). Call it inside act (an awaited one where a render
 * may suspend: React's test mode only retries a suspended render inside one).
 */
export function historyMovesTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
