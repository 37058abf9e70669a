import { openTariffApiMessages } from '#contracts/open-tariff-api';
import { DeadlineExceededError, withinRequestDeadline } from '../shared/deadline.js';
import { HttpError } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { loadCatalogue, storeFromEnvironment, type Catalogue } from '../shared/tariff-catalogue-store.js';
import type { TypicalConsumptionSet } from '#contracts/regulator-parameters';
import { readTypicalConsumptionParameter } from '../shared/regulator-figures.js';

/**
 * The live catalogue (kept a minute in memory by loadCatalogue), or a 503 in our words when
 * nothing was ever imported or the table cannot be read (docs/open-tariff-api.md › Errors).
 */
export async function liveCatalogue(): Promise<Catalogue> {
  let catalogue: Catalogue | undefined;
  try {
    catalogue = await withinRequestDeadline(
      'Reading the tariff catalogue',
      loadCatalogue(() => storeFromEnvironment()),
    );
  } catch (error) {
    if (error instanceof DeadlineExceededError) throw error;
    logger.error('Tariff catalogue could not be read', { error: (error as Error).name });
    throw new HttpError(503, 'catalogue_unavailable', openTariffApiMessages.catalogueUnavailable);
  }
  if (!catalogue) {
    logger.error('No tariff catalogue has been imported');
    throw new HttpError(503, 'catalogue_unavailable', openTariffApiMessages.catalogueUnavailable);
  }
  return catalogue;
}

/**
 * The typical consumption values ops set in SSM (`sample_consumption`, `sample_quotes`), or the
 * same 503 as the catalogue's when they cannot be read.
 */
export async function typicalConsumptionSets(): Promise<TypicalConsumptionSet[]> {
  try {
    return await readTypicalConsumptionParameter();
  } catch (error) {
    logger.error('Typical consumption values could not be read', { error: (error as Error).message });
    throw new HttpError(503, 'catalogue_unavailable', openTariffApiMessages.catalogueUnavailable);
  }
}
