/**
 * Names of the API's custom metrics (lambdas/shared/metrics.ts writes them, the alarms and the
 * dashboard in infra/constructs/monitoring.ts read them). Pure data, so infra/ needs no Lambda code.
 */
export const apiMetricNames = {
  /** Dimensions fuel (electricity/gas) and outcome (accepted/duplicate/refused). */
  meterReadings: 'MeterReadings',
  checkoutSessionsCreated: 'CheckoutSessionsCreated',
  paymentsPosted: 'PaymentsPosted',
  /** No dimension besides service: alarmed on. */
  paymentPostingFailures: 'PaymentPostingFailures',
  /** Dimensions type and outcome. */
  webhookEvents: 'WebhookEvents',
  /**
   * The scheduled reconciliation (lambdas/reconcile-card-payments): paid checkout sessions it
   * looked at, one value per run; no dimension besides service.
   */
  reconciliationSessionsChecked: 'ReconciliationSessionsChecked',
  /** Paid sessions the webhook had not posted, posted by the reconciliation. No dimension besides service: alarmed on. */
  paymentsPostedByReconciliation: 'PaymentsPostedByReconciliation',
  /** Paid sessions the reconciliation could not post this run (it tries again next run). No dimension besides service. */
  reconciliationFailures: 'ReconciliationFailures',
  /** No dimension besides service: alarmed on. */
  webhookSignatureFailures: 'WebhookSignatureFailures',
  /** No dimension besides service: alarmed on (as a share of API requests). */
  upstreamFailures: 'UpstreamFailures',
  /** Dimensions upstream and kind (timeout, network, http, malformed, too-large, ...). */
  upstreamFailuresByKind: 'UpstreamFailuresByKind',
  /** An account number + postcode the workflow did not know. No dimension besides service: alarmed on. */
  failedAccountLookups: 'FailedAccountLookups',
  /** A lookup refused (429) because its account number or postcode met the failed-lookup limit. */
  failedLookupsLimited: 'FailedLookupsLimited',
  /**
   * Written by a metric filter on the API's access logs, not by the handlers: every answer with status
   * 429 (API Gateway's throttles, and our own failed-lookup limit). Dimension `api` (the API's id).
   */
  apiTooManyRequests: 'ApiTooManyRequests',
  /**
   * The price-cap route answered that the cap figures are being updated (today is on or after the
   * end of the latest period in SSM). No dimension besides service: alarmed on.
   */
  priceCapEnded: 'PriceCapEnded',
  /**
   * Written once a run by the scheduled check (lambdas/check-price-cap): days until no cap period
   * applies, 0 when none applies today. No dimension besides service: alarmed on.
   */
  priceCapDaysLeft: 'PriceCapDaysLeft',
} as const;

/** The namespace infra/ gives POWERTOOLS_METRICS_NAMESPACE. */
export const API_METRICS_NAMESPACE = 'Fernleaf/Website';
