import { informationCommissioner } from '../public-bodies';
import { brand, externalUrls, link, routePaths, site, strong, tel, telHref } from '../shared';
import type { ContentPageData, ContentSection, LinkItem, TableData } from '../types';

/** The host of the support-chat script, named in the copy so visitors can recognise its cookies. */
const chatHost = new URL(externalUrls.chatScript).host;

/**
 * The cookies this website really sets. Keep in step with the consent feature
 * (web/src/features/consent): the names, values and lifetimes here are the ones it writes.
 */
export const siteCookies = [
  {
    name: 'hide_cookie_message',
    purpose:
      'Set when you choose Accept or Deny on the cookie banner, so that the banner is not shown again while the cookie lasts. Strictly necessary.',
    value: 'true',
    expires: '30 days',
  },
  {
    name: 'cookie_consent',
    purpose:
      'Records the choice you made, so that the support chat is loaded only if you chose Accept. It lasts as long as hide_cookie_message, so after 30 days the banner asks again. Strictly necessary.',
    value: 'accepted or denied',
    expires: '30 days',
  },
  {
    name: 'Support-chat cookies',
    purpose: `Set by our support-chat provider\u2019s script from ${chatHost}, which is loaded only after you choose Accept. They keep your chat conversation connected while you move between pages.`,
    value: 'Chosen by the provider',
    expires: 'Chosen by the provider',
  },
] as const;

const cookieTable: TableData = {
  caption: 'Cookies set on this website',
  columns: ['Cookie', 'What it does', 'Value', 'Expires after'],
  rows: siteCookies.map((cookie) => [cookie.name, cookie.purpose, cookie.value, cookie.expires]),
};

