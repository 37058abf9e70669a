import { describe, expect, it } from 'vitest';
import { readRegulatorFile, typicalConsumptionFileColumns } from '#contracts/price-cap-file';
import { terminalSafe } from '#contracts/terminal-text';
import { sampleCapFile } from '../../../../local/sandbox/regulator-figures';

/*
 * The rules of `npm run price-cap -- set` that need only the file (docs/operations.md › The
 * regulator's figures): every refusal names its line.
 */

const TWO_QUARTERS = sampleCapFile(['2027-01-01', '2027-04-01', '2027-07-01']);
const lines = TWO_QUARTERS.trimEnd().split('\n');
const header = lines[0]!;
const columns = header.split(',');

/** The file's line number (header = 1) of the first row matching, and that row with `change` applied. */
function lineOf(match: Record<string, string>): number {
  const at = lines.findIndex(
    (line, index) =>
      index > 0 && Object.entries(match).every(([column, value]) => line.split(',')[columns.indexOf(column)] === value),
  );
  if (at < 0) throw new Error(`No row ${JSON.stringify(match)}`);
  return at + 1;
}

function withLine(line: number, change: Record<string, string> | null): string {
  return lines
    .flatMap((text, index) => {
      if (index + 1 !== line) return [text];
      if (change === null) return [];
      const cells = text.split(',');
      for (const [column, value] of Object.entries(change)) cells[columns.indexOf(column)] = value;
      return [cells.join(',')];
    })
    .join('\n');
}

function problems(text: string) {
  const result = readRegulatorFile(text);
  return result.ok ? [] : result.problems;
}

const londonGasDirectDebit = {
  valid_from: '2027-01-01',
  tariff_type: 'gas',
  gsp_group: '_C',
  payment_method: 'direct_debit_monthly',
};

describe('a price-cap file', () => {
  it('is read whole: every period with every meter type, payment method and region, as SSM parameters', () => {
    const result = readRegulatorFile(TWO_QUARTERS);
    if (!result.ok || result.kind !== 'price-cap') throw new Error('refused');
    expect(result.periods.map(({ validFrom, validTo }) => [validFrom, validTo])).toEqual([
      ['2027-01-01', '2027-04-01'],
      ['2027-04-01', '2027-07-01'],
    ]);
    const [first] = result.periods;
    expect(first?.parts.map((part) => `${part.kind} ${part.paymentMethod}`)).toEqual([
      'electricity_single direct_debit_monthly',
      'electricity_single porob',
      'electricity_dual direct_debit_monthly',
      'electricity_dual porob',
      'gas direct_debit_monthly',
      'gas porob',
    ]);
    const dual = first?.parts.find((part) => part.kind === 'electricity_dual')?.rates._A;
    expect(Object.keys(dual ?? {}).sort()).toEqual(['day_unit_rate', 'night_unit_rate', 'standing_charge']);
  });

  it('refuses a missing region, payment method or meter type, naming the period and what is missing', () => {
    const line = lineOf(londonGasDirectDebit);
    expect(problems(withLine(line, null))).toEqual([
      { line: 2, message: 'the period from 2027-01-01 (line 2) has no row for gas _C direct_debit_monthly' },
    ]);
  });

  it.each([
    ['0', '0.00', 'standard unit rate: figures must be more than 0'],
    ['abc', '7.70', 'standard unit rate: both figures must be numbers in pence, like 24.5000 and 25.73'],
    ['-7.3300', '7.70', 'standard unit rate: both figures must be numbers in pence, like 24.5000 and 25.73'],
    ['7.33001', '7.70', 'standard unit rate: the figure without VAT has more than 4 decimal places'],
    ['7.3300', '7.69', 'standard unit rate: with 5% VAT 7.3300p is 7.70p (rounded half up to 2 places), not 7.69p'],
    ['', '7.70', 'standard unit rate is missing'],
  ])('refuses the figures %j / %j on their line: %s', (exc, inc, message) => {
    const line = lineOf(londonGasDirectDebit);
    expect(
      problems(withLine(line, { standard_unit_rate_exc_vat: exc, standard_unit_rate_inc_vat: inc })),
    ).toContainEqual({
      line,
      message,
    });
  });

  it('refuses a period with no end, or a row whose end differs from the rest of its period', () => {
    const line = lineOf(londonGasDirectDebit);
    expect(problems(withLine(line, { valid_to: '' }))).toContainEqual({
      line,
      message: 'valid_to is missing: every cap period has an end (the first day after it)',
    });
    expect(problems(withLine(line, { valid_to: '2027-03-31' }))).toContainEqual({
      line,
      message: "valid_to 2027-03-31 differs from line 2's 2027-04-01 for the period from 2027-01-01",
    });
  });

  it('refuses a period that overlaps the one before, or does not start the day it ends', () => {
    const laterStart = TWO_QUARTERS.replaceAll(/^2027-04-01,/gm, '2027-04-02,');
    const second = laterStart.split('\n').findIndex((line) => line.startsWith('2027-04-02')) + 1;
    expect(problems(laterStart)).toEqual([
      {
        line: second,
        message: 'the period from 2027-04-02 does not start the day the one from 2027-01-01 (line 2) ends (2027-04-01)',
      },
    ]);
    const earlierStart = TWO_QUARTERS.replaceAll(/^2027-04-01,/gm, '2027-03-01,');
    expect(problems(earlierStart)).toEqual([
      {
        line: second,
        message: 'the period from 2027-03-01 overlaps the one from 2027-01-01 (line 2), which ends on 2027-04-01',
      },
    ]);
  });

  it('refuses a row given twice, an unknown meter type, region or method, and a wrong header', () => {
    const line = lineOf(londonGasDirectDebit);
    const twice = `${TWO_QUARTERS}${lines[line - 1]}\n`;
    expect(problems(twice)).toContainEqual({
      line: lines.length + 1,
      message: `gas _C direct_debit_monthly from 2027-01-01 is already on line ${line}`,
    });
    expect(problems(withLine(line, { tariff_type: 'oil', gsp_group: '_I', payment_method: 'cash' }))).toContainEqual({
      line,
      message: 'tariff_type must be one of electricity_single, electricity_dual, gas',
    });
    expect(problems(`nonsense\n${lines[1]}`)[0]).toMatchObject({ line: 1 });
    expect(problems(header)).toEqual([{ line: null, message: 'The file has no figures' }]);
  });

  it('refuses a file larger than 256 KB before reading it', () => {
    expect(problems(`${header}\n${'x'.repeat(300 * 1024)}`)).toEqual([
      { line: null, message: 'The file is larger than 256 KB' },
    ]);
  });
});

