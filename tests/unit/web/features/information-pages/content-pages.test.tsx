import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { brand } from '../../../../../web/src/lib/site-config';
import AboutPage from '../../../../../web/src/features/information-pages/pages/AboutPage';
import AntiSlaveryPage from '../../../../../web/src/features/information-pages/pages/AntiSlaveryPage';
import ComplaintsPage from '../../../../../web/src/features/information-pages/pages/ComplaintsPage';
import CookiePolicyPage from '../../../../../web/src/features/information-pages/pages/CookiePolicyPage';
import OurEnergyPage from '../../../../../web/src/features/information-pages/pages/OurEnergyPage';
import PrivacyPage from '../../../../../web/src/features/information-pages/pages/PrivacyPage';
import TermsPage from '../../../../../web/src/features/information-pages/pages/TermsPage';
import PriorityServicesPage from '../../../../../web/src/features/information-pages/pages/PriorityServicesPage';
import HelpPayingPage from '../../../../../web/src/features/information-pages/pages/HelpPayingPage';
import AccessibilityPage from '../../../../../web/src/features/information-pages/pages/AccessibilityPage';
import MeterReadingHelpPage from '../../../../../web/src/features/information-pages/pages/MeterReadingHelpPage';
import EmergenciesPage from '../../../../../web/src/features/information-pages/pages/EmergenciesPage';
import ContactPage from '../../../../../web/src/features/information-pages/pages/ContactPage';
import GuaranteedStandardsPage from '../../../../../web/src/features/information-pages/pages/GuaranteedStandardsPage';
import WarmHomeDiscountPage from '../../../../../web/src/features/information-pages/pages/WarmHomeDiscountPage';
import ComplaintsPerformancePage from '../../../../../web/src/features/information-pages/pages/ComplaintsPerformancePage';
import ReviewsPolicyPage from '../../../../../web/src/features/information-pages/pages/ReviewsPolicyPage';
import { contractTerms } from '../../../../../web/src/features/information-pages/content/legal/contract-terms';
import { defined, nth } from '../../../../support/defined';
import { headingOutline, pageText, renderPage } from './render-page';

interface PageCase {
  name: string;
  Page: ComponentType;
  path: string;
  h1: string;
  /** The required sections, as h2 headings in this order (other h2s may sit between them). */
  sections: readonly RegExp[];
  withContents: boolean;
}

