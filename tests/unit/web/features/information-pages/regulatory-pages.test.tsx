import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { brand, telHref } from '../../../../../web/src/lib/site-config';
import EmergenciesPage from '../../../../../web/src/features/information-pages/pages/EmergenciesPage';
import ContactPage from '../../../../../web/src/features/information-pages/pages/ContactPage';
import { starRatingStatement } from '../../../../../web/src/features/information-pages/content/help/contact';
import GuaranteedStandardsPage from '../../../../../web/src/features/information-pages/pages/GuaranteedStandardsPage';
import WarmHomeDiscountPage from '../../../../../web/src/features/information-pages/pages/WarmHomeDiscountPage';
import ComplaintsPerformancePage from '../../../../../web/src/features/information-pages/pages/ComplaintsPerformancePage';
import ComplaintsPage from '../../../../../web/src/features/information-pages/pages/ComplaintsPage';
import OurEnergyPage from '../../../../../web/src/features/information-pages/pages/OurEnergyPage';
import HelpPayingPage from '../../../../../web/src/features/information-pages/pages/HelpPayingPage';
import TermsPage from '../../../../../web/src/features/information-pages/pages/TermsPage';
import { publishedFigures } from '../../../../../web/src/lib/published-figures';
import { pageText, renderPage } from './render-page';

/**
 * The key facts of the pages a supplier must publish (docs/product/regulatory-pages.md › Regulatory
 * pages): the numbers as tel: links, the periods and amounts from the published figures.
 */

/** Every tel: link of the page as [visible text, href]. */
function telLinks(container: HTMLElement): [string, string][] {
  return Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')).map((link) => [
    link.textContent ?? '',
    link.getAttribute('href') ?? '',
  ]);
}

const meterFault: [string, string] = [brand.meterFaultLine.phone, telHref(brand.meterFaultLine.phone)];
const gas: [string, string] = ['0800 111 999', 'tel:+44800111999'];
const powerCut: [string, string] = ['105', 'tel:105'];

describe('/Emergencies', () => {
  it('gives the gas, power cut, 24-hour meter-fault and 999 numbers as tel: links', () => {
    const { container } = renderPage(EmergenciesPage, '/Emergencies');
    expect(telLinks(container)).toEqual(
      expect.arrayContaining([gas, powerCut, meterFault, ['999', 'tel:999'], [brand.phone, telHref(brand.phone)]]),
    );
  });

  it('has a table saying which number is for what', () => {
    const { container } = renderPage(EmergenciesPage, '/Emergencies');
    const table = within(container).getByRole('table', { name: 'Who to call in an emergency' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(rows).toEqual([
      'What has happenedWho to call',
      'You smell gas, or think there is carbon monoxideNational Gas Emergency Service: 0800 111 999',
      'The power is off, in your home or your streetYour electricity network operator: 105',
      `Your meter is faulty and has left you without power or gasUs, every day, 24 hours: ${brand.meterFaultLine.phone}`,
      `Anything else about your account or billUs, ${brand.openingHours}: ${brand.phone}`,
    ]);
  });

  it('says what to do about carbon monoxide and a tripped switch', () => {
    const text = pageText(renderPage(EmergenciesPage, '/Emergencies').container);
    expect(text).toContain('Get into fresh air straight away');
    expect(text).toContain('Turn off the appliance you suspect, if it is safe to do so');
    expect(text).toContain('Get medical help');
    expect(text).toContain('Push the tripped switch back up to ON');
  });

  it('says every number is free but only the emergency lines answer around the clock (our own lines give their hours)', () => {
    const text = pageText(renderPage(EmergenciesPage, '/Emergencies').container);
    expect(text).not.toContain('Every number on this page is free and answers 24 hours');
    expect(text).toContain('Every number on this page is free to call. The emergency lines answer 24 hours a day');
  });
});

describe('/Contact', () => {
  it('lists every phone line as a tel: link: customer service, struggling to pay, 24-hour meter faults, emergencies, Citizens Advice', () => {
    const { container } = renderPage(ContactPage, '/Contact');
    expect(telLinks(container)).toEqual(
      expect.arrayContaining([
        [brand.phone, telHref(brand.phone)],
        [brand.helpPayingLine.phone, telHref(brand.helpPayingLine.phone)],
        meterFault,
        gas,
        powerCut,
        ['0808 223 1133', 'tel:+448082231133'],
        ['0808 196 8660', 'tel:+448081968660'],
      ]),
    );
  });

  it('gives the hours of each line, Relay UK, a route that needs no cookies, e-mail and post', () => {
    const text = pageText(renderPage(ContactPage, '/Contact').container);
    expect(text).toContain(`Customer service (free, ${brand.openingHours}): ${brand.phone}`);
    expect(text).toContain(`Struggling to pay (free, ${brand.helpPayingLine.hours}): ${brand.helpPayingLine.phone}`);
    expect(text).toContain(
      `No power or gas because of a fault with your meter (free, every day, 24 hours): ${brand.meterFaultLine.phone}`,
    );
    expect(text).toContain(`Relay UK: dial 18001 before any of our numbers, for example 18001 ${brand.phone}`);
    expect(text).toContain('Send us a message online (any time; works without accepting cookies)');
    expect(text).toContain(`E-mail (any time): ${brand.email}`);
    expect(text).toContain(`${brand.name}, ${brand.registeredOffice}`);
  });

  it('states our Citizens Advice star rating, or that we are not rated and why', () => {
    const text = pageText(renderPage(ContactPage, '/Contact').container);
    expect(brand.citizensAdviceStars).toBeNull();
    expect(text).toContain(
      'Citizens Advice has not rated us yet: it rates only suppliers above a certain number of customers',
    );
    const rated = starRatingStatement(4);
    expect(JSON.stringify(rated)).toContain('Citizens Advice rates our customer service 4 out of 5 stars');
  });
});

/** The rows of the table named `caption`, each as its cells' text. */
function tableRows(container: HTMLElement, caption: string): string[][] {
  const table = within(container).getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? ''));
}

