import { describe, expect, it } from 'vitest';
import { glossary, termsPage } from '../../../../../web/src/features/information-pages/content/legal/terms';
import { slugify } from '../../../../../web/src/features/information-pages/content/text';
import { pageToPlain } from './plain-text';
import TermsPage from '../../../../../web/src/features/information-pages/pages/TermsPage';
import { pageText, renderPage } from './render-page';

/** Normalised so that a sentence wrapped across source lines still matches. */
const termsData = pageToPlain(termsPage).replace(/\s+/g, ' ');

/** Every contract figure (contractTerms in terms.ts), as the sentence that must carry it. */
const contractConstants: readonly [string, RegExp][] = [
  ['cooling-off 14 days', /Cooling-off Period of 14 days/],
  [
    'cancelling in the cooling-off window: no exit fee, still liable for supply used',
    /cancel within those 14 days, there is no Exit Fee, but you still pay for any energy we have supplied/,
  ],
  [
    'cancel a switch 3 working days before the switch date',
    /cancel a switch by phone or web chat up to 3 working days before the switch date/,
  ],
  ['first payment 10 working days after sign-up', /first payment is collected 10 working days after you sign up/],
  ['then monthly in advance', /pay monthly in advance/],
  ['late or missed payment fee £25 per missed payment', /fee of £25 per missed payment/],
  ['interest 4% per year above the Bank of England base rate', /4% per year above the Bank of England base rate/],
  ['VAT 5% on domestic energy usage', /5% on domestic energy usage/],
  ['VAT 20% on other charges', /20% on other charges/],
  ['backbilling limit 12 months', /energy used more than 12 months ago/],
  ['backbilling exception: bills issued before 1 May 2018', /bills issued before 1 May 2018/],
  ['backbilling exception: lapsed bills', /lapsed bills/],
  ['backbilling exception: tampering', /meter was tampered with/],
  ['backbilling exception: obstructive behaviour', /behaved obstructively/],
  ['fixed tariffs: at least 42 days expiry notice', /at least 42 days before your Fixed Term ends/],
  [
    'fixed tariffs: penalty-free leaving within 49 days of the end date',
    /without any Exit Fee within 49 days of the end date/,
  ],
  ['fixed terms 12, 18 or 24 months', /12, 18 or 24 months/],
  [
    'refund assessed on balance and 12-month forecast usage',
    /current balance and your forecast usage for the next 12 months/,
  ],
  ['refund paid within 10 working days', /refund within 10 working days/],
  ['refund needs a meter read within 30 calendar days', /meter reading taken within the last 30 calendar days/],
  [
    'refund needs an active Direct Debit where the tariff requires one',
    /where your Tariff requires it, an active Direct Debit/,
  ],
  ['final bill refund within 10 working days of the final bill', /refunded within 10 working days of the Final Bill/],
  [
    'Direct Debit cannot be cancelled with less than 10 working days notice',
    /cannot be cancelled with less than 10 working days’ notice/,
  ],
  ['failed Direct Debit re-presented within 10 calendar days', /present it again within 10 calendar days/],
  [
    'winter months October to March for a higher Direct Debit',
    /higher Direct Debit in the winter months, October to March/,
  ],
  ['credit reference records kept 6 years', /keep these records for 6 years/],
  ['liability cap £10,000 per event or connected series of events', /£10,000 per event or connected series of events/],
  ['moving home: 21 days', /at least 21 days before you move/],
  ['ombudsman after 8 weeks or a deadlock letter', /not resolved after 8 weeks, or we have sent you a Deadlock Letter/],
  [
    'notice by post deemed delivered 2 working days after posting',
    /post is treated as delivered 2 working days after posting/,
  ],
];

/** The contract lifecycle, conditions and roles the terms must state. */
const contractRules: readonly [string, RegExp][] = [
  [
    'contract starts on accepting the terms and completing the application',
    /starts when you accept these terms and complete your application/,
  ],
  [
    'deemed contract starts on the date supply begins',
    /Deemed Contract starts on the date (we begin to supply you|the supply to you begins)/,
  ],
  ['staying after cancelling means a deemed tariff', /keep supplying you on a Deemed Contract at our deemed tariff/],
  [
    'breach (e.g. cancelled Direct Debit) can mean a standard variable tariff',
    /cancelling the Direct Debit a Tariff requires, we can move you to the POB variant of the Standard Variable Tariff/,
  ],
  [
    'two or more missed payments: SVT and full monthly balance',
    /miss two or more payments, we may move you to the Standard Variable Tariff .* pay your full monthly balance/,
  ],
  [
    'fixed tariff ends: back to the standard variable tariff',
    /When a Fixed Tariff ends .* you move to our Standard Variable Tariff/,
  ],
  [
    'suspension or disconnection: non-payment, tampering, legal requirement',
    /for non-payment.*tampered with.*where the law/,
  ],
  [
    'moving home: new contract, old account closes once paid or transferred',
    /set up a new Contract for it.*old Account closes once its balance has been paid or transferred/,
  ],
  ['valid current e-mail address', /valid, current e-mail address/],
  [
    'monthly meter reads: opening, closing and regular',
    /meter readings every month: an opening reading .* a regular reading each month and a closing reading/,
  ],
  [
    'credit meters only, no business or prepayment meters',
    /Credit Meters only.*do not support Prepayment Meters or business meters/,
  ],
  ['dual fuel needs both fuels', /Dual Fuel Tariffs need us to supply both your electricity and your gas/],
  ['roles: primary account holder', /primary account holder/],
  [
    'roles: secondary account holder with authorisation, liable only if they agree',
    /only add someone with your authorisation.*financially responsible for the Account only if they agree to that themselves/,
  ],
  ['roles: landlord, homeowner or agent', /landlord, homeowner or their agent/],
  ['roles: tenant or occupier', /tenant or occupier/],
  [
    'each tariff is a unit rate plus a daily standing charge',
    /Unit Rate for each kWh you use and a daily Standing Charge/,
  ],
];