const pages: readonly PageCase[] = [
  {
    name: 'About',
    Page: AboutPage,
    path: '/AboutUs',
    h1: 'Our Story',
    sections: [/^Who are we\?$/, /^Our History$/, /^Our Mission$/, /^Our Commitment$/],
    withContents: false,
  },
  {
    name: 'Our Energy',
    Page: OurEnergyPage,
    path: '/OurEnergy',
    h1: 'Our Energy',
    sections: [
      /^Our Electricity Fuel mix$/,
      /^Customer Conscious$/,
      /^Pay What You Should$/,
      /^Our Energy and the Price cap$/,
    ],
    withContents: false,
  },
  {
    name: 'Complaints',
    Page: ComplaintsPage,
    path: '/Complaints',
    h1: 'Complaints',
    sections: [/^Need some independent advice\?$/, /^Step One/, /^Step Two/, /^Still not happy\?$/, /free copy/i],
    withContents: false,
  },
  {
    name: 'Anti-Slavery',
    Page: AntiSlaveryPage,
    path: '/AntiSlavery',
    h1: 'Anti-Slavery Policy',
    sections: [
      /commitment/i,
      /due diligence/i,
      /suppliers/i,
      /training/i,
      /reporting and whistleblowing/i,
      /continuous improvement/i,
      /approval/i,
    ],
    withContents: false,
  },
  {
    name: 'Cookies',
    Page: CookiePolicyPage,
    path: '/Cookies',
    h1: 'Cookie Policy',
    sections: [
      /^Contents$/,
      /what cookies are/i,
      /why we use cookies/i,
      /cookies on our website/i,
      /data .*collect/i,
      /service providers/i,
      /managing cookies/i,
      /your rights/i,
      /data protection officer/i,
    ],
    withContents: true,
  },
  {
    name: 'Privacy',
    Page: PrivacyPage,
    path: '/Privacy',
    h1: 'Privacy Policy',
    sections: [
      /^Contents$/,
      /^Introduction$/,
      /^Who are we\?$/,
      /^When we collect personal data$/,
      /^What we collect and use$/,
      /legal basis/i,
      /^About your consent$/,
      /^Who we share your data with$/,
      /^How long we keep your data$/,
      /^Our website$/i,
      /^Your rights$/,
      /^Direct marketing$/i,
      /^Your responsibilities$/i,
      /^Getting in touch$/i,
      /privacy notice/i,
    ],
    withContents: true,
  },
  {
    name: 'Terms',
    Page: TermsPage,
    path: '/TermsAndConditions',
    h1: 'Terms and Conditions',
    sections: [
      /^Contents$/,
      /^Definitions$/,
      /^General terms$/,
      /licence/i,
      /^The contract$/,
      /joining and switching/i,
      /your account/i,
      /credit checks/i,
      /tariffs, prices and charges/i,
      /^Billing$/,
      /meters and access/i,
      /payment methods/i,
      /^Refunds$/,
      /trouble paying/i,
      /debt management/i,
      /moving home/i,
      /^Complaints$/,
      /disconnection/i,
      /^Liability$/,
      /personal information/i,
      /personal security/i,
      /^Emergencies$/,
      /national terms of connection/i,
      /^Tariff Specific Terms & Conditions$/,
    ],
    withContents: true,
  },
  {
    name: 'Priority Services',
    Page: PriorityServicesPage,
    path: '/PriorityServices',
    h1: 'Priority Services Register',
    sections: [/^Who can join$/, /gives you/, /^How to join$/, /network operator/, /emergency/i],
    withContents: false,
  },
  {
    name: 'Help Paying',
    Page: HelpPayingPage,
    path: '/HelpPaying',
    h1: 'Help paying your energy bills',
    sections: [
      /early/,
      /payment plans/i,
      /miss a payment/,
      /breathing space/i,
      /debt advice/i,
      /Warm Home Discount/,
      /disconnect/i,
    ],
    withContents: false,
  },
  {
    name: 'Accessibility',
    Page: AccessibilityPage,
    path: '/Accessibility',
    h1: 'Accessibility statement',
    sections: [/accessible/, /not yet right/, /how we test/i, /reporting a problem/i, /not happy with our reply/],
    withContents: false,
  },
  {
    name: 'Meter Reading Help',
    Page: MeterReadingHelpPage,
    path: '/MeterReadingHelp',
    h1: 'How to read your meter',
    sections: [/^Digital/, /Economy 7/, /^Dial meter$/, /metric or imperial/, /serial number/, /when to send/i],
    withContents: false,
  },
  {
    name: 'Emergencies',
    Page: EmergenciesPage,
    path: '/Emergencies',
    h1: 'Emergencies',
    sections: [/^Which number/, /smell gas/, /carbon monoxide/, /power cut/, /meter/, /tripped/],
    withContents: false,
  },
  {
    name: 'Contact',
    Page: ContactPage,
    path: '/Contact',
    h1: 'Contact us',
    sections: [/emergency/i, /phone/, /Online/, /post/, /struggling to pay/, /advice/, /star rating/, /^Complaints$/],
    withContents: false,
  },
  {
    name: 'Guaranteed Standards',
    Page: GuaranteedStandardsPage,
    path: '/GuaranteedStandards',
    h1: 'Guaranteed Standards of Performance',
    sections: [/^The standards$/, /^Smart meter standards$/, /^How we pay you$/, /owe you/],
    withContents: false,
  },
  {
    name: 'Warm Home Discount',
    Page: WarmHomeDiscountPage,
    path: '/WarmHomeDiscount',
    h1: 'Warm Home Discount',
    sections: [/how much/i, /England and Wales/, /Scotland/, /prepayment/, /should have had it/],
    withContents: false,
  },
  {
    name: 'Complaints Performance',
    Page: ComplaintsPerformancePage,
    path: '/ComplaintsPerformance',
    h1: 'Complaints performance',
    sections: [/^Our annual complaints report/, /^Quarterly/, /not resolved/],
    withContents: false,
  },
  {
    name: 'Reviews Policy',
    Page: ReviewsPolicyPage,
    path: '/ReviewsPolicy',
    h1: 'Reviews policy',
    sections: [/collect/, /shows/, /fake/],
    withContents: false,
  },
];

/**
 * Facts each page must state (docs/product/information-pages.md › Information pages), as they must appear
 * in the visible text.
 */