describe('/GuaranteedStandards', () => {
  it('lists every standard, what we must do and by when, with the payment from the published figures', () => {
    const { container } = renderPage(GuaranteedStandardsPage, '/GuaranteedStandards');
    const rows = tableRows(container, 'What we must do and by when: we pay you £40 each time we do not');
    expect(rows[0]).toEqual(['Standard', 'What we must do and by when']);
    expect(rows.slice(1).map(([name]) => name)).toEqual([
      'Appointments',
      'A fault with your credit meter',
      'A fault with a prepayment meter that cuts off your supply',
      'Reconnecting you after a debt',
      'Network compensation',
      'Switching to us',
      'A switch you did not ask for',
      'Your final bill',
      'Refunding your credit',
    ]);
    expect(publishedFigures.guaranteedStandards.paymentPounds).toBe(40);
    const duties = rows.map((row) => row[1]).join(' ');
    for (const deadline of [
      '5 working days',
      '3 hours',
      '4 hours',
      '24 hours',
      '10 working days',
      '20 working days',
      '6 weeks',
    ])
      expect(duties).toContain(deadline);

    const smart = tableRows(container, 'Smart meter standards: we pay you £40 each time we miss one');
    expect(smart).toHaveLength(4);
    expect(smart.map((row) => row[1]).join(' ')).toMatch(/6 weeks.*fails.*5 working days/s);
  });

  it('says the payment is automatic, when it is paid, the late payment, and when the amounts were checked', () => {
    const text = pageText(renderPage(GuaranteedStandardsPage, '/GuaranteedStandards').container);
    expect(text).toContain('You do not need to ask or claim: we pay it automatically, within 10 working days');
    expect(text).toContain(
      'The payment has been £40 since 2 January 2025 (source: Ofgem: get compensation for problems with your energy supplier (opens in a new tab)).',
    );
    expect(text).toContain('If we are late paying you, we pay you a further £40');
    expect(text).toContain('Since February 2026 three more standards cover smart meters');
    expect(text).toContain('Amounts last checked 25 November 2026');
  });
});

describe('/WarmHomeDiscount', () => {
  it('states the amount, the scheme year, when it is paid, who qualifies and how prepayment customers get it', () => {
    const text = pageText(renderPage(WarmHomeDiscountPage, '/WarmHomeDiscount').container);
    expect(text).toContain('Scheme year 2026 to 2027. Last updated 25 November 2026');
    expect(text).toContain('The discount for the scheme year 2026 to 2027 is £150.');
    expect(text).toContain('We take it off your electricity bill between October 2026 and the end of March 2027');
    expect(text).toContain('every supplier with 1,000 or more domestic customers in Great Britain must');
    expect(text).toContain('means-tested benefits');
    expect(text).toContain('we take the discount off your bill automatically');
    expect(text).toContain('Scotland has its own rules');
    expect(text).toContain('We supply homes with credit meters only');
  });

  it('does not say every customer gets it, and says who must be named on the electricity account', () => {
    const text = pageText(renderPage(WarmHomeDiscountPage, '/WarmHomeDiscount').container);
    expect(text).not.toMatch(/every customer of ours gets/i);
    expect(text).toContain('if you qualify and we supply your electricity, the discount is a credit');
    expect(text).toContain('must be named on the electricity account on the scheme\u2019s qualifying date');
  });
});

describe('/Complaints', () => {
  it('gives the ombudsman time limit both with and without a deadlock letter', () => {
    const text = pageText(renderPage(ComplaintsPage, '/Complaints').container);
    expect(text).toContain(
      'within 12 months of our deadlock letter or, if we have not sent you one, within 12 months of the day the 8 weeks ended',
    );
  });
});

describe('/OurEnergy', () => {
  it('states no typical consumption figure (it changes by period and is read when the home page loads)', () => {
    const text = pageText(renderPage(OurEnergyPage, '/OurEnergy').container);
    expect(text).not.toMatch(/\d[\d,]*\s*kWh/);
    expect(text).toContain('Ofgem\u2019s typical consumption');
    expect(text).not.toContain('led the market');
  });
});

