import type { SyntheticEvent } from 'react';

/**
 * The app's side of web/public/early-events.js (docs/first-paint.md › Early interactions): the
 * classic script records what a person does on the prerendered page before the app has hydrated
 * and replays it once this event is dispatched on the document (web/src/main.tsx does, once the
 * hydrated tree, with what was typed before, has committed).
 */
export const HYDRATED_EVENT = 'fernleaf:hydrated';

/** Tells web/public/early-events.js that the app has taken over: it replays what it recorded. */
export function replayEarlyEvents(): void {
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/**
 * True for a replayed early submit whose new tab the classic script already opened from the click
 * itself (Quote me): the form must not open a second one.
 */
export function openedTabEarly(event: SyntheticEvent): boolean {
  return (event.nativeEvent as Event & { earlyTabOpened?: boolean }).earlyTabOpened === true;
}

/** Whether an early tap on a control marked `data-early-click={name}` is waiting for the app. */
export function earlyTapPending(name: string): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.earlyBusy === name;
}
