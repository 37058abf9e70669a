import { describe, expect, it } from 'vitest';
import { annualCostPence, assumedUsage, incVatOf, toScaledInteger } from '#contracts/tariff-arithmetic';
import type { RatePeriod } from '#contracts/tariff-catalogue';
import { typicalConsumptionOn, type TypicalConsumption } from '#contracts/typical-consumption';
import { isCalendarDate } from '#contracts/tariff-price-file';
import { sampleTypicalConsumptionSets } from '../../../../local/sandbox/regulator-figures';

const typical: TypicalConsumption = {
  validFrom: '2026-07-01',
  validTo: null,
  electricitySingleRateKwh: 2_500,
  electricityMultiRateKwh: 3_400,
  economy7DayPercent: 58,
  gasKwh: 9_500,
  source: 'test',
};

const base = {
  productCode: 'FERN-SVT-26-07',
  gsp: '_A',
  paymentMethod: 'direct_debit_monthly',
  validFrom: '2026-07-01',
  validTo: null,
} as const;

describe('incVatOf', () => {
  it.each([
    [24.8476, 26.09], // 26.08998
    [52.288, 54.9], // 54.9024
    [10, 10.5],
    [2.5, 2.63], // exactly 2.625: halves go up
    [0.1, 0.11], // exactly 0.105
    [0.0476, 0.05], // 0.04998
    [0, 0],
  ])('%f p without VAT is %f p with 5%% VAT', (excVat, incVat) => {
    expect(incVatOf(excVat)).toBe(incVat);
  });

  it('refuses a price with more than 4 decimal places', () => {
    expect(() => incVatOf(24.12345)).toThrow(/4 decimal places/);
    expect(toScaledInteger(24.12345, 4)).toBeUndefined();
    expect(toScaledInteger(24.1234, 4)).toBe(241_234);
  });
});

describe('annualCostPence (checked by hand)', () => {
  it('single-rate electricity: 2,500 kWh x 25.85p + 365 x 54.90p = £846.64 (84,663.5p rounded up)', () => {
    const period: RatePeriod = {
      ...base,
      kind: 'electricity_single',
      rates: {
        standard_unit_rate: { excVat: 24.618, incVat: 25.85 },
        standing_charge: { excVat: 52.288, incVat: 54.9 },
      },
    };
    // Without VAT: 2,500 x 24.6180 + 365 x 52.2880 = 61,545 + 19,085.12 = 80,630.12p.
    expect(annualCostPence(period, typical)).toEqual({ incVat: 84_664, excVat: 80_630 });
  });

  it('Economy 7: 3,400 kWh split 58% day (1,972) and 42% night (1,428)', () => {
    expect(assumedUsage('electricity_dual', typical)).toEqual({ day_unit_rate: 1_972, night_unit_rate: 1_428 });
    const period: RatePeriod = {
      ...base,
      kind: 'electricity_dual',
      rates: {
        day_unit_rate: { excVat: 28.8031, incVat: 30.24 },
        night_unit_rate: { excVat: 15.2632, incVat: 16.03 },
        standing_charge: { excVat: 52.288, incVat: 54.9 },
      },
    };
    // 1,972 x 30.24 + 1,428 x 16.03 + 365 x 54.90 = 59,633.28 + 22,890.84 + 20,038.50 = 102,562.62p.
    expect(annualCostPence(period, typical).incVat).toBe(102_563);
  });

  it('gas: 9,500 kWh x 7.26p + 365 x 29.04p = £795.66', () => {
    const period: RatePeriod = {
      ...base,
      kind: 'gas',
      rates: {
        standard_unit_rate: { excVat: 6.9143, incVat: 7.26 },
        standing_charge: { excVat: 27.6571, incVat: 29.04 },
      },
    };
    // 68,970 + 10,599.6 = 79,569.6p.
    expect(annualCostPence(period, typical).incVat).toBe(79_570);
  });
});

describe('choosing typical consumption by date', () => {
  const sets = [
    { ...sampleTypicalConsumptionSets()[0]!, validFrom: '2027-04-01', gasKwh: 9_000 },
    ...sampleTypicalConsumptionSets(),
  ];

  it('applies each set from its first day until the next set starts, in whatever order they are given', () => {
    expect(typicalConsumptionOn(sets, '2026-06-30')).toBeUndefined();
    expect(typicalConsumptionOn(sets, '2026-07-01')).toMatchObject({
      electricitySingleRateKwh: 2_500,
      gasKwh: 9_500,
      validFrom: '2026-07-01',
      validTo: '2027-04-01',
    });
    expect(typicalConsumptionOn(sets, '2027-03-31')).toMatchObject({ gasKwh: 9_500 });
    expect(typicalConsumptionOn(sets, '2027-04-01')).toMatchObject({ gasKwh: 9_000, validTo: null });
    expect(typicalConsumptionOn(sets, '2030-01-01')).toMatchObject({ gasKwh: 9_000 });
  });

  it('has the sample values of today, Economy 7 split into day and night', () => {
    const today = typicalConsumptionOn(sampleTypicalConsumptionSets(), '2026-11-25')!;
    expect(isCalendarDate(today.validFrom)).toBe(true);
    expect(today).toMatchObject({ electricitySingleRateKwh: 2_500, electricityMultiRateKwh: 3_400, gasKwh: 9_500 });
    expect(today.economy7DayPercent).toBeGreaterThan(0);
    expect(today.economy7DayPercent).toBeLessThan(100);
  });
});
