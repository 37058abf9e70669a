import { compactPostcode } from '#contracts/postcode-rules';
import { tariffLabelMessages, tariffLabelsResponseSchema, type TariffLabelsResponse } from '#contracts/tariff-labels';
import { apiGet } from '../../lib/api';

/** GET /api/tariff-labels: every live tariff's label for the postcode's region. */
export function fetchTariffLabels(postcode: string, signal?: AbortSignal): Promise<TariffLabelsResponse> {
  const query = new URLSearchParams({ postcode: compactPostcode(postcode) });
  return apiGet(`/api/tariff-labels?${query}`, tariffLabelsResponseSchema, {
    signal,
    fallbackMessage: tariffLabelMessages.unavailable,
  });
}
