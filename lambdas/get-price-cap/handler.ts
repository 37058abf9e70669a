import { priceCapMessages } from '#contracts/price-cap-values';
import { createHandler, json } from '../shared/http.js';
import { priceCapAnswer } from '../shared/price-cap-answer.js';
import { regionToPrice } from '../shared/region-to-price.js';

const timedOut = { code: 'price_cap_timeout', message: priceCapMessages.timedOut };

/**
 * GET /api/price-cap[?postcode=]: our standard variable tariff against the price cap
 * (lambdas/shared/price-cap-answer.ts; docs/product/home.md › Price-cap badges).
 */
export const handler = createHandler('get-price-cap', { timedOut }, async (event) => {
  const { body, cacheSeconds } = await priceCapAnswer(regionToPrice(event));
  return json(200, body, { cacheSeconds });
});