describe('complaints performance', () => {
  it('/ComplaintsPerformance carries the annual report regulation 11 asks for', () => {
    const { container } = renderPage(ComplaintsPerformancePage, '/ComplaintsPerformance');
    const text = pageText(container);
    expect(text).toContain('Our annual complaints report, 1 January 2025 to 31 December 2025');
    expect(text).toContain('we received 1,284 complaints from household customers');
    expect(text).toContain(
      '372 of them were not resolved by the end of the working day after the day we received them',
    );
    expect(text).toContain('98.1% were resolved within 8 weeks');
    expect(text).toContain('We have a complaints procedure');
    expect(text).toContain('Report last updated 30 January 2026');
    expect(
      container.querySelector('a[href="https://www.legislation.gov.uk/uksi/2008/1898/contents"]')?.textContent,
    ).toBe('legislation.gov.uk (opens in a new tab)');
  });

  it('/ComplaintsPerformance has the quarterly table and top reasons', () => {
    const { container } = renderPage(ComplaintsPerformancePage, '/ComplaintsPerformance');
    expect(tableRows(container, 'Complaints from household customers, by quarter')).toEqual([
      [
        'Quarter',
        'Complaints per 100,000 customers',
        'Resolved by the end of the next working day',
        'Resolved within 8 weeks',
      ],
      ['July to September 2026', '118', '71%', '98.4%'],
    ]);
    const reasons = Array.from(container.querySelectorAll('ol li')).map((item) => item.textContent);
    expect(reasons).toEqual(['Billing', 'Meter readings', 'Switching', 'Payments', 'Customer service']);
  });

  it('/Complaints links to it above its first section', () => {
    const { container } = renderPage(ComplaintsPage, '/Complaints');
    const link = within(container).getByRole('link', { name: 'annual complaints report and quarterly figures' });
    expect(link.getAttribute('href')).toBe('/ComplaintsPerformance');
    expect(link.closest('header')).not.toBeNull();
  });
});

describe('/OurEnergy fuel mix disclosure', () => {
  it('gives the period, the publication date, our mix beside the UK average, and CO2 and waste per kWh', () => {
    const { container } = renderPage(OurEnergyPage, '/OurEnergy');
    const text = pageText(container);
    expect(text).toContain('These figures cover 1 April 2025 to 31 March 2026 and were published on 1 October 2026.');
    expect(tableRows(container, 'Our fuel mix and the UK average, 1 April 2025 to 31 March 2026')).toEqual([
      ['Fuel source', brand.shortName, 'UK average'],
      ['Renewable', '40.8%', '47.6%'],
      ['Natural gas', '39.3%', '33.9%'],
      ['Nuclear', '13.9%', '14.9%'],
      ['Coal', '3.4%', '0.0%'],
      ['Other', '2.6%', '3.6%'],
    ]);
    expect(tableRows(container, 'Environmental impact per kWh of electricity, 1 April 2025 to 31 March 2026')).toEqual([
      ['Impact', brand.shortName, 'UK average'],
      ['Carbon dioxide (CO2), grams per kWh', '198', '172'],
      ['High-level radioactive waste, grams per kWh', '0.0009', '0.0010'],
    ]);
    expect(text).toContain('Renewable Energy Guarantee of Origin, or REGO');
    expect(text).toContain('Figures last updated 1 October 2026');
  });
});

describe('/HelpPaying ways to pay and the free line', () => {
  it('lists every way to pay with its conditions, and the free number for households struggling to pay', () => {
    const { container } = renderPage(HelpPayingPage, '/HelpPaying');
    const text = pageText(container);
    expect(container.querySelector('#ways-to-pay')?.textContent).toBe('Ways to pay');
    expect(text).toContain('Monthly Direct Debit: most of our tariffs are paid this way');
    expect(text).toContain('The first payment is collected 10 working days after you join');
    expect(text).toContain(
      'Pay on receipt of bill, by card: pay each bill when it arrives by debit or credit card on our Make a payment page',
    );
    expect(text).toContain(
      'their unit rates are 5% higher than with Direct Debit, and the standing charge is the same',
    );
    expect(telLinks(container)).toContainEqual([brand.helpPayingLine.phone, telHref(brand.helpPayingLine.phone)]);
    expect(
      within(container).getByRole('link', { name: 'Find out about the Warm Home Discount' }).getAttribute('href'),
    ).toBe('/WarmHomeDiscount');
  });
});

describe('/TermsAndConditions', () => {
  it('says most switches complete sooner, the legal maximum and the payment if late; the cooling-off stays', () => {
    const text = pageText(renderPage(TermsPage, '/TermsAndConditions').container);
    expect(text).toContain(
      'Most switches complete within a few days. By law your new Tariff starts within 5 working days of the day we have everything we need from you, unless you ask for a later date; if it does not, we pay you £40 automatically under the Guaranteed Standards of Performance.',
    );
    expect(text).toContain('You have a Cooling-off Period of 14 days');
    expect(text).toContain(
      `If a fault with your meter leaves you without electricity or gas, call us free on ${brand.meterFaultLine.phone}`,
    );
  });
});
