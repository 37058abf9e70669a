import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../../lambdas/get-open-tariff-data/openapi.js';
import { get, useSampleCatalogue } from './support.js';

/*
 * The OpenAPI document against the handler's real answers over the sample catalogue: every
 * operation's documented response schema (JSON Schema 2020-12, as OpenAPI 3.1 has it) validates
 * what the handler answers, success and errors alike.
 */
useSampleCatalogue();

const SVT = 'FERN-SVT-26-07';
const E7 = `products/${SVT}/electricity-tariffs/E-2R-${SVT}-N/`;

// OpenAPI's own keywords around the schemas are not JSON Schema: declared so strict mode ignores them.
const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: true });
ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components']);
ajv.addFormat('uri', (value: string) => URL.canParse(value));
ajv.addFormat('date-time', (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value));
ajv.addSchema(openApiDocument, 'openapi');

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }> };

/** A $ref to the documented schema of an operation's answer with this status (following a response $ref). */
function schemaRef(pathTemplate: string, status: number): string {
  const paths = openApiDocument.paths as unknown as Record<string, { get: Operation } | undefined>;
  const response = paths[pathTemplate]?.get.responses[String(status)];
  if (!response) throw new Error(`${pathTemplate} documents no ${status}`);
  const escaped = pathTemplate
    .replaceAll('~', '~0')
    .replaceAll('/', '~1')
    .replaceAll('{', '%7B')
    .replaceAll('}', '%7D');
  return response.$ref
    ? `openapi${response.$ref}/content/application~1json/schema`
    : `openapi#/paths/${escaped}/get/responses/${status}/content/application~1json/schema`;
}

/** Validates against the document itself, so its $refs resolve; the problems found, if any. */
function validate(pathTemplate: string, status: number, body: unknown): string[] {
  const check = ajv.compile({ $ref: schemaRef(pathTemplate, status) });
  return check(body) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const cases: [string, string, Record<string, string>, number][] = [
  ['/products/', 'products/', {}, 200],
  ['/products/', 'products/', { page_size: '2', page: '2', available_at: '2026-11-01' }, 200],
  ['/products/', 'products/', { page_size: '9999' }, 400],
  ['/products/{product_code}/', `products/${SVT}/`, { tariffs_active_at: '2026-11-01' }, 200],
  ['/products/{product_code}/', `products/FERN-FIX-24M-26-10/`, {}, 200],
  ['/products/{product_code}/', `products/${SVT}/`, { tariffs_active_at: '2020-01-01' }, 200],
  ['/products/{product_code}/', 'products/NOPE/', {}, 404],
  [
    '/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/',
    `products/${SVT}/electricity-tariffs/E-1R-${SVT}-A/standard-unit-rates/`,
    {},
    200,
  ],
  ['/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/', `${E7}day-unit-rates/`, {}, 200],
  [
    '/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/',
    `${E7}day-unit-rates/`,
    { payment_method: 'NON_DIRECT_DEBIT' },
    200,
  ],
  [
    '/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/',
    `${E7}day-unit-rates/`,
    { payment_method: 'porob' },
    400,
  ],
  [
    '/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates/',
    `${E7}night-unit-rates/`,
    { page_size: '1' },
    200,
  ],
  ['/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges/', `${E7}standing-charges/`, {}, 200],
  [
    '/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates/',
    `products/${SVT}/gas-tariffs/G-1R-${SVT}-P/standard-unit-rates/`,
    { period_from: '2026-10-01' },
    200,
  ],
  [
    '/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges/',
    `products/${SVT}/gas-tariffs/G-1R-${SVT}-P/standing-charges/`,
    { period_from: 'soon' },
    400,
  ],
  [
    '/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges/',
    `products/${SVT}/gas-tariffs/G-1R-${SVT}-Q/standing-charges/`,
    {},
    404,
  ],
  ['/industry/grid-supply-points/', 'industry/grid-supply-points/', { postcode: 'EH1 1YZ' }, 200],
  ['/industry/grid-supply-points/', 'industry/grid-supply-points/', { postcode: 'JE2 3AB' }, 200],
  ['/industry/grid-supply-points/', 'industry/grid-supply-points/', { postcode: '12345' }, 400],
  ['/industry/grid-supply-points/', 'industry/grid-supply-points/', { postcode: 'SW1A' }, 200],
  ['/industry/grid-supply-points/', 'industry/grid-supply-points/', { page_size: '5', page: '2' }, 200],
  ['/industry/grid-supply-points/', 'industry/grid-supply-points/', { page: '9' }, 404],
  ['/products/', 'products/', { brand: 'OCTOPUS_ENERGY' }, 200],
  ['/openapi.json', 'openapi.json', {}, 200],
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents every endpoint the handler serves, with its parameters', () => {
    expect(openApiDocument.openapi).toBe('3.1.0');
    expect(new Set(cases.map(([template]) => template))).toEqual(new Set(Object.keys(openApiDocument.paths)));
  });

  it.each(cases)('describes %s (%s %o → %d)', async (template, path, query, status) => {
    const answer = await get(path, query);
    expect(answer.status).toBe(status);
    expect(validate(template, status, answer.body)).toEqual([]);
  });

  it('is what GET /api/v1/openapi.json serves', async () => {
    expect((await get('openapi.json')).body).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
  });

  it('catches an answer that strays from it', async () => {
    expect(validate('/industry/grid-supply-points/', 200, { count: 1, results: [{ group_id: '_I' }] })).not.toEqual([]);
    const { body } = await get(`products/${SVT}/`, { tariffs_active_at: '2026-11-01' });
    delete body.single_register_gas_tariffs._C.varying.standing_charge_inc_vat;
    body.sample_quotes._A.varying.dual_fuel_dual_rate.annual_cost_inc_vat = 1.5;
    expect(validate('/products/{product_code}/', 200, body)).toEqual([
      "/single_register_gas_tariffs/_C/varying must have required property 'standing_charge_inc_vat'",
      '/sample_quotes/_A/varying/dual_fuel_dual_rate/annual_cost_inc_vat must be integer',
    ]);
  });
});
