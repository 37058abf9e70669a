import { emergencyNumbers } from '../public-bodies';
import { brand, link, meterFaultItem, routePaths, strong, tel } from '../shared';
import type { ContentPageData } from '../types';
import { emergencyTelHrefs } from '../../../../lib/emergency-numbers';

const gasLink = link(emergencyNumbers.gas, emergencyTelHrefs.gas);
const powerCutLink = link(emergencyNumbers.powerCut, emergencyTelHrefs.powerCut);
const meterFaultLink = tel(brand.meterFaultLine.phone);

/**
 * /Emergencies: what to do if you smell gas, fear carbon monoxide, lose power, lose supply through
 * a faulty meter or trip a switch, with every number as a tel: link
 * (docs/product/regulatory-pages.md › Contact and emergencies). The safety advice is the Terms'
 * (section 'Emergencies') and ../shared/REGULATION.md's, in more steps.
 */
export const emergenciesPage: ContentPageData = {
  title: 'Emergencies',
  metaDescription: `What to do if you smell gas, think there is carbon monoxide, have a power cut or lose your supply because of a faulty meter: the free 24-hour numbers to call.`,
  lead: [
    [
      'If you or anyone else is in immediate danger, call ',
      link('999', 'tel:999'),
      '. Every number on this page is free to call. The emergency lines answer 24 hours a day, every day; each of our own lines gives its hours beside it.',
    ],
  ],
  withContents: false,
  sections: [
    {
      id: 'which-number',
      heading: 'Which number to call',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'Who to call in an emergency',
            columns: ['What has happened', 'Who to call'],
            rows: [
              ['You smell gas, or think there is carbon monoxide', ['National Gas Emergency Service: ', gasLink]],
              ['The power is off, in your home or your street', ['Your electricity network operator: ', powerCutLink]],
              [
                'Your meter is faulty and has left you without power or gas',
                [`Us, ${brand.meterFaultLine.hours}: `, meterFaultLink],
              ],
              ['Anything else about your account or bill', [`Us, ${brand.openingHours}: `, tel(brand.phone)]],
            ],
          },
        },
      ],
    },
    {
      id: 'smell-gas',
      heading: 'If you smell gas',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Call the National Gas Emergency Service straight away on ',
            gasLink,
            '. Then, if it is safe to do so:',
          ],
        },
        {
          kind: 'bullets',
          items: [
            'open doors and windows;',
            'do not use electrical switches, including light switches and doorbells, and do not smoke or use naked flames;',
            'turn off the gas at the meter, using the lever by the meter;',
            'if the smell is strong, leave the building and wait outside for the engineer.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Gas leaks are dealt with by the gas network, not by us. Its engineer will make the supply safe; it does not charge for the visit.',
        },
      ],
    },
    {
      id: 'carbon-monoxide',
      heading: 'If you think there is carbon monoxide',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Carbon monoxide is a poisonous gas you cannot see, smell or taste. It can come from a boiler, cooker, gas fire or other appliance that burns fuel and is faulty or badly ventilated. Signs of poisoning include headaches, dizziness, feeling sick, tiredness, confusion and shortness of breath; they often ease when you go outside. A carbon monoxide alarm sounding is a warning too.',
        },
        {
          kind: 'bullets',
          ordered: true,
          items: [
            'Get into fresh air straight away: open doors and windows and leave the room or the building.',
            'Turn off the appliance you suspect, if it is safe to do so, and do not use it again until it has been checked.',
            ['Call the National Gas Emergency Service on ', gasLink, '.'],
            [
              'Get medical help: see a doctor or call NHS 111, and call ',
              link('999', 'tel:999'),
              ' if someone has collapsed or is seriously unwell.',
            ],
          ],
        },
      ],
    },
    {
      id: 'power-cut',
      heading: 'If you have a power cut',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Check whether your neighbours have power and whether a switch in your fuse box has tripped (below). If the power is off in your street, or your fuse box is fine, call ',
            powerCutLink,
            '. It puts you through to your local electricity network operator, which looks after the cables and fixes power cuts; we cannot fix them for you.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If you rely on medical equipment that needs electricity, or need extra help in a power cut, join the ',
            link('Priority Services Register', routePaths.priorityServices),
            ': the network operator then knows to give you priority help.',
          ],
        },
      ],
    },
    {
      id: 'meter-fault',
      heading: 'If your meter has left you without power or gas',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If your neighbours have power or gas and you do not, and the cause is your meter, for example its display shows a fault, it has stopped working, or a smart meter has switched your supply off, call us free on ',
            meterFaultLink,
            `, ${brand.meterFaultLine.hours}. We will find out what is wrong and send an engineer if one is needed.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'For a meter fault that has not cut off your supply, for example a display you cannot read, call us on ',
            tel(brand.phone),
            `, ${brand.openingHours}. If we are late dealing with a meter fault, we pay you under our `,
            link('Guaranteed Standards', routePaths.guaranteedStandards),
            '.',
          ],
        },
      ],
    },
    {
      id: 'tripped-switch',
      heading: 'If a switch in your fuse box has tripped',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If the power is off in part of your home, or in all of it while your neighbours have power, look at your fuse box (consumer unit). A switch that points down or sits in the middle has tripped: something has cut the power to keep you safe.',
        },
        {
          kind: 'bullets',
          ordered: true,
          items: [
            'Unplug or switch off the appliances on that circuit.',
            'Push the tripped switch back up to ON.',
            'Plug the appliances back in one at a time. If the switch trips again when one goes back in, that appliance is faulty: leave it unplugged and have it checked.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If the switch will not stay on with everything unplugged, call a qualified electrician. If every switch is on and you still have no power, call ',
            powerCutLink,
            ', or ',
            meterFaultLink,
            ' if your meter shows a fault.',
          ],
        },
      ],
    },
    {
      id: 'other-help',
      heading: 'Other ways to reach us',
      blocks: [
        { kind: 'links', items: [meterFaultItem] },
        {
          kind: 'paragraph',
          text: [
            'Every way to reach us, with opening hours, is on our ',
            link('contact page', routePaths.contact),
            '. You can also phone us through Relay UK: dial ',
            strong(brand.textRelay.prefix),
            ' before any of our numbers.',
          ],
        },
      ],
    },
  ],
};
