import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, expect, it } from 'vitest';
import { tariffLabelsResponseSchema } from '#contracts/tariff-labels';
import { tariffsResponseSchema } from '#contracts/tariffs';
import { handler as cardsHandler } from '../../../lambdas/get-tariffs/handler';
import { handler as labelsHandler } from '../../../lambdas/get-tariff-labels/handler';
import { handler as openApiHandler } from '../../../lambdas/get-open-tariff-data/handler';
import getEvent from '../../../lambdas/get-tariffs/events/get.json';
import { forgetCachedCatalogue } from '../../../lambdas/shared/tariff-catalogue-store';
import { testContext } from '../support/api-gateway';
import { useSandboxEnvironment } from '../support/sandbox';
import { openApiEvent } from './get-open-tariff-data/support';

/*
 * The three places a price is published (the home page's cards, the Tariff Information Labels and
 * the open tariff API's sample quotes) read one catalogue (docs/product/tariffs.md), so for every
 * region the same tariff has the same annual cost in all three, to the penny.
 */
useSandboxEnvironment();
afterEach(() => forgetCachedCatalogue());

/** One postcode in each of the 14 regions. */
const postcodes = ['CB2 1TN', 'NG1 5FS', 'SW1A 1AA', 'L1 8JQ', 'B33 8TH', 'NE1 7RU', 'M1 1AE'];
postcodes.push('IV2 3EB', 'EH1 1YZ', 'CT1 2EH', 'SO14 7DU', 'CF10 1EP', 'PL1 2AA', 'LS1 4DY');

const event = getEvent as unknown as APIGatewayProxyEventV2;
const withPostcode = (postcode: string): APIGatewayProxyEventV2 => ({
  ...event,
  rawQueryString: new URLSearchParams({ postcode }).toString(),
  queryStringParameters: { postcode },
});

async function json(answer: Promise<{ statusCode?: number; body?: string }>): Promise<unknown> {
  const { statusCode, body } = await answer;
  expect(statusCode).toBe(200);
  return JSON.parse(String(body));
}

it.each(postcodes)('%s: each card, its label and the open API sample quote give the same year', async (postcode) => {
  const cards = tariffsResponseSchema.parse(
    await json(cardsHandler(withPostcode(postcode), testContext('get-tariffs'))),
  );
  const { region, labels } = tariffLabelsResponseSchema.parse(
    await json(labelsHandler(withPostcode(postcode), testContext('get-tariff-labels'))),
  );
  expect(cards.tariffs).toHaveLength(4);
  for (const card of cards.tariffs) {
    const label = labels.find((each) => each.tariff === card.tariff && each.paymentMethod === 'direct_debit_monthly');
    expect(label, card.name).toBeDefined();
    const product = (await json(
      openApiHandler(openApiEvent(`products/${label!.productCode}/`), testContext('get-open-tariff-data')),
    )) as { sample_quotes: Record<string, Record<string, Record<string, { annual_cost_inc_vat: number }>>> };
    const quote = product.sample_quotes[region.gsp]?.direct_debit_monthly?.dual_fuel_single_rate;
    expect(card.yearlyPence, card.name).toBe(label!.estimatedAnnualCostPence);
    expect(card.yearlyPence, card.name).toBe(quote?.annual_cost_inc_vat);
  }
});
