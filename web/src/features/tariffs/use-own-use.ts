import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addressWithOwnUse, checkOwnUse, ownUseFromAddress, type CheckedOwnUse, type OwnUseText } from './own-use';

export interface OwnUseFromAddress {
  /** The form's text from the address, or undefined when it has none. */
  text: OwnUseText | undefined;
  /** Only the own-use parameters of the address, for links that keep them. */
  parameters: URLSearchParams;
  checked: CheckedOwnUse | undefined;
}

/**
 * The household's own use, from the page's address only (docs/product/tariffs.md › Your own use):
 * never sent to the API. Keyed by the text of the query, so the same address gives the same
 * objects and the form resets only when the address really changes.
 */
export function useOwnUseFromAddress(): OwnUseFromAddress {
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  return useMemo(() => {
    const text = ownUseFromAddress(new URLSearchParams(query));
    return {
      text,
      parameters: addressWithOwnUse(new URLSearchParams(), text),
      checked: text && checkOwnUse(text),
    };
  }, [query]);
}
