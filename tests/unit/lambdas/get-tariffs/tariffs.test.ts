import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gspGroups } from '#contracts/tariff-catalogue';
import { labelsFor } from '#contracts/tariff-labels';
import { readPriceFile } from '#contracts/tariff-price-file';
import type { Tariff } from '#contracts/tariffs';
import { typicalConsumptionOn } from '#contracts/typical-consumption';
import { sampleTypicalConsumptionSets } from '../../../../local/sandbox/regulator-figures';
import { compareTariffs, tariffCards } from '../../../../lambdas/shared/tariff-cards';
import { SAMPLE_PRICE_FILE } from '../../../../local/sandbox/tariff-catalogue';

const DATE = '2026-11-25';
const typical = typicalConsumptionOn(sampleTypicalConsumptionSets(), DATE)!;
const file = readPriceFile(readFileSync(SAMPLE_PRICE_FILE, 'utf8'), DATE);
const periods = file.ok ? file.periods : [];

describe('tariffCards', () => {
  it('shows the dual-fuel single-rate tariffs by Direct Debit, fixed first, then cheaper per month', () => {
    const cards = tariffCards({ periods, gsp: '_B', date: DATE, typical });
    expect(cards.map((card) => [card.name, card.isFixed, card.fixedMonths, card.tariff])).toEqual([
      ['Home Dual Fixed 12M', true, 12, 'home-dual-fixed-12m'],
      ['Home Dual Fixed 18M', true, 18, 'home-dual-fixed-18m'],
      ['Home Dual Fixed 24M', true, 24, 'home-dual-fixed-24m'],
      ['Home Dual SVT', false, 0, 'home-dual-svt'],
    ]);
    expect(cards.every((card) => card.type === 'dual' && card.dualFuel)).toBe(true);
  });

  it.each(gspGroups)(
    "in region %s, a card's yearly figure is its label's estimated annual cost, and a twelfth of it a month",
    (gsp) => {
      const labels = labelsFor({ periods, gsp, date: DATE, typical });
      for (const card of tariffCards({ periods, gsp, date: DATE, typical })) {
        const label = labels.find(
          (candidate) => candidate.tariff === card.tariff && candidate.paymentMethod === 'direct_debit_monthly',
        );
        expect(card.yearlyPence).toBe(label?.estimatedAnnualCostPence);
        expect(card.monthlyPence).toBe(Math.round(card.yearlyPence / 12));
      }
    },
  );

  it('has no cards on a day without prices', () => {
    expect(tariffCards({ periods, gsp: '_B', date: '2026-06-30', typical })).toEqual([]);
  });
});

describe('compareTariffs', () => {
  const base: Tariff = {
    name: 'x',
    tariff: 'x',
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
