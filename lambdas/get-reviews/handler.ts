import { reviewMessages } from '#contracts/reviews';
import { loadConfig } from '../shared/config.js';
import { createHandler, json } from '../shared/http.js';
import { fetchReviews } from './review-service.js';

/** Reviews are public and change slowly: a few minutes of CDN cache spares the widget's rate limit. */
export const REVIEWS_CACHE_SECONDS = 300;

const timedOut = { code: 'reviews_timeout', message: reviewMessages.timedOut };

export const handler = createHandler('get-reviews', { timedOut }, async () => {
  const config = await loadConfig(['reviewsUrl', 'reviewsBusinessUnitId']);
  return json(200, await fetchReviews(config), { cacheSeconds: REVIEWS_CACHE_SECONDS });
});
