import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contracts/open-tariff-api';
import { gspGroups, paymentMethods } from '#contracts/tariff-catalogue';
import { chargePaymentMethodValues, PAYMENT_METHOD_PARAMETER, productPaymentKeys } from './market-payment-methods.js';

/*
 * The open tariff API's OpenAPI 3.1 document, served at GET /api/v1/openapi.json
 * (docs/open-tariff-api.md › OpenAPI document). tests/unit/lambdas/get-open-tariff-data/
 * checks the handler's real answers against it with a JSON Schema 2020-12 validator, so a change
 * of shape changes this document or fails there.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pence = {
  type: 'number',
  minimum: 0,
  description: 'Pence (per kWh for unit rates, per day for standing charges).',
};
const instant = { type: 'string', format: 'date-time' };

const tariffProperties = (rates: string[]) => ({
  code: { type: 'string' },
  ...Object.fromEntries(rates.flatMap((rate) => [`${rate}_exc_vat`, `${rate}_inc_vat`].map((name) => [name, pence]))),
  online_discount_exc_vat: pence,
  online_discount_inc_vat: pence,
  dual_fuel_discount_exc_vat: pence,
  dual_fuel_discount_inc_vat: pence,
  exit_fees_exc_vat: { type: 'integer', minimum: 0, description: 'Pence per fuel.' },
  exit_fees_inc_vat: { type: 'integer', minimum: 0, description: 'Pence per fuel.' },
  exit_fees_type: { enum: ['NONE', 'PER_FUEL'] },
  links: { type: 'array', items: ref('Link') },
});

function tariffSchema(rates: string[]) {
  const properties = tariffProperties(rates);
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

/** GSP group -> payment method (the market's keys: direct_debit_monthly, varying) -> tariff. */
const byRegionAndPaymentMethod = (item: object) => ({
  type: 'object',
  propertyNames: { enum: [...gspGroups] },
  additionalProperties: {
    type: 'object',
    propertyNames: { enum: paymentMethods.map((method) => productPaymentKeys[method]) },
    additionalProperties: item,
  },
});

const pageOf = (item: object) => ({
  type: 'object',
  additionalProperties: false,
  required: ['count', 'next', 'previous', 'results'],
  properties: {
    count: { type: 'integer', minimum: 0 },
    next: { type: ['string', 'null'], format: 'uri' },
    previous: { type: ['string', 'null'], format: 'uri' },
    results: { type: 'array', items: item },
  },
});

const queryParameter = (name: string, description: string, schema: object) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

const dateTimeQuery = (name: string, description: string) =>
  queryParameter(
    name,
    `${description} An ISO 8601 date and time (UTC when no offset is given), or a date (from the start of that day in UK time).`,
    { type: 'string' },
  );

const pageParameters = [
  queryParameter('page', 'Page number, from 1.', { type: 'integer', minimum: 1, default: 1 }),
  queryParameter('page_size', `Results per page, at most ${MAX_PAGE_SIZE}.`, {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
  }),
];

const errorResponses = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '404': { $ref: '#/components/responses/NotFound' },
};

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

const productCodeParameter = { name: 'product_code', in: 'path', required: true, schema: { type: 'string' } };
const tariffCodeParameter = {
  name: 'tariff_code',
  in: 'path',
  required: true,
  description: 'E-1R-, E-2R- or G-1R-, the product code, then the region letter (E-1R-FERN-SVT-26-07-C).',
  schema: { type: 'string' },
};

function chargesPath(fuel: 'electricity' | 'gas', rate: string, summary: string) {
  return {
    get: {
      operationId: `${fuel}-${rate}`,
      summary,
      parameters: [
        productCodeParameter,
        tariffCodeParameter,
        dateTimeQuery('period_from', 'Charges in force at or after this instant.'),
        dateTimeQuery('period_to', 'Charges in force before this instant (needs period_from).'),
        queryParameter(
          PAYMENT_METHOD_PARAMETER,
          "Only the charges of this payment method and those of every method (payment_method null); a tariff's links carry it.",
          { enum: chargePaymentMethodValues },
        ),
        ...pageParameters,
      ],
      responses: {
        '200': { description: 'Newest first.', ...json(ref('ChargePage')) },
        ...errorResponses,
        '503': { $ref: '#/components/responses/Unavailable' },
      },
    },
  };
}

