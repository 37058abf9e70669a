import { quoteWorkflowResponseSchema, tariffMessages, type Tariff } from '#contracts/tariffs';
import type { AppConfig } from '#contracts/app-config';
import type { RegionId } from '#contracts/postcode-regions';
import { fetchValidated } from '../shared/upstream.js';
import { tariffCards } from './tariff-cards.js';

/** A quote is a read for a marketing page: fail fast rather than hold the page's section. */
export const QUOTE_TIMEOUT_MS = 5_000;

/**
 * Asks the quote workflow for a distribution region's tariffs and returns the cards to show. An upstream
 * that fails, times out or answers an unexpected shape becomes a 502/504 with a plain message.
 */
export async function fetchTariffCards(
  config: Pick<AppConfig, 'quoteUrl' | 'quoteApiKey'>,
  regionId: RegionId,
): Promise<Tariff[]> {
  const quote = await fetchValidated(
    'Quote workflow',
    config.quoteUrl,
    { body: { regionId }, headers: { 'x-api-key': config.quoteApiKey }, timeoutMs: QUOTE_TIMEOUT_MS },
    quoteWorkflowResponseSchema,
    {
      unavailable: { code: 'tariffs_unavailable', message: tariffMessages.unavailable },
      timedOut: { code: 'tariffs_timeout', message: tariffMessages.timedOut },
    },
  );
  return tariffCards(quote.data);
}
