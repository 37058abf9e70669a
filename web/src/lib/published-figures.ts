/**
 * The figures a supplier must publish that change every year or quarter: complaints, the fuel mix,
 * the Guaranteed Standards payment and the Warm Home Discount. Each set carries the period it covers
 * and when it was last updated; ops change a number here, never in a component
 * (docs/product/regulatory-pages.md › Published figures). `npm run build` refuses a set with a
 * missing field or a stale period (published-figures-rules.ts, called by web/prerender.ts), and
 * so does a unit test.
 *
 * The values are the samples of this fictional brand (../shared/BRAND.md › Annual figures) and the
 * amounts in ../shared/REGULATION.md; the UK average fuel mix and the late-payment amount are
 * labelled samples (see the docs).
 */

import { dateText } from './date-text';

/** A date as 'YYYY-MM-DD' (a day in the UK; no time of day). */
export type IsoDate = string;

/** A closed period of days, both ends included. */
export interface Period {
  from: IsoDate;
  to: IsoDate;
}

export interface FuelShare {
  source: string;
  /** Percentage of the electricity supplied, to one decimal place as published. */
  percent: number;
  /** How a sentence names the source: 'renewable sources', 'nuclear power'. */
  inText: string;
}

/** A published fuel mix: at least one share (the chart names the largest). */
export type FuelMix = readonly [FuelShare, ...FuelShare[]];

export interface FuelMixFigures {
  shares: FuelMix;
  /** Carbon dioxide emitted per kWh generated, in grams. */
  co2GramsPerKwh: number;
  /** High-level radioactive waste per kWh generated, in grams. */
  radioactiveWasteGramsPerKwh: number;
}

export interface FuelMixDisclosure {
  /** 1 April to 31 March (supply licence condition 21). */
  period: Period;
  /** Published by 1 October after the period. */
  publishedOn: IsoDate;
  lastUpdated: IsoDate;
  supplier: FuelMixFigures;
  /** The UK average for the same period, listed in the same order of sources as `supplier`. */
  ukAverage: FuelMixFigures;
}

export interface AnnualComplaintsReport {
  /** The last 12 months the report covers. */
  period: Period;
  lastUpdated: IsoDate;
  domesticComplaints: number;
  /** The figure regulation 11 requires: complaints not resolved by the end of the next working day. */
  notResolvedByEndOfNextWorkingDay: number;
  resolvedWithinEightWeeksPercent: number;
}

export interface QuarterlyComplaints {
  /** 'July to September 2026'. */
  label: string;
  period: Period;
  lastUpdated: IsoDate;
  complaintsPer100kCustomers: number;
  resolvedByEndOfNextWorkingDayPercent: number;
  resolvedWithinEightWeeksPercent: number;
  /** Most frequent first. */
  topReasons: readonly string[];
}

export interface ComplaintsFigures {
  annual: AnnualComplaintsReport;
  /** Newest first; the table shows each. */
  quarters: readonly [QuarterlyComplaints, ...QuarterlyComplaints[]];
}

export interface GuaranteedStandardsFigures {
  /** The payment for each missed standard, in pounds. */
  paymentPounds: number;
  /** The payment has been this amount since this date. */
  paymentSince: IsoDate;
  /** Where the amount and its date are published (the page links to it). */
  paymentSource: { name: string; url: string };
  /** Working days within which the payment is made, without being asked for. */
  paymentWithinWorkingDays: number;
  /** The further payment when the payment itself is late, in pounds. */
  latePaymentPounds: number;
  /** When the smart-meter standards came in. */
  smartMeterStandardsSince: IsoDate;
  /** When someone last checked the amounts against the regulations; a year later they are stale. */
  lastReviewed: IsoDate;
}

export interface WarmHomeDiscountFigures {
  /** The scheme year: 1 April to 31 March. */
  schemeYear: Period;
  /** '2026 to 2027'. */
  schemeYearLabel: string;
  /** The discount off the electricity bill, in pounds. */
  amountPounds: number;
  /** When the discount is credited, in words. */
  paidBy: string;
  lastUpdated: IsoDate;
}

export interface PublishedFigures {
  complaints: ComplaintsFigures;
  fuelMix: FuelMixDisclosure;
  guaranteedStandards: GuaranteedStandardsFigures;
  warmHomeDiscount: WarmHomeDiscountFigures;
}

export const publishedFigures: PublishedFigures = {
  complaints: {
    annual: {
      period: { from: '2025-01-01', to: '2025-12-31' },
      lastUpdated: '2026-01-30',
      domesticComplaints: 1284,
      notResolvedByEndOfNextWorkingDay: 372,
      resolvedWithinEightWeeksPercent: 98.1,
    },
    quarters: [
      {
        label: 'July to September 2026',
        period: { from: '2026-07-01', to: '2026-09-30' },
        lastUpdated: '2026-10-30',
        complaintsPer100kCustomers: 118,
        resolvedByEndOfNextWorkingDayPercent: 71,
        resolvedWithinEightWeeksPercent: 98.4,
        topReasons: ['Billing', 'Meter readings', 'Switching', 'Payments', 'Customer service'],
      },
    ],
  },
  fuelMix: {
    period: { from: '2025-04-01', to: '2026-03-31' },
    publishedOn: '2026-10-01',
    lastUpdated: '2026-10-01',
    supplier: {
      shares: [
        { source: 'Renewable', percent: 40.8, inText: 'renewable sources' },
        { source: 'Natural gas', percent: 39.3, inText: 'natural gas' },
        { source: 'Nuclear', percent: 13.9, inText: 'nuclear power' },
        { source: 'Coal', percent: 3.4, inText: 'coal' },
        { source: 'Other', percent: 2.6, inText: 'other sources' },
      ],
      co2GramsPerKwh: 198,
      radioactiveWasteGramsPerKwh: 0.0009,
    },
    // Sample: replace with the national figure published for the same period.
    ukAverage: {
      shares: [
        { source: 'Renewable', percent: 47.6, inText: 'renewable sources' },
        { source: 'Natural gas', percent: 33.9, inText: 'natural gas' },
        { source: 'Nuclear', percent: 14.9, inText: 'nuclear power' },
        // Britain's last coal power station, Ratcliffe-on-Soar, closed on 30 September 2024.
        { source: 'Coal', percent: 0.0, inText: 'coal' },
        { source: 'Other', percent: 3.6, inText: 'other sources' },
      ],
      co2GramsPerKwh: 172,
      radioactiveWasteGramsPerKwh: 0.001,
    },
  },
  guaranteedStandards: {
    paymentPounds: 40,
    paymentSince: '2025-01-02',
    paymentSource: {
      name: 'Ofgem: get compensation for problems with your energy supplier',
      url: 'https://www.ofgem.gov.uk/get-compensation-problems-switching-energy-suppliers',
    },
    paymentWithinWorkingDays: 10,
    // Regulation 8(3), raised with the payment itself from 2 January 2025 (SI 2024/1166, web/fact-register.ts).
    latePaymentPounds: 40,
    smartMeterStandardsSince: '2026-02-01',
    lastReviewed: '2026-11-25',
  },
  warmHomeDiscount: {
    schemeYear: { from: '2026-04-01', to: '2027-03-31' },
    schemeYearLabel: '2026 to 2027',
    amountPounds: 150,
    paidBy: 'between October 2026 and the end of March 2027',
    lastUpdated: '2026-11-25',
  },
};

/** '1 April 2025 to 31 March 2026'. */
export function formatPeriod(period: Period): string {
  return `${dateText(period.from)} to ${dateText(period.to)}`;
}
