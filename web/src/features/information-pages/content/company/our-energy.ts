import { dateText } from '../../../../lib/date-text';
import { comparativeClaims } from '../../../../lib/comparative-claims';
import { formatPeriod, publishedFigures } from '../../../../lib/published-figures';
import { brand, link, routePaths } from '../shared';
import type { ContentPageData, FuelMix, FuelShare, RichText } from '../types';

const disclosure = publishedFigures.fuelMix;

/**
 * The fuel mix disclosure of the electricity we supply (supply licence condition 21;
 * docs/product/regulatory-pages.md › Fuel mix disclosure): the published figures for 1 April to
 * 31 March, beside the UK average; the shares add up to 100%.
 */
export const fuelMix: FuelMix = disclosure.supplier.shares;

const shareText = (share: FuelShare) => `${share.percent.toFixed(1)}% from ${share.inText}`;
const [firstShare, ...otherShares] = fuelMix;
const lastShare = otherShares.pop();
/** 'Of the electricity we supply, 40.8% comes from renewable sources, 39.3% from natural gas, ... and 2.6% from other sources.' */
const fuelMixSentence = `Of the electricity we supply, ${firstShare.percent.toFixed(1)}% comes from ${firstShare.inText}, ${otherShares
  .map(shareText)
  .join(', ')} and ${lastShare ? shareText(lastShare) : ''}.`;

const percentCell = (percent: number | undefined) => (percent === undefined ? '\u2013' : `${percent.toFixed(1)}%`);

/** Fernleaf's share of each source beside the UK average's share of the same source. */
const comparisonRows = fuelMix.map((share): readonly RichText[] => [
  share.source,
  percentCell(share.percent),
  percentCell(disclosure.ukAverage.shares.find((average) => average.source === share.source)?.percent),
]);

const period = formatPeriod(disclosure.period);

export const ourEnergyPage: ContentPageData = {
  title: 'Our Energy',
  metaDescription: `Where ${brand.name}\u2019s electricity comes from (${firstShare.percent.toFixed(1)}% ${firstShare.source.toLowerCase()}), how we keep prices low, and how our standard variable tariff has stayed under the price cap since 2019.`,
  lead: [
    `${brand.name} buys gas and electricity on the wholesale market and supplies it to homes across Great Britain. We want you to know where your energy comes from and what you pay for it.`,
    'We buy carefully, keep our costs low and pass the savings on, so you pay a fair price for the energy you use and nothing more.',
  ],
  withContents: false,
  sections: [
    {
      id: 'fuel-mix',
      heading: 'Our Electricity Fuel mix',
      blocks: [
        {
          kind: 'paragraph',
          text: `Every electricity supplier publishes its fuel mix: the share of each energy source behind the electricity it supplied from 1 April to 31 March, with the UK average beside it. These figures cover ${period} and were published on ${dateText(disclosure.publishedOn)}.`,
        },
        { kind: 'fuelMix', caption: 'Fuel mix of the electricity we supply', shares: fuelMix },
        { kind: 'paragraph', text: fuelMixSentence },
        {
          kind: 'table',
          table: {
            caption: `Our fuel mix and the UK average, ${period}`,
            columns: ['Fuel source', brand.shortName, 'UK average'],
            rows: comparisonRows,
            narrowColumns: true,
          },
        },
        {
          kind: 'table',
          table: {
            caption: `Environmental impact per kWh of electricity, ${period}`,
            columns: ['Impact', brand.shortName, 'UK average'],
            narrowColumns: true,
            rows: [
              [
                'Carbon dioxide (CO2), grams per kWh',
                String(disclosure.supplier.co2GramsPerKwh),
                String(disclosure.ukAverage.co2GramsPerKwh),
              ],
              [
                'High-level radioactive waste, grams per kWh',
                disclosure.supplier.radioactiveWasteGramsPerKwh.toFixed(4),
                disclosure.ukAverage.radioactiveWasteGramsPerKwh.toFixed(4),
              ],
            ],
          },
        },
        {
          kind: 'note',
          text: 'What \u2018renewable\u2019 means here: for every unit of renewable electricity generated in the UK, the generator gets a certificate (a Renewable Energy Guarantee of Origin, or REGO). Our renewable share is the electricity we supplied that is matched by these certificates. The electricity that reaches your home through the grid is the same as your neighbours\u2019; the certificates show how much renewable generation was bought for our customers.',
        },
        {
          kind: 'paragraph',
          text: `Renewable sources, such as wind, solar and hydro power, are the largest part of our mix, and we want that share to keep growing. Figures last updated ${dateText(disclosure.lastUpdated)}; the next disclosure is published by 1 October.`,
        },
      ],
    },
    {
      id: 'customer-conscious',
      heading: 'Customer Conscious',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everything we do starts with what our customers need: low prices, clear bills and help that is easy to reach. We listen to your feedback and change how we work because of it.',
        },
        {
          kind: 'paragraph',
          text: `If you need extra help, because of your health, your age or your money, tell us. Call us free on ${brand.phone}, ${brand.openingHours}, and we will work out with you the support that fits.`,
        },
      ],
    },
    {
      id: 'pay-what-you-should',
      heading: 'Pay What You Should',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You should pay for the energy you use, not for guesswork. Send us a meter reading every month and your statement shows what you really used; if you build up credit, you can ask for it back.',
        },
        {
          kind: 'paragraph',
          text: [
            'Submitting a reading takes a minute on our ',
            link('meter reading page', routePaths.meterReading),
            ', and you can ',
            link('make a payment', routePaths.payment),
            ' by card at any time.',
          ],
        },
      ],
    },
    {
      id: 'price-cap',
      heading: 'Our Energy and the Price cap',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The energy price cap limits what suppliers can charge for each unit of energy and for the daily standing charge on standard variable tariffs. The regulator, Ofgem, reviews the cap every three months.',
        },
        {
          kind: 'paragraph',
          text: comparativeClaims.underCapSince2019,
        },
        {
          kind: 'paragraph',
          text: [
            'Our ',
            link('home page', routePaths.home),
            ' compares the current yearly cost of our standard variable tariff with the cap for a home using Ofgem\u2019s typical consumption; its footnote gives the figures it uses.',
          ],
        },
      ],
    },
  ],
};
