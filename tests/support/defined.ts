/**
 * Lookups for tests under `noUncheckedIndexedAccess`: the value, or a failure that names what was
 * missing (rather than "cannot read properties of undefined" a line later).
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}

/** The item at `index` of a list (an array, a NodeList, mock calls), or a failure saying there is none. */
export function nth<T>(items: ArrayLike<T>, index: number): T {
  return defined(items[index], `an item at index ${index} of a list of ${items.length}`);
}
