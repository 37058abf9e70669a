import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { SSMClient } from '@aws-sdk/client-ssm';
import type { PriceCapResponse } from '#contracts/price-cap';
import { MISSING_DISPLAY_VALUE, PRICE_CAP_CACHE_SECONDS, priceCapSources } from '#contracts/price-cap-values';
import { currentDeadline } from './deadline.js';
import { logger } from './logger.js';

/*
 * Price-cap display values, apart from config.ts so that only the price-cap function bundles
 * the SSM client and the others only the Secrets Manager one.
 */

/** However slow SSM is, the badges get their values (or '--') within this time (docs/api.md › API). */
export const SSM_DEADLINE_MS = 2_000;

/** Kept back from a shorter request budget (lambdas/shared/deadline.ts) to answer the '--'s in time. */
const ANSWER_MARGIN_MS = 50;

/** SSM_DEADLINE_MS, or less if the request's own deadline comes sooner: the answer is never a 504. */
function ssmDeadlineMs(): number {
  const deadline = currentDeadline();
  if (!deadline) return SSM_DEADLINE_MS;
  return Math.max(0, Math.min(SSM_DEADLINE_MS, deadline.remainingMs() - ANSWER_MARGIN_MS));
}

/**
 * SSM with explicit connection and request time-outs (the SDK has none by default, and retries
 * on top), so a slow call is abandoned rather than left holding the function.
 */
const ssm = new SSMProvider({
  awsSdkV3Client: new SSMClient({
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 500, requestTimeout: 1_000, throwOnRequestTimeout: true },
  }),
});

/** Rejects once `ms` have passed, whatever `work` is still doing. */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function displayValue(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : MISSING_DISPLAY_VALUE;
}

/**
 * The three price-cap display values. From SSM when parameter names are configured, else
 * from plain environment values. Never throws: whatever cannot be read becomes '--'.
 */
export async function loadPriceCapSettings(): Promise<PriceCapResponse> {
  const entries = Object.entries(priceCapSources) as [
    keyof PriceCapResponse,
    (typeof priceCapSources)[keyof PriceCapResponse],
  ][];
  const parameterNames = entries
    .map(([, source]) => process.env[source.parameterNameVariable])
    .filter((name): name is string => !!name);

  let fromSsm: Record<string, unknown> = {};
  if (parameterNames.length > 0) {
    try {
      const request = Object.fromEntries(parameterNames.map((name) => [name, {}]));
      const { _errors: failed, ...values } = await withinDeadline(
        ssm.getParametersByName<string>(request, { maxAge: PRICE_CAP_CACHE_SECONDS, throwOnError: false }),
        ssmDeadlineMs(),
      );
      if (failed?.length) logger.warn('Some price-cap parameters could not be read', { parameters: failed });
      fromSsm = values;
    } catch (error) {
      logger.error('Price-cap parameters could not be read', error as Error);
    }
  }

  const settings = {} as PriceCapResponse;
  for (const [key, source] of entries) {
    const parameterName = process.env[source.parameterNameVariable];
    settings[key] = displayValue(parameterName ? fromSsm[parameterName] : process.env[source.valueVariable]);
  }
  return settings;
}
