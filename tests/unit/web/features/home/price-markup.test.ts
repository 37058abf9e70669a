import { describe, expect, it } from 'vitest';
import type { PriceCapResponse } from '#contracts/price-cap';
import type { TariffsResponse } from '#contracts/tariffs';
import { priceBadgesMarkup, tariffsMarkup } from '../../../../../web/src/features/home/price-markup';
import { priceCapComparison, tariff } from './fixtures';

/*
 * The page's early script draws whatever the API answered with these functions before the app
 * has checked it (web/src/lib/early-answers.ts): an answer of another shape must make them throw,
 * so nothing is drawn, rather than draw "£NaN" or "undefined".
 */
const compared = priceCapComparison;

describe('the home page prices as markup', () => {
  it('writes the badges and the footnote from a comparison, escaping the tariff name', () => {
    const text = priceBadgesMarkup({
      status: 'ready',
      data: { ...compared, ownTariff: { ...compared.ownTariff, name: 'Home <Dual> SVT' } },
    }).text;
    expect(text).toContain('<p class="home-badge-value">£1,614*</p>');
    expect(text).toContain('<p class="home-badge-value">£1,634*</p>');
    expect(text).toContain('Tariff information for Home &lt;Dual&gt; SVT</a>');
    expect(text).toContain('the price cap for 1 October 2026 to 31 December 2026.');
  });

  it('throws for a comparison of another shape', () => {
    const { ownTariff, ...withoutOurs } = compared;
    expect(ownTariff).toBeDefined();
    expect(() => priceBadgesMarkup({ status: 'ready', data: withoutOurs as unknown as PriceCapResponse })).toThrow();
    const noFigure = { ...compared, priceCap: { ...compared.priceCap, estimatedAnnualCostPence: undefined } };
    expect(() => priceBadgesMarkup({ status: 'ready', data: noFigure as unknown as PriceCapResponse })).toThrow();
  });

  it('throws for tariffs of another shape', () => {
    const answer = (tariffs: unknown) =>
      ({
        region: { id: 11, name: 'East Midlands' },
        tariffs,
        typicalConsumption: compared.typicalConsumption,
      }) as TariffsResponse;
    expect(
      tariffsMarkup({ status: 'ready', data: answer([tariff()]) }, { regionName: 'East Midlands' }).text,
    ).toContain('£131.62<span>/month</span>');
    expect(() => tariffsMarkup({ status: 'ready', data: answer('none') }, { regionName: 'East Midlands' })).toThrow();
    expect(() =>
      tariffsMarkup({ status: 'ready', data: answer([{ ...tariff(), name: 7 }]) }, { regionName: 'East Midlands' }),
    ).toThrow();
    expect(() =>
      tariffsMarkup(
        { status: 'ready', data: answer([{ ...tariff(), monthlyPence: null }]) },
        { regionName: 'East Midlands' },
      ),
    ).toThrow();
  });
});
