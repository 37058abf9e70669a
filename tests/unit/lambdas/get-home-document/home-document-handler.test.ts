import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOME_DOCUMENT_MODULE_VARIABLE, homeDocumentMessages } from '#contracts/home-document';
import { TARIFF_CATALOGUE_TABLE_NAME_VARIABLE } from '#contracts/tariff-catalogue-table';
import { ukDate, ukMidnight } from '#contracts/uk-date';
import withBannerEvent from '../../../../lambdas/get-home-document/events/with-banner.json';
import { handler as priceCapHandler } from '../../../../lambdas/get-price-cap/handler';
import getPriceCapEvent from '../../../../lambdas/get-price-cap/events/get.json';
import { handler as tariffsHandler } from '../../../../lambdas/get-tariffs/handler';
import getTariffsEvent from '../../../../lambdas/get-tariffs/events/get.json';
import { logger } from '../../../../lambdas/shared/logger';
import { forgetRegulatorFigures } from '../../../../lambdas/shared/regulator-figures';
import { forgetCachedCatalogue } from '../../../../lambdas/shared/tariff-catalogue-store';
import { quarterStarts } from '../../../../local/sandbox/regulator-figures';
import { testContext } from '../../support/api-gateway';
import { writeHomeDocumentRenderer } from '../../support/home-document-renderer';
import { useSandboxEnvironment } from '../../support/sandbox';

/*
 * GET /api/home-document/{variant} (decision 026) with a renderer of the web build's shape
 * (lambdas/contracts/home-document.ts) that writes down what it was given: the handler's part is
 * choosing the document, reading the two answers exactly as their routes do, caching no longer
 * than either and serving the document as built when the figures cannot be had. The real renderer
 * is tested in tests/unit/web/features/home/home-document.test.ts and end to end.
 */

const rendererDirectory = mkdtempSync(path.join(tmpdir(), 'fernleaf-home-document-'));
const renderer = writeHomeDocumentRenderer(
  rendererDirectory,
  { withBanner: '<body>with banner</body>', withoutBanner: '<body>without banner</body>' },
  "'<pre>' + JSON.stringify(answers) + '</pre>'",
);

useSandboxEnvironment({ [HOME_DOCUMENT_MODULE_VARIABLE]: renderer });
afterAll(() => rmSync(rendererDirectory, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
  forgetCachedCatalogue();
  forgetRegulatorFigures();
});

const context = testContext('get-home-document');
const event = (variant: string): APIGatewayProxyEventV2 => ({
  ...(withBannerEvent as unknown as APIGatewayProxyEventV2),
  pathParameters: { variant },
});

async function documentFor(variant: string) {
  const result = await handler(event(variant), context);
  return { result, text: String(result.body) };
}

let handler: typeof import('../../../../lambdas/get-home-document/handler').handler;
beforeAll(async () => {
  ({ handler } = await import('../../../../lambdas/get-home-document/handler'));
});

/** What the renderer was given, read back from its document. */
const answersIn = (text: string) => JSON.parse(/<pre>(.*)<\/pre>/.exec(text)?.[1] ?? 'null') as unknown;

describe('the home page document route', () => {
  it("fills each variant's document with exactly what GET /api/price-cap and GET /api/tariffs answer", async () => {
    const [priceCap, tariffs] = await Promise.all([
      priceCapHandler(getPriceCapEvent as unknown as APIGatewayProxyEventV2, testContext('get-price-cap')),
      tariffsHandler(getTariffsEvent as unknown as APIGatewayProxyEventV2, testContext('get-tariffs')),
    ]);
    const expected = { priceCap: JSON.parse(String(priceCap.body)), tariffs: JSON.parse(String(tariffs.body)) };
    for (const [variant, words] of [
      ['with-banner', 'with banner'],
      ['without-banner', 'without banner'],
    ]) {
      const { result, text } = await documentFor(variant!);
      expect(result.statusCode).toBe(200);
      expect(result.headers?.['content-type']).toBe('text/html; charset=utf-8');
      expect(text.startsWith(`<body>${words}<pre>`)).toBe(true);
      expect(answersIn(text)).toEqual(expected);
      // Browsers ask again on every visit; CloudFront keeps it as long as the answers may be kept.
      expect(result.headers?.['cache-control']).toBe('public, max-age=0, s-maxage=300');
    }
  });

  it("is cached no longer than the cap period lasts, and carries the next period's figures from its first day", async () => {
    const [, nextQuarter] = quarterStarts(ukDate(new Date()), 2);
    vi.useFakeTimers({ toFake: ['Date'], now: ukMidnight(nextQuarter!).getTime() - 100_000 });
    const before = await documentFor('with-banner');
    expect(before.result.headers?.['cache-control']).toBe('public, max-age=0, s-maxage=100');
    expect(answersIn(before.text)).toMatchObject({ priceCap: { priceCap: { validTo: nextQuarter } } });
    vi.setSystemTime(ukMidnight(nextQuarter!));
    forgetRegulatorFigures();
    const after = await documentFor('with-banner');
    expect(answersIn(after.text)).toMatchObject({ priceCap: { priceCap: { validFrom: nextQuarter } } });
  });

  it('serves the document as built, briefly cached, when the figures cannot be read: its early scripts ask the routes', async () => {
    const saved = process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE];
    process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = 'no-such-table';
    try {
      const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      const result = await handler(event('without-banner'), context);
      expect(result.statusCode).toBe(200);
      expect(result.body).toBe('<body>without banner</body>');
      expect(result.headers?.['cache-control']).toBe('public, max-age=0, s-maxage=30');
      expect(logged).toHaveBeenCalledWith('The home page goes without its figures', expect.anything());
      logged.mockRestore();
    } finally {
      process.env[TARIFF_CATALOGUE_TABLE_NAME_VARIABLE] = saved;
    }
  });

  it('answers 404 in our words for any other document', async () => {
    for (const variant of ['', 'index.html', 'with-banner/', '__proto__']) {
      const { result, text } = await documentFor(variant);
      expect(result.statusCode).toBe(404);
      expect(JSON.parse(text)).toEqual({ error: { code: 'not_found', message: homeDocumentMessages.notFound } });
    }
  });

  it('answers our 503 when the function was deployed without the web build (no renderer beside it)', async () => {
    vi.resetModules();
    const saved = process.env[HOME_DOCUMENT_MODULE_VARIABLE];
    process.env[HOME_DOCUMENT_MODULE_VARIABLE] = path.join(rendererDirectory, 'missing.mjs');
    try {
      const fresh = await import('../../../../lambdas/get-home-document/handler');
      const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      const result = await fresh.handler(event('with-banner'), context);
      logged.mockRestore();
      expect(result.statusCode).toBe(503);
      expect(JSON.parse(String(result.body))).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'This service is temporarily unavailable. Please try again later.',
        },
      });
    } finally {
      process.env[HOME_DOCUMENT_MODULE_VARIABLE] = saved;
    }
  });
});
