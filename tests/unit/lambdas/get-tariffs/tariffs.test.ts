import { describe, expect, it } from 'vitest';
import { quoteWorkflowResponseSchema, type QuoteTariff, type Tariff } from '#contracts/tariffs';
import { compareTariffs, poundsToPence, tariffCards } from '../../../../lambdas/get-tariffs/tariff-cards';
import quoteFixture from '../../../../local/sandbox/data/quote.json';

function quoteTariff(overrides: Partial<QuoteTariff>): QuoteTariff {
  return {
    TariffName: 'Home Dual SVT',
    IsFixed: false,
    MonthlyTotalIncVat: 100,
    YearlyTotalIncVat: 1200,
    DualFuelOnly: true,
    TariffFuelType: 'DualFuel',
    FixedMonths: 0,
    ...overrides,
  };
}

const names = (tariffs: Tariff[]) => tariffs.map((tariff) => tariff.name);

describe('poundsToPence', () => {
  it('turns pounds with pence into whole pence without floating-point drift', () => {
    expect(poundsToPence(134.1)).toBe(13410);
    expect(poundsToPence(131.62)).toBe(13162);
    expect(poundsToPence(1609.2)).toBe(160920);
    expect(poundsToPence(0.29)).toBe(29);
    expect(poundsToPence(0)).toBe(0);
  });
});

describe('tariffCards', () => {
  it('keeps only DualFuelOnly tariffs, fixed first, then cheaper per month, from the sandbox quote', () => {
    const quote = quoteWorkflowResponseSchema.parse(quoteFixture.regions['11']);
    const cards = tariffCards(quote.data);
    expect(names(cards)).toEqual([
      'Home Elec Fixed 18M',
      'Home Dual Fixed 12M',
      'Home Dual Fixed 24M',
      'Home Dual SVT',
    ]);
    expect(cards[0]).toEqual({
      name: 'Home Elec Fixed 18M',
      type: 'elec',
      dualFuel: false,
      isFixed: true,
      fixedMonths: 18,
      monthlyPence: 7130,
      yearlyPence: 85560,
    });
    expect(cards[3]).toMatchObject({
      type: 'dual',
      dualFuel: true,
      isFixed: false,
      fixedMonths: 0,
      monthlyPence: 13162,
      yearlyPence: 157944,
    });
  });

  it('puts a dearer fixed tariff before a cheaper variable one', () => {
    const cards = tariffCards({
      dualFuelTariff: [
        quoteTariff({ TariffName: 'Variable', MonthlyTotalIncVat: 50 }),
        quoteTariff({ TariffName: 'Fixed', IsFixed: true, MonthlyTotalIncVat: 200 }),
      ],
      elecOnlyTariff: [],
    });
    expect(names(cards)).toEqual(['Fixed', 'Variable']);
  });

  it('keeps the quote order for equal tariffs: dual-fuel list before electricity-only list', () => {
    const cards = tariffCards({
      dualFuelTariff: [
        quoteTariff({ TariffName: 'Dual A', MonthlyTotalIncVat: 99.99 }),
        quoteTariff({ TariffName: 'Dual B', MonthlyTotalIncVat: 99.99 }),
      ],
      elecOnlyTariff: [quoteTariff({ TariffName: 'Elec A', MonthlyTotalIncVat: 99.99, TariffFuelType: 'Electricity' })],
    });
    expect(names(cards)).toEqual(['Dual A', 'Dual B', 'Elec A']);
    expect(cards.map((card) => card.type)).toEqual(['dual', 'dual', 'elec']);
  });

  it('compares prices in pence, so 0.1 + 0.2 style values order correctly', () => {
    const cards = tariffCards({
      dualFuelTariff: [
        quoteTariff({ TariffName: 'Dearer', MonthlyTotalIncVat: 0.3 }),
        quoteTariff({ TariffName: 'Cheaper', MonthlyTotalIncVat: 0.1 + 0.19 }),
      ],
      elecOnlyTariff: [],
    });
    expect(names(cards)).toEqual(['Cheaper', 'Dearer']);
  });

  it('answers an empty list for empty, missing or all-filtered-out lists', () => {
    expect(tariffCards({ dualFuelTariff: [], elecOnlyTariff: [] })).toEqual([]);
    expect(tariffCards({})).toEqual([]);
    expect(tariffCards({ dualFuelTariff: null, elecOnlyTariff: [quoteTariff({ DualFuelOnly: false })] })).toEqual([]);
  });

  it('treats a missing FixedMonths as 0 and only DualFuel as the dual-fuel fuel type', () => {
    const [card] = tariffCards({ elecOnlyTariff: [quoteTariff({ FixedMonths: null, TariffFuelType: 'Electricity' })] });
    expect(card).toMatchObject({ fixedMonths: 0, dualFuel: false, type: 'elec' });
  });
});

describe('compareTariffs', () => {
  const base: Tariff = {
    name: 'x',
    type: 'dual',
    dualFuel: true,
    isFixed: false,
    fixedMonths: 0,
    monthlyPence: 1000,
    yearlyPence: 12000,
  };
  it('orders fixed before variable regardless of price, then by monthly pence', () => {
    expect(compareTariffs({ ...base, isFixed: true, monthlyPence: 9999 }, base)).toBeLessThan(0);
    expect(compareTariffs(base, { ...base, isFixed: true })).toBeGreaterThan(0);
    expect(compareTariffs({ ...base, monthlyPence: 999 }, base)).toBeLessThan(0);
    expect(compareTariffs(base, { ...base })).toBe(0);
  });
});

describe('quoteWorkflowResponseSchema', () => {
  it('rejects a tariff whose price is not a number', () => {
    const result = quoteWorkflowResponseSchema.safeParse({
      data: { dualFuelTariff: [{ ...quoteTariff({}), MonthlyTotalIncVat: '131.62' }] },
    });
    expect(result.success).toBe(false);
  });
  it('rejects an answer without data', () => {
    expect(quoteWorkflowResponseSchema.safeParse({ dualFuelTariff: [] }).success).toBe(false);
  });
});
