import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { brand, telHref } from '../../../../../web/src/lib/site-config';
import EmergenciesPage from '../../../../../web/src/features/information-pages/pages/EmergenciesPage';
import ContactPage from '../../../../../web/src/features/information-pages/pages/ContactPage';
import { starRatingStatement } from '../../../../../web/src/features/information-pages/content/help/contact';
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
      'What has happenedWho to callNumber',
      'You smell gas, or think there is carbon monoxideNational Gas Emergency Service0800 111 999',
      'The power is off, in your home or your streetYour electricity network operator105',
      `Your meter is faulty and has left you without power or gas${brand.name}, every day, 24 hours${brand.meterFaultLine.phone}`,
      `Anything else about your account or bill${brand.name}, ${brand.openingHours}${brand.phone}`,
    ]);
  });

  it('says what to do about carbon monoxide and a tripped switch', () => {
    const text = pageText(renderPage(EmergenciesPage, '/Emergencies').container);
    expect(text).toContain('Get into fresh air straight away');
    expect(text).toContain('Turn off the appliance you suspect, if it is safe to do so');
    expect(text).toContain('Get medical help');
    expect(text).toContain('Push the tripped switch back up to ON');
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
