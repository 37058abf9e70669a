/**
 * Contact details of the public bodies the information pages refer customers to. These are public
 * facts, not brand values (lambdas/contracts/brand.ts), so a re-brand never touches them; they change
 * only when the bodies themselves change them.
 */
export const energyOmbudsman = {
  name: 'Energy Ombudsman',
  phone: '0330 440 1624',
  email: 'enquiry@energyombudsman.org',
  website: 'www.energyombudsman.org',
  postalAddress: 'Energy Ombudsman, PO Box 966, Warrington, WA4 9DF',
  phoneHours: 'Monday to Friday 8am to 8pm, Saturday 9am to 1pm',
  /** Weeks after which an unresolved complaint can go to it, without a deadlock letter. */
  afterWeeks: 8,
  /** Months within which it accepts a complaint: from the deadlock letter or, without one, from the end of those weeks. */
  withinMonths: 12,
} as const;

export const citizensAdvice = {
  name: 'Citizens Advice consumer service',
  phone: '0808 223 1133',
  website: 'www.citizensadvice.org.uk',
  onlineForm: 'https://www.citizensadvice.org.uk/consumer/get-more-help/if-you-need-more-help-about-a-consumer-issue/',
  postalAddress:
    'Citizens Advice consumer service, Post Point 24, Town Hall, Walliscote Grove Road, Weston-super-Mare, BS23 1UJ',
  scotland: { name: 'Advice Direct Scotland', phone: '0808 196 8660' },
} as const;

export const informationCommissioner = {
  name: 'Information Commissioner’s Office (ICO)',
  website: 'www.ico.org.uk',
  phone: '0303 123 1113',
} as const;

/** The national Modern Slavery & Exploitation Helpline, run by the charity Unseen (free, 24 hours). */
export const modernSlaveryHelpline = {
  name: 'Modern Slavery & Exploitation Helpline',
  phone: '08000 121 700',
  website: 'www.modernslaveryhelpline.org',
} as const;

/** The gas emergency and power cut lines live with the footer's component that shows them. */
export { emergencyNumbers } from '../../../lib/emergency-numbers';

export const creditReferenceAgencies = [
  { name: 'Experian', website: 'www.experian.co.uk' },
  { name: 'Equifax', website: 'www.equifax.co.uk' },
  { name: 'TransUnion', website: 'www.transunion.co.uk' },
] as const;

export const networkSites = {
  nationalTermsOfConnection: 'www.connectionterms.co.uk',
  findMyNetworkOperator: 'https://www.energynetworks.org/customers/find-my-network-operator',
} as const;

/**
 * Free debt advice charities the Help paying page refers customers to. Only their names and
 * websites: the brand brief lists no phone numbers for them, and a wrong number on a help
 * page is worse than none (their websites list their current lines and opening hours).
 */
export const stepChange = {
  name: 'StepChange Debt Charity',
  website: 'www.stepchange.org',
} as const;

export const nationalDebtline = {
  name: 'National Debtline',
  website: 'www.nationaldebtline.org',
} as const;

/** Where the Accessibility statement sends someone unhappy with our answer (name and website only, as above). */
export const equalityAdvisoryService = {
  name: 'Equality Advisory and Support Service (EASS)',
  website: 'www.equalityadvisoryservice.com',
} as const;
