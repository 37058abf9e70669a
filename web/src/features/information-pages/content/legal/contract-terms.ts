/**
 * The contract figures, each stated once in the Terms (terms.ts) and repeated from here where
 * another page explains them (help-paying.ts). Kept as named constants so the copy and
 * the tests that check it (tests/unit/web/features/information-pages/terms-content.test.tsx) cannot drift apart.
 */
export const contractTerms = {
  coolingOffDays: 14,
  cancelSwitchWorkingDays: 3,
  switchCompletesWorkingDays: 5,
  firstPaymentWorkingDays: 10,
  missedPaymentFeePounds: 25,
  interestPercentOverBaseRate: 4,
  vatOnEnergyPercent: 5,
  vatOnOtherChargesPercent: 20,
  backbillingMonths: 12,
  backbillingCutOffDate: '1 May 2018',
  fixedTermMonths: [12, 18, 24],
  fixedEndNoticeDays: 42,
  penaltyFreeExitDays: 49,
  refundForecastMonths: 12,
  refundPaymentWorkingDays: 10,
  refundMeterReadCalendarDays: 30,
  finalBillRefundWorkingDays: 10,
  directDebitCancelNoticeWorkingDays: 10,
  directDebitRepresentCalendarDays: 10,
  winterMonths: 'October to March',
  creditRecordYears: 6,
  liabilityCapPounds: 10_000,
  movingHomeNoticeDays: 21,
  ombudsmanAfterWeeks: 8,
  postalNoticeWorkingDays: 2,
} as const;
