import { OPEN_TARIFF_API_CACHE_SECONDS, openTariffApiMessages } from '#contracts/open-tariff-api';
import { productByCode } from '#contracts/tariff-catalogue';
import { createHandler, HttpError, json, type ApiEvent } from '../shared/http.js';
import { liveCatalogue, typicalConsumptionSets } from './catalogue.js';
import { chargedTariff, chargeHistory } from './charges.js';
import { endpointOf, type Endpoint } from './endpoints.js';
import { gridSupplyPoints } from './grid-supply-points.js';
import { paginate, publicOrigin } from './links.js';
import { paymentMethodParameter } from './market-payment-methods.js';
import { openApiDocument } from './openapi.js';
import { listProducts, productDetail, productSummary } from './products.js';
import { booleanParameter, dateParameter, pagingParameters, periodParameters, queryOf } from './query.js';

/*
 * GET /api/v1/{proxy+}: the open tariff API (docs/open-tariff-api.md › Endpoints), in the shape
 * of the market's open APIs, read from the tariff catalogue. Public, no authentication, every
 * answer cacheable at CloudFront; refused input is a 4xx in our words.
 */

function productOrNotFound(code: string) {
  const product = productByCode(code);
  if (!product) throw new HttpError(404, 'unknown_product', openTariffApiMessages.unknownProduct);
  return product;
}

async function answer(endpoint: Endpoint, event: ApiEvent): Promise<unknown> {
  const query = queryOf(event);
  const origin = publicOrigin(event);
  const path = (event.pathParameters?.proxy ?? '').replace(/\/?$/, '/');
  switch (endpoint.name) {
    case 'openapi':
      return openApiDocument;
    case 'grid-supply-points':
      return paginate(gridSupplyPoints(query.postcode), pagingParameters(query), origin, path, query);
    case 'products': {
      const filters = {
        availableAt: dateParameter(query, 'available_at') ?? new Date(),
        isVariable: booleanParameter(query, 'is_variable'),
        brand: query.brand?.trim() || undefined,
        flags: {
          is_green: booleanParameter(query, 'is_green'),
          is_tracker: booleanParameter(query, 'is_tracker'),
          is_prepay: booleanParameter(query, 'is_prepay'),
          is_business: booleanParameter(query, 'is_business'),
        },
      };
      const paging = pagingParameters(query);
      const summaries = listProducts(filters).map((product) => productSummary(product, origin));
      return paginate(summaries, paging, origin, path, query);
    }
    case 'product': {
      const product = productOrNotFound(endpoint.productCode);
      const at = dateParameter(query, 'tariffs_active_at') ?? new Date();
      const [catalogue, typicalSets] = await Promise.all([liveCatalogue(), typicalConsumptionSets()]);
      return productDetail(product, catalogue.periods, at, origin, typicalSets);
    }
    case 'charges': {
      const product = productOrNotFound(endpoint.productCode);
      const tariff = chargedTariff(product, endpoint.fuel, endpoint.tariffCode, endpoint.rate);
      const period = periodParameters(query);
      const paymentMethod = paymentMethodParameter(query);
      const paging = pagingParameters(query);
      const catalogue = await liveCatalogue();
      const charges = chargeHistory(catalogue.periods, tariff, endpoint.rate, period, paymentMethod);
      return paginate(charges, paging, origin, path, query);
    }
  }
}

export const handler = createHandler('get-open-tariff-data', async (event) => {
  const endpoint = endpointOf(event.pathParameters?.proxy);
  if (!endpoint) throw new HttpError(404, 'not_found', openTariffApiMessages.notFound);
  return json(200, await answer(endpoint, event), { cacheSeconds: OPEN_TARIFF_API_CACHE_SECONDS });
});
