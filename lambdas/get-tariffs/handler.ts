import { tariffMessages, type TariffsResponse } from '#contracts/tariffs';
import { loadConfig } from '../shared/config.js';
import { createHandler, json } from '../shared/http.js';
import { fetchTariffCards } from './quote-service.js';

/** Quote prices change rarely and are the same for every visitor: let CloudFront absorb the traffic. */
export const TARIFFS_CACHE_SECONDS = 300;

const timedOut = { code: 'tariffs_timeout', message: tariffMessages.timedOut };

export const handler = createHandler('get-tariffs', { timedOut }, async () => {
  const config = await loadConfig(['quoteUrl', 'quoteApiKey']);
  const body: TariffsResponse = { tariffs: await fetchTariffCards(config) };
  return json(200, body, { cacheSeconds: TARIFFS_CACHE_SECONDS });
});
