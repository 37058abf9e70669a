import { quoteWorkflowResponseSchema, tariffMessages, type Tariff } from '#contracts/tariffs';
import type { AppConfig } from '#contracts/app-config';
import { fetchValidated } from '../shared/upstream.js';
import { tariffCards } from './tariff-cards.js';

/** The quote region the home page prices: East Midlands (README: Product behaviour › Tariff cards). */
export const QUOTE_REGION_ID = 11;
/** A quote is a read for a marketing page: fail fast rather than hold the page's section. */
export const QUOTE_TIMEOUT_MS = 5_000;

/**
 * Asks the quote workflow for the region's tariffs and returns the cards to show. An upstream
 * that fails, times out or answers an unexpected shape becomes a 502/504 with a plain message.
 */
export async function fetchTariffCards(config: Pick<AppConfig, 'quoteUrl' | 'quoteApiKey'>): Promise<Tariff[]> {
  const quote = await fetchValidated(
    'Quote workflow',
    config.quoteUrl,
    { body: { regionId: QUOTE_REGION_ID }, headers: { 'x-api-key': config.quoteApiKey }, timeoutMs: QUOTE_TIMEOUT_MS },
    quoteWorkflowResponseSchema,
    {
      unavailable: { code: 'tariffs_unavailable', message: tariffMessages.unavailable },
      timedOut: { code: 'tariffs_timeout', message: tariffMessages.timedOut },
    },
  );
  return tariffCards(quote.data);
}
