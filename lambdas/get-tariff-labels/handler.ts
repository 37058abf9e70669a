import { postcodeSchema } from '#contracts/postcode';
import { regionForPostcode } from '#contracts/postcode-regions';
import { gspGroupOfRegion } from '#contracts/tariff-catalogue';
import { labelsFor, tariffLabelMessages, type TariffLabelsResponse } from '#contracts/tariff-labels';
import { createHandler, HttpError, json, validate } from '../shared/http.js';
import { todaysPrices } from '../shared/todays-prices.js';

/**
 * The same for every visitor of a region until the next import: CloudFront keeps each postcode's
 * answer (its cache key includes the query string) for five minutes.
 */
export const TARIFF_LABELS_CACHE_SECONDS = 300;

const timedOut = { code: 'tariff_labels_timeout', message: tariffLabelMessages.timedOut };
const unavailable = () => new HttpError(503, 'tariff_labels_unavailable', tariffLabelMessages.unavailable);

/**
 * GET /api/tariff-labels?postcode=NG15FS: a Tariff Information Label for every live tariff and
 * payment method in the postcode's region, today (docs/product/tariffs.md › Tariff information labels).
 */
export const handler = createHandler('get-tariff-labels', { timedOut }, async (event) => {
  const postcode = event.queryStringParameters?.postcode;
  if (!postcode?.trim()) throw new HttpError(400, 'postcode_required', tariffLabelMessages.postcodeRequired);
  const lookup = regionForPostcode(validate(postcode, postcodeSchema));
  if (!lookup.ok) throw new HttpError(400, 'postcode_not_served', lookup.message);

  const { catalogue, date, typical } = await todaysPrices(unavailable);
  const gsp = gspGroupOfRegion[lookup.region.id];
  const body: TariffLabelsResponse = {
    region: { ...lookup.region, gsp },
    date,
    typicalConsumption: {
      electricitySingleRateKwh: typical.electricitySingleRateKwh,
      electricityMultiRateKwh: typical.electricityMultiRateKwh,
      economy7DayPercent: typical.economy7DayPercent,
      gasKwh: typical.gasKwh,
      source: typical.source,
    },
    labels: labelsFor({ periods: catalogue.periods, gsp, date, typical }),
  };
  return json(200, body, { cacheSeconds: TARIFF_LABELS_CACHE_SECONDS });
});
