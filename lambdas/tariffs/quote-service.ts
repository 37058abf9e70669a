import { quoteWorkflowResponseSchema, tariffMessages, type Tariff } from '../contracts/tariffs.js';
import type { AppConfig } from '../shared/config.js';
import { HttpError } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { callUpstream, UpstreamError } from '../shared/upstream.js';
import { tariffCards } from './tariff-cards.js';

/** The quote region the home page prices (East Midlands), as the spec fixes it. */
export const QUOTE_REGION_ID = 11;
/** A quote is a read for a marketing page: fail fast rather than hold the page's section. */
export const QUOTE_TIMEOUT_MS = 5_000;

/**
 * Asks the quote workflow for the region's tariffs and returns the cards to show. An upstream
 * that fails, times out or answers an unexpected shape becomes a 502/504 with a plain message.
 */
export async function fetchTariffCards(config: Pick<AppConfig, 'quoteUrl' | 'quoteApiKey'>): Promise<Tariff[]> {
  let body: unknown;
  try {
    ({ body } = await callUpstream(config.quoteUrl, {
      body: { regionId: QUOTE_REGION_ID },
      headers: { 'x-api-key': config.quoteApiKey },
      timeoutMs: QUOTE_TIMEOUT_MS,
    }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logger.warn('Quote workflow failed', { kind: error.kind, status: error.status });
    if (error.kind === 'timeout') throw new HttpError(504, 'tariffs_timeout', tariffMessages.timedOut);
    throw new HttpError(502, 'tariffs_unavailable', tariffMessages.unavailable);
  }

  const parsed = quoteWorkflowResponseSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    logger.warn('Quote workflow answered an unexpected shape', { path: issue?.path.join('.'), issue: issue?.message });
    throw new HttpError(502, 'tariffs_unavailable', tariffMessages.unavailable);
  }
  return tariffCards(parsed.data.data);
}
