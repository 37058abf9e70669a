import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceFileColumns, readPriceFile, type PriceFileResult } from '#contracts/tariff-price-file';
import { SAMPLE_PRICE_FILE } from '../../../../local/sandbox/tariff-catalogue';

const TODAY = '2026-11-25';
const sample = readFileSync(SAMPLE_PRICE_FILE, 'utf8');
const sampleLines = sample.trimEnd().split('\n');

/** The line numbers (the header is line 1) of the sample rows that match. */
function lineOf(match: (cells: Record<string, string>) => boolean): number {
  const index = sampleLines.findIndex((line, at) => {
    if (at === 0) return false;
    const cells = line.split(',');
    return match(Object.fromEntries(priceFileColumns.map((column, column_at) => [column, cells[column_at] ?? ''])));
  });
  if (index < 0) throw new Error('No such sample row');
  return index + 1;
}

/** The sample with one line's cells changed (by column), or the line removed (null). */
function withLine(line: number, change: Record<string, string> | null): string {
  return sampleLines
    .flatMap((text, at) => {
      if (at !== line - 1) return [text];
      if (change === null) return [];
      const cells = text.split(',');
      for (const [column, value] of Object.entries(change)) cells[priceFileColumns.indexOf(column)] = value;
      return [cells.join(',')];
    })
    .join('\n');
}

function problemsOf(result: PriceFileResult) {
  if (result.ok) throw new Error('Expected the file to be refused');
  return result.problems;
}

const svtElectricityLondonDd = lineOf(
  (row) =>
    row.product_code === 'FERN-SVT-26-07' &&
    row.tariff_type === 'electricity_single' &&
    row.gsp_group === '_C' &&
    row.payment_method === 'direct_debit_monthly' &&
    row.valid_from === '2026-10-01',
);
const svtE7Line = lineOf((row) => row.tariff_type === 'electricity_dual' && row.valid_from === '2026-10-01');
const fixedLine = lineOf((row) => row.product_code === 'FERN-FIX-12M-26-10');

