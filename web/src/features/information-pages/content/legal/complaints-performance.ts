import { numberText } from '#contracts/number-text';
import { dateText } from '../../../../lib/date-text';
import { formatPeriod, publishedFigures } from '../../../../lib/published-figures';
import { energyOmbudsman } from '../public-bodies';
import { brand, link, mail, routePaths, site, telHref } from '../shared';
import type { ContentPageData, RichText } from '../types';
import { OMBUDSMAN_AFTER_WEEKS } from './complaints';

const { annual, quarters } = publishedFigures.complaints;
const [latest] = quarters;

const number = (value: number) => numberText(value);
const percent = (value: number) => `${numberText(value, 1)}%`;

/** Where the Regulations can be read (regulation 11 asks the report to say). */
export const complaintsRegulationsUrl = 'https://www.legislation.gov.uk/uksi/2008/1898/contents';

/**
 * /ComplaintsPerformance (docs/product/regulatory-pages.md › Complaints performance): the annual
 * consumer complaints report regulation 11 of the Gas and Electricity (Consumer Complaints Handling
 * Standards) Regulations 2008 requires, and the quarterly figures peers publish. Every figure is
 * from the published figures; linked prominently from /Complaints.
 */
export const complaintsPerformancePage: ContentPageData = {
  title: 'Complaints performance',
  metaDescription: `${brand.name}\u2019s annual complaints report and quarterly complaints figures: how many complaints we receive, how quickly we resolve them and what they are about.`,
  dated: `Last updated ${dateText(latest.lastUpdated > annual.lastUpdated ? latest.lastUpdated : annual.lastUpdated)}`,
  lead: [
    [
      'We publish how many complaints we receive and how quickly we resolve them, so you can judge how we are doing. How to complain is in our ',
      link('complaints procedure', routePaths.complaints),
      '.',
    ],
  ],
  withContents: false,
  sections: [
    {
      id: 'annual-report',
      heading: `Our annual complaints report, ${formatPeriod(annual.period)}`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `From ${formatPeriod(annual.period)} we received ${number(annual.domesticComplaints)} complaints from household customers.`,
            [
              { strong: number(annual.notResolvedByEndOfNextWorkingDay) },
              ' of them were not resolved by the end of the working day after the day we received them.',
            ],
            `${percent(annual.resolvedWithinEightWeeksPercent)} were resolved within ${OMBUDSMAN_AFTER_WEEKS} weeks.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'We have a complaints procedure, which says how we handle complaints and what you can do if you are not happy. Read it on our ',
            link('complaints page', routePaths.complaints),
            ', or ask us for a free copy: call ',
            link(brand.phone, telHref(brand.phone)),
            ' or e-mail ',
            mail(brand.email),
            '.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'This report is required by the Gas and Electricity (Consumer Complaints Handling Standards) Regulations 2008, which you can read on ',
            link('legislation.gov.uk', complaintsRegulationsUrl),
            `. Report last updated ${dateText(annual.lastUpdated)}.`,
          ],
        },
      ],
    },
    {
      id: 'quarterly',
      heading: 'Quarterly complaints figures',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'Complaints from household customers, by quarter',
            columns: [
              'Quarter',
              'Complaints per 100,000 customers',
              'Resolved by the end of the next working day',
              `Resolved within ${OMBUDSMAN_AFTER_WEEKS} weeks`,
            ],
            rows: quarters.map((quarter): readonly RichText[] => [
              quarter.label,
              number(quarter.complaintsPer100kCustomers),
              percent(quarter.resolvedByEndOfNextWorkingDayPercent),
              percent(quarter.resolvedWithinEightWeeksPercent),
            ]),
          },
        },
        {
          kind: 'paragraph',
          text: `What complaints were about most often, ${latest.label}, most frequent first:`,
        },
        { kind: 'bullets', ordered: true, items: latest.topReasons },
      ],
    },
    {
      id: 'independent-help',
      heading: 'If your complaint is not resolved',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `If we have not resolved your complaint within ${OMBUDSMAN_AFTER_WEEKS} weeks, or we have sent you a deadlock letter, you can take it to the Energy Ombudsman, free: `,
            site(energyOmbudsman.website),
            '. Our ',
            link('complaints procedure', `${routePaths.complaints}#still-not-happy`),
            ' has its details.',
          ],
        },
      ],
    },
  ],
};
