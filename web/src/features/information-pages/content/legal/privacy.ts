import { informationCommissioner } from '../public-bodies';
import { brand, externalUrls, link, mail, routePaths, site, tel } from '../shared';
import type {
  ContentPageData,
  ContentSection,
  DataCategory,
  PrivacyPurpose,
  PrivacyRecipient,
  TableData,
} from '../types';

const purposesTable = (caption: string, rows: readonly PrivacyPurpose[]): TableData => ({
  caption,
  columns: ['Reason', 'Personal data used'],
  rows: rows.map((row) => [row.reason, row.data]),
});

export const contractPurposes: readonly PrivacyPurpose[] = [
  {
    reason: 'Setting up your Account and switching your supply to us',
    data: 'Name, supply address, contact details, meter point numbers (MPAN and MPRN), your previous supplier',
  },
  {
    reason: 'Supplying energy and working out your bills',
    data: 'Meter readings, meter serial numbers, tariff, energy use',
  },
  {
    reason: 'Taking payments and paying refunds',
    data: 'Bank account details, Direct Debit instruction, payment history, balance',
  },
  {
    reason: 'Answering your questions and complaints',
    data: 'Contact details, records of calls, e-mails and web chats, Account history',
  },
  {
    reason: 'Arranging meter visits and smart meter installation',
    data: 'Supply address, contact details, access information you give us',
  },
];

export const legalObligationPurposes: readonly PrivacyPurpose[] = [
  {
    reason: 'Meeting the conditions of our supply licences and Ofgem\u2019s rules',
    data: 'Account records, meter readings, complaint records',
  },
  { reason: 'Keeping tax and accounting records', data: 'Bills, payments, refunds, VAT records' },
  {
    reason: 'Preventing and detecting fraud and energy theft',
    data: 'Identity details, supply address, meter data, credit reference results',
  },
  {
    reason: 'Running the Priority Services Register and supporting customers in financial difficulty',
    data: 'Contact details and, with your agreement, information about health or circumstances that need extra support',
  },
  {
    reason: 'Answering lawful requests from the police, courts, HMRC and regulators',
    data: 'Only the data the request lawfully requires',
  },
];

export const consentPurposes: readonly PrivacyPurpose[] = [
  {
    reason: 'Sending you news and offers about energy saving and related services',
    data: 'Name, e-mail address, your contact preferences',
  },
  {
    reason: 'Setting cookies that are not strictly necessary, such as those of our support chat',
    data: 'Cookie identifiers, device and browser details',
  },
  {
    reason: 'Recording extra support needs that involve health information',
    data: 'Details of the health condition or circumstances you tell us about',
  },
];

export const recipients: readonly PrivacyRecipient[] = [
  {
    who: 'Energy industry bodies and network operators',
    examples:
      'Electricity and gas network operators, meter operators and data collectors, the central switching service, and your old or new supplier when you switch',
  },
  {
    who: 'Credit reference and fraud prevention agencies',
    examples: 'Experian, Equifax and TransUnion, for identity and credit checks and to record how you pay',
  },
  {
    who: 'Companies that help us run our service',
    examples:
      'Our card payment provider and Direct Debit bureau, our e-mail, hosting and customer-service software providers, our support-chat provider, meter installers',
  },
  {
    who: 'Debt collection agencies',
    examples: 'Only when a debt remains unpaid after we have tried to agree a plan with you',
  },
  {
    who: 'Regulators, ombudsmen and public bodies',
    examples:
      'Ofgem, the Energy Ombudsman, HMRC, the police and the courts, and the government departments that run schemes such as the Warm Home Discount',
  },
  {
    who: 'People you authorise',
    examples:
      'A Secondary Account Holder, someone holding power of attorney, or an adviser such as Citizens Advice acting for you',
  },
];

