import type { Catalogue } from './tariff-catalogue-store.js';
import { loadCatalogue, storeFromEnvironment } from './tariff-catalogue-store.js';
import { typicalConsumptionOn, type TypicalConsumption } from '#contracts/typical-consumption';
import { ukDate } from '#contracts/uk-date';
import type { HttpError } from './http.js';
import { logger } from './logger.js';

/**
 * What every price route starts from (tariff cards, labels, the price-cap comparison): the
 * catalogue, today's UK date and the typical consumption of that day. Anything missing or
 * unreadable is logged and answered with the route's own 503 (`unavailable`).
 */
export async function todaysPrices(
  unavailable: () => HttpError,
): Promise<{ catalogue: Catalogue; date: string; typical: TypicalConsumption }> {
  const catalogue = await loadCatalogue(storeFromEnvironment).catch((error: unknown) => {
    logger.error('The tariff catalogue could not be read', error as Error);
    throw unavailable();
  });
  const date = ukDate(new Date());
  const typical = typicalConsumptionOn(date);
  if (!catalogue || !typical) {
    logger.error('No tariff catalogue or typical consumption for today', { date, catalogue: catalogue?.version });
    throw unavailable();
  }
  return { catalogue, date, typical };
}
