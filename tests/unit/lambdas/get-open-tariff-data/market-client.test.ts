import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TariffLabel, TariffLabelsResponse } from '#contracts/tariff-labels';
import type { PaymentMethod } from '#contracts/tariff-catalogue';
import { listenOnFreePort, type RunningServer } from '../../../../local/http-server.js';
import { createSiteListener } from '../../../../local/site-server.js';
import { useSampleCatalogue } from './support.js';

/*
 * The contract with the market's clients (docs/open-tariff-api.md › Payment methods): two clients
 * written for the market's tariff API, played against the local server over HTTP, unchanged but
 * for the base URL. Each must read, for a Direct Debit and for a pay-on-receipt customer, the
 * same unit rates and standing charges as that region's Tariff Information Label for that method.
 */

useSampleCatalogue();
let site: RunningServer;

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
  site = await listenOnFreePort(
    createSiteListener({ distDir: 'web/dist', portalOrigin: 'https://my.fernleaf.example' }),
  );
});
afterAll(async () => {
  await site.close();
  vi.unstubAllEnvs();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the clients read untyped JSON, as the real ones do
type Json = any;

async function getJson(url: string): Promise<Json> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.json();
}

/** Every item of a paginated list, following `next` as the clients do. */
async function allPages(url: string): Promise<Json[]> {
  const items: Json[] = [];
  for (let next: string | null = url; next;) {
    const page: Json = await getJson(next);
    items.push(...page.results);
    next = page.next;
  }
  return items;
}

const mapOfKind = {
  electricity_single: 'single_register_electricity_tariffs',
  electricity_dual: 'dual_register_electricity_tariffs',
  gas: 'single_register_gas_tariffs',
} as const;

type Prices = Record<string, number>;

function inForce(items: Json[], now: Date): Json[] {
  return items.filter(
    (item) => new Date(item.valid_from) <= now && (item.valid_to === null || now < new Date(item.valid_to)),
  );
}

/**
 * Client 1 (a library that reads product detail): looks for `direct_debit_monthly`, then
 * `varying`, takes that tariff's links and the first item in force of each history.
 */
async function linkFollowingClient(product: Json, kind: keyof typeof mapOfKind, gsp: string, directDebit: boolean) {
  const byMethod = product[mapOfKind[kind]][gsp];
  const tariff = directDebit ? byMethod?.direct_debit_monthly : (byMethod?.varying ?? undefined);
  if (!tariff) return undefined;
  const prices: Prices = {};
  const now = new Date();
  for (const link of tariff.links as { href: string; rel: string }[]) {
    const [first] = inForce(await allPages(link.href), now);
    prices[link.rel.replace(/s$/, '')] = first.value_inc_vat;
  }
  return prices;
}

/**
 * Client 2 (the home-automation integration): builds each history's address from the tariff
 * code itself, then keeps the items whose payment_method lower-cased is `direct_debit` (and null)
 * when set for Direct Debit, and drops those otherwise.
 */
async function filteringClient(product: Json, kind: keyof typeof mapOfKind, gsp: string, directDebit: boolean) {
  const byMethod = product[mapOfKind[kind]][gsp];
  const code: string | undefined = (byMethod?.direct_debit_monthly ?? byMethod?.varying)?.code;
  if (!code) return undefined;
  const fuel = kind === 'gas' ? 'gas-tariffs' : 'electricity-tariffs';
  const rates = kind === 'electricity_dual' ? ['day-unit-rates', 'night-unit-rates'] : ['standard-unit-rates'];
  const prices: Prices = {};
  const now = new Date();
  for (const rate of [...rates, 'standing-charges']) {
    const items = await allPages(`${site.url}/api/v1/products/${product.code}/${fuel}/${code}/${rate}/`);
    const kept = items.filter((item) => {
      if (item.payment_method === null) return true;
      const isDirectDebit = String(item.payment_method).toLowerCase() === 'direct_debit';
      return directDebit ? isDirectDebit : !isDirectDebit;
    });
    const current = inForce(kept, now);
    // Its own method's items follow one another: never two prices for one moment.
    expect(current.length, `${code} ${rate}`).toBeLessThanOrEqual(1);
    if (current.length === 0) return undefined;
    prices[rate.replaceAll('-', '_').replace(/s$/, '')] = current[0].value_inc_vat;
  }
  return prices;
}

function labelPrices(label: TariffLabel, kind: keyof typeof mapOfKind): Prices | undefined {
  const fuel = label.fuels.find((candidate) => candidate.kind === kind);
  if (!fuel) return undefined;
  const prices: Prices = { standing_charge: fuel.standingChargePencePerDay };
  for (const rate of fuel.unitRates) prices[rate.rate] = rate.pencePerKwh;
  return prices;
}

const clients = { 'follows the links': linkFollowingClient, 'filters by payment_method': filteringClient };
const postcodes = ['NG1 5FS', 'SW1A 1AA', 'EH1 1YZ'];

describe.each(Object.entries(clients))('a market client that %s', (_name, client) => {
  it.each(postcodes)('reads the label prices of each method in the region of %s', async (postcode) => {
    const labels: TariffLabelsResponse = await getJson(
      `${site.url}/api/tariff-labels?postcode=${encodeURIComponent(postcode)}`,
    );
    const gsp = labels.region.gsp;
    const products = await allPages(`${site.url}/api/v1/products/`);
    expect(products.length).toBeGreaterThan(0);
    let compared = 0;
    for (const summary of products) {
      const product = await getJson(summary.links[0].href);
      for (const method of ['direct_debit_monthly', 'porob'] as PaymentMethod[]) {
        for (const kind of Object.keys(mapOfKind) as (keyof typeof mapOfKind)[]) {
          const label = labels.labels.find(
            (candidate) =>
              candidate.productCode === product.code &&
              candidate.paymentMethod === method &&
              candidate.fuels.length === 1 &&
              candidate.fuels[0]?.kind === kind,
          );
          const read = await client(product, kind, gsp, method === 'direct_debit_monthly');
          const expected = label ? labelPrices(label, kind) : undefined;
          // A method the product is not sold with: no label, and the client finds no price.
          expect(read, `${product.code} ${kind} ${gsp} ${method}`).toEqual(expected);
          if (expected) compared += 1;
        }
      }
    }
    // The variable product's three kinds by both methods, each fixed product's by Direct Debit.
    expect(compared).toBe(3 * 2 + 3 * 3);
  });
});