export const noticeCategories: readonly DataCategory[] = [
  {
    title: 'Identity and contact data',
    description: 'Your name, date of birth, supply and billing addresses, e-mail address and phone numbers.',
  },
  {
    title: 'Supply data',
    description:
      'Meter point numbers (MPAN and MPRN), meter serial numbers, meter type, meter readings and the energy you use.',
  },
  {
    title: 'Financial data',
    description: 'Bank account details, Direct Debit instructions, payments, refunds, balances and debts.',
  },
  { title: 'Credit data', description: 'The results of identity and credit checks from credit reference agencies.' },
  {
    title: 'Communications data',
    description: 'Records of your calls, e-mails, letters and web chats with us, and your marketing preferences.',
  },
  {
    title: 'Technical data',
    description:
      'Cookie choices and, if you accept them, the identifiers set by our support-chat provider; the internet address and browser details your device sends to our website.',
  },
];

export const noticePurposes: readonly PrivacyPurpose[] = [
  {
    reason: 'To supply energy and run your Account',
    data: 'Identity and contact, supply and financial data (contract)',
  },
  {
    reason: 'To check identity and credit, and prevent fraud',
    data: 'Identity, supply and credit data (legal obligation and our legitimate interest in preventing fraud)',
  },
  {
    reason: 'To support customers who need extra help',
    data: 'Contact data and special category data you give us (legal obligation, and your explicit consent for health data)',
  },
  { reason: 'To send marketing', data: 'Contact data and preferences (consent)' },
  {
    reason: 'To keep our website working and secure',
    data: 'Technical data (legitimate interest; consent for cookies that are not strictly necessary)',
  },
];

const rightsItems = [
  'to be told how we use your personal data, which is what this policy does;',
  'to get a copy of the personal data we hold about you;',
  'to have data that is wrong or incomplete corrected;',
  'to ask us to delete your data where we no longer need it, unless the law requires us to keep it;',
  'to object to our using your data for our legitimate interests, and to stop direct marketing at any time;',
  'to ask us to restrict how we use your data while a concern is looked into;',
  'to receive the data you gave us in a commonly used electronic format, or have it sent to another organisation;',
  'not to be subject to a decision based only on automated processing that has legal or similarly significant effects on you;',
  'to withdraw your consent at any time, where we rely on it.',
] as const;

const legalBasisSubsections: readonly ContentSection[] = [
  {
    id: 'basis-contract',
    heading: 'Contract',
    blocks: [
      { kind: 'paragraph', text: 'We need this data to enter into and carry out our contract to supply you.' },
      { kind: 'table', table: purposesTable('Data we use to carry out our contract with you', contractPurposes) },
    ],
  },
  {
    id: 'basis-legal-obligation',
    heading: 'Legal obligation',
    blocks: [
      { kind: 'paragraph', text: 'The law and our supply licences require us to use this data.' },
      { kind: 'table', table: purposesTable('Data we use to meet our legal obligations', legalObligationPurposes) },
    ],
  },
  {
    id: 'basis-consent',
    heading: 'Consent',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We use this data only if you have said yes, and you can change your mind at any time.',
      },
      { kind: 'table', table: purposesTable('Data we use with your consent', consentPurposes) },
    ],
  },
];

const privacyNoticeSubsections: readonly ContentSection[] = [
  {
    id: 'notice-sources',
    heading: 'Where your data comes from',
    blocks: [
      {
        kind: 'bullets',
        items: [
          'from you, when you get a quote, join us, use your Online Account, contact us or use our website;',
          'from the energy industry, for example meter details from the national meter point databases and readings from your Smart Meter;',
          'from credit reference and fraud prevention agencies;',
          'from people you have authorised to act for you.',
        ],
      },
    ],
  },
  {
    id: 'notice-categories',
    heading: 'Categories of data',
    blocks: [{ kind: 'categories', items: noticeCategories }],
  },
  {
    id: 'notice-special-category',
    heading: 'Special category data',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Some information about health is special category data, which the law protects more strongly. We only hold it when you, or someone you have authorised, tell us about a condition or circumstance so that we can give extra support, for example adding you to our Priority Services Register. We use it only for that support, share it only with the network operators and others who need it to help you, and delete it when you ask us to or when it is no longer needed.',
      },
    ],
  },
  {
    id: 'notice-recipients',
    heading: 'Who receives your data',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'The organisations listed under \u2018Who we share your data with\u2019 above. When any of them are outside the UK, we make sure your data has the same level of protection, for example through the UK International Data Transfer Agreement.',
        ],
      },
    ],
  },
  {
    id: 'notice-purposes',
    heading: 'Why we process your data',
    blocks: [
      {
        kind: 'table',
        table: purposesTable('Why we process each category of data, and the legal basis', noticePurposes),
      },
    ],
  },
  {
    id: 'notice-rights',
    heading: 'Your rights',
    blocks: [
      { kind: 'paragraph', text: 'You have the right:' },
      { kind: 'bullets', items: rightsItems },
    ],
  },
];

