import { describe, expect, it } from 'vitest';
import { incVatOf } from '#contracts/tariff-arithmetic';
import { namedTariffs, type RateName, type RatePeriod, type TariffKind } from '#contracts/tariff-catalogue';
import { labelFor, type TariffLabel } from '#contracts/tariff-labels';
import type { TypicalConsumption } from '#contracts/typical-consumption';
import {
  addressWithOwnUse,
  checkOwnUse,
  ownUseFromAddress,
  ownUseMessages,
  priceLabelForOwnUse,
  typicalOwnUse,
  type OwnUseText,
} from '../../../../../web/src/features/tariffs/own-use';

const typical: TypicalConsumption = {
  validFrom: '2026-07-01',
  validTo: null,
  electricitySingleRateKwh: 2_500,
  electricityMultiRateKwh: 3_400,
  economy7DayPercent: 58,
  gasKwh: 9_500,
  source: 'test',
};

/** VAT-exclusive rates chosen so the VAT-inclusive ones are round: 24.50p is 23.3333 + 5% -> 24.50. */
const excVatOf: Record<number, number> = {
  24.5: 23.3333,
  60.12: 57.2571,
  6.25: 5.9524,
  31.43: 29.9333,
  30.11: 28.6762,
  15.02: 14.3048,
  55: 52.381,
};
const price = (incVat: number) => {
  const excVat = excVatOf[incVat]!;
  expect(incVatOf(excVat)).toBe(incVat);
  return { excVat, incVat };
};

const ratesOf: Record<TariffKind, Partial<Record<RateName, { excVat: number; incVat: number }>>> = {
  electricity_single: { standard_unit_rate: price(24.5), standing_charge: price(60.12) },
  electricity_dual: { day_unit_rate: price(30.11), night_unit_rate: price(15.02), standing_charge: price(55) },
  gas: { standard_unit_rate: price(6.25), standing_charge: price(31.43) },
};

/** The real label of a named tariff (lambdas/contracts/tariff-labels.ts) at the rates above. */
function label(name: string): TariffLabel {
  const named = namedTariffs.find((tariff) => tariff.name === name)!;
  const periods: RatePeriod[] = named.kinds.map((kind) => ({
    productCode: named.productCode,
    kind,
    gsp: '_C',
    paymentMethod: 'direct_debit_monthly',
    validFrom: '2026-07-01',
    validTo: null,
    rates: ratesOf[kind],
  }));
  return labelFor(named, 'direct_debit_monthly', { periods, gsp: '_C', date: '2026-11-27', typical })!;
}

const text = (fields: Partial<OwnUseText>): OwnUseText => ({
  ...typicalOwnUse(typical),
  ...fields,
});
const checked = (fields: Partial<OwnUseText>) => {
  const result = checkOwnUse(text(fields));
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result;
};

