import { brand, contactUsItems, link, mail, routePaths, site, telHref } from './shared';
import type { ContentPageData } from './types';

/** The day this statement was last reviewed against the site (shown under the h1). */
export const ACCESSIBILITY_REVIEWED = '23 November 2026';

/** /Accessibility: the site's accessibility statement (WCAG 2.2 AA targeted). */
export const accessibilityPage: ContentPageData = {
  title: 'Accessibility statement',
  metaDescription: `How accessible the ${brand.name} website is, how we test it against WCAG 2.2 AA, what we know is not yet right, and how to tell us about a problem.`,
  dated: `Last reviewed ${ACCESSIBILITY_REVIEWED}`,
  lead: [
    `We want everyone to be able to use the ${brand.name} website: to get a quote, pay a bill, send a meter reading and read our policies, whatever device or assistive technology they use.`,
  ],
  withContents: false,
  sections: [
    {
      id: 'using-this-website',
      heading: 'Using this website',
      blocks: [
        { kind: 'paragraph', text: 'You should be able to:' },
        {
          kind: 'bullets',
          items: [
            'zoom in up to 400% without text spilling off the screen, and read every page on a screen 320 pixels wide without scrolling sideways;',
            'change colours, text size and fonts with your browser or device settings;',
            'reach every link, button and form field with a keyboard alone, and always see where you are;',
            'use the site with a screen reader, such as NVDA, JAWS, VoiceOver or TalkBack, and with speech recognition software;',
            'find each page\u2019s main heading, and skip from heading to heading;',
            'get a clear message, read out by screen readers, when something in a form needs correcting.',
          ],
        },
      ],
    },
    {
      id: 'compliance',
      heading: 'How accessible this website is',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We aim to meet the ',
            link('Web Content Accessibility Guidelines (WCAG) version 2.2', 'https://www.w3.org/TR/WCAG22/'),
            ' at level AA. We believe the website is partially compliant: the parts listed under \u2018What we know is not yet right\u2019 may not meet every requirement.',
          ],
        },
      ],
    },
    {
      id: 'known-limitations',
      heading: 'What we know is not yet right',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'The card payment page and the sign-up site for quotes are run by other companies. We chose them partly for their accessibility, but we do not test them ourselves.',
            'Our web chat, run by another company, may not work fully with every screen reader. You can always phone or e-mail us instead.',
            'We have not yet tested every page with every screen reader and with speech recognition software, so there may be problems we have not found.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We fix problems as we find them, and we review this list each time we change the website.',
        },
      ],
    },
    {
      id: 'how-we-test',
      heading: 'How we test this website',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Every build runs automated checks with the axe accessibility engine against WCAG 2.2 AA, in a desktop-sized and a phone-sized browser; a build with a serious problem fails and is not released.',
            'The automated tests also check that every page has one main heading and its own title, and that no page scrolls sideways on a phone.',
            'We check pages by hand using only a keyboard, and at a width of 320 pixels (the same as zooming to 400%).',
          ],
        },
      ],
    },
    {
      id: 'other-formats',
      heading: 'Other formats and extra help',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If you need bills, letters or information from this website in another format, such as large print, braille, easy read or audio, or need help using the website, contact us. Customers on our ',
            link('Priority Services Register', routePaths.priorityServices),
            ' get their bills in the format they need automatically.',
          ],
        },
      ],
    },
    {
      id: 'report-a-problem',
      heading: 'Reporting a problem with this website',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If you find a problem that is not listed here, or think we are not meeting accessibility requirements, please tell us. E-mail ',
            mail(brand.email),
            ' with \u2018Accessibility\u2019 in the subject line, or call us free on ',
            link(brand.phone, telHref(brand.phone)),
            '. Tell us the page address and what went wrong. We aim to reply within 5 working days.',
          ],
        },
        { kind: 'links', items: contactUsItems },
      ],
    },
    {
      id: 'enforcement',
      heading: 'Enforcement procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010 in England, Scotland and Wales. If you are not happy with how we respond to your complaint, contact the Equality Advisory and Support Service (EASS) on ',
            link('0808 800 0082', telHref('0808 800 0082')),
            ' or at ',
            site('www.equalityadvisoryservice.com'),
            '. You can also follow our ',
            link('complaints procedure', routePaths.complaints),
            '.',
          ],
        },
      ],
    },
  ],
};
