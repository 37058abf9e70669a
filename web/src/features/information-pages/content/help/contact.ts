import { citizensAdvice, emergencyNumbers } from '../public-bodies';
import {
  brand,
  externalUrls,
  helpPayingItem,
  link,
  meterFaultItem,
  routePaths,
  site,
  telHref,
  textRelayText,
} from '../shared';
import type { ContentPageData, RichText } from '../types';
import { emergencyTelHrefs } from '../../../../lib/emergency-numbers';

/**
 * Our Citizens Advice star rating as the Consumer Standards want it shown, or why there is none
 * (brand.citizensAdviceStars; docs/product/regulatory-pages.md › Contact and emergencies).
 */
export function starRatingStatement(stars: number | null): RichText {
  if (stars === null)
    return [
      'Energy suppliers must show the star rating Citizens Advice gives them for customer service. Citizens Advice has not rated us yet: it rates only suppliers above a certain number of customers, and we are below that size. When it rates us, our rating will be shown here. Citizens Advice publishes the ratings of the suppliers it rates on ',
      site(citizensAdvice.website),
      '.',
    ];
  return [
    `Citizens Advice rates our customer service ${stars} out of 5 stars. It rates energy suppliers on how easy they are to contact and how well they handle complaints; see every supplier's rating on `,
    site(citizensAdvice.website),
    '.',
  ];
}

/**
 * /Contact: every way to reach us, with hours (docs/product/regulatory-pages.md › Contact and
 * emergencies): the emergency numbers and our 24-hour meter-fault line first, then phone (with the
 * free line for households struggling to pay and Relay UK), online (a route that does not need the
 * chat's cookies), e-mail and post, independent advice and our Citizens Advice star rating.
 */
export const contactPage: ContentPageData = {
  title: 'Contact us',
  metaDescription: `Every way to contact ${brand.name}: phone and opening hours, our free 24-hour meter-fault line, help if you are struggling to pay, Relay UK, web chat, e-mail and post.`,
  lead: [
    'Choose whichever way suits you. Every phone number on this page is free to call from a landline or a mobile.',
  ],
  withContents: false,
  sections: [
    {
      id: 'emergencies',
      heading: 'In an emergency, day or night',
      blocks: [
        {
          kind: 'links',
          items: [
            {
              boldText: 'Smell gas or fear carbon monoxide (National Gas Emergency Service, 24 hours):',
              text: emergencyNumbers.gas,
              link: emergencyTelHrefs.gas,
            },
            {
              boldText: 'Power cut (your electricity network operator, 24 hours):',
              text: emergencyNumbers.powerCut,
              link: emergencyTelHrefs.powerCut,
            },
            meterFaultItem,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Not sure which to call? Our ',
            link('emergencies page', routePaths.emergencies),
            ' explains what to do in each case.',
          ],
        },
      ],
    },
    {
      id: 'phone',
      heading: 'By phone',
      blocks: [
        {
          kind: 'links',
          items: [
            {
              boldText: `Customer service (free, ${brand.openingHours}):`,
              text: brand.phone,
              link: telHref(brand.phone),
            },
            helpPayingItem,
            meterFaultItem,
          ],
        },
        { kind: 'paragraph', text: textRelayText },
      ],
    },
    {
      id: 'online',
      heading: 'Online, web chat and e-mail',
      blocks: [
        {
          kind: 'links',
          items: [
            {
              boldText: 'Send us a message online (any time; works without accepting cookies):',
              text: 'our help centre request form',
              link: externalUrls.helpCentreNewRequest,
            },
            { boldText: 'E-mail (any time):', text: brand.email, link: `mailto:${brand.email}` },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Our web chat appears on this site only if you accept cookies: it needs them to keep your conversation going from page to page (our ',
            link('cookie policy', routePaths.cookies),
            ' explains). If you would rather not accept them, the request form above reaches the same team, and we answer the same way.',
          ],
        },
        {
          kind: 'paragraph',
          text: ['Answers to common questions are in our ', link('help centre', externalUrls.helpCentre), '.'],
        },
      ],
    },
    {
      id: 'post',
      heading: 'By post',
      blocks: [{ kind: 'paragraph', text: `${brand.name}, ${brand.registeredOffice}` }],
    },
    {
      id: 'paying',
      heading: 'If you are struggling to pay',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Call us free on ',
            link(brand.helpPayingLine.phone, telHref(brand.helpPayingLine.phone)),
            `, ${brand.helpPayingLine.hours}, or use any of the ways above. Our `,
            link('help paying your bills', routePaths.helpPaying),
            ' page explains the support we give and lists ',
            link('every way to pay', `${routePaths.helpPaying}#ways-to-pay`),
            '.',
          ],
        },
      ],
    },
    {
      id: 'independent-advice',
      heading: 'Free independent advice',
      blocks: [
        {
          kind: 'paragraph',
          text: `The ${citizensAdvice.name} gives free, confidential advice on your rights as an energy customer.`,
        },
        {
          kind: 'links',
          items: [
            { boldText: `${citizensAdvice.name}:`, text: citizensAdvice.phone, link: telHref(citizensAdvice.phone) },
            {
              boldText: `In Scotland, ${citizensAdvice.scotland.name}:`,
              text: citizensAdvice.scotland.phone,
              link: telHref(citizensAdvice.scotland.phone),
            },
            { boldText: 'Website:', text: citizensAdvice.website, link: citizensAdvice.website },
          ],
        },
      ],
    },
    {
      id: 'star-rating',
      heading: 'Our Citizens Advice star rating',
      blocks: [{ kind: 'paragraph', text: starRatingStatement(brand.citizensAdviceStars) }],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If something has gone wrong, tell us in any of the ways above. Our ',
            link('complaints procedure', routePaths.complaints),
            ' explains what we do at each step.',
          ],
        },
      ],
    },
  ],
};