describe('pricing a label for a household (worked by hand)', () => {
  it('single rate, 4,200 kWh: 4200 x 24.50 + 365 x 60.12 = 124,843.8p, so £1,248.44 a year, £104.04 a month', () => {
    const { use } = checked({ electricityKwh: '4,200', gasKwh: '' });
    const priced = priceLabelForOwnUse(label('Home Elec SVT'), use)!;
    expect(priced.annualPence).toBe(124_844);
    expect(priced.monthlyPence).toBe(10_404);
  });

  it('dual fuel: each fuel rounded once, then summed as a bill is (gas 9,500 x 6.25 + 365 x 31.43 = 70,846.95p)', () => {
    const { use } = checked({ electricityKwh: '4200', gasKwh: '9,500' });
    const priced = priceLabelForOwnUse(label('Home Dual SVT'), use)!;
    expect(priced.fuels.map((fuel) => fuel.annualPence)).toEqual([124_844, 70_847]);
    expect(priced.annualPence).toBe(195_691);
    expect(priced.monthlyPence).toBe(16_308);
  });

  it('gas only: an electricity-only label supplies nothing the home uses, a dual-fuel label only its gas', () => {
    const { use } = checked({ electricityKwh: '', gasKwh: '9500' });
    expect(priceLabelForOwnUse(label('Home Elec SVT'), use)).toBeUndefined();
    expect(priceLabelForOwnUse(label('Home Dual SVT'), use)!.annualPence).toBe(70_847);
  });

  it("Economy 7 from one yearly total: the label's own split (1,972 of 3,400 by day), 4,000 kWh -> 2,320 day, 1,680 night", () => {
    const { use } = checked({ electricityKwh: '4000', gasKwh: '' });
    const priced = priceLabelForOwnUse(label('Home Elec E7 SVT'), use)!;
    expect(priced.fuels[0]!.kwh).toEqual([2_320, 1_680]);
    // 2320 x 30.11 + 1680 x 15.02 + 365 x 55 = 69,855.2 + 25,233.6 + 20,075 = 115,163.8
    expect(priced.annualPence).toBe(115_164);
  });

  it('Economy 7 as entered: 3,000 by day and 2,000 at night; a single-rate label gets their sum', () => {
    const { use } = checked({ meter: 'economy7', dayKwh: '3,000', nightKwh: '2,000', gasKwh: '' });
    // 3000 x 30.11 + 2000 x 15.02 + 20,075 = 140,445
    expect(priceLabelForOwnUse(label('Home Elec E7 SVT'), use)!.annualPence).toBe(140_445);
    // 5000 x 24.50 + 21,943.8 = 144,443.8
    expect(priceLabelForOwnUse(label('Home Elec SVT'), use)!.annualPence).toBe(144_444);
  });

  it("with the typical use entered, every figure equals the label's own estimate", () => {
    const single = checked({}).use;
    const economy7 = checked({ meter: 'economy7' }).use;
    for (const name of ['Home Dual SVT', 'Home Elec SVT', 'Home Gas SVT', 'Home Dual Fixed 12M']) {
      const tariff = label(name);
      expect(priceLabelForOwnUse(tariff, single)!.annualPence, name).toBe(tariff.estimatedAnnualCostPence);
    }
    for (const name of ['Home Dual E7 SVT', 'Home Elec E7 SVT']) {
      const tariff = label(name);
      expect(priceLabelForOwnUse(tariff, economy7)!.annualPence, name).toBe(tariff.estimatedAnnualCostPence);
    }
  });

  it('both payment methods: each label is priced from its own published rates', () => {
    const named = namedTariffs.find((tariff) => tariff.name === 'Home Elec SVT')!;
    const porob: RatePeriod = {
      productCode: named.productCode,
      kind: 'electricity_single',
      gsp: '_C',
      paymentMethod: 'porob',
      validFrom: '2026-07-01',
      validTo: null,
      // 25.73p is 24.50p + 5%, to 2 places (lambdas/contracts/tariff-arithmetic.ts › payOnReceiptUnitRate).
      rates: { standard_unit_rate: { excVat: 24.5048, incVat: 25.73 }, standing_charge: price(60.12) },
    };
    const porobLabel = labelFor(named, 'porob', {
      periods: [porob],
      gsp: '_C',
      date: '2026-11-27',
      typical,
    });
    const { use } = checked({ electricityKwh: '4200', gasKwh: '' });
    // 4200 x 25.73 + 21,943.8 = 130,009.8
    expect(porobLabel && priceLabelForOwnUse(porobLabel, use)!.annualPence).toBe(130_010);
  });
});

describe('against what the household pays now', () => {
  it('counts the yearly difference, exit fees included: 4200 x 27.03 + 365 x 53.35 = 132,998.75p now', () => {
    const { use, current } = checked({
      electricityKwh: '4200',
      gasKwh: '',
      nowElectricityRate: '27.03',
      nowElectricityStanding: '53.35p',
    });
    expect(priceLabelForOwnUse(label('Home Elec SVT'), use, current)!.yearlySavingPence).toBe(8_155);
    const withFees = checked({
      electricityKwh: '4200',
      gasKwh: '',
      nowElectricityRate: '27.03',
      nowElectricityStanding: '53.35',
      exitFees: '£75',
    });
    expect(priceLabelForOwnUse(label('Home Elec SVT'), withFees.use, withFees.current)!.yearlySavingPence).toBe(15_655);
  });

  it('says when staying is cheaper (a negative saving), and compares only the fuels a label supplies', () => {
    const { use, current } = checked({
      electricityKwh: '4200',
      gasKwh: '9500',
      nowElectricityRate: '20',
      nowElectricityStanding: '40',
      nowGasRate: '6.25',
      nowGasStanding: '31.43',
    });
    // Electricity now: 84,000 + 14,600 = 98,600.
    expect(priceLabelForOwnUse(label('Home Elec SVT'), use, current)!.yearlySavingPence).toBe(98_600 - 124_844);
    expect(priceLabelForOwnUse(label('Home Dual SVT'), use, current)!.yearlySavingPence).toBe(98_600 - 124_844);
  });

  it('compares nothing until every fuel used has its unit rate and standing charge', () => {
    expect(
      checked({ electricityKwh: '4200', gasKwh: '9500', nowElectricityRate: '20', nowElectricityStanding: '40' })
        .current,
    ).toBeUndefined();
  });
});

