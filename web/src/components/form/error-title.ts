import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which forms on the page are showing errors, so the document title can start with "Error: "
 * while any does (GOV.UK pattern: the title is the first thing a screen reader reads after a
 * failed submit that reloads or re-renders the page). A tiny module store rather than a context:
 * PageMeta reads it wherever it is rendered, and a form needs no provider above it.
 */
const formsWithErrors = new Set<symbol>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasErrors(): boolean {
  return formsWithErrors.size > 0;
}

/** True while a form on the page shows errors. A server render (no form state yet) says false. */
export function usePageHasErrors(): boolean {
  return useSyncExternalStore(subscribe, hasErrors, () => false);
}

/** Marks this form as showing errors while `active` is true (and never after it unmounts). */
export function useErrorTitle(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const key = Symbol('form-with-errors');
    formsWithErrors.add(key);
    notify();
    return () => {
      formsWithErrors.delete(key);
      notify();
    };
  }, [active]);
}

/** "Error: Make a payment | Fernleaf Energy" while errors show. */
export function titleWithErrors(title: string, errors: boolean): string {
  return errors ? `Error: ${title}` : title;
}
