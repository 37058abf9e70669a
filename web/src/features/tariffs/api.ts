import { compactPostcode } from '#contracts/postcode-rules';
import { tariffLabelMessages } from '#contracts/tariff-label-messages';
import type { TariffLabelsResponse } from '#contracts/tariff-labels';
import { apiPaths } from '#contracts/api-paths';
import { apiGet } from '../../lib/api';

// The answer's contract (and zod with it) loads with the answer, not with the page's first JavaScript.
const loadLabelsSchema = () =>
  import('#contracts/tariff-labels').then((contract) => contract.tariffLabelsResponseSchema);

/** GET /api/tariff-labels: every live tariff's label for the postcode's region. */
export function fetchTariffLabels(postcode: string, signal?: AbortSignal): Promise<TariffLabelsResponse> {
  const query = new URLSearchParams({ postcode: compactPostcode(postcode) });
  return apiGet(`${apiPaths.tariffLabels}?${query}`, loadLabelsSchema(), {
    signal,
    fallbackMessage: tariffLabelMessages.unavailable,
  });
}