describe('checking what was typed', () => {
  const problems = (fields: Partial<OwnUseText>) => {
    const result = checkOwnUse(text(fields));
    return 'problems' in result ? result.problems : [];
  };

  it('accepts whole kWh with or without commas, blank as not used and 0 as a value', () => {
    expect(checked({ electricityKwh: '0', gasKwh: '' }).use).toEqual({
      electricity: { kind: 'single', kwh: 0 },
      gasKwh: null,
    });
    expect(checked({ electricityKwh: ' 12,345 ', gasKwh: '100000' }).use.gasKwh).toBe(100_000);
  });

  it('refuses what is not a household use, each message for its own field', () => {
    expect(problems({ electricityKwh: 'lots' })).toEqual([
      { field: 'electricityKwh', message: ownUseMessages.kwhFormat('electricityKwh') },
    ]);
    expect(problems({ electricityKwh: '2,50' })[0]!.message).toBe(ownUseMessages.kwhFormat('electricityKwh'));
    expect(problems({ electricityKwh: '2500.5' })[0]!.message).toBe(ownUseMessages.kwhFormat('electricityKwh'));
    expect(problems({ gasKwh: '-100' })).toEqual([{ field: 'gasKwh', message: ownUseMessages.kwhNegative('gasKwh') }]);
    expect(problems({ electricityKwh: '100,001' })[0]!.message).toBe(
      "Enter a yearly electricity use of 100,000 kWh or less: more is not a household's use",
    );
    expect(problems({ gasKwh: '200,001' })[0]!.message).toBe(
      "Enter a yearly gas use of 200,000 kWh or less: more is not a household's use",
    );
    expect(problems({ electricityKwh: '', gasKwh: '' })).toEqual([
      { field: 'electricityKwh', message: ownUseMessages.noFuel },
    ]);
    expect(problems({ meter: 'economy7', dayKwh: '2000', nightKwh: '' })).toEqual([
      { field: 'nightKwh', message: ownUseMessages.bothRegisters },
    ]);
  });

  it('refuses prices that are not pence, and exit fees that are not pounds', () => {
    expect(problems({ nowElectricityRate: 'abc', nowElectricityStanding: '50' })[0]!.message).toBe(
      'Enter your electricity unit rate in pence per kWh, like 24.50',
    );
    expect(problems({ nowElectricityStanding: '50.123456', nowElectricityRate: '20' })[0]!.message).toBe(
      'Enter your electricity standing charge in pence per day, like 24.50',
    );
    expect(problems({ nowGasRate: '-6', nowGasStanding: '30' })[0]!.message).toBe(
      ownUseMessages.rateNegative('nowGasRate'),
    );
    expect(problems({ nowGasRate: '2400', nowGasStanding: '30' })[0]!.message).toBe(
      'Enter your gas unit rate in pence, not pounds: 1,000p or less',
    );
    expect(problems({ nowElectricityRate: '20' })).toEqual([
      { field: 'nowElectricityRate', message: ownUseMessages.currentIncomplete('electricity') },
    ]);
    expect(problems({ exitFees: '75.555' })[0]!.message).toBe(ownUseMessages.exitFeesFormat);
    expect(problems({ exitFees: '5,000' })[0]!.message).toBe(ownUseMessages.exitFeesTooLarge);
  });
});

describe('the address', () => {
  it('round-trips the form: every shown field, blanks included, other parameters kept', () => {
    const entered = text({ electricityKwh: '4,200', gasKwh: '', nowElectricityRate: '27.03' });
    const address = addressWithOwnUse(new URLSearchParams({ postcode: 'NG15FS', tariff: 'home-dual-svt' }), entered);
    expect(address.get('postcode')).toBe('NG15FS');
    expect(address.get('gas_kwh')).toBe('');
    // The other meter's fields are not written.
    expect(address.has('day_kwh')).toBe(false);
    const back = ownUseFromAddress(new URLSearchParams(address.toString()))!;
    expect(back).toEqual({ ...entered, dayKwh: '', nightKwh: '', nowDayRate: '', nowNightRate: '' });
    expect(addressWithOwnUse(address, undefined).toString()).toBe('postcode=NG15FS&tariff=home-dual-svt');
  });

  it('has no own use without a meter type: the labels alone', () => {
    expect(ownUseFromAddress(new URLSearchParams('postcode=NG15FS&kwh=4000'))).toBeUndefined();
  });
});