describe('a typical consumption file', () => {
  const typicalHeader = typicalConsumptionFileColumns.join(',');

  it('is read with its source words, commas included', () => {
    const result = readRegulatorFile(`${typicalHeader}\n2027-04-01,2400,3300,57,9000,Ofgem, from 1 April 2027\n`);
    expect(result).toEqual({
      ok: true,
      kind: 'typical-consumption',
      sets: [
        {
          validFrom: '2027-04-01',
          electricitySingleRateKwh: 2400,
          electricityMultiRateKwh: 3300,
          economy7DayPercent: 57,
          gasKwh: 9000,
          source: 'Ofgem, from 1 April 2027',
        },
      ],
    });
  });

  it('refuses non-numeric or non-positive values and a date given twice, naming the line', () => {
    expect(problems(`${typicalHeader}\n2027-04-01,0,3300,100,9.5,Ofgem\n`)).toEqual([
      { line: 2, message: 'electricity_single_rate_kwh must be a whole number from 1 to 100000, not "0"' },
      { line: 2, message: 'economy7_day_percent must be a whole number from 1 to 99, not "100"' },
      { line: 2, message: 'gas_kwh must be a whole number from 1 to 100000, not "9.5"' },
    ]);
    expect(problems(`${typicalHeader}\n2027-04-01,1,1,1,1,a\n2027-04-01,2,2,2,2,b\n`)).toEqual([
      { line: 3, message: 'a set from 2027-04-01 is already on line 2' },
    ]);
  });
});

describe('terminal-safe output', () => {
  it('shows control characters escaped, so a file cannot drive the terminal', () => {
    expect(terminalSafe('line 2: \u001b[31mred\u0007 \u009b ok')).toBe('line 2: \\x1b[31mred\\x07 \\x9b ok');
  });
});
