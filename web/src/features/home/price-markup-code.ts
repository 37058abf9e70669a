import { deferredModule } from '../../components/deferred-island';

/**
 * The code that writes the price comparison and the tariff cards (price-markup.ts): not in the
 * home page's first JavaScript, since both are in its document when it is hydrated (MarkupIsland
 * adopts them); fetched once the page has responded, for an answer that changes them.
 */
export const priceMarkupCode = deferredModule(() => import('./price-markup'));

export type PriceMarkup = typeof import('./price-markup');
