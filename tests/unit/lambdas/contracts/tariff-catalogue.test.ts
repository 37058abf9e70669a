import { describe, expect, it } from 'vitest';
import { distributionRegions, type RegionId } from '#contracts/distribution-regions';
import {
  gspGroupOfRegion,
  gspGroups,
  namedTariffs,
  parseTariffCode,
  products,
  regionOfGspGroup,
  tariffCode,
} from '#contracts/tariff-catalogue';

describe('regions and GSP groups', () => {
  // REGULATION.md › Regions: GSP group letters and distributor ids.
  it.each([
    [10, '_A'],
    [11, '_B'],
    [12, '_C'],
    [13, '_D'],
    [14, '_E'],
    [15, '_F'],
    [16, '_G'],
    [17, '_P'],
    [18, '_N'],
    [19, '_J'],
    [20, '_H'],
    [21, '_K'],
    [22, '_L'],
    [23, '_M'],
  ] as const)('region %i (%s) is GSP group %s, and back', (region: RegionId, gsp) => {
    expect(gspGroupOfRegion[region]).toBe(gsp);
    expect(regionOfGspGroup(gsp)).toBe(region);
  });

  it('covers all 14 regions with 14 different letters, I and O unused', () => {
    expect(Object.keys(gspGroupOfRegion).sort()).toEqual(Object.keys(distributionRegions).sort());
    expect(new Set(Object.values(gspGroupOfRegion)).size).toBe(14);
    expect([...gspGroups].sort()).toEqual([...Object.values(gspGroupOfRegion)].sort());
    expect(gspGroups.join('')).not.toMatch(/[IO]/);
  });
});

describe('tariff codes', () => {
  it('put the kind, the product and the region letter together, and come apart again', () => {
    const code = tariffCode('FERN-FIX-12M-26-10', 'electricity_dual', '_C');
    expect(code).toBe('E-2R-FERN-FIX-12M-26-10-C');
    expect(parseTariffCode(code)).toMatchObject({
      kind: 'electricity_dual',
      gsp: '_C',
      product: { code: 'FERN-FIX-12M-26-10' },
    });
    expect(parseTariffCode(tariffCode('FERN-SVT-26-07', 'gas', '_P'))).toMatchObject({ kind: 'gas', gsp: '_P' });
  });

  it.each(['E-1R-NOT-A-PRODUCT-A', 'E-1R-FERN-SVT-26-07-I', 'X-1R-FERN-SVT-26-07-A', 'E-1R-FERN-SVT-26-07', ''])(
    'refuses %j',
    (code) => {
      expect(parseTariffCode(code)).toBeUndefined();
    },
  );
});

describe('products and named tariffs', () => {
  it('name every tariff of the Terms: each fuel combination, variable and fixed for 12, 18 and 24 months', () => {
    const names = namedTariffs.map((tariff) => tariff.name);
    for (const name of ['Home Dual SVT', 'Home Dual E7 SVT', 'Home Elec SVT', 'Home Elec E7 SVT', 'Home Gas SVT'])
      expect(names).toContain(name);
    for (const months of [12, 18, 24])
      for (const fuels of ['Dual', 'Dual E7', 'Elec', 'Elec E7', 'Gas'])
        expect(names).toContain(`Home ${fuels} Fixed ${months}M`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('charge exit fees on fixed products only (BRAND.md: £75 per fuel), and sell fixed ones by Direct Debit only', () => {
    for (const product of products) {
      expect(product.exitFeePencePerFuel).toBe(product.isVariable ? 0 : 7_500);
      expect(product.termMonths === null).toBe(product.isVariable);
      expect(product.paymentMethods).toEqual(
        product.isVariable ? ['direct_debit_monthly', 'porob'] : ['direct_debit_monthly'],
      );
    }
    expect(new Set(products.map((product) => product.code)).size).toBe(products.length);
  });
});
