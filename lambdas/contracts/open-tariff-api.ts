/*
 * The open tariff API's fixed vocabulary (docs/open-tariff-api.md › Endpoints): its address,
 * paging limits and the words of every answer it refuses. Pure data, shared by the route
 * (lambdas/get-open-tariff-data/), its OpenAPI document and the tests.
 */

/** Every endpoint lives under this path, as the market's APIs live under /v1/. */
export const OPEN_TARIFF_API_PATH = '/api/v1/';

/** Page sizes of the lists, as the market's APIs have them. */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1500;

/**
 * How long CloudFront keeps an answer (docs/open-tariff-api.md › Caching). Prices are published
 * ahead of the day they apply from, so five minutes never hides a price in force.
 */
export const OPEN_TARIFF_API_CACHE_SECONDS = 300;

/** The query parameters that take a date and time. */
export const dateParameters = ['available_at', 'tariffs_active_at', 'period_from', 'period_to'] as const;
export type DateParameter = (typeof dateParameters)[number];

/** The query parameters that take true or false. */
export const booleanParameters = ['is_variable', 'is_green', 'is_tracker', 'is_prepay', 'is_business'] as const;
export type BooleanParameter = (typeof booleanParameters)[number];

function dateMessage(name: DateParameter): string {
  return `${name} must be a date (2026-10-01) or a date and time in ISO 8601 format (2026-10-01T00:00:00Z).`;
}

function booleanMessage(name: BooleanParameter): string {
  return `${name} must be true or false.`;
}

/** Every message the API answers a refused request with (the fuzz test checks them all). */
export const openTariffApiMessages = {
  notFound:
    'There is nothing at this address in the open tariff API. Its endpoints are listed in /api/v1/openapi.json.',
  unknownProduct: 'We have no product with this code. GET /api/v1/products/ lists our products.',
  unknownTariff: 'This product has no tariff with this code. GET /api/v1/products/{product_code}/ lists its tariffs.',
  unknownRate:
    'This tariff has no such rate: single-rate tariffs have standard-unit-rates, Economy 7 tariffs day-unit-rates and night-unit-rates, every tariff standing-charges.',
  pageSize: `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  page: 'page must be a whole number from 1.',
  pageNotFound: 'There is no page with this number.',
  periodToWithoutFrom: 'period_to needs period_from as well.',
  periodOrder: 'period_to must be later than period_from.',
  paymentMethod: 'payment_method must be DIRECT_DEBIT or NON_DIRECT_DEBIT.',
  catalogueUnavailable: 'Our tariff prices are not available at the moment. Please try again later.',
  ...(Object.fromEntries(dateParameters.map((name) => [`date_${name}`, dateMessage(name)])) as Record<
    `date_${DateParameter}`,
    string
  >),
  ...(Object.fromEntries(booleanParameters.map((name) => [`boolean_${name}`, booleanMessage(name)])) as Record<
    `boolean_${BooleanParameter}`,
    string
  >),
};

export function dateParameterMessage(name: DateParameter): string {
  return openTariffApiMessages[`date_${name}`];
}

export function booleanParameterMessage(name: BooleanParameter): string {
  return openTariffApiMessages[`boolean_${name}`];
}
