// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceCapResponseSchema } from '#contracts/price-cap';
import { priceCapMessages } from '#contracts/price-cap-values';
import { AtPath } from '../../at-path';
import { PriceBadges } from '../../../../../web/src/features/home/PriceBadges';

describe('the price-cap badges while the cap is being updated', () => {
  it('show -- in both badges and one sentence saying why, never a figure', () => {
    // As the route answers once today is on or after the end of the latest period (lambdas/get-price-cap/handler.ts).
    const data = priceCapResponseSchema.parse({
      status: 'cap_being_updated',
      region: { id: 11, name: 'East Midlands' },
      date: '2027-01-01',
      capEndedOn: '2027-01-01',
      message: priceCapMessages.beingUpdated,
    });
    render(<PriceBadges priceCap={{ status: 'ready', data }} />, { wrapper: AtPath });
    const badges = screen.getByRole('region', { name: 'Our prices against the price cap' });
    expect(within(badges).getAllByText('--*')).toHaveLength(2);
    expect(within(badges).getByText(`*${priceCapMessages.beingUpdated}`)).toBeTruthy();
    expect(badges.textContent).not.toMatch(/£/);
    expect(priceCapMessages.beingUpdated.split('. ')).toHaveLength(1);
  });
});
