// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtPath } from '../../at-path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../../../web/src/features/home/HomePage';
import { brand, externalUrls } from '../../../../../web/src/lib/site-config';
import { defined } from '../../../../support/defined';
import { errorReply, jsonReply, stubApi } from '../../support/stub-api';
import { review, tariff } from './fixtures';

const typicalConsumption = { electricityKwh: 2_500, gasKwh: 9_500 };

/** The price-cap comparison as GET /api/price-cap answers it (lambdas/contracts/price-cap.ts). */
function comparison(region: { id: number; name: string }, ownPence: number, capPence: number) {
  return {
    status: 'compared',
    region,
    paymentMethod: 'direct_debit_monthly',
    typicalConsumption,
    date: '2026-11-25',
    ownTariff: { name: 'Home Dual SVT', tariff: 'home-dual-svt', estimatedAnnualCostPence: ownPence },
    priceCap: { estimatedAnnualCostPence: capPence, validFrom: '2026-10-01', validTo: '2027-01-01' },
  };
}

const answers: Record<string, unknown> = {
  '/api/price-cap': comparison({ id: 11, name: 'East Midlands' }, 157_949, 175_460),
  '/api/price-cap?postcode=SW1A1AA': comparison({ id: 12, name: 'London' }, 162_840, 180_012),
  '/api/reviews': { trustScore: 4.7, reviews: [review()] },
  '/api/tariffs': { region: { id: 11, name: 'East Midlands' }, tariffs: [tariff()], typicalConsumption },
  '/api/tariffs?postcode=SW1A1AA': {
    region: { id: 12, name: 'London' },
    tariffs: [tariff({ name: 'Home Dual SVT', monthlyPence: 13570, yearlyPence: 162840 })],
    typicalConsumption,
  },
};

