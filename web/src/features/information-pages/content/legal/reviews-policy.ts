import { carouselStarsText } from '#contracts/review-display';
import { brand, contactUsItems, externalUrls, link, mail, routePaths } from '../shared';
import type { ContentPageData } from '../types';

/**
 * /ReviewsPolicy (docs/product/regulatory-pages.md › Reviews policy): how reviews are collected,
 * that none are paid for or filtered at collection, what the home page shows and why, and how fakes
 * are found and removed (the Digital Markets, Competition and Consumers Act 2024).
 */
export const reviewsPolicyPage: ContentPageData = {
  title: 'Reviews policy',
  metaDescription: `How ${brand.name} collects and shows customer reviews: who is invited, why we never pay for reviews, which reviews our home page shows, and how fake reviews are found and removed.`,
  lead: [
    'Reviews help you decide whether to trust us, so they must be honest and shown honestly. This is how we collect them, what we show, and what we do about reviews that are not genuine.',
  ],
  withContents: false,
  sections: [
    {
      id: 'how-we-collect',
      heading: 'How we collect reviews',
      blocks: [
        {
          kind: 'bullets',
          items: [
            [
              'Our reviews are collected and published by an independent review service on its ',
              link('public review page', externalUrls.reviewPage),
              '. We cannot edit or delete a review there, and we cannot choose which reviews it publishes.',
            ],
            'We invite customers to review us after they join and after they contact us. We invite everyone in those groups: we never choose whom to invite by how happy we think they are.',
            'Anyone who has used our service can also write a review without an invitation.',
            'We never pay for reviews or offer anything in return for one: no discounts, credit, prize draws or gifts. If we ever do, every review written in return will be clearly marked as incentivised.',
            'Our staff, and anyone acting for us, do not review us.',
          ],
        },
      ],
    },
    {
      id: 'what-we-show',
      heading: 'What our website shows',
      blocks: [
        {
          kind: 'bullets',
          items: [
            [
              { strong: 'Our score' },
              ', for example \u2018Excellent 4.7 out of 5\u2019 at the top of our home page, is the review service\u2019s score from all our reviews, whatever their rating. The word before it is the review service\u2019s own band for that score.',
            ],
            [
              { strong: 'The reviews on our home page' },
              ` are recent ${carouselStarsText} reviews only: we show them to give a flavour of what customers like about us. They are not a fair sample of all our reviews, and we say so beside them. To read every review, including the critical ones, visit our `,
              link('review page', externalUrls.reviewPage),
              '.',
            ],
            'We do not change the words of a review we show, other than shortening a long one, which we mark with \u2018...\u2019.',
          ],
        },
      ],
    },
    {
      id: 'fake-reviews',
      heading: 'How fake reviews are found and removed',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'The review service checks every review, automatically and by people, for signs that it is fake or paid for, for example many reviews from one device or reviews that are copied, and removes those that break its rules.',
            'We report to the review service any review we believe is fake, whether it praises us or criticises us. We never report a genuine review because it is negative.',
            'We reply to reviews, good and bad, and use what they tell us to improve.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If you think a review of us is fake, or that we have broken this policy, tell us at ',
            mail(brand.email),
            ' or in any of these ways:',
          ],
        },
        { kind: 'links', items: contactUsItems },
        {
          kind: 'paragraph',
          text: [
            'You can also report it to the review service from the review itself. If you are unhappy with how we deal with your report, follow our ',
            link('complaints procedure', routePaths.complaints),
            '.',
          ],
        },
      ],
    },
  ],
};