const requiredFacts: Record<string, readonly (string | RegExp)[]> = {
  About: ['family-owned', 'affordable', 'top customer service', 'fair pricing', 'net zero', 'Net Zero by 2050'],
  'Our Energy': [
    '40.8%',
    '39.3%',
    '13.9%',
    '3.4%',
    '2.6%',
    /renewable/i,
    /natural gas/i,
    /nuclear/i,
    /coal/i,
    /other/i,
    'every three months',
    'under the price cap since the cap began in 2019',
    'Ofgem\u2019s typical consumption',
    'homes across Great Britain',
  ],
  Complaints: [
    'as soon as possible',
    'Complaints Team',
    '0808 223 1133',
    'www.citizensadvice.org.uk',
    'Online form',
    /Post: Citizens Advice consumer service, .+, [A-Z]{1,2}\d{1,2} \d[A-Z]{2}/,
    'Advice Direct Scotland: 0808 196 8660',
    '8 weeks',
    'deadlock letter',
    'binding on us',
    'Energy Ombudsman',
    '0330 440 1624',
    'enquiry@energyombudsman.org',
    'www.energyombudsman.org',
    'Monday to Friday 8am to 8pm, Saturday 9am to 1pm',
    'Energy Ombudsman, PO Box 966, Warrington, WA4 9DF',
    'free copy of this complaints procedure',
    brand.phone,
    brand.email,
  ],
  'Anti-Slavery': ['Modern Slavery Act 2015', 'anonymously', 'retaliation', 'reviewed annually', /due diligence/i],
  Cookies: [
    'hide_cookie_message',
    '30 days',
    'cookie_consent',
    'accepted or denied',
    /accepted or denied\s*30 days/,
    'chat.fernleaf.example',
    'only after you choose Accept',
    'Cookie settings',
    'Dated 12 July 2024',
    /advertising/i,
    /remarketing/i,
    /analysis/i,
    /cookie consent/i,
    'no personally identifying data',
    /location/,
    /browsing habits/,
    /device type/,
    'Google Chrome',
    'Mozilla Firefox',
    'Microsoft Edge',
    'Safari on a Mac',
    'Safari on an iPhone or iPad',
    'Opera',
    'Information:',
    'Access:',
    'Correction:',
    'Erasure:',
    'Objection:',
    'No automated decisions:',
    'Restriction:',
    'Portability:',
    'Withdraw consent:',
    brand.dpo.email,
    brand.dpo.phone,
    brand.registeredOffice,
    'do not normally have to pay a fee',
    'check your identity',
  ],
  Privacy: [
    `registered in ${brand.registeredIn}`,
    'household customers in Great Britain',
    'data controller',
    'never sell your data to third parties for their own marketing',
    'We do not sell our core services',
    'anonymous analytics cookies only',
    'We do not use advertising or social media cookies',
    'as long as necessary',
    'stop being liable to pay',
    brand.dataProtectionEmail,
    brand.registeredOffice,
    'complain to us first',
    'Information Commissioner\u2019s Office',
    'www.ico.org.uk',
    'Special category data',
  ],
  Terms: ['Home Dual SVT', 'Home Gas Fixed', 'POB', '£10,000'],
  'Priority Services': [
    'free',
    'pensionable age',
    'Advance notice of planned power cuts',
    'Priority support in an emergency',
    'password',
    'Help reading your meter',
    'large print',
    'braille',
    'network operator',
    brand.phone,
    brand.email,
    'customer portal',
    '0800 111 999',
    '105',
  ],
  'Help Paying': [
    'ability to pay',
    'payment plan',
    'payment holiday',
    'Breathing Space',
    'Citizens Advice consumer service: 0808 223 1133',
    'Advice Direct Scotland (Scotland): 0808 196 8660',
    // No phone numbers for these two: the brand brief gives none, and we do not guess them.
    'StepChange Debt Charity: www.stepchange.org',
    'National Debtline: www.nationaldebtline.org',
    'Warm Home Discount',
    // The same consequences and protections as the Terms (terms.ts: debt management, disconnection).
    `missed payment fee of £${contractTerms.missedPaymentFeePounds}`,
    'two or more missed payments',
    `keep the record for ${contractTerms.creditRecordYears} years`,
    'We will always tell you before',
    'between 1 October and 31 March',
    'pensionable age or under 18',
    'electrically powered medical equipment',
    brand.phone,
  ],
  Accessibility: [
    'WCAG',
    '2.2',
    'level AA',
    'axe',
    'keyboard',
    '320 pixels',
    'Last reviewed 23 November 2026',
    // The known limits (docs/accessibility.md › Accessibility): the provider's page, the chat, no screen-reader test.
    'card payment page is run by our card payment provider',
    'web chat is run by another company',
    'not yet tested the website with people who use screen readers',
    'Equality and Human Rights Commission',
    'Equality Advisory and Support Service',
    'www.equalityadvisoryservice.com',
    brand.email,
    brand.phone,
  ],
  'Meter Reading Help': [
    'left to right',
    'lower one',
    'opposite directions',
    'Night',
    'Day',
    'm³',
    'ft³',
    'first 5 digits',
    'first 4 digits',
    'red',
    'serial number',
    'start of each month',
    'tariff or prices change',
  ],
  // The numbers and their tel: links: regulatory-pages.test.tsx.
  Emergencies: ['0800 111 999', '105', brand.meterFaultLine.phone, 'every day, 24 hours', 'fresh air', 'fuse box'],
  Contact: [
    brand.phone,
    brand.openingHours,
    brand.meterFaultLine.phone,
    brand.helpPayingLine.phone,
    brand.helpPayingLine.hours,
    'Relay UK: dial 18001',
    brand.email,
    'works without accepting cookies',
    brand.registeredOffice,
    '0808 223 1133',
    'Citizens Advice has not rated us yet',
  ],
  // The amounts, periods and rows: regulatory-pages.test.tsx.
  'Guaranteed Standards': ['£40', 'automatically', '10 working days', 'smart meter'],
  'Warm Home Discount': ['£150', 'automatically', 'Scotland', 'prepayment', 'credit meters only'],
  'Complaints Performance': ['372', '1,284', '118', '71%', '98.4%', 'legislation.gov.uk'],
  'Reviews Policy': [
    'independent review service',
    'We invite everyone in those groups',
    'We never pay for reviews or offer anything in return',
    'Our staff, and anyone acting for us, do not review us',
    'all our reviews, whatever their rating',
    'recent 4 and 5 star reviews only',
    'They are not a fair sample of all our reviews',
    'removes those that break its rules',
    'We never report a genuine review because it is negative',
  ],
};