const chargePaths = {
  '/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/': chargesPath(
    'electricity',
    'standard-unit-rates',
    'Unit rates of a single-rate electricity tariff',
  ),
  '/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/': chargesPath(
    'electricity',
    'day-unit-rates',
    'Day unit rates of an Economy 7 tariff',
  ),
  '/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates/': chargesPath(
    'electricity',
    'night-unit-rates',
    'Night unit rates of an Economy 7 tariff',
  ),
  '/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges/': chargesPath(
    'electricity',
    'standing-charges',
    'Standing charges of an electricity tariff',
  ),
  '/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates/': chargesPath(
    'gas',
    'standard-unit-rates',
    'Unit rates of a gas tariff',
  ),
  '/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges/': chargesPath(
    'gas',
    'standing-charges',
    'Standing charges of a gas tariff',
  ),
};

const annualCost = {
  type: 'object',
  additionalProperties: false,
  required: ['annual_cost_inc_vat', 'annual_cost_exc_vat'],
  properties: {
    annual_cost_inc_vat: { type: 'integer', minimum: 0, description: 'Pence a year.' },
    annual_cost_exc_vat: { type: 'integer', minimum: 0, description: 'Pence a year.' },
  },
};

const sampleQuoteNames = [
  'electricity_single_rate',
  'electricity_dual_rate',
  'dual_fuel_single_rate',
  'dual_fuel_dual_rate',
];

const kwh = { type: 'integer', minimum: 0, description: 'kWh a year.' };

