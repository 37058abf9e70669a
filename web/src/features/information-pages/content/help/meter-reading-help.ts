import { brand, contactUsItems, link, routePaths } from '../shared';
import type { ContentPageData } from '../types';

/** /MeterReadingHelp: how to read each kind of meter, where the serial number is and when to send a reading. */
export const meterReadingHelpPage: ContentPageData = {
  title: 'How to read your meter',
  metaDescription: `How to read a digital, Economy 7, dial or gas meter, where to find the meter serial number, and when to send ${brand.name} a meter reading.`,
  lead: [
    [
      'Regular readings mean your bills show what you have really used, not an estimate. Find your kind of meter below, write down the numbers, then ',
      link('submit your meter reading', routePaths.meterReading),
      '. A reading is whole units: leave out anything after the decimal point.',
    ],
  ],
  withContents: false,
  sections: [
    {
      id: 'digital-meter',
      heading: 'Digital electricity meter (single rate)',
      blocks: [
        {
          kind: 'meterDiagram',
          meter: 'digital',
          caption: 'A single-rate digital meter: one row of numbers, in kWh.',
          description:
            'Drawing of a digital electricity meter showing 012345 kWh on one row, with the serial number E12A345678 printed below the display.',
        },
        {
          kind: 'bullets',
          ordered: true,
          items: [
            'Read the numbers on the display from left to right, including any zeros at the start.',
            'Ignore any numbers after a decimal point, and any numbers in red or in a box of a different colour.',
            'If the display changes on its own or has buttons, look for the screen showing kWh (sometimes marked 1.8.0).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In the drawing, the reading is 012345.',
        },
      ],
    },
    {
      id: 'economy-7',
      heading: 'Economy 7 meter (day and night)',
      blocks: [
        {
          kind: 'meterDiagram',
          meter: 'economy7',
          caption: 'An Economy 7 meter has two registers: night (low) and day (normal).',
          description:
            'Drawing of an Economy 7 meter with two rows of numbers: Night (low) reads 04321 kWh and Day (normal) reads 08765 kWh.',
        },
        {
          kind: 'paragraph',
          text: 'An Economy 7 meter records the electricity you use at night, when it is cheaper, separately from the rest. It shows two readings, on two rows or on two screens you switch between with a button. They may be labelled Night and Day, Low and Normal, or Rate 1 and Rate 2.',
        },
        {
          kind: 'bullets',
          ordered: true,
          items: [
            'Write down both readings and which register each one belongs to.',
            'On a meter with one display, press the button until you see each register; note the one marked low or rate 1 as the night reading.',
            'Send both readings on the same day.',
          ],
        },
        { kind: 'paragraph', text: 'In the drawing, the night reading is 04321 and the day reading is 08765.' },
      ],
    },
    {
      id: 'dial-meter',
      heading: 'Dial meter',
      blocks: [
        {
          kind: 'meterDiagram',
          meter: 'dials',
          caption:
            'Five dials read left to right. Neighbouring dials turn in opposite directions (shown by the arrows).',
          description:
            'Drawing of five meter dials. First dial, turning clockwise, points at 0. Second dial, turning anticlockwise, points between 4 and 5. Third dial, clockwise, points at 7. Fourth dial, anticlockwise, points at 2. Fifth dial, clockwise, points at 9. The reading is 04729.',
        },
        {
          kind: 'bullets',
          ordered: true,
          items: [
            'Read the dials from left to right, ignoring any red dial or any dial marked 1/10.',
            'Check which way each dial turns: neighbouring dials turn in opposite directions, clockwise and anticlockwise. The numbers round each dial show the direction.',
            'Write down the number each pointer has passed. If a pointer is between two numbers, write down the lower one; if it is between 9 and 0, write down 9.',
            'If a pointer sits exactly on a number, write that number down, then look at the dial to its right: if that dial is between 9 and 0, take one away from the number you wrote down.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In the drawing, the second dial is between 4 and 5, so it reads 4, and the whole reading is 04729.',
        },
      ],
    },
    {
      id: 'gas-meter',
      heading: 'Gas meter: metric or imperial',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Gas meters measure in cubic metres (metric, marked m\u00b3) or, on older meters, in hundreds of cubic feet (imperial, marked ft\u00b3). The meter says which it is next to the numbers. Tell us if the unit is not the one on your bill.',
        },
        {
          kind: 'meterDiagram',
          meter: 'gasMetric',
          caption: 'A metric gas meter: read the first 5 black digits; ignore the red digits after the decimal point.',
          description:
            'Drawing of a metric gas meter showing 01234 in black, followed by 567 in red, marked m³. The reading is 01234.',
        },
        {
          kind: 'meterDiagram',
          meter: 'gasImperial',
          caption: 'An imperial gas meter: read the first 4 black digits; ignore the red digits.',
          description:
            'Drawing of an imperial gas meter showing 1234 in black, followed by 56 in red, marked ft³ in hundreds. The reading is 1234.',
        },
        {
          kind: 'bullets',
          items: [
            [{ strong: 'Metric (m\u00b3)' }, ': write down the first 5 digits, the black ones, from left to right.'],
            [{ strong: 'Imperial (ft\u00b3)' }, ': write down the first 4 digits, the black ones, from left to right.'],
            'Ignore the digits in red, or after a decimal point: they measure parts of a unit.',
          ],
        },
      ],
    },
    {
      id: 'serial-number',
      heading: 'Finding your meter serial number',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each meter has its own serial number, so that a reading is matched to the right meter. It is printed on the meter, usually on a label or plate near the display or barcode, and often starts with letters such as E, K, S or G. It is also on your bill. When you submit a reading online, we show the last four characters of each meter\u2019s serial number (for example \u201cending 4512\u201d), so you can check you are reading the right one without the whole number being shown.',
        },
      ],
    },
    {
      id: 'when-to-submit',
      heading: 'When to send a reading',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'at the start of each month, so each bill is based on what you used;',
            'when your tariff or prices change, so the old and new prices are charged for the right energy;',
            'when you move in or out, and when you switch to or from us;',
            'whenever we ask, for example before a bill or an annual review.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Ready? ',
            link('Submit a meter reading', routePaths.meterReading),
            '. If you cannot reach or read your meter, contact us: we can help, and customers on our ',
            link('Priority Services Register', routePaths.priorityServices),
            ' can have readings arranged for them.',
          ],
        },
        { kind: 'links', items: contactUsItems },
      ],
    },
  ],
};
