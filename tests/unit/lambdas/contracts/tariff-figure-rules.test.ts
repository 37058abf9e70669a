import { describe, expect, it } from 'vitest';
import {
  annualCostPence,
  combinedAnnualCostPence,
  incVatOf,
  monthlyPence,
  payOnReceiptRates,
  payOnReceiptUnitRate,
} from '#contracts/tariff-arithmetic';
import type { GspGroup, PaymentMethod, Price, RatePeriod, TariffKind } from '#contracts/tariff-catalogue';
import type { TypicalConsumption } from '#contracts/typical-consumption';

/*
 * docs/product/tariffs.md › One rule for each figure, worked by hand for two regions (East
 * Midlands _B, London _C), both payment methods, single-rate and Economy 7 electricity and gas, at
 * the sample's prices from 1 October 2026 and the typical consumption from 1 July 2026 (2,500 kWh
 * single-rate, 3,400 kWh Economy 7 split 58% = 1,972 kWh day and 1,428 kWh night, 9,500 kWh gas).
 */

const typical: TypicalConsumption = {
  validFrom: '2026-07-01',
  validTo: null,
  electricitySingleRateKwh: 2_500,
  electricityMultiRateKwh: 3_400,
  economy7DayPercent: 58,
  gasKwh: 9_500,
  source: 'test',
};

const p = (excVat: number, incVat: number): Price => ({ excVat, incVat });

function period(gsp: GspGroup, kind: TariffKind, method: PaymentMethod, rates: RatePeriod['rates']): RatePeriod {
  return {
    productCode: 'FERN-SVT-26-07',
    kind,
    gsp,
    paymentMethod: method,
    validFrom: '2026-10-01',
    validTo: null,
    rates,
  };
}

const directDebit = {
  _B: {
    electricity_single: { standing_charge: p(51.7433, 54.33), standard_unit_rate: p(24.0038, 25.2) },
    electricity_dual: {
      standing_charge: p(51.7433, 54.33),
      day_unit_rate: p(28.0844, 29.49),
      night_unit_rate: p(14.8824, 15.63),
    },
    gas: { standing_charge: p(27.1962, 28.56), standard_unit_rate: p(6.8304, 7.17) },
  },
  _C: {
    electricity_single: { standing_charge: p(44.6627, 46.9), standard_unit_rate: p(25.2285, 26.49) },
    electricity_dual: {
      standing_charge: p(44.6627, 46.9),
      day_unit_rate: p(29.5173, 30.99),
      night_unit_rate: p(15.6417, 16.42),
    },
    gas: { standing_charge: p(25.9977, 27.3), standard_unit_rate: p(6.945, 7.29) },
  },
} satisfies Record<string, Record<TariffKind, RatePeriod['rates']>>;

describe('the pay-on-receipt uplift at the published precision', () => {
  it.each([
    // Direct Debit's VAT-inclusive rate + 5%, half up to 2 places; that / 1.05, half up to 4 places.
    [25.2, 26.46, 25.2], //      25.20 x 1.05 = 26.46 exactly; 26.46 / 1.05 = 25.2
    [29.49, 30.96, 29.4857], //  30.9645 -> 30.96; 30.96 / 1.05 = 29.485714 -> 29.4857
    [15.63, 16.41, 15.6286], //  16.4115 -> 16.41; 15.628571 -> 15.6286
    [7.17, 7.53, 7.1714], //     7.5285 -> 7.53; 7.171428 -> 7.1714
    [26.49, 27.81, 26.4857], //  27.8145 -> 27.81; 26.485714 -> 26.4857
    [30.99, 32.54, 30.9905], //  32.5395 -> 32.54; 30.990476 -> 30.9905
    [16.42, 17.24, 16.419], //   17.241 -> 17.24; 16.419047 -> 16.4190
    [7.29, 7.65, 7.2857], //     7.6545 -> 7.65; 7.285714 -> 7.2857
    [0.1, 0.11, 0.1048], //      0.105 exactly: halves go up; 0.11 / 1.05 = 0.104761 -> 0.1048
  ])('%fp by Direct Debit is %fp by pay on receipt (%fp without VAT)', (ddIncVat, incVat, excVat) => {
    expect(payOnReceiptUnitRate(p(0, ddIncVat))).toEqual({ excVat, incVat });
    // The VAT-exclusive figure prices back to the same VAT-inclusive one, as the file requires.
    expect(incVatOf(excVat)).toBe(incVat);
  });

  it('keeps the standing charge and uplifts every unit rate', () => {
    expect(payOnReceiptRates(directDebit._B.electricity_dual)).toEqual({
      standing_charge: p(51.7433, 54.33),
      day_unit_rate: p(29.4857, 30.96),
      night_unit_rate: p(15.6286, 16.41),
    });
  });

  it('makes every published pay-on-receipt rate a strict 5% of the Direct Debit one, rounded half up', () => {
    for (let ddUnits = 1; ddUnits <= 10_000; ddUnits += 1) {
      const { incVat, excVat } = payOnReceiptUnitRate(p(0, ddUnits / 100));
      expect(Math.round(incVat * 100)).toBe(Math.floor((ddUnits * 105 + 50) / 100));
      expect(incVatOf(excVat)).toBe(incVat);
    }
  });
});

