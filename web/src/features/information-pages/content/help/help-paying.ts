import { citizensAdvice, nationalDebtline, stepChange } from '../public-bodies';
import { poundsText } from '#contracts/number-text';
import { contractTerms } from '../legal/contract-terms';
import { brand, contactUsItems, helpPayingItem, link, routePaths, site, telHref } from '../shared';
import type { ContentPageData } from '../types';

/**
 * /HelpPaying: what we do when someone is struggling to pay. Consistent with the Terms' sections
 * 'If you have trouble paying', 'Debt management' and 'Suspension and disconnection'
 * (web/src/features/information-pages/content/legal/terms.ts): the same ways forward, the same consequences of a
 * missed payment (read from the same contract values) and the same disconnection rules, worded
 * for someone who is worried. Public bodies are named with only the contact details in
 * public-bodies.ts.
 */
export const helpPayingPage: ContentPageData = {
  title: 'Help paying your energy bills',
  metaDescription: `Struggling to pay for your energy? How ${brand.name} can help: payment plans you can afford, breathing space, free debt advice, the Warm Home Discount and other support.`,
  lead: [
    'If you are finding it hard to pay for your energy, you are not alone, and we want to help. The sooner you talk to us, the more we can do: we will listen, never judge, and agree a way forward that you can afford.',
  ],
  withContents: false,
  sections: [
    {
      id: 'talk-to-us',
      heading: 'Talk to us early',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Contact us as soon as you think you might struggle, even before you miss a payment. Tell us about your situation and we will look at your balance, your payments and how much energy you use together with you.',
        },
        { kind: 'links', items: [helpPayingItem, ...contactUsItems] },
      ],
    },
    {
      id: 'payment-plans',
      heading: 'Payment plans based on what you can afford',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We set any repayment plan by your ability to pay: we ask about your income and essential outgoings, and we take your circumstances into account. We can:',
        },
        {
          kind: 'bullets',
          items: [
            'spread what you owe over a longer time, in amounts you can manage, alongside the cost of the energy you use now;',
            'give you more time to pay, or a short payment holiday or reduced payments while you get back on your feet, for example after losing a job or an illness;',
            'review your Direct Debit and check that you are on the right tariff for the way you use energy;',
            'arrange for payments to be taken directly from certain benefits (Fuel Direct), if that suits you;',
            'give you tips to use less energy without going cold.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If your circumstances change, tell us and we will look at the plan again.',
        },
      ],
    },
    {
      id: 'ways-to-pay',
      heading: 'Ways to pay',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We supply homes with credit meters only, so you pay for your energy after you use it, in one of these ways:',
        },
        {
          kind: 'bullets',
          items: [
            [
              { strong: 'Monthly Direct Debit' },
              `: most of our tariffs are paid this way, monthly in advance, in amounts based on the energy we expect you to use. The first payment is collected ${contractTerms.firstPaymentWorkingDays} working days after you join. You can ask us to change the amount, and we review it regularly.`,
            ],
            [
              { strong: 'Pay on receipt of bill, by card' },
              `: pay each bill when it arrives by debit or credit card on our `,
              link('Make a payment', routePaths.payment),
              ` page, with your account number and postcode. This is our ‘pay on bill’ (POB) tariffs’ way to pay: their unit rates are ${brand.payOnReceiptOfBillUnitRatePremiumPercent}% higher than with Direct Debit, and the standing charge is the same.`,
            ],
            [
              { strong: 'One-off card payments' },
              ': whichever way you pay, you can pay towards your balance at any time on the ',
              link('Make a payment', routePaths.payment),
              ' page.',
            ],
            [
              { strong: 'From your benefits' },
              ': if you are behind with payments and get certain benefits, we can arrange for payments to come straight from them (Fuel Direct).',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Our ',
            link('terms and conditions', `${routePaths.termsAndConditions}#payment-methods`),
            ' set out the rules for each way to pay.',
          ],
        },
      ],
    },
    {
      id: 'missed-payments',
      heading: 'If you miss a payment',
      blocks: [
        {
          kind: 'paragraph',
          text: `We will contact you to find out why and how we can help. Our terms allow us to charge a missed payment fee of ${poundsText(contractTerms.missedPaymentFeePounds)} and interest, and, after two or more missed payments, to move you to our Standard Variable Tariff until your account is back in order. If a debt is still not paid after we have tried to agree a plan with you, we may pass it to a debt collection agency and report it to the credit reference agencies, which keep the record for ${contractTerms.creditRecordYears} years.`,
        },
        {
          kind: 'paragraph',
          text: 'We will always tell you before we pass a debt on or report it, and agreeing a plan you can keep to stops it coming to that. Talking to us early is the best way to avoid all of these.',
        },
      ],
    },
    {
      id: 'breathing-space',
      heading: 'Breathing space',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are seeking debt advice, we will pause our collection activity while you get it, so you have time to work out a plan without pressure. In England and Wales, a debt adviser can also apply for the government\u2019s Breathing Space scheme for you: for 60 days, creditors, including us, must stop asking you to pay, and interest and charges are frozen. If you are receiving mental health crisis treatment, the protection lasts for as long as the treatment, and 30 days more.',
        },
      ],
    },
    {
      id: 'free-advice',
      heading: 'Free, independent debt advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These organisations give free, confidential advice on energy bills and debt. They can help you work out a budget, check which benefits you can claim, and talk to us for you if you wish.',
        },
        {
          kind: 'links',
          items: [
            { boldText: `${citizensAdvice.name}:`, text: citizensAdvice.phone, link: telHref(citizensAdvice.phone) },
            {
              boldText: `${citizensAdvice.scotland.name} (Scotland):`,
              text: citizensAdvice.scotland.phone,
              link: telHref(citizensAdvice.scotland.phone),
            },
            { boldText: `${stepChange.name}:`, text: stepChange.website, link: stepChange.website },
            { boldText: `${nationalDebtline.name}:`, text: nationalDebtline.website, link: nationalDebtline.website },
          ],
        },
        {
          kind: 'paragraph',
          text: ['Citizens Advice online: ', site(citizensAdvice.website), '.'],
        },
      ],
    },
    {
      id: 'schemes',
      heading: 'The Warm Home Discount and other support',
      blocks: [
        {
          kind: 'bullets',
          items: [
            [
              { strong: 'Warm Home Discount' },
              ': a one-off discount on your electricity bill each winter for households that qualify, for example if you get the Guarantee Credit part of Pension Credit or certain means-tested benefits. Most people who qualify get it automatically. ',
              link('Find out about the Warm Home Discount', routePaths.warmHomeDiscount),
              '.',
            ],
            [
              { strong: 'Government heating payments' },
              ': yearly payments towards heating costs for people of State Pension age, and extra payments in very cold weather for people on certain benefits. The schemes and who qualifies differ between England and Wales and Scotland; Citizens Advice can tell you which you can get.',
            ],
            [
              { strong: 'Help to use less energy' },
              ': government insulation and heating schemes can pay for improvements that lower your bills for good. We can tell you about the schemes you may qualify for.',
            ],
            [
              { strong: 'The Priority Services Register' },
              ': free extra help if anyone in your home is older, disabled, unwell or going through a difficult time. ',
              link('Find out about the register', routePaths.priorityServices),
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'disconnection',
      heading: 'Disconnection is the last resort, and never in winter for the most vulnerable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Disconnection is always the very last resort, used only after we have offered you ways to pay, given you notice and followed Ofgem\u2019s rules. We will not disconnect a home for debt between 1 October and 31 March if everyone who lives there is of pensionable age or under 18, and we will not disconnect for debt a home where someone relies on electrically powered medical equipment. If you are worried about this, tell us: we would much rather agree a plan with you.',
        },
        {
          kind: 'paragraph',
          text: [
            'Our ',
            link('terms and conditions', `${routePaths.termsAndConditions}#disconnection`),
            ' set out how we manage debt and when a supply may be suspended or disconnected.',
          ],
        },
      ],
    },
  ],
};
