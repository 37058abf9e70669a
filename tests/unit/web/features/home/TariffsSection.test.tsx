// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tariffBullets } from '../../../../../web/src/features/home/TariffCard';
import { TariffsSection } from '../../../../../web/src/features/home/TariffsSection';
import { externalUrls } from '../../../../../web/src/lib/site-config';
import { nth } from '../../../../support/defined';
import { tariff } from './fixtures';

const footnote = 'Prices are based on national averages for homes in the East Midlands region.';

describe('tariffBullets', () => {
  it('gives dual-fuel tariffs the variable-tariff bullets', () => {
    expect(tariffBullets({ dualFuel: true, fixedMonths: 12 })).toEqual([
      'Cheapest Variable tariff in the market',
      'No exit fees',
      'Automatically benefit when prices drop',
    ]);
  });
  it('gives other tariffs the fixed-rate bullets with their months', () => {
    expect(tariffBullets({ dualFuel: false, fixedMonths: 18 })).toEqual([
      'Enjoy fixed rates for 18 months',
      'Exclusive Discount on Energy Rates',
      'Save more when you pay by Direct Debit.',
    ]);
  });
  it('promises no fixed rate for a tariff without a fixed term', () => {
    expect(tariffBullets({ dualFuel: false, fixedMonths: 0 })).toEqual([
      'Exclusive Discount on Energy Rates',
      'Save more when you pay by Direct Debit.',
    ]);
  });
});

describe('TariffsSection', () => {
  const tariffs = [
    tariff({
      name: 'Home Elec Fixed 18M',
      type: 'elec',
      dualFuel: false,
      isFixed: true,
      fixedMonths: 18,
      monthlyPence: 7130,
      yearlyPence: 85560,
    }),
    tariff({ name: 'Home Dual SVT' }),
  ];

  it('shows the cards in the order the API gave, with monthly and yearly prices', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'ready', data: tariffs }} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Home Elec Fixed 18M',
      'Home Dual SVT',
    ]);
    expect(nth(cards, 0).textContent).toContain('£71.30/month');
    expect(nth(cards, 0).textContent).toContain('£855.60 a year');
    expect(nth(cards, 1).textContent).toContain('£131.62/month');
    expect(nth(cards, 1).textContent).toContain('£1,579.44 a year');
  });

  it('shows a power icon on every card and a gas icon only on dual-fuel cards', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'ready', data: tariffs }} />);
    const cards = screen.getAllByRole('article');
    const [electricityOnly, dualFuel] = [nth(cards, 0), nth(cards, 1)];
    expect(within(electricityOnly).getByTitle('Electricity')).toBeTruthy();
    expect(within(electricityOnly).queryByTitle('Gas')).toBeNull();
    expect(within(dualFuel).getByTitle('Electricity')).toBeTruthy();
    expect(within(dualFuel).getByTitle('Gas')).toBeTruthy();
    expect(within(electricityOnly).getByText('Enjoy fixed rates for 18 months')).toBeTruthy();
    expect(within(dualFuel).getByText('No exit fees')).toBeTruthy();
  });

  it('opens the sign-up quote page, without a postcode, in a new tab from each card', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'ready', data: tariffs }} />);
    const links = screen.getAllByRole('link', { name: /Get a quote/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(externalUrls.getAQuote);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByText(footnote)).toBeTruthy();
  });

  it('holds four placeholder cards while loading', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: 'Loading our tariffs' }).children).toHaveLength(4);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('offers a quote instead of cards when tariffs cannot be loaded', () => {
    render(<TariffsSection regionName="East Midlands" tariffs={{ status: 'failed' }} />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Get a quote/ }).getAttribute('href')).toBe(externalUrls.getAQuote);
    expect(screen.getByText(footnote)).toBeTruthy();
  });

  it('names the region the prices are for, above the cards and in the footnote', () => {
    render(<TariffsSection regionName="London" tariffs={{ status: 'ready', data: tariffs }} />);
    expect(screen.getByText('Prices for London')).toBeTruthy();
    expect(screen.getByText('Prices are based on national averages for homes in the London region.')).toBeTruthy();
    expect(screen.queryByText(footnote)).toBeNull();
  });
});