const tariffNames = [
  'Home Dual SVT',
  'Home Dual E7 SVT',
  'Home Elec SVT',
  'Home Elec E7 SVT',
  'Home Gas SVT',
  'Home Dual Fixed',
  'Home Dual E7 Fixed',
  'Home Elec Fixed',
  'Home Elec E7 Fixed',
  'Home Gas Fixed',
  'Home Dual SVT POB',
  'Home Gas SVT POB',
];

/**
 * The twelve required glossary terms (docs/product/information-pages.md › Information pages); the rest of
 * the glossary is ours.
 */
const requiredGlossaryTerms = [
  'Charges',
  'Contract',
  'Credit Meter',
  'Deemed Contract',
  'Fixed Tariff',
  'Variable Tariff',
  'Standing Charge',
  'Unit Rate',
  'Smart Meter',
  'Traditional Meter',
  'Ofgem',
  'Working day',
];

describe('terms and conditions content', () => {
  it.each(contractConstants)('states the contract constant: %s', (_, sentence) => {
    expect(termsData).toMatch(sentence);
  });

  it.each(contractRules)('states the contract rule: %s', (_, sentence) => {
    expect(termsData).toMatch(sentence);
  });

  it('states every contract constant on the rendered page too', () => {
    const text = pageText(renderPage(TermsPage, '/TermsAndConditions').container);
    for (const [name, sentence] of contractConstants) expect(text, name).toMatch(sentence);
  });

  it.each(tariffNames)('covers the tariff %s in the tariff-specific block', (tariff) => {
    const block = termsPage.sections.find((section) => section.heading === 'Tariff Specific Terms & Conditions');
    expect(block).toBeDefined();
    const blockText = pageToPlain({ ...termsPage, lead: [], title: '', sections: [block!] });
    expect(blockText).toContain(tariff);
  });

  it('places the glossary first, as a definition list with Term and Definition columns', () => {
    expect(termsPage.sections[0]?.id).toBe('definitions');
    const { container } = renderPage(TermsPage, '/TermsAndConditions');
    const definitions = container.querySelector('#definitions')!.closest('section')!;
    expect(definitions.querySelector('dl')).not.toBeNull();
    expect(definitions.textContent).toMatch(/^DefinitionsWords with capital letters.*TermDefinition/);
  });

  it.each(requiredGlossaryTerms)('defines "%s" in the glossary with its own anchor', (term) => {
    const entry = glossary.find((candidate) => candidate.term.toLowerCase() === term.toLowerCase());
    expect(entry, term).toBeDefined();
    renderPage(TermsPage, '/TermsAndConditions');
    const anchor = document.getElementById(`term-${slugify(term)}`);
    expect(anchor?.tagName).toBe('DT');
    expect(anchor?.textContent?.toLowerCase()).toBe(term.toLowerCase());
    expect(anchor?.nextElementSibling?.tagName).toBe('DD');
    expect(anchor?.nextElementSibling?.textContent?.length).toBeGreaterThan(20);
  });

  it('defines a working day as any day except Saturday, Sunday or an England bank holiday', () => {
    const workingDay = glossary.find((entry) => entry.term.toLowerCase() === 'working day');
    expect(workingDay?.definition).toBe('Any day except Saturday, Sunday or a bank holiday in England.');
  });

  it('lists the glossary alphabetically so a reader can scan it', () => {
    const terms = glossary.map((entry) => entry.term.toLowerCase());
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b)));
  });

  it('links to the credit agencies, complaints procedure, advice service, ombudsman and network sites', () => {
    const { container } = renderPage(TermsPage, '/TermsAndConditions');
    const hrefs = Array.from(container.querySelectorAll('a[href]')).map((link) => link.getAttribute('href'));
    for (const expected of [
      'https://www.experian.co.uk',
      'https://www.equifax.co.uk',
      'https://www.transunion.co.uk',
      '/Complaints',
      'https://www.citizensadvice.org.uk',
      'https://www.energyombudsman.org',
      'https://www.connectionterms.co.uk',
      'https://www.energynetworks.org/customers/find-my-network-operator',
    ]) {
      expect(hrefs, expected).toContain(expected);
    }
  });
});