const sections: readonly ContentSection[] = [
  {
    id: 'introduction',
    heading: 'Introduction',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This policy explains what personal data we collect about you, why we collect it, who we share it with, how long we keep it and the rights you have. It applies to our customers, to people who ask us for a quote and to visitors to our website.',
      },
      { kind: 'paragraph', text: 'We never sell your data to third parties for their own marketing.' },
    ],
  },
  {
    id: 'who-we-are',
    heading: 'Who are we?',
    blocks: [
      {
        kind: 'paragraph',
        text: `We are ${brand.legalEntity}, a company registered in ${brand.registeredIn} (company number ${brand.companyNumber}), with our registered office at ${brand.registeredOffice}. We supply gas and electricity to household customers in Great Britain.`,
      },
      {
        kind: 'paragraph',
        text: `${brand.legalEntity} is the data controller of your personal data: we decide how and why it is used, and we are responsible for looking after it.`,
      },
    ],
  },
  {
    id: 'when-we-collect',
    heading: 'When we collect personal data',
    blocks: [
      { kind: 'paragraph', text: 'We collect personal data when you:' },
      {
        kind: 'bullets',
        items: [
          'ask for a quote or apply to join us;',
          'use your Online Account, give us a meter reading or make a payment;',
          'phone, e-mail, write to or chat with us;',
          'use our website, through the cookies described in our cookie policy.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'We also receive data from the energy industry when you switch to us, from your Smart Meter and from credit reference agencies.',
      },
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect and use',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We collect only what we need to supply you and run your Account: your name and contact details, your supply address, your meter details and readings, your payment details and history, the results of credit checks, our records of what you tell us and, if you choose to tell us, information about extra support you need. The privacy notice at the end of this page lists each category in full.',
      },
    ],
  },
  {
    id: 'legal-basis',
    heading: 'Our legal basis for using your data',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Data protection law allows us to use personal data only when we have a legal basis. We rely on three: our contract with you, our legal obligations and your consent. The tables below show the reasons and the personal data used for each.',
      },
    ],
    subsections: legalBasisSubsections,
  },
  {
    id: 'about-your-consent',
    heading: 'About your consent',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Where we rely on your consent, you can withdraw it at any time, as easily as you gave it: use the unsubscribe link in any marketing e-mail, change your preferences in your Online Account, use the \u2018Cookie settings\u2019 link at the bottom of every page of our website, or contact us. Withdrawing consent does not affect what we did with your data before, and it never affects your supply.',
        ],
      },
    ],
  },
  {
    id: 'who-we-share-with',
    heading: 'Who we share your data with',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We share your data only when we need to supply you, when the law requires it or when you ask us to. Everyone we share it with must keep it secure and use it only for the purpose we share it for.',
      },
      {
        kind: 'table',
        table: {
          caption: 'Who we share personal data with',
          columns: ['Who', 'Examples'],
          rows: recipients.map((row) => [row.who, row.examples]),
        },
      },
    ],
  },
  {
    id: 'how-long-we-keep-data',
    heading: 'How long we keep your data',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We keep personal data only for as long as necessary for the purpose we collected it for. In practice this means:',
      },
      {
        kind: 'bullets',
        items: [
          'Account, billing and payment records: 6 years after your Account closes, because tax and accounting law requires it and claims can be brought within that time;',
          'credit reference records: 6 years, held by the credit reference agencies;',
          'quotes and applications that do not go ahead: 12 months;',
          'information about extra support needs: until you ask us to remove it or your Account closes.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'After that we delete the data or make it anonymous so that it can no longer identify you.',
      },
    ],
  },
  {
    id: 'our-website',
    heading: 'Our website',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Our website sets a cookie to remember your cookie choice and, only if you choose Accept, the cookies of our support-chat provider. If we measure how the website is used, we will use anonymous analytics cookies only. We do not use advertising or social media cookies. Our ',
          link('cookie policy', routePaths.cookies),
          ' lists every cookie and how to change your choice.',
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    blocks: [
      { kind: 'paragraph', text: 'You have the right:' },
      { kind: 'bullets', items: rightsItems },
      {
        kind: 'paragraph',
        text: 'To use any of these rights, contact us as set out in \u2018Getting in touch\u2019. There is normally no fee. We may ask you to confirm your identity before we act, and we reply within one month.',
      },
    ],
  },
  {
    id: 'direct-marketing',
    heading: 'Direct marketing',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We do not sell our core services, the supply of gas and electricity, by direct marketing: we do not cold-call or send unrequested sales letters. With your consent we may e-mail you about energy saving and related offers, and you can unsubscribe at any time.',
      },
      {
        kind: 'paragraph',
        text: 'We still send you service messages about your Account, such as statements and price changes, because we need to, whatever your marketing choice.',
      },
    ],
  },
  {
    id: 'your-responsibilities',
    heading: 'Your responsibilities',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Please keep the details we hold about you up to date, and tell us straight away when you stop being liable to pay for the energy at your address, for example when you move out. Until you do, we will keep using your details for that Account.',
      },
      {
        kind: 'paragraph',
        text: 'If you give us data about someone else, such as a Secondary Account Holder, please make sure they know and are happy for you to do so.',
      },
    ],
  },
  {
    id: 'getting-in-touch',
    heading: 'Getting in touch',
    blocks: [
      {
        kind: 'paragraph',
        text: 'For any question about your data or to use your rights, contact our data protection team:',
      },
      {
        kind: 'links',
        items: [
          { boldText: 'E-mail:', text: brand.dataProtectionEmail, link: `mailto:${brand.dataProtectionEmail}` },
          { boldText: 'Post:', text: `Data Protection, ${brand.legalEntity}, ${brand.registeredOffice}` },
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'If you are unhappy with how we have used your data, please complain to us first so that we can put it right. If you are still unhappy, you can complain to the UK data regulator, the ',
          informationCommissioner.name,
          ', at ',
          site(informationCommissioner.website),
          ' or on ',
          tel(informationCommissioner.phone),
          '.',
        ],
      },
    ],
  },
  {
    id: 'privacy-notice',
    heading: 'Privacy notice for customers',
    blocks: [
      {
        kind: 'paragraph',
        text: `This notice sums up how ${brand.legalEntity} uses customers\u2019 personal data. It is given to you when you join and applies alongside our terms and conditions.`,
      },
      {
        kind: 'paragraph',
        text: [
          'We use your data to supply you with energy, to run your Account and to meet our legal obligations. For questions, e-mail ',
          mail(brand.dataProtectionEmail),
          ' or manage your details in your ',
          link('Online Account', externalUrls.portal),
          '.',
        ],
      },
    ],
    subsections: privacyNoticeSubsections,
  },
];

export const privacyPage: ContentPageData = {
  title: 'Privacy Policy',
  metaDescription: `How ${brand.name} collects, uses, shares and protects your personal data, how long we keep it, your rights and how to contact our data protection team.`,
  lead: [`Your data is yours. This policy explains, in plain words, how ${brand.name} looks after it.`],
  withContents: true,
  sections,
};
