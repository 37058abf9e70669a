import { brand, mail, telHref } from '../shared';
import { modernSlaveryHelpline } from '../public-bodies';
import type { ContentPageData } from '../types';

const MODERN_SLAVERY_HELPLINE = modernSlaveryHelpline.phone;

export const antiSlaveryPage: ContentPageData = {
  title: 'Anti-Slavery Policy',
  metaDescription: `How ${brand.name} works to keep modern slavery and human trafficking out of its business and supply chain, and how to report a concern safely.`,
  lead: [
    `Modern slavery includes forced labour, servitude, human trafficking and child labour. ${brand.legalEntity} does not tolerate it anywhere in our business or our supply chain. This policy sets out what we do to prevent it, in line with the Modern Slavery Act 2015.`,
  ],
  withContents: false,
  sections: [
    {
      id: 'commitment',
      heading: 'Our commitment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are committed to acting ethically and with integrity in all our business dealings and relationships. We pay everyone who works for us fairly, we respect their right to leave their job freely, and we expect the same of everyone we do business with.',
        },
        {
          kind: 'paragraph',
          text: 'This policy applies to our directors, employees and contractors, and to the companies that supply us with goods and services.',
        },
      ],
    },
    {
      id: 'due-diligence',
      heading: 'Due diligence',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before we work with a new supplier, we assess the risk of modern slavery in its sector and in the countries it works in. We look most closely at higher-risk areas, such as the manufacture of meters and other equipment, contracted field services, cleaning and facilities management.',
        },
        {
          kind: 'paragraph',
          text: 'We ask our suppliers about their own policies and practices, and we review our main suppliers regularly. If we find a risk, we work with the supplier to remove it; if a supplier will not act, we stop working with them.',
        },
      ],
    },
    {
      id: 'supplier-expectations',
      heading: 'What we expect from our suppliers',
      blocks: [
        { kind: 'paragraph', text: 'We expect every supplier to:' },
        {
          kind: 'bullets',
          items: [
            'comply with the Modern Slavery Act 2015 and all laws on employment, pay and working conditions;',
            'never use forced, bonded or child labour, or take workers\u2019 identity documents;',
            'pay at least the legal minimum wage and never charge workers recruitment fees;',
            'hold their own suppliers to the same standards;',
            'tell us straight away if they find or suspect modern slavery in their business or supply chain.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These expectations are part of our contracts, and we can end a contract with a supplier that breaks them.',
        },
      ],
    },
    {
      id: 'training',
      heading: 'Training',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everyone who joins us learns about this policy, how to spot the signs of modern slavery and how to report a concern. Colleagues who choose or manage suppliers get more detailed training, refreshed every year.',
        },
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting and whistleblowing',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If you suspect modern slavery in our business or supply chain, please tell us. You can speak to your manager, e-mail ',
            mail(brand.email),
            ` with \u2018Confidential: anti-slavery\u2019 in the subject line, or write to us at ${brand.registeredOffice}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can report anonymously: you do not have to give your name, and we will look into every report. Nobody will suffer retaliation, such as dismissal, disciplinary action or any other unfair treatment, for raising a concern in good faith, even if it turns out to be mistaken.',
        },
        {
          kind: 'paragraph',
          text: [
            'You can also contact the national Modern Slavery & Exploitation Helpline, free and confidentially, 24 hours a day, on ',
            { text: MODERN_SLAVERY_HELPLINE, link: telHref(MODERN_SLAVERY_HELPLINE) },
            '. If someone is in immediate danger, call 999.',
          ],
        },
      ],
    },
    {
      id: 'continuous-improvement',
      heading: 'Continuous improvement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep improving how we find and deal with the risk of modern slavery. Each year we review the reports we have received, the results of our supplier checks and changes in our supply chain, and we update our checks and training where they need it.',
        },
      ],
    },
    {
      id: 'approval',
      heading: 'Approval',
      blocks: [
        {
          kind: 'paragraph',
          text: `This policy has been approved by the board of directors of ${brand.legalEntity}. It is reviewed annually and updated whenever our business or the law changes.`,
        },
      ],
    },
  ],
};
