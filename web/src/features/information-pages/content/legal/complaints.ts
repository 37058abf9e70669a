import { citizensAdvice, energyOmbudsman } from '../public-bodies';
import { brand, contactUsItems, link, mail, routePaths, telHref } from '../shared';
import type { ContentPageData } from '../types';

/** Weeks after which an unresolved complaint can go to the Energy Ombudsman (its source: web/fact-register.ts › timeLimits). */
export const OMBUDSMAN_AFTER_WEEKS = energyOmbudsman.afterWeeks;
const OMBUDSMAN_WITHIN_MONTHS = energyOmbudsman.withinMonths;

export const complaintsPage: ContentPageData = {
  title: 'Complaints',
  metaDescription: `How to complain to ${brand.name}, what we do at each step, where to get free independent advice and how to take an unresolved complaint to the Energy Ombudsman.`,
  lead: [
    'We work hard to get things right, but sometimes we get things wrong. When that happens, we want to hear about it so that we can put it right quickly and learn from it.',
    'This is our complaints procedure. It explains how to complain, what we will do at each step and what you can do if you are still not happy. Complaining is free, and it never affects your supply.',
    [
      'How many complaints we receive and how quickly we resolve them: read our ',
      link('annual complaints report and quarterly figures', routePaths.complaintsPerformance),
      '.',
    ],
  ],
  withContents: false,
  sections: [
    {
      id: 'independent-advice',
      heading: 'Need some independent advice?',
      blocks: [
        {
          kind: 'paragraph',
          text: `The ${citizensAdvice.name} gives free, confidential and impartial advice on your rights as an energy customer, including how to complain. You can contact it at any time, before or during your complaint.`,
        },
        {
          kind: 'links',
          items: [
            { boldText: 'Telephone:', text: citizensAdvice.phone, link: telHref(citizensAdvice.phone) },
            { boldText: 'Website:', text: citizensAdvice.website, link: citizensAdvice.website },
            { boldText: 'Online form:', text: 'contact the consumer service online', link: citizensAdvice.onlineForm },
            { boldText: 'Post:', text: citizensAdvice.postalAddress },
            {
              boldText: `In Scotland, ${citizensAdvice.scotland.name}:`,
              text: citizensAdvice.scotland.phone,
              link: telHref(citizensAdvice.scotland.phone),
            },
          ],
        },
      ],
    },
    {
      id: 'step-one',
      heading: 'Step One: tell us as soon as possible',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Contact us as soon as possible after the problem happens, in whichever way suits you:',
        },
        { kind: 'links', items: contactUsItems },
        {
          kind: 'paragraph',
          text: 'Please give us your name, your account number and your supply address, tell us what went wrong and what you would like us to do to put it right.',
        },
        {
          kind: 'paragraph',
          text: 'Most complaints are sorted out at this step, often during the first call or chat. If we cannot resolve your complaint straight away, we will tell you who is dealing with it, keep you updated and explain what we have done and why.',
        },
      ],
    },
    {
      id: 'step-two',
      heading: 'Step Two: ask our Complaints Team to review it',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If you are still unhappy after Step One, ask us to escalate your complaint to our Complaints Team. Tell the person you have been dealing with, or e-mail ',
            mail(brand.email),
            ' with \u2018Complaint escalation\u2019 in the subject line.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A senior member of our Complaints Team who has not worked on your complaint before will review everything, contact you to understand what is still wrong, and write to you with our decision and what we will do to put things right.',
        },
        {
          kind: 'paragraph',
          text: 'If we cannot agree how to settle your complaint, we will send you a deadlock letter: our final response, which explains our position and your right to go to the Energy Ombudsman.',
        },
      ],
    },
    {
      id: 'still-not-happy',
      heading: 'Still not happy?',
      blocks: [
        {
          kind: 'paragraph',
          text: `If your complaint is not resolved ${OMBUDSMAN_AFTER_WEEKS} weeks after you first told us about it, or if we have sent you a deadlock letter, you can ask the ${energyOmbudsman.name} to look at it. The ${energyOmbudsman.name} is free and independent. Its decision is binding on us: if it decides we should apologise, explain, put something right or pay you compensation, we will. You do not have to accept its decision.`,
        },
        {
          kind: 'paragraph',
          text: `Contact the ${energyOmbudsman.name} within ${OMBUDSMAN_WITHIN_MONTHS} months of our deadlock letter or, if we have not sent you one, within ${OMBUDSMAN_WITHIN_MONTHS} months of the day the ${OMBUDSMAN_AFTER_WEEKS} weeks ended.`,
        },
        {
          kind: 'links',
          items: [
            { boldText: 'Telephone:', text: energyOmbudsman.phone, link: telHref(energyOmbudsman.phone) },
            { boldText: 'Telephone hours:', text: energyOmbudsman.phoneHours },
            { boldText: 'E-mail:', text: energyOmbudsman.email, link: `mailto:${energyOmbudsman.email}` },
            { boldText: 'Website:', text: energyOmbudsman.website, link: energyOmbudsman.website },
            { boldText: 'Post:', text: energyOmbudsman.postalAddress },
          ],
        },
      ],
    },
    {
      id: 'free-copy',
      heading: 'A free copy of this procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'You can ask us for a free copy of this complaints procedure by e-mail or by post, at any time: call us free on ',
            link(brand.phone, telHref(brand.phone)),
            ' or e-mail ',
            mail(brand.email),
            '. Our ',
            link('terms and conditions', routePaths.termsAndConditions),
            ' also explain how complaints work.',
          ],
        },
      ],
    },
  ],
};
