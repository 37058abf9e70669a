import type { Catalogue } from './tariff-catalogue-store.js';
import { loadCatalogue, storeFromEnvironment } from './tariff-catalogue-store.js';
import { typicalConsumptionOn, type TypicalConsumption } from '#contracts/typical-consumption';
import { ukDate } from '#contracts/uk-date';
import type { HttpError } from './http.js';
import { logger } from './logger.js';
import { readTypicalConsumptionParameter } from './regulator-figures.js';

/**
 * What every price route starts from (tariff cards, labels, the price-cap comparison): the
 * catalogue, today's UK date and the typical consumption of that day (from SSM,
 * ./regulator-figures.ts). Anything missing or unreadable is logged and answered with the
 * route's own 503 (`unavailable`).
 */
export async function todaysPrices(
  unavailable: () => HttpError,
): Promise<{ catalogue: Catalogue; date: string; typical: TypicalConsumption }> {
  const failed = (what: string) => (error: unknown) => {
    logger.error(`${what} could not be read`, { error: (error as Error).message });
    throw unavailable();
  };
  const [catalogue, sets] = await Promise.all([
    loadCatalogue(storeFromEnvironment).catch(failed('The tariff catalogue')),
    readTypicalConsumptionParameter().catch(failed('The typical consumption values')),
  ]);
  const date = ukDate(new Date());
  const typical = typicalConsumptionOn(sets, date);
  if (!catalogue || !typical) {
    logger.error('No tariff catalogue or typical consumption for today', { date, catalogue: catalogue?.version });
    throw unavailable();
  }
  return { catalogue, date, typical };
}
