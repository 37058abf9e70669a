import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AtPath } from '../../at-path';
import { ContentBlocks } from '../../../../../web/src/features/information-pages/components/ContentBlocks';
import { FuelMixChart } from '../../../../../web/src/features/information-pages/components/FuelMixChart';
import { fuelMix, ourEnergyPage } from '../../../../../web/src/features/information-pages/content/company/our-energy';
import { pageToPlain } from './plain-text';
import type { ContentBlock } from '../../../../../web/src/features/information-pages/content/types';
import { nth } from '../../../../support/defined';

const renderBlocks = (blocks: readonly ContentBlock[]) =>
  render(
    <AtPath>
      <ContentBlocks blocks={blocks} />
    </AtPath>,
  );

describe('fuel mix chart', () => {
  it('holds the published figures, which add up to 100%', () => {
    expect(fuelMix.map((share) => [share.source, share.percent])).toEqual([
      ['Renewable', 40.8],
      ['Natural gas', 39.3],
      ['Nuclear', 13.9],
      ['Coal', 3.4],
      ['Other', 2.6],
    ]);
    expect(fuelMix.reduce((sum, share) => sum + share.percent * 10, 0)).toBe(1000);
  });

  it('hides the drawing from assistive technology and gives every figure in a table', () => {
    const { container, getByRole } = render(<FuelMixChart caption="Fuel mix" shares={fuelMix} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const table = getByRole('table', { name: 'Fuel mix' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Renewable40.8%',
      'Natural gas39.3%',
      'Nuclear13.9%',
      'Coal3.4%',
      'Other2.6%',
    ]);
  });

  it('draws each segment in proportion to its share, one after the other', () => {
    const { container } = render(<FuelMixChart caption="Fuel mix" shares={fuelMix} />);
    const segments = Array.from(container.querySelectorAll('circle[data-source]'));
    let start = 0;
    segments.forEach((segment, index) => {
      const [dash] = segment.getAttribute('stroke-dasharray')!.split(' ').map(Number);
      // The drawn dash is the share less a fixed gap between segments.
      const { percent } = nth(fuelMix, index);
      expect(dash).toBeCloseTo(percent - 0.6, 5);
      expect(Number(segment.getAttribute('stroke-dashoffset'))).toBeCloseTo(25 - start, 5);
      start += percent;
    });
  });

  it('states the figures in running text as well', () => {
    expect(pageToPlain(ourEnergyPage)).toContain(
      'Of the electricity we supply, 40.8% comes from renewable sources, 39.3% from natural gas, 13.9% from nuclear power, 3.4% from coal and 2.6% from other sources.',
    );
  });
});

describe('content blocks', () => {
  it('renders rich text with in-site links through the router and web links in a new tab', () => {
    const { getByRole } = renderBlocks([
      {
        kind: 'paragraph',
        text: [
          'See our ',
          { text: 'privacy policy', link: '/Privacy' },
          ' or ',
          { text: 'Ofgem', link: 'www.ofgem.gov.uk' },
          '.',
        ],
      },
    ]);
    expect(getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/Privacy');
    const external = getByRole('link', { name: 'Ofgem (opens in a new tab)' });
    expect(external.getAttribute('href')).toBe('https://www.ofgem.gov.uk');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it('renders link items with their bold lead-in, linking only when a link is given', () => {
    const { getByRole, container } = renderBlocks([
      {
        kind: 'links',
        items: [
          { boldText: 'Phone:', text: '0808 157 0192', link: 'tel:+448081570192' },
          { boldText: 'Post:', text: 'Unit 7' },
        ],
      },
    ]);
    const items = container.querySelectorAll('li');
    expect(nth(items, 0).querySelector('strong')?.textContent).toBe('Phone: ');
    expect(getByRole('link', { name: '0808 157 0192' }).getAttribute('href')).toBe('tel:+448081570192');
    expect(nth(items, 1).querySelector('a')).toBeNull();
  });

  it('renders definitions as a dl, with an anchor per term only when asked', () => {
    const entries = [{ term: 'Unit Rate', definition: 'The price of each kWh.' }];
    const anchored = renderBlocks([{ kind: 'definitions', entries, anchorPrefix: 'term' }]);
    expect(anchored.container.querySelector('dl dt#term-unit-rate + dd')?.textContent).toBe('The price of each kWh.');
    anchored.unmount();
    const plain = renderBlocks([
      { kind: 'categories', items: [{ title: 'Supply data', description: 'Meter readings.' }] },
    ]);
    expect(plain.container.querySelector('dt')?.id).toBe('');
    expect(plain.container.querySelector('dd')?.textContent).toBe('Meter readings.');
  });

  it('renders a table with a caption, column headers and row headers', () => {
    const { getByRole } = renderBlocks([
      {
        kind: 'table',
        table: { caption: 'Who we share with', columns: ['Who', 'Examples'], rows: [['Regulators', 'Ofgem']] },
      },
    ]);
    const table = getByRole('table', { name: 'Who we share with' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Who', 'Examples']);
    expect(within(table).getByRole('rowheader').textContent).toBe('Regulators');
  });
});