const productSummaryProperties = {
  code: { type: 'string' },
  direction: { const: 'IMPORT' },
  full_name: { type: 'string' },
  display_name: { type: 'string' },
  description: { type: 'string' },
  is_variable: { type: 'boolean' },
  is_green: { type: 'boolean' },
  is_tracker: { type: 'boolean' },
  is_prepay: { type: 'boolean' },
  is_business: { type: 'boolean' },
  is_restricted: { type: 'boolean' },
  term: { type: ['integer', 'null'], description: 'Months the prices are fixed for; null when variable.' },
  available_from: instant,
  available_to: { type: ['string', 'null'], format: 'date-time' },
  brand: { type: 'string' },
  links: { type: 'array', items: ref('Link') },
};

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Fernleaf Energy open tariff API',
    version: '1.0.0',
    summary: "Every live tariff's prices by region and payment method, in the market's open-API shape.",
    description:
      'Public and unauthenticated. Prices in pence, with and without VAT at 5%. Dates as ISO 8601 instants; a price change starts at midnight UK time. See docs/open-tariff-api.md in the repository.',
  },
  servers: [{ url: '/api/v1' }],
  paths: {
    '/products/': {
      get: {
        operationId: 'list-products',
        summary: 'Products on sale',
        parameters: [
          queryParameter('brand', 'Only the products of this brand: ours is FERNLEAF (any other lists none).', {
            type: 'string',
          }),
          queryParameter('is_variable', 'Only variable (true) or fixed (false) products.', { type: 'boolean' }),
          queryParameter('is_green', 'Only green products (none of ours are).', { type: 'boolean' }),
          queryParameter('is_tracker', 'Only tracker products (none of ours are).', { type: 'boolean' }),
          queryParameter('is_prepay', 'Only prepayment products (none of ours are).', { type: 'boolean' }),
          queryParameter('is_business', 'Only business products (none of ours are).', { type: 'boolean' }),
          dateTimeQuery('available_at', 'Products on sale at this instant (default: now).'),
          ...pageParameters,
        ],
        responses: { '200': { description: 'One page of products.', ...json(ref('ProductPage')) }, ...errorResponses },
      },
    },
    '/products/{product_code}/': {
      get: {
        operationId: 'get-product',
        summary: 'A product with its tariffs in every region',
        parameters: [
          productCodeParameter,
          dateTimeQuery('tariffs_active_at', 'The tariffs in force at this instant (default: now).'),
        ],
        responses: {
          '200': { description: 'The product.', ...json(ref('Product')) },
          ...errorResponses,
          '503': { $ref: '#/components/responses/Unavailable' },
        },
      },
    },
    ...chargePaths,
    '/industry/grid-supply-points/': {
      get: {
        operationId: 'grid-supply-points',
        summary: "Grid supply point groups, or a postcode's",
        parameters: [
          queryParameter('postcode', 'A full postcode (SW1A 1AA) or an outward code (SW1A); without it, every group.', {
            type: 'string',
          }),
          ...pageParameters,
        ],
        responses: {
          '200': { description: 'Empty for a UK postcode we do not supply.', ...json(ref('GridSupplyPointPage')) },
          ...errorResponses,
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openapi-document',
        summary: 'This document',
        responses: { '200': { description: 'OpenAPI 3.1.', ...json({ type: 'object' }) } },
      },
    },
  },
  components: {
    schemas: {
      Link: {
        type: 'object',
        additionalProperties: false,
        required: ['href', 'method', 'rel'],
        properties: { href: { type: 'string', format: 'uri' }, method: { const: 'GET' }, rel: { type: 'string' } },
      },
      ProductSummary: {
        type: 'object',
        additionalProperties: false,
        required: Object.keys(productSummaryProperties),
        properties: productSummaryProperties,
      },
      ProductPage: pageOf(ref('ProductSummary')),
      Product: {
        type: 'object',
        additionalProperties: false,
        required: [
          ...Object.keys(productSummaryProperties),
          'tariffs_active_at',
          'single_register_electricity_tariffs',
          'dual_register_electricity_tariffs',
          'single_register_gas_tariffs',
          'four_rate_ev_electricity_tariffs',
          'sample_quotes',
          'sample_consumption',
        ],
        properties: {
          ...productSummaryProperties,
          tariffs_active_at: instant,
          single_register_electricity_tariffs: byRegionAndPaymentMethod(ref('SingleRateTariff')),
          dual_register_electricity_tariffs: byRegionAndPaymentMethod(ref('DualRateTariff')),
          single_register_gas_tariffs: byRegionAndPaymentMethod(ref('SingleRateTariff')),
          four_rate_ev_electricity_tariffs: {
            type: 'object',
            maxProperties: 0,
            description: 'Always empty: we have no four-rate tariffs. Here because the market writes it.',
          },
          sample_quotes: byRegionAndPaymentMethod({
            type: 'object',
            propertyNames: { enum: sampleQuoteNames },
            additionalProperties: annualCost,
          }),
          sample_consumption: {
            type: 'object',
            additionalProperties: false,
            properties: {
              electricity_single_rate: {
                type: 'object',
                additionalProperties: false,
                required: ['electricity_standard'],
                properties: { electricity_standard: kwh },
              },
              electricity_dual_rate: {
                type: 'object',
                additionalProperties: false,
                required: ['electricity_day', 'electricity_night'],
                properties: { electricity_day: kwh, electricity_night: kwh },
              },
              dual_fuel_single_rate: {
                type: 'object',
                additionalProperties: false,
                required: ['electricity_standard', 'gas_standard'],
                properties: { electricity_standard: kwh, gas_standard: kwh },
              },
              dual_fuel_dual_rate: {
                type: 'object',
                additionalProperties: false,
                required: ['electricity_day', 'electricity_night', 'gas_standard'],
                properties: { electricity_day: kwh, electricity_night: kwh, gas_standard: kwh },
              },
            },
          },
        },
      },
      SingleRateTariff: tariffSchema(['standing_charge', 'standard_unit_rate']),
      DualRateTariff: tariffSchema(['standing_charge', 'day_unit_rate', 'night_unit_rate']),
      Charge: {
        type: 'object',
        additionalProperties: false,
        required: ['value_exc_vat', 'value_inc_vat', 'valid_from', 'valid_to', 'payment_method'],
        properties: {
          value_exc_vat: pence,
          value_inc_vat: pence,
          valid_from: instant,
          valid_to: { type: ['string', 'null'], format: 'date-time', description: 'Exclusive; null while open.' },
          payment_method: {
            enum: [...chargePaymentMethodValues, null],
            description: 'DIRECT_DEBIT, NON_DIRECT_DEBIT, or null when the price is the same for every payment method.',
          },
        },
      },
      ChargePage: pageOf(ref('Charge')),
      GridSupplyPoint: {
        type: 'object',
        additionalProperties: false,
        required: ['group_id'],
        properties: { group_id: { enum: [...gspGroups] } },
      },
      GridSupplyPointPage: pageOf(ref('GridSupplyPoint')),
      Error: {
        type: 'object',
        additionalProperties: false,
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            additionalProperties: false,
            required: ['code', 'message'],
            properties: { code: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
    responses: {
      BadRequest: { description: 'A parameter could not be read; the message says which.', ...json(ref('Error')) },
      NotFound: { description: 'No such product, tariff, rate, page or endpoint.', ...json(ref('Error')) },
      Unavailable: { description: 'The prices cannot be read at the moment.', ...json(ref('Error')) },
    },
  },
} as const;
