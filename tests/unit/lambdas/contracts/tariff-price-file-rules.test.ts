import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceFileColumns, readPriceFile } from '#contracts/tariff-price-file';
import { SAMPLE_PRICE_FILE } from '../../../../local/sandbox/tariff-catalogue';

/* The pay-on-receipt rule of the price file (docs/product/tariffs.md › One rule for each figure). */

const TODAY = '2026-11-25';
const lines = readFileSync(SAMPLE_PRICE_FILE, 'utf8').trimEnd().split('\n');
const LONDON_POROB = 'FERN-SVT-26-07,electricity_single,_C,porob,2026-10-01,';
const LONDON_DD = 'FERN-SVT-26-07,electricity_single,_C,direct_debit_monthly,2026-10-01,';

function edited(prefix: string, change: Record<string, string>): { text: string; line: number } {
  const index = lines.findIndex((text) => text.startsWith(prefix));
  const text = lines
    .map((row, at) => {
      if (at !== index) return row;
      const cells = row.split(',');
      for (const [column, value] of Object.entries(change)) cells[priceFileColumns.indexOf(column)] = value;
      return cells.join(',');
    })
    .join('\n');
  return { text, line: index + 1 };
}

describe('pay-on-receipt prices follow Direct Debit by one rule', () => {
  it('accepts the sample, whose pay-on-receipt rates are Direct Debit + 5% at the published precision', () => {
    expect(readPriceFile(lines.join('\n'), TODAY).ok).toBe(true);
  });

  it("refuses a unit rate 5% above before VAT (the old rule: 26.4899p, 27.81p), naming the line and Direct Debit's", () => {
    const { text, line } = edited(LONDON_POROB, {
      standard_unit_rate_exc_vat: '26.4899',
      standard_unit_rate_inc_vat: '27.81',
    });
    const ddLine = lines.findIndex((row) => row.startsWith(LONDON_DD)) + 1;
    const result = readPriceFile(text, TODAY);
    expect(!result.ok && result.problems).toEqual([
      {
        line,
        message: `standard unit rate: pay on receipt of bill is Direct Debit's 26.49p (line ${ddLine}) plus 5%: 26.4857p without VAT and 27.81p with it, not 26.4899p and 27.81p`,
      },
    ]);
  });

  it('refuses a different standing charge, and a pay-on-receipt price that changes on another day', () => {
    const standing = edited(LONDON_POROB, { standing_charge_exc_vat: '45.0000', standing_charge_inc_vat: '47.25' });
    const refused = readPriceFile(standing.text, TODAY);
    expect(!refused.ok && refused.problems.map((problem) => problem.line)).toEqual([standing.line]);
    expect(!refused.ok && refused.problems[0]?.message).toMatch(
      /^standing charge: pay on receipt of bill is Direct Debit's/,
    );

    const endedLater = edited(LONDON_DD, { valid_to: '2027-01-01' });
    const january = lines.find((row) => row.startsWith(LONDON_DD))!.replace('2026-10-01,', '2027-01-01,');
    const result = readPriceFile(`${endedLater.text}\n${january}`, TODAY);
    expect(!result.ok && result.problems[0]?.message).toMatch(/^porob prices change on the days Direct Debit's do/);
  });
});