describe.each(pages)('$name page', ({ name, Page, path, h1, sections, withContents }) => {
  it('has exactly one h1, first, with the page name, and a title and meta description', () => {
    const { container } = renderPage(Page, path);
    const outline = headingOutline(container);
    expect(outline.filter(([level]) => level === 1)).toEqual([[1, h1]]);
    expect(outline[0]).toEqual([1, h1]);
    expect(document.title).toBe(`${h1} | ${brand.name}`);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(200);
  });

  it('never skips a heading level', () => {
    const { container } = renderPage(Page, path);
    const levels = headingOutline(container).map(([level]) => level);
    levels
      .slice(1)
      .forEach((level, index) => expect(level - nth(levels, index), `heading ${index + 2}`).toBeLessThanOrEqual(1));
  });

  it('has the required sections as h2 headings, in order', () => {
    const { container } = renderPage(Page, path);
    const h2s = headingOutline(container)
      .filter(([level]) => level === 2)
      .map(([, text]) => text);
    let from = 0;
    for (const section of sections) {
      const found = h2s.findIndex((text, index) => index >= from && section.test(text));
      expect(found, `${section} after "${h2s[from - 1] ?? 'the h1'}" in ${JSON.stringify(h2s)}`).toBeGreaterThanOrEqual(
        0,
      );
      from = found + 1;
    }
  });

  it('states every required fact', () => {
    const { container } = renderPage(Page, path);
    const text = pageText(container);
    for (const fact of defined(requiredFacts[name], `the required facts of ${name}`)) {
      if (typeof fact === 'string') expect(text, fact).toContain(fact);
      else expect(text).toMatch(fact);
    }
  });

  it('gives every element id once, so each anchor has one target', () => {
    const { container } = renderPage(Page, path);
    const ids = Array.from(container.querySelectorAll('[id]')).map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('opens web addresses in a new tab and keeps site paths in the app', () => {
    const { container } = renderPage(Page, path);
    const links = Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href]'));
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      if (/^https?:/.test(href)) {
        expect(link.target, href).toBe('_blank');
        expect(link.rel, href).toContain('noopener');
      } else {
        expect(href, link.textContent ?? '').toMatch(/^(\/|#|mailto:|tel:\+44\d{9,10}$|tel:\d+$)/);
      }
    }
  });

  if (withContents) {
    it('has a table of contents whose every link resolves to a section heading, and Back to top links', () => {
      const { container, getByRole, getAllByRole } = renderPage(Page, path);
      const contents = getByRole('navigation', { name: 'Contents' });
      const tocLinks = Array.from(contents.querySelectorAll<HTMLAnchorElement>('a'));
      const h2Ids = Array.from(container.querySelectorAll('section > h2[id]')).map((heading) => heading.id);
      expect(tocLinks.map((link) => link.getAttribute('href'))).toEqual(h2Ids.map((id) => `#${id}`));
      for (const link of tocLinks) {
        const target = document.getElementById(link.getAttribute('href')!.slice(1));
        expect(target?.tagName).toBe('H2');
        expect(target?.textContent).toBe(link.textContent);
      }
      const backToTop = getAllByRole('link', { name: 'Back to top' });
      expect(backToTop).toHaveLength(h2Ids.length);
      for (const link of backToTop)
        expect(document.getElementById(link.getAttribute('href')!.slice(1))?.tagName).toBe('H1');
    });
  } else {
    it('needs no table of contents', () => {
      const { queryByRole } = renderPage(Page, path);
      expect(queryByRole('navigation', { name: 'Contents' })).toBeNull();
    });
  }
});
