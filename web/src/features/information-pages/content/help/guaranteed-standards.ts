import { poundsText } from '#contracts/number-text';
import { dateText, monthText } from '../../../../lib/date-text';
import { publishedFigures } from '../../../../lib/published-figures';
import { contractTerms } from '../legal/contract-terms';
import { brand, contactUsItems, link, routePaths } from '../shared';
import type { ContentPageData, RichText } from '../types';

const figures = publishedFigures.guaranteedStandards;
const payment = poundsText(figures.paymentPounds);

interface Standard {
  name: string;
  /** What we must do and by when. */
  duty: RichText;
}

/**
 * The Guaranteed Standards of Performance (the Electricity and Gas (Standards of Performance)
 * (Suppliers) Regulations 2015 as amended; docs/product/regulatory-pages.md › Guaranteed Standards).
 * The deadlines are the regulations'; where the Terms state the same deadline it comes from
 * contractTerms, and the amounts from the published figures.
 */
export const guaranteedStandards: readonly Standard[] = [
  {
    name: 'Appointments',
    duty: 'Keep an appointment we have agreed with you, in the time slot we gave, and not cancel it with less than one working day\u2019s notice.',
  },
  {
    name: 'A fault with your credit meter',
    duty: 'When you tell us your meter may be faulty, respond within 5 working days: visit, or tell you what we will do and when.',
  },
  {
    name: 'A fault with a prepayment meter that cuts off your supply',
    duty: 'Send someone within 3 hours on a working day, or within 4 hours on any other day. (We supply homes with credit meters only, so this applies only if we have fitted a prepayment meter at your home.)',
  },
  {
    name: 'Reconnecting you after a debt',
    duty: 'If your supply was cut off for debt, restore it within 24 hours of you paying the debt or agreeing how to pay it.',
  },
  {
    name: 'Network compensation',
    duty: 'When your network operator owes you a payment, for example for a long power cut, and pays it through us, pass it on within 10 working days.',
  },
  {
    name: 'Switching to us',
    duty: `Complete your switch within ${contractTerms.switchCompletesWorkingDays} working days of the day we have everything we need from you, unless you asked for a later date. Most switches are complete sooner.`,
  },
  {
    name: 'A switch you did not ask for',
    duty: 'If your home was switched to or from us by mistake, agree with you how to put it right within 20 working days of finding out.',
  },
  {
    name: 'Your final bill',
    duty: 'Send your final bill within 6 weeks of you switching away from us.',
  },
  {
    name: 'Refunding your credit',
    duty: `Refund any credit on your final bill within ${contractTerms.finalBillRefundWorkingDays} working days of sending it.`,
  },
];

export const smartMeterStandards: readonly Standard[] = [
  {
    name: 'Offering a smart meter installation',
    duty: 'When you ask for a smart meter, offer you an installation appointment no more than 6 weeks after you asked.',
  },
  {
    name: 'Installing your smart meter',
    duty: 'Install your smart meter at the appointment; if the installation fails because of something we did or did not do, we pay you.',
  },
  {
    name: 'A fault with your smart meter',
    duty: 'When you report a fault with your smart meter, give you a plan to fix it within 5 working days.',
  },
];

const standardRows = (standards: readonly Standard[]) =>
  standards.map((standard): readonly RichText[] => [standard.name, standard.duty]);

/** /GuaranteedStandards: every standard, what we must do and by when, what we pay and how. */
export const guaranteedStandardsPage: ContentPageData = {
  title: 'Guaranteed Standards of Performance',
  metaDescription: `The service standards ${brand.name} must meet by law, and the ${payment} we pay you automatically, without you asking, each time we miss one.`,
  dated: `Amounts last checked ${dateText(figures.lastReviewed)}`,
  lead: [
    `The law sets standards of service that every energy supplier must meet. Each time we miss one, we pay you ${payment}. You do not need to ask or claim: we pay it automatically, within ${figures.paymentWithinWorkingDays} working days of missing the standard.`,
  ],
  withContents: false,
  sections: [
    {
      id: 'standards',
      heading: 'The standards',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: `What we must do and by when: we pay you ${payment} each time we do not`,
            columns: ['Standard', 'What we must do and by when'],
            rows: standardRows(guaranteedStandards),
          },
        },
      ],
    },
    {
      id: 'smart-meter-standards',
      heading: 'Smart meter standards',
      blocks: [
        {
          kind: 'paragraph',
          text: `Since ${monthText(figures.smartMeterStandardsSince)} three more standards cover smart meters, with the same ${payment} payment.`,
        },
        {
          kind: 'table',
          table: {
            caption: `Smart meter standards: we pay you ${payment} each time we miss one`,
            columns: ['Standard', 'What we must do and by when'],
            rows: standardRows(smartMeterStandards),
          },
        },
      ],
    },
    {
      id: 'how-we-pay',
      heading: 'How we pay you',
      blocks: [
        {
          kind: 'bullets',
          items: [
            [
              `We pay ${payment} for each standard we miss, automatically, within ${figures.paymentWithinWorkingDays} working days. The payment has been ${payment} since ${dateText(figures.paymentSince)} (source: `,
              link(figures.paymentSource.name, figures.paymentSource.url),
              ').',
            ],
            'We credit it to your account with us, and tell you what it is for. If you are no longer our customer, we pay it to you directly.',
            `If we are late paying you, we pay you a further ${poundsText(figures.latePaymentPounds)}.`,
            'There are a few exceptions set by the regulations, for example when you asked us for a later date, or when severe weather stopped us. If one applies, we will tell you why we have not paid.',
          ],
        },
      ],
    },
    {
      id: 'if-we-have-not-paid',
      heading: 'If you think we owe you a payment',
      blocks: [
        { kind: 'paragraph', text: 'Tell us and we will check. You can reach us in any of these ways:' },
        { kind: 'links', items: contactUsItems },
        {
          kind: 'paragraph',
          text: [
            'If you are not happy with our answer, follow our ',
            link('complaints procedure', routePaths.complaints),
            '. Our ',
            link('terms and conditions', `${routePaths.termsAndConditions}#joining-and-switching`),
            ' explain switching and the ',
            link('Terms\u2019 Refunds section', `${routePaths.termsAndConditions}#refunds`),
            ' how credit is refunded.',
          ],
        },
      ],
    },
  ],
};
