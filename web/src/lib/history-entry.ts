import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

/**
 * What a page may read about the current history entry besides its path and query (which wouter's
 * hooks give): the state its navigation carried, a key of its own and the hash. Every in-app
 * navigation stores `{ key, usr }` as the entry's `history.state` (`entryStateFor`, called by
 * navigateWhenPageReady in web/src/app/router.tsx), so Back and Forward bring the state back with
 * the entry.
 */
interface EntryState {
  key: string;
  usr?: unknown;
}

function asEntry(state: unknown): EntryState | undefined {
  return state && typeof state === 'object' && 'key' in state ? (state as EntryState) : undefined;
}

/** The history.state of a new entry that carries `state`. */
export function entryStateFor(state: unknown): EntryState {
  return { key: Math.random().toString(36).slice(2, 10), usr: state };
}

/**
 * Read in the browser from the first render on, hydration included, as the path is: pages keep
 * what they saw on arrival (PaymentPage, ContentPage) and render nothing from it that the
 * prerendered HTML lacks.
 */
function useEntryProperty(read: () => string): string {
  return useLocationProperty(read, read);
}

const readKey = () => asEntry(typeof history === 'undefined' ? undefined : history.state)?.key ?? 'default';
const readHash = () => (typeof location === 'undefined' ? '' : location.hash);

/** Changes with every navigation, Back and Forward included; 'default' on the entry a visitor arrived on. */
export function useEntryKey(): string {
  return useEntryProperty(readKey);
}

/**
 * The state the navigation to this entry carried (`navigate(to, { state })`, `<Redirect state>`);
 * undefined while hydrating (the prerendered page had none), then the entry's.
 */
export function useEntryState(): unknown {
  return asEntry(useHistoryState<unknown>())?.usr;
}

/** '#section' or ''. */
export function useHash(): string {
  return useEntryProperty(readHash);
}
