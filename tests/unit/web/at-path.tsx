import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigateWhenPageReady } from '../../../web/src/app/router';
import { entryStateFor } from '../../../web/src/lib/history-entry';

interface AtPathProps {
  path?: string;
  /** What the navigation to this entry carried (`navigate(to, { state })`). */
  state?: unknown;
  children?: ReactNode;
}

/**
 * The app's router (web/src/app/router.tsx) with the test document's address at `path`, as a visit
 * leaves it: the components read it from `window.location`, and so do the tests, to see where the
 * app went. Usable as a `wrapper` (then at '/').
 */
export function AtPath({ path = '/', state, children }: AtPathProps) {
  useState(() => window.history.replaceState(state === undefined ? null : entryStateFor(state), '', path));
  return <Router aroundNav={navigateWhenPageReady}>{children}</Router>;
}
