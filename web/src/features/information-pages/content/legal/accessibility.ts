import { equalityAdvisoryService } from '../public-bodies';
import { brand, contactUsItems, externalUrls, link, mail, routePaths, site, telHref } from '../shared';
import type { ContentPageData } from '../types';

/** The day this statement was last reviewed against the site (shown under the h1). */
export const ACCESSIBILITY_REVIEWED = '23 November 2026';

/**
 * /Accessibility: the site's accessibility statement (WCAG 2.2 AA targeted). It claims only what
 * the repository's tests check (docs/accessibility.md › Accessibility: tests/e2e/accessibility.spec.ts and the
 * journeys' specs) and lists the limits named in docs/accessibility.md › Accessibility; change both together.
 */
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
        {
          kind: 'paragraph',
          text: `This statement covers this website only. The card payment page, the sign-up site where you get a quote, our customer portal and our web chat are separate services, described under \u2018What we know is not yet right\u2019. On this website you should be able to:`,
        },
        {
          kind: 'bullets',
          items: [
            'read every page on a screen 320 pixels wide without scrolling sideways, which is the same as zooming in to 400% on a typical computer screen;',
            'reach every link, button and form field with a keyboard alone, and always see where you are;',
            'find each page\u2019s single main heading and its own page title;',
            'fill in our forms knowing what each field is for, and, when something needs correcting, get a list of the problems at the top of the form that takes you to each field.',
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
            ' at level AA. We believe the website is partially compliant: the parts listed under \u2018What we know is not yet right\u2019 may not meet every requirement, and automated tests cannot prove that the rest does.',
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
            'The card payment page is run by our card payment provider. We send you to it to pay and it sends you back to us, but we cannot test or change it.',
            'Our web chat is run by another company and only starts if you accept cookies. We have not tested it, and it may not work fully with a keyboard or a screen reader. You can always phone or e-mail us instead.',
            [
              'The sign-up site where you get a quote and our ',
              link('customer portal', externalUrls.portal),
              ' (logging in, your account) are separate websites that this statement does not cover and our tests do not check.',
            ],
            'We have not yet tested the website with people who use screen readers or speech recognition software, nor had a full manual audit with a screen reader such as NVDA, JAWS or VoiceOver, so there may be problems we have not found.',
            'The reviews carousel on the home page and the tables of your past meter readings have had only automated and keyboard checks.',
            'Our automated checks cannot judge everything, for example whether text alternatives describe an image well or whether the wording of a page is clear.',
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
            'Our automated tests run the axe accessibility engine against the WCAG 2.2 AA rules on every page, in a desktop-sized browser and at phone widths of 390 and 320 pixels, and again with forms showing errors, dialogs and menus open and the cookie banner showing. Any problem axe finds fails the tests.',
            'The tests also check that every page has one main heading and its own title, and that no page scrolls sideways at 320 pixels.',
            'The tests make a payment and send a meter reading using only the keyboard, and check that the cookie banner never hides the part of the page that has keyboard focus.',
            'We look at pages ourselves at phone and desktop sizes when we change them.',
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
      heading: 'If you are not happy with our reply',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'You can follow our ',
            link('complaints procedure', routePaths.complaints),
            '. The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010 in England, Scotland and Wales. For free advice about discrimination and your rights under that Act, contact the ',
            `${equalityAdvisoryService.name} at `,
            site(equalityAdvisoryService.website),
            '.',
          ],
        },
      ],
    },
  ],
};
