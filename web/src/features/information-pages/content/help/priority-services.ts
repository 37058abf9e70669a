import { emergencyNumbers } from '../public-bodies';
import { brand, contactUsItems, externalUrls, link, mail, routePaths, tel, telHref } from '../shared';
import type { ContentPageData } from '../types';

/** /PriorityServices: the Priority Services Register, who can join, what it gives and how to join. */
export const priorityServicesPage: ContentPageData = {
  title: 'Priority Services Register',
  metaDescription: `The Priority Services Register: free extra help from ${brand.name} and your network operator if you are older, disabled, unwell or need support. Who can join and how.`,
  lead: [
    'The Priority Services Register is a free list of households that need a little extra help with their energy supply. Every energy supplier and network operator in Great Britain keeps one, and being on it costs you nothing.',
    'If you or anyone you live with would benefit from extra support, tell us and we will add you. You can join at any time, and you can ask us to change your details or take you off the register whenever you like.',
  ],
  withContents: false,
  sections: [
    {
      id: 'who-can-join',
      heading: 'Who can join',
      blocks: [
        { kind: 'paragraph', text: 'You can join if you, or anyone in your home:' },
        {
          kind: 'bullets',
          items: [
            'is of pensionable age;',
            'is disabled or has a long-term medical condition;',
            'relies on medical equipment that needs electricity, such as a home oxygen concentrator, a stair lift or a dialysis machine;',
            'has a sight, hearing or speech impairment, or finds it hard to communicate in English;',
            'has a mental health condition, dementia or a learning difficulty;',
            'is recovering from an illness or an operation, or is pregnant or has a child under 5;',
            'is going through a difficult time that makes it harder to deal with us, for example a bereavement or a sudden change in income.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some of these needs are temporary. We will ask you, from time to time, whether you still need the help, so that the register stays right for you.',
        },
      ],
    },
    {
      id: 'what-you-get',
      heading: 'What the register gives you',
      blocks: [
        {
          kind: 'bullets',
          items: [
            [
              { strong: 'Advance notice of planned power cuts' },
              ': your network operator tells you before it turns the power off for planned work, and can offer extra help, such as a generator for medical equipment, where it is needed.',
            ],
            [
              { strong: 'Priority support in an emergency' },
              ': if there is an unplanned power cut or a gas emergency, the network operator knows to check on you and can give you priority help, such as hot meals or somewhere warm to stay.',
            ],
            [
              { strong: 'A password scheme' },
              ': agree a password with us, and anyone who visits or calls you on our behalf, or on behalf of your network operator, will say it, so you know they are genuine.',
            ],
            [
              { strong: 'Help reading your meter' },
              ': if you cannot read your meter yourself, we can arrange regular readings for you, or move your meter to a place you can reach more easily.',
            ],
            [
              { strong: 'Bills and letters you can read' },
              ': in large print, in braille or read out to you over the phone, and help with other languages.',
            ],
            [
              { strong: 'Someone else who can help' },
              ': we can send copies of your bills and letters to a relative, friend or carer you nominate, so they can help you keep on top of them.',
            ],
          ],
        },
      ],
    },
    {
      id: 'how-to-join',
      heading: 'How to join',
      blocks: [
        { kind: 'paragraph', text: 'Tell us in whichever way suits you:' },
        {
          kind: 'links',
          items: [
            { boldText: `Phone (free, ${brand.openingHours}):`, text: brand.phone, link: telHref(brand.phone) },
            { boldText: 'E-mail:', text: brand.email, link: `mailto:${brand.email}` },
            { boldText: 'Online:', text: 'sign in to your account on our customer portal', link: externalUrls.portal },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Please give us your account number and tell us who in your home needs support and what would help. A relative, friend or carer can also contact us for you, with your permission. If you prefer to write, e-mail ',
            mail(brand.email),
            ' with \u2018Priority Services Register\u2019 in the subject line.',
          ],
        },
        {
          kind: 'note',
          text: 'Joining is free. Being on the register never affects the price you pay, your tariff or your credit record.',
        },
      ],
    },
    {
      id: 'network-operator',
      heading: 'We tell your network operator',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your network operator looks after the cables and pipes that bring energy to your home, and it is the one that deals with power cuts and gas leaks. With your agreement, we pass your register details to your electricity and gas network operators, so you do not have to register twice, and we update them if your needs change. If you switch supplier, tell your new supplier too: registers are not shared between suppliers.',
        },
        {
          kind: 'paragraph',
          text: [
            'We keep your details safe and use them only to give you the help you need; our ',
            link('privacy policy', routePaths.privacy),
            ' explains how.',
          ],
        },
      ],
    },
    {
      id: 'in-an-emergency',
      heading: 'In an emergency',
      blocks: [
        {
          kind: 'bullets',
          items: [
            [
              'Smell gas? Call the National Gas Emergency Service on ',
              tel(emergencyNumbers.gas),
              ', free, 24 hours a day.',
            ],
            [
              'Power cut? Call ',
              link(emergencyNumbers.powerCut, `tel:${emergencyNumbers.powerCut}`),
              ', free, 24 hours a day, to reach your network operator.',
            ],
          ],
        },
        { kind: 'paragraph', text: 'For anything else, contact us:' },
        { kind: 'links', items: contactUsItems },
      ],
    },
  ],
};
