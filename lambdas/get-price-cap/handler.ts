import type { PriceCapResponse } from '#contracts/price-cap';
import { loadPriceCapSettings } from '../shared/price-cap-settings.js';
import { createHandler, json } from '../shared/http.js';

/** Values change a few times a year; a short CDN cache keeps SSM calls rare yet updates quick. */
const CACHE_SECONDS = 300;

export const handler = createHandler('get-price-cap', async () => {
  const body: PriceCapResponse = await loadPriceCapSettings();
  return json(200, body, { cacheSeconds: CACHE_SECONDS });
});
