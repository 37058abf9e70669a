import { poundsText } from '#contracts/number-text';
import { dateText } from '../../../../lib/date-text';
import { publishedFigures } from '../../../../lib/published-figures';
import { citizensAdvice } from '../public-bodies';
import { brand, contactUsItems, link, routePaths, telHref } from '../shared';
import type { ContentPageData } from '../types';

const figures = publishedFigures.warmHomeDiscount;
const amount = poundsText(figures.amountPounds);

/**
 * /WarmHomeDiscount (docs/product/regulatory-pages.md › Warm Home Discount): we are a compulsory
 * scheme supplier (more than 1,000 domestic customers). The amount and scheme year are published
 * figures; who qualifies is the scheme's rules as ../shared/REGULATION.md gives them.
 */
export const warmHomeDiscountPage: ContentPageData = {
  title: 'Warm Home Discount',
  metaDescription: `The Warm Home Discount: ${amount} off your electricity bill this winter if you get certain means-tested benefits. Who qualifies in England, Wales and Scotland, and how ${brand.name} pays it.`,
  dated: `Scheme year ${figures.schemeYearLabel}. Last updated ${dateText(figures.lastUpdated)}`,
  lead: [
    `The Warm Home Discount is a one-off discount of ${amount} on your electricity bill each winter for households on a low income. ${brand.name} takes part in the scheme: every supplier with 1,000 or more domestic customers in Great Britain must.`,
  ],
  withContents: false,
  sections: [
    {
      id: 'amount',
      heading: 'How much it is and when it is paid',
      blocks: [
        {
          kind: 'bullets',
          items: [
            `The discount for the scheme year ${figures.schemeYearLabel} is ${amount}.`,
            `We take it off your electricity bill ${figures.paidBy}. It is a credit on your electricity account, not cash, and it does not change your Direct Debit.`,
            'The discount goes on your electricity account, so it comes from whichever supplier supplies your electricity: if we supply only your gas, your electricity supplier pays it.',
            'To get it, you (or your partner) must be named on the electricity account on the scheme\u2019s qualifying date, which the government sets for each scheme year.',
          ],
        },
      ],
    },
    {
      id: 'england-and-wales',
      heading: 'Who qualifies in England and Wales',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In England and Wales, households that get means-tested benefits, such as the Guarantee Credit part of Pension Credit, qualify. About 6 million households get the discount.',
        },
        {
          kind: 'paragraph',
          text: 'Most people do not need to apply: the government matches its benefit records with ours and tells us who qualifies, and we take the discount off your bill automatically. If the government cannot confirm you qualify from its records, it writes to you to explain how to check.',
        },
      ],
    },
    {
      id: 'scotland',
      heading: 'Who qualifies in Scotland',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Scotland has its own rules for the scheme, and some households there need to apply to their supplier. Contact us to find out whether you qualify and whether you need to apply, or ask ',
            `${citizensAdvice.scotland.name} on `,
            link(citizensAdvice.scotland.phone, telHref(citizensAdvice.scotland.phone)),
            '.',
          ],
        },
      ],
    },
    {
      id: 'prepayment',
      heading: 'If you have a prepayment meter',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We supply homes with credit meters only, so if you qualify and we supply your electricity, the discount is a credit on your electricity account with us. Suppliers that have prepayment customers pass the discount on to them in another way, for example as credit on the meter or a voucher; if you move to a prepayment meter with another supplier, ask it how.',
        },
      ],
    },
    {
      id: 'questions',
      heading: 'If you think you should have had it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Contact us and we will check your account and tell you what to do next:',
        },
        { kind: 'links', items: contactUsItems },
        {
          kind: 'paragraph',
          text: [
            'If you are struggling to pay, our ',
            link('help paying your bills', routePaths.helpPaying),
            ' page lists the other help you can get.',
          ],
        },
      ],
    },
  ],
};
