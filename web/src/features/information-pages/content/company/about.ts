import { brand, link, routePaths } from '../shared';
import type { ContentPageData } from '../types';

export const aboutPage: ContentPageData = {
  title: 'Our Story',
  metaDescription: `Who ${brand.name} is: a family-owned household energy supplier offering affordable gas and electricity, top customer service and a commitment to Net Zero by 2050.`,
  lead: [
    `${brand.name} supplies gas and electricity to homes across Great Britain. This is who we are, where we came from and what we stand for.`,
  ],
  withContents: false,
  sections: [
    {
      id: 'who-are-we',
      heading: 'Who are we?',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.name} is a family-owned energy supplier. We believe every household should be able to afford to heat and light its home, and should get top customer service while doing so.`,
        },
        {
          kind: 'paragraph',
          text: 'We are a digital supplier: you manage everything through your online account, by e-mail or by web chat. Running lean means we spend our money on low prices and on people who answer your questions, not on high-street shops or big advertising campaigns.',
        },
        {
          kind: 'paragraph',
          text: `Our team works from our office at ${brand.registeredOffice}, and our phone lines are open ${brand.openingHours}.`,
        },
      ],
    },
    {
      id: 'our-history',
      heading: 'Our History',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We started as a family business with one simple idea: energy bills should be lower and easier to understand. We began supplying homes in 2017.',
        },
        {
          kind: 'paragraph',
          text: 'When the regulator introduced the price cap in 2019, we priced our standard variable tariff below it, and it has stayed under the cap ever since. We have grown by word of mouth, one satisfied household at a time.',
        },
      ],
    },
    {
      id: 'our-mission',
      heading: 'Our Mission',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our mission is to make energy affordable and simple: the cheapest variable tariff we can offer, bills you can understand, and quick answers when you need help.',
        },
        {
          kind: 'paragraph',
          text: [
            'We keep switching easy. You get a quote with your postcode, choose your plan, have a 14-day window to change your mind and your new plan starts within five working days. Read ',
            link('about our energy', routePaths.ourEnergy),
            ' to see where it comes from and how we keep prices low.',
          ],
        },
      ],
    },
    {
      id: 'our-commitment',
      heading: 'Our Commitment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are committed to fair pricing: no exit fees on our variable tariffs, no hidden charges, and when wholesale prices drop, our variable prices follow.',
        },
        {
          kind: 'paragraph',
          text: 'We are part of a group of companies committed to net zero. Together we are cutting the carbon in the energy we supply and in the way we work, and we are aiming for Net Zero by 2050.',
        },
      ],
    },
  ],
};