/** Answers each API path with its JSON, or with an upstream error of the given status for the paths listed. */
function stubHomeApi(failing: Record<string, number> = {}) {
  return stubApi(
    Object.fromEntries(
      Object.entries(answers).map(([path, body]) => {
        const status = failing[path];
        return [`GET ${path}`, status ? errorReply(status, 'upstream', 'Unavailable') : jsonReply(body)];
      }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('renders one h1, the sub-line, every section and its data from our own API only', async () => {
    const api = stubHomeApi();
    render(<HomePage />, { wrapper: AtPath });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Switch. Save. Smile.',
    ]);
    expect(screen.getByText('A Variable Tariff Below the Price Cap')).toBeTruthy();
    for (const name of ['Why Choose Us?', 'Switch Faster, Save Sooner', 'Our Tariffs', 'Speak to our team']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }

    expect(await screen.findByText('£1,579*')).toBeTruthy();
    expect(screen.getByText('£1,755*')).toBeTruthy();
    const badges = screen.getByRole('region', { name: 'Our prices against the price cap' });
    expect(badges.textContent).toContain(
      "*Estimated yearly cost in the East Midlands region by Monthly Direct Debit, at Ofgem's typical use of 2,500 kWh electricity and 9,500 kWh gas: Home Dual SVT on 25 November 2026; the price cap for 1 October 2026 to 31 December 2026.",
    );
    expect(
      within(badges).getByRole('link', { name: 'Tariff information for Home Dual SVT' }).getAttribute('href'),
    ).toBe('/Tariffs?tariff=home-dual-svt&payment=direct_debit_monthly');
    const trust = await screen.findByRole('link', { name: /Excellent 4\.7 out of 5/ });
    expect(trust.getAttribute('href')).toBe(externalUrls.reviewPage);
    expect(await screen.findByRole('heading', { name: 'Home Dual SVT' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Priya Shah' })).toBeTruthy();
    expect(api.paths().sort()).toEqual(['/api/price-cap', '/api/reviews', '/api/tariffs']);
  });

  it('shows the four steps of a switch and the benefit cards', () => {
    stubHomeApi();
    render(<HomePage />, { wrapper: AtPath });
    for (const title of ['Get a Quote', 'Choose Your Plan', 'Peace of Mind Period', 'Rapid Switch Completion']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(title) })).toBeTruthy();
    }
    for (const number of ['01', '02', '03', '04']) expect(screen.getByText(number)).toBeTruthy();
    for (const title of ['Below the Ofgem Price Cap', 'Customer Service Excellence', 'Quick Queries Resolution']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
  });

  it('step 04 says most switches finish sooner, the legal five working days and the payment if late', () => {
    stubHomeApi();
    render(<HomePage />, { wrapper: AtPath });
    const step = defined(
      screen.getByRole('heading', { level: 3, name: /Rapid Switch Completion/ }).closest<HTMLElement>('li') ??
        undefined,
      'the step 04 card',
    );
    expect(step.textContent).toContain(
      'Most switches complete within a few days. By law your new plan starts within five working days of us having everything we need, or we pay you £40.',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: /Peace of Mind Period/ }).closest('li')?.textContent,
    ).toContain('14-day window');
  });

  it('says beside the reviews which ones it shows, and links to every review and to the reviews policy', async () => {
    stubHomeApi();
    render(<HomePage />, { wrapper: AtPath });
    const reviews = defined(
      screen.getByRole('heading', { level: 2, name: 'What Our Customers Say' }).closest<HTMLElement>('section') ??
        undefined,
      'the reviews section',
    );
    expect(reviews.textContent).toContain('These are recent 4 and 5 star reviews only; our score counts every review.');
    expect(
      within(reviews)
        .getByRole('link', { name: /Read all our reviews/ })
        .getAttribute('href'),
    ).toBe(externalUrls.reviewPage);
    expect(within(reviews).getByRole('link', { name: 'how we collect and show reviews' }).getAttribute('href')).toBe(
      '/ReviewsPolicy',
    );
    const trust = await screen.findByRole('link', { name: /Excellent 4\.7 out of 5/ });
    expect(
      within(defined(trust.closest<HTMLElement>('p') ?? undefined, 'the trust line'))
        .getByRole('link', { name: 'How we collect reviews' })
        .getAttribute('href'),
    ).toBe('/ReviewsPolicy');
  });

  it('offers the contact block: hours, chat to the help centre and a tel: link', () => {
    stubHomeApi();
    render(<HomePage />, { wrapper: AtPath });
    const contact = screen.getByRole('region', { name: 'Speak to our team' });
    expect(within(contact).getByText(brand.openingHours)).toBeTruthy();
    const chat = within(contact).getByRole('link', { name: /Chat with us/ });
    expect(chat.getAttribute('href')).toBe(externalUrls.helpCentreNewRequest);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(
      within(contact)
        .getByRole('link', { name: new RegExp(brand.phone) })
        .getAttribute('href'),
    ).toBe('tel:+448081570192');
  });

  it('still renders when every API route fails: -- for prices, no cards, no rating claimed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubHomeApi({ '/api/price-cap': 500, '/api/reviews': 502, '/api/tariffs': 504 });
    render(<HomePage />, { wrapper: AtPath });
    expect(await screen.findAllByText('--*')).toHaveLength(2);
    expect(screen.getByText(/^\*Our price comparison could not be loaded just now/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Read our customer reviews/ })).toBeTruthy();
    expect(screen.queryByText(/Excellent/)).toBeNull();
    expect(await screen.findByText(/latest tariff prices are not available/)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it("prices the region of a postcode entered in 'Quote me', announcing it politely", async () => {
    const api = stubHomeApi();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<HomePage />, { wrapper: AtPath });
    expect(await screen.findByText('£131.62')).toBeTruthy();
    expect(screen.getByText('Prices for East Midlands')).toBeTruthy();
    const note = defined(
      screen.getAllByRole('status').find((status) => status.getAttribute('aria-live') === 'polite'),
      'the polite status line',
    );
    expect(note.textContent).toBe('');

    await user.type(screen.getByLabelText('Enter postcode'), 'sw1a 1aa');
    await user.click(screen.getByRole('button', { name: 'Quote me' }));

    // 'Quote me' still opens the sign-up site, as it always has.
    expect(open).toHaveBeenCalledWith(`${externalUrls.getAQuote}/SW1A1AA`, '_blank', 'noopener,noreferrer');
    expect(await screen.findByText('Prices for London')).toBeTruthy();
    expect(screen.getByText('£135.70')).toBeTruthy();
    expect(screen.getByText(/^Prices for homes in the London region paying by monthly Direct Debit/)).toBeTruthy();
    expect(note.textContent).toContain('Prices for London are now shown under Our Tariffs.');
    expect(within(note).getByRole('link', { name: 'See prices for London' }).getAttribute('href')).toBe(
      '#our-tariffs-heading',
    );
    expect(api.paths()).toContain('/api/tariffs?postcode=SW1A1AA');
    // The price-cap badges follow the same region, and their link keeps the postcode.
    expect(await screen.findByText('£1,628*')).toBeTruthy();
    const badges = screen.getByRole('region', { name: 'Our prices against the price cap' });
    expect(badges.textContent).toContain('Estimated yearly cost in the London region');
    expect(
      within(badges).getByRole('link', { name: 'Tariff information for Home Dual SVT' }).getAttribute('href'),
    ).toBe('/Tariffs?postcode=SW1A1AA&tariff=home-dual-svt&payment=direct_debit_monthly');
  });

  it('says at once that a Northern Ireland postcode has no prices, keeping the cards it had', async () => {
    const api = stubHomeApi();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<HomePage />, { wrapper: AtPath });
    expect(await screen.findByText('£131.62')).toBeTruthy();
    await user.type(screen.getByLabelText('Enter postcode'), 'BT1 5GS');
    await user.click(screen.getByRole('button', { name: 'Quote me' }));
    expect(
      await screen.findByText(
        'We supply homes in England, Scotland and Wales only. Enter a postcode in England, Scotland or Wales.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Prices for East Midlands')).toBeTruthy();
    expect(api.paths().filter((path) => path.includes('postcode='))).toEqual([]);
  });
});
