import { brand, link, routePaths } from '../shared';
import type { ContentPageData, FuelMix, FuelShare } from '../types';

/**
 * The published fuel mix of the electricity we supply
 * (docs/product/information-pages.md › Information pages); the shares add up to 100%.
 */
export const fuelMix: FuelMix = [
  { source: 'Renewable', percent: 40.8, inText: 'renewable sources' },
  { source: 'Natural gas', percent: 39.3, inText: 'natural gas' },
  { source: 'Nuclear', percent: 13.9, inText: 'nuclear power' },
  { source: 'Coal', percent: 3.4, inText: 'coal' },
  { source: 'Other', percent: 2.6, inText: 'other sources' },
];

const shareText = (share: FuelShare) => `${share.percent.toFixed(1)}% from ${share.inText}`;
const [firstShare, ...otherShares] = fuelMix;
const lastShare = otherShares.pop();
/** 'Of the electricity we supply, 40.8% comes from renewable sources, 39.3% from natural gas, ... and 2.6% from other sources.' */
const fuelMixSentence = `Of the electricity we supply, ${firstShare.percent.toFixed(1)}% comes from ${firstShare.inText}, ${otherShares
  .map(shareText)
  .join(', ')} and ${lastShare ? shareText(lastShare) : ''}.`;

export const ourEnergyPage: ContentPageData = {
  title: 'Our Energy',
  metaDescription: `Where ${brand.name}\u2019s electricity comes from (40.8% renewable), how we keep prices low, and how our standard variable tariff has stayed under the price cap since 2019.`,
  lead: [
    `${brand.name} buys gas and electricity on the wholesale market and supplies it to homes across the UK. We want you to know where your energy comes from and what you pay for it.`,
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
          text: 'Every electricity supplier publishes its fuel mix: the share of each energy source behind the electricity it supplies.',
        },
        { kind: 'fuelMix', caption: 'Fuel mix of the electricity we supply', shares: fuelMix },
        { kind: 'paragraph', text: fuelMixSentence },
        {
          kind: 'paragraph',
          text: 'Renewable sources, such as wind, solar and hydro power, are the largest part of our mix, and we want that share to keep growing.',
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
          text: 'Our standard variable tariff has stayed under the price cap since 2019, and we have led the market on low prices since 2017.',
        },
        {
          kind: 'paragraph',
          text: [
            'Our ',
            link('home page', routePaths.home),
            ' compares the current yearly cost of our standard variable tariff with the cap for a typical home using 2700 kWh of electricity and 11500 kWh of gas a year.',
          ],
        },
      ],
    },
  ],
};
