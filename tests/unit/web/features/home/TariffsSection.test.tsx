// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { AtPath } from '../../at-path';
import type { Tariff } from '#contracts/tariffs';
import { describe, expect, it } from 'vitest';
import { tariffBullets } from '../../../../../web/src/features/home/price-markup';
import { TariffsSection } from '../../../../../web/src/features/home/TariffsSection';
import { externalUrls } from '../../../../../web/src/lib/site-config';
import { nth } from '../../../../support/defined';
import { tariff } from './fixtures';

/** The footnote's words around the region, up to the consumption (which comes with the prices). */
const footnote = (region: string) =>
  new RegExp(`^Prices for homes in the ${region} region paying by monthly Direct Debit`);

describe('tariffBullets', () => {
  it('gives the variable dual-fuel tariff the variable-tariff bullets', () => {
    expect(tariffBullets({ dualFuel: true, isFixed: false, fixedMonths: 0 })).toEqual([
      'Below the Ofgem Price Cap',
      'No exit fees',
      'Automatically benefit when prices drop',
    ]);
  });
  it('gives fixed tariffs, dual-fuel ones too, the fixed-rate bullets with their months, never "No exit fees"', () => {
    for (const dualFuel of [true, false])
      expect(tariffBullets({ dualFuel, isFixed: true, fixedMonths: 18 })).toEqual([
        'Enjoy fixed rates for 18 months',
        'Exclusive Discount on Energy Rates',
        'Save more when you pay by Direct Debit.',
      ]);
  });
  it('promises no fixed rate for a tariff without a fixed term', () => {
    expect(tariffBullets({ dualFuel: false, isFixed: false, fixedMonths: 0 })).toEqual([
      'Exclusive Discount on Energy Rates',
      'Save more when you pay by Direct Debit.',
    ]);
  });
});

describe('TariffsSection', () => {
  const tariffs = [
    tariff({
      name: 'Home Dual Fixed 18M',
      tariff: 'home-dual-fixed-18m',
      isFixed: true,
      fixedMonths: 18,
      monthlyPence: 12_730,
      yearlyPence: 152_760,
    }),
    tariff({ name: 'Home Dual SVT' }),
  ];
  const consumption = { electricityKwh: 2_500, gasKwh: 9_500 };
  /** The answer of GET /api/tariffs with these cards. */
  const answer = (cards: Tariff[]) => ({
    region: { id: 11, name: 'East Midlands' },
    tariffs: cards,
    typicalConsumption: consumption,
  });

  it('shows the cards in the order the API gave, with monthly and yearly prices', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'ready', data: answer(tariffs) }} />, {
      wrapper: AtPath,
    });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Home Dual Fixed 18M',
      'Home Dual SVT',
    ]);
    expect(nth(cards, 0).textContent).toContain('£127.30/month');
    expect(nth(cards, 0).textContent).toContain('£1,527.60 a year');
    expect(nth(cards, 1).textContent).toContain('£131.62/month');
    expect(nth(cards, 1).textContent).toContain('£1,579.44 a year');
  });

  it('shows both fuel icons on dual-fuel cards, and the bullets of a fixed or the variable tariff', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'ready', data: answer(tariffs) }} />, {
      wrapper: AtPath,
    });
    const [fixed, variable] = [nth(screen.getAllByRole('article'), 0), nth(screen.getAllByRole('article'), 1)];
    for (const card of [fixed, variable]) {
      expect(within(card).getByTitle('Electricity')).toBeTruthy();
      expect(within(card).getByTitle('Gas')).toBeTruthy();
    }
    expect(within(fixed).getByText('Enjoy fixed rates for 18 months')).toBeTruthy();
    expect(within(fixed).queryByText('No exit fees')).toBeNull();
    expect(within(variable).getByText('No exit fees')).toBeTruthy();
  });

  it('links each card to its tariff information, for the postcode entered if there was one', () => {
    const { rerender } = render(
      <TariffsSection regionName="East Midlands" tariffs={{ status: 'ready', data: answer(tariffs) }} />,
      { wrapper: AtPath },
    );
    expect(screen.getByRole('link', { name: 'Tariff information for Home Dual Fixed 18M' }).getAttribute('href')).toBe(
      '/Tariffs?tariff=home-dual-fixed-18m&payment=direct_debit_monthly',
    );
    rerender(
      <TariffsSection regionName="London" postcode="SW1A1AA" tariffs={{ status: 'ready', data: answer(tariffs) }} />,
    );
    expect(screen.getByRole('link', { name: 'Tariff information for Home Dual SVT' }).getAttribute('href')).toBe(
      '/Tariffs?postcode=SW1A1AA&tariff=home-dual-svt&payment=direct_debit_monthly',
    );
  });

  it('opens the sign-up quote page, without a postcode, in a new tab from each card', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'ready', data: answer(tariffs) }} />, {
      wrapper: AtPath,
    });
    const links = screen.getAllByRole('link', { name: /Get a quote/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(externalUrls.getAQuote);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('holds four placeholder cards while loading', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'loading' }} />, { wrapper: AtPath });
    expect(screen.getByRole('status', { name: 'Loading our tariffs' }).children).toHaveLength(4);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('offers a quote instead of cards when tariffs cannot be loaded', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'failed' }} />, { wrapper: AtPath });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Get a quote/ }).getAttribute('href')).toBe(externalUrls.getAQuote);
    expect(screen.getByText(footnote('East Midlands'))).toBeTruthy();
  });

  it('says which region, payment method and consumption the prices are for, and links every tariff', () => {
    render(<TariffsSection regionName="London" tariffs={{ status: 'ready', data: answer(tariffs) }} />, {
      wrapper: AtPath,
    });
    expect(screen.getByText('Prices for London')).toBeTruthy();
    const note = screen.getByText(footnote('London'));
    expect(note.textContent).toBe(
      "Prices for homes in the London region paying by monthly Direct Debit, for a year's typical use of 2,500 kWh of electricity and 9,500 kWh of gas. Unit rates and standing charges of every tariff",
    );
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/Tariffs');
  });
});