describe('readPriceFile', () => {
  it('accepts the sample: every live tariff in every region and payment method (the cap is not in it), 294 periods', () => {
    const result = readPriceFile(sample, TODAY);
    expect(result.ok && result.periods.length).toBe(294);
  });

  it.each([
    ['an unknown product', { product_code: 'FERN-NOPE' }, /unknown product_code "FERN-NOPE"/],
    ['an unknown tariff type', { tariff_type: 'electricity_triple' }, /tariff_type must be one of/],
    ['an unknown region', { gsp_group: '_I' }, /gsp_group must be one of/],
    ['an unknown payment method', { payment_method: 'cheque' }, /payment_method must be one of/],
    ['a date that does not exist', { valid_from: '2026-02-30' }, /valid_from must be a date/],
    ['an end before the start', { valid_to: '2026-09-01' }, /valid_to must be after valid_from/],
    [
      'a VAT-inclusive price that is not ex-VAT x 1.05',
      { standard_unit_rate_inc_vat: '25.99' },
      /with 5% VAT .* not 25\.99p/,
    ],
    ['too many decimal places', { standard_unit_rate_exc_vat: '24.123456' }, /more than 4 decimal places/],
    ['a negative price', { standing_charge_exc_vat: '-1.0000' }, /must be numbers in pence/],
    [
      'an absurd price',
      { standard_unit_rate_exc_vat: '2450.0000', standard_unit_rate_inc_vat: '2572.50' },
      /outside 0\.01p to 100p/,
    ],
    ['a missing rate', { standing_charge_exc_vat: '', standing_charge_inc_vat: '' }, /standing charge is missing/],
    [
      'a day rate on a single-rate tariff',
      { day_unit_rate_exc_vat: '30.0000', day_unit_rate_inc_vat: '31.50' },
      /day unit rate is not a price of a electricity_single tariff/,
    ],
  ])('names the line of %s', (_, change, message) => {
    const problems = problemsOf(readPriceFile(withLine(svtElectricityLondonDd, change), TODAY));
    expect(problems).toContainEqual({ line: svtElectricityLondonDd, message: expect.stringMatching(message) });
  });

  it('needs both rates of an Economy 7 tariff, night below day', () => {
    const noNight = problemsOf(
      readPriceFile(withLine(svtE7Line, { night_unit_rate_exc_vat: '', night_unit_rate_inc_vat: '' }), TODAY),
    );
    expect(noNight).toContainEqual({ line: svtE7Line, message: 'night unit rate is missing' });
    const nightAboveDay = problemsOf(
      readPriceFile(
        withLine(svtE7Line, { night_unit_rate_exc_vat: '40.0000', night_unit_rate_inc_vat: '42.00' }),
        TODAY,
      ),
    );
    expect(nightAboveDay).toContainEqual({
      line: svtE7Line,
      message: 'the night unit rate must be below the day unit rate',
    });
  });

  it('refuses porob on a product sold by Direct Debit only', () => {
    const problems = problemsOf(readPriceFile(withLine(fixedLine, { payment_method: 'porob' }), TODAY));
    expect(problems).toContainEqual({ line: fixedLine, message: 'FERN-FIX-12M-26-10 is not sold with porob' });
  });

  it('refuses a gap, an overlap and a second open period in a series, naming the later line', () => {
    const earlier = lineOf(
      (row) =>
        row.product_code === 'FERN-SVT-26-07' &&
        row.tariff_type === 'electricity_single' &&
        row.gsp_group === '_C' &&
        row.payment_method === 'direct_debit_monthly' &&
        row.valid_from === '2026-07-01',
    );
    const gap = problemsOf(readPriceFile(withLine(earlier, { valid_to: '2026-09-20' }), TODAY));
    expect(gap).toContainEqual({
      line: svtElectricityLondonDd,
      message: expect.stringMatching(/leaves a gap .* \(2026-09-20 to 2026-10-01\)/),
    });
    const overlap = problemsOf(readPriceFile(withLine(earlier, { valid_to: '2026-10-02' }), TODAY));
    expect(overlap).toContainEqual({
      line: svtElectricityLondonDd,
      message: expect.stringMatching(`overlaps the period on line ${earlier}`),
    });
    const open = problemsOf(readPriceFile(withLine(earlier, { valid_to: '' }), TODAY));
    expect(open).toContainEqual({
      line: earlier,
      message: expect.stringMatching(/only the latest period may have no valid_to/),
    });
  });

  it('refuses the same period twice', () => {
    const text = `${sample.trimEnd()}\n${sampleLines[svtElectricityLondonDd - 1]}`;
    const problems = problemsOf(readPriceFile(text, TODAY));
    expect(problems).toContainEqual({
      line: sampleLines.length + 1,
      message: expect.stringMatching(`is already on line ${svtElectricityLondonDd}`),
    });
  });

  it('refuses a file missing a live region and payment method, saying which', () => {
    const problems = problemsOf(readPriceFile(withLine(svtElectricityLondonDd, null), TODAY));
    expect(problems).toEqual([
      {
        line: null,
        message: 'FERN-SVT-26-07 has no price on 2026-11-25 for electricity_single _C direct_debit_monthly',
      },
    ]);
  });

  it("refuses the price cap: it is the regulator's, set in SSM with npm run price-cap, not a series we sell", () => {
    const [header = '', first = ''] = sampleLines;
    const capRow = first.replace(/^FERN-SVT-26-07,/, 'OFGEM-PRICE-CAP,');
    expect(problemsOf(readPriceFile([header, capRow].join('\n'), TODAY))).toContainEqual({
      line: 2,
      message: 'unknown product_code "OFGEM-PRICE-CAP"',
    });
  });

  it('refuses missing or unknown columns, quoted values and short rows', () => {
    const [header = '', ...rows] = sampleLines;
    expect(problemsOf(readPriceFile([header.replace(',valid_to', ''), ...rows].join('\n'), TODAY))[0]).toEqual({
      line: 1,
      message: 'Missing columns: valid_to',
    });
    expect(problemsOf(readPriceFile([`${header},notes`, ...rows].join('\n'), TODAY))[0]).toEqual({
      line: 1,
      message: 'Unknown columns: notes',
    });
    expect(problemsOf(readPriceFile([header, '"FERN-SVT-26-07",x', ...rows].join('\n'), TODAY))).toContainEqual({
      line: 2,
      message: 'Quotes are not used in this file',
    });
    expect(problemsOf(readPriceFile([header, 'FERN-SVT-26-07,gas', ...rows].join('\n'), TODAY))).toContainEqual({
      line: 2,
      message: `Expected ${priceFileColumns.length} values, found 2`,
    });
    expect(problemsOf(readPriceFile(header, TODAY))).toEqual([{ line: null, message: 'The file has no prices' }]);
  });
});
