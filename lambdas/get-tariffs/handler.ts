import { tariffMessages } from '#contracts/tariffs';
import { createHandler, json } from '../shared/http.js';
import { regionToPrice } from '../shared/region-to-price.js';
import { tariffsAnswer } from '../shared/tariffs-answer.js';

const timedOut = { code: 'tariffs_timeout', message: tariffMessages.timedOut };

/** GET /api/tariffs[?postcode=]: the home page's tariff cards (lambdas/shared/tariffs-answer.ts; docs/product/home.md › Tariff cards). */
export const handler = createHandler('get-tariffs', { timedOut }, async (event) => {
  const { body, cacheSeconds } = await tariffsAnswer(regionToPrice(event));
  return json(200, body, { cacheSeconds });
});