describe('annual estimates: each fuel rounded once, dual fuel the sum of the fuels (hand-worked)', () => {
  const cases: [GspGroup, PaymentMethod, TariffKind, number][] = [
    // _B Direct Debit
    ['_B', 'direct_debit_monthly', 'electricity_single', 82_830], // 2,500 x 25.20 + 365 x 54.33 = 63,000 + 19,830.45 = 82,830.45
    ['_B', 'direct_debit_monthly', 'electricity_dual', 100_304], // 1,972 x 29.49 + 1,428 x 15.63 + 19,830.45 = 58,154.28 + 22,319.64 + 19,830.45 = 100,304.37
    ['_B', 'direct_debit_monthly', 'gas', 78_539], // 9,500 x 7.17 + 365 x 28.56 = 68,115 + 10,424.40 = 78,539.40
    // _B pay on receipt
    ['_B', 'porob', 'electricity_single', 85_980], // 2,500 x 26.46 + 19,830.45 = 85,980.45
    ['_B', 'porob', 'electricity_dual', 104_317], // 1,972 x 30.96 + 1,428 x 16.41 + 19,830.45 = 61,053.12 + 23,433.48 + 19,830.45 = 104,317.05
    ['_B', 'porob', 'gas', 81_959], // 9,500 x 7.53 + 10,424.40 = 81,959.40
    // _C Direct Debit
    ['_C', 'direct_debit_monthly', 'electricity_single', 83_344], // 2,500 x 26.49 + 365 x 46.90 = 66,225 + 17,118.50 = 83,343.50: half up
    ['_C', 'direct_debit_monthly', 'electricity_dual', 101_679], // 61,112.28 + 23,447.76 + 17,118.50 = 101,678.54
    ['_C', 'direct_debit_monthly', 'gas', 79_220], // 9,500 x 7.29 + 365 x 27.30 = 69,255 + 9,964.50 = 79,219.50: half up
    // _C pay on receipt
    ['_C', 'porob', 'electricity_single', 86_644], // 2,500 x 27.81 + 17,118.50 = 86,643.50
    ['_C', 'porob', 'electricity_dual', 105_906], // 1,972 x 32.54 + 1,428 x 17.24 + 17,118.50 = 64,168.88 + 24,618.72 + 17,118.50 = 105,906.10
    ['_C', 'porob', 'gas', 82_640], // 9,500 x 7.65 + 9,964.50 = 82,639.50
  ];

  const ratesOf = (gsp: '_B' | '_C', method: PaymentMethod, kind: TariffKind) =>
    method === 'porob' ? payOnReceiptRates(directDebit[gsp][kind]) : directDebit[gsp][kind];

  it.each(cases)('%s %s %s: %i p a year with VAT', (gsp, method, kind, pence) => {
    const rates = ratesOf(gsp as '_B' | '_C', method, kind);
    expect(annualCostPence(period(gsp, kind, method, rates), typical).incVat).toBe(pence);
  });

  it('rounds the VAT-exclusive estimate the same way: 2,500 x 24.0038 + 365 x 51.7433 = 78,895.8045p', () => {
    const single = period('_B', 'electricity_single', 'direct_debit_monthly', directDebit._B.electricity_single);
    expect(annualCostPence(single, typical).excVat).toBe(78_896);
  });

  it('adds the fuels as a bill does, not rounding their exact sum once (1p apart here)', () => {
    const bDd = ['electricity_single', 'gas'].map((kind) =>
      period('_B', kind as TariffKind, 'direct_debit_monthly', directDebit._B[kind as 'gas']),
    );
    // 82,830 + 78,539 = 161,369 (once over the sum: 82,830.45 + 78,539.40 = 161,369.85 -> 161,370).
    expect(combinedAnnualCostPence(bDd, typical).incVat).toBe(161_369);
    const cDd = ['electricity_single', 'gas'].map((kind) =>
      period('_C', kind as TariffKind, 'direct_debit_monthly', directDebit._C[kind as 'gas']),
    );
    // 83,344 + 79,220 = 162,564 (once over the sum: 83,343.50 + 79,219.50 = 162,563.00).
    expect(combinedAnnualCostPence(cDd, typical).incVat).toBe(162_564);
    const cPorobE7 = ['electricity_dual', 'gas'].map((kind) =>
      period('_C', kind as TariffKind, 'porob', payOnReceiptRates(directDebit._C[kind as 'gas'])),
    );
    expect(combinedAnnualCostPence(cPorobE7, typical).incVat).toBe(105_906 + 82_640);
  });
});

describe('the monthly figure: a twelfth of the yearly one, half up', () => {
  it.each([
    [161_369, 13_447], // 13,447.42
    [162_564, 13_547], // exactly
    [188_546, 15_712], // 15,712.17
    [85_980 + 81_959, 13_995], // 167,939 / 12 = 13,994.92
    [18, 2], // 1.5: halves go up
  ])('%i p a year is %i p a month', (annual, monthly) => {
    expect(monthlyPence(annual)).toBe(monthly);
  });
});