/** Cookie help pages of six browsers, in the browsers' own help centres. */
export const browserCookieHelp: readonly LinkItem[] = [
  { text: 'Google Chrome', link: 'https://support.google.com/chrome/answer/95647' },
  { text: 'Mozilla Firefox', link: 'https://support.mozilla.org/en-GB/kb/clear-cookies-and-site-data-firefox' },
  {
    text: 'Microsoft Edge',
    link: 'https://support.microsoft.com/en-gb/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
  { text: 'Safari on a Mac', link: 'https://support.apple.com/en-gb/guide/safari/sfri11471/mac' },
  { text: 'Safari on an iPhone or iPad', link: 'https://support.apple.com/en-gb/105082' },
  { text: 'Opera', link: 'https://help.opera.com/en/latest/web-preferences/#cookies' },
];

export const dataSubjectRights: readonly LinkItem[] = [
  {
    boldText: 'Information:',
    text: 'to be told what personal data we collect and how we use it, as this policy and our privacy policy do.',
  },
  { boldText: 'Access:', text: 'to get a copy of the personal data we hold about you.' },
  { boldText: 'Correction:', text: 'to have personal data that is wrong or incomplete put right.' },
  { boldText: 'Erasure:', text: 'to ask us to delete your personal data when we no longer need it.' },
  { boldText: 'Objection:', text: 'to object to our using your personal data, including for direct marketing.' },
  {
    boldText: 'No automated decisions:',
    text: 'not to be subject to a decision made only by a computer that has legal or similarly significant effects on you.',
  },
  {
    boldText: 'Restriction:',
    text: 'to ask us to limit how we use your personal data while a concern is looked into.',
  },
  {
    boldText: 'Portability:',
    text: 'to receive the data you gave us in a common electronic format, or have it sent to another organisation.',
  },
  {
    boldText: 'Withdraw consent:',
    text: 'to withdraw your consent at any time, for example to cookies, without affecting what was done before.',
  },
];

const sections: readonly ContentSection[] = [
  {
    id: 'what-are-cookies',
    heading: 'What cookies are',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Cookies are small text files that a website stores in your browser. The website can read them again on your next page or your next visit, for example to remember a choice you made so that it does not ask you again.',
      },
      {
        kind: 'paragraph',
        text: 'Cookies set by the website you are visiting are first-party cookies. Cookies set by another company whose service the website uses are third-party cookies.',
      },
    ],
  },
  {
    id: 'why-we-use-cookies',
    heading: 'Why we use cookies',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Websites use cookies for advertising, remarketing, analysis and to remember cookie consent. This is what each means on our website today:',
      },
      {
        kind: 'bullets',
        items: [
          [
            strong('Cookie consent: used.'),
            ' Two cookies remember whether you chose Accept or Deny, so that we respect your choice and do not show the banner on every page.',
          ],
          [
            strong('Support chat: used only if you accept.'),
            ' Our support-chat provider sets its own cookies to run the chat.',
          ],
          [
            strong('Analysis: not used.'),
            ' We do not measure how visitors use our website today. If we start, we will use anonymous analytics only, ask for your consent first and update this policy before we do.',
          ],
          [
            strong('Advertising: not used.'),
            ' We do not show adverts on our website or let advertising networks set cookies on it.',
          ],
          [
            strong('Remarketing: not used.'),
            ' We do not use cookies to show you our adverts on other websites after you have visited ours.',
          ],
        ],
      },
    ],
  },
  {
    id: 'cookies-we-use',
    heading: 'The cookies on our website',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This is the complete list of cookies our website sets. The first two are ours and are set only when you choose Accept or Deny on the cookie banner.',
      },
      { kind: 'table', table: cookieTable },
    ],
  },
  {
    id: 'data-collected',
    heading: 'What data our cookies collect',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Our own cookies collect no personally identifying data: they hold only your cookie choice.',
      },
      {
        kind: 'paragraph',
        text: 'An analytics or advertising provider would typically collect your approximate location, your browsing habits on the website and your device type. We do not use such a provider today, so none of that data is collected through cookies on our website. If that changes, we will ask for your consent first and list the provider and its cookies here.',
      },
    ],
  },
  {
    id: 'service-provider-cookies',
    heading: 'Cookies set by our service providers',
    blocks: [
      {
        kind: 'paragraph',
        text: `Our support chat is run by a service provider. Its script is loaded from ${chatHost} only after you choose Accept, and only then can it set cookies; if you choose Deny, the script is not loaded and it sets no cookies. The provider chooses the names and lifetimes of its cookies and uses them only to run the chat for us.`,
      },
      {
        kind: 'paragraph',
        text: [
          'If you choose Deny, you can still reach us through our ',
          link('help centre', externalUrls.helpCentreNewRequest),
          `, by e-mail or free on ${brand.phone}.`,
        ],
      },
      {
        kind: 'paragraph',
        text: 'When you pay a bill, you are taken to our card payment provider\u2019s secure checkout page. That page is on the provider\u2019s own website, which sets the cookies it needs to process your payment safely and prevent fraud. Those cookies are not set on our website.',
      },
    ],
  },
  {
    id: 'managing-cookies',
    heading: 'Managing cookies',
    blocks: [
      {
        kind: 'paragraph',
        text: 'To change your choice at any time, use the \u2018Cookie settings\u2019 link in the footer at the bottom of every page. If you change from Accept to Deny, the support chat is removed from the page at once and not loaded again; to remove cookies it has already set, delete the cookies for our website in your browser.',
      },
      {
        kind: 'paragraph',
        text: 'You can also see, block and delete cookies in your browser\u2019s settings. These pages explain how:',
      },
      { kind: 'links', items: browserCookieHelp },
      {
        kind: 'paragraph',
        text: 'If you block all cookies, our website still works, but it cannot remember your choice and will show the cookie banner on each visit.',
      },
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Data protection law gives you these rights over your personal data. Our ',
          link('privacy policy', routePaths.privacy),
          ' explains them in full.',
        ],
      },
      { kind: 'links', items: dataSubjectRights },
    ],
  },
  {
    id: 'contact-dpo',
    heading: 'Contacting our data protection officer',
    blocks: [
      {
        kind: 'paragraph',
        text: 'To use any of your rights or to ask about cookies, contact our data protection officer:',
      },
      {
        kind: 'links',
        items: [
          { boldText: 'E-mail:', text: brand.dpo.email, link: `mailto:${brand.dpo.email}` },
          { boldText: 'Post:', text: `Data Protection Officer, ${brand.legalEntity}, ${brand.registeredOffice}` },
          { boldText: 'Phone:', text: brand.dpo.phone, link: telHref(brand.dpo.phone) },
        ],
      },
      {
        kind: 'paragraph',
        text: 'You do not normally have to pay a fee to use your rights. We may charge a reasonable fee, or refuse, only if a request is clearly unfounded or excessive, and we will tell you why.',
      },
      {
        kind: 'paragraph',
        text: 'We may need to check your identity before we act on a request, so that we never give your data to someone else. We reply within one month.',
      },
      {
        kind: 'paragraph',
        text: [
          'If you are unhappy with our answer, you can complain to the ',
          informationCommissioner.name,
          ' at ',
          site(informationCommissioner.website),
          ' or on ',
          tel(informationCommissioner.phone),
          '.',
        ],
      },
    ],
  },
];

export const cookiePolicyPage: ContentPageData = {
  title: 'Cookie Policy',
  metaDescription: `The cookies the ${brand.name} website sets, why, how long they last, how to change your choice, and your data protection rights.`,
  dated: 'Dated 12 July 2024',
  lead: [
    `This policy explains the cookies the ${brand.name} website uses and the choices you have. In short: we use no advertising, remarketing or analytics cookies, and our support chat sets cookies only if you choose Accept.`,
  ],
  withContents: true,
  sections,
};
