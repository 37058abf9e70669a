import type { PriceCapResponse } from '#contracts/price-cap';
import { MISSING_DISPLAY_VALUE } from '#contracts/price-cap-values';
import { loadPriceCapSettings } from '../shared/price-cap-settings.js';
import { createHandler, json } from '../shared/http.js';

/** Values change a few times a year; a short CDN cache keeps SSM calls rare yet updates quick. */
export const PRICE_CAP_RESPONSE_CACHE_SECONDS = 300;
/**
 * An answer with a '--' (a value unset, or SSM failing) is not kept for five minutes: CloudFront
 * holds it for 30 s only, so the real values return soon after SSM recovers, while a burst of
 * visitors during an SSM outage still reaches the function at most twice a minute per edge.
 */
export const INCOMPLETE_PRICE_CAP_CACHE_SECONDS = 30;

export const handler = createHandler('get-price-cap', async () => {
  const body: PriceCapResponse = await loadPriceCapSettings();
  const complete = Object.values(body).every((value) => value !== MISSING_DISPLAY_VALUE);
  return json(200, body, {
    cacheSeconds: complete ? PRICE_CAP_RESPONSE_CACHE_SECONDS : INCOMPLETE_PRICE_CAP_CACHE_SECONDS,
  });
});
