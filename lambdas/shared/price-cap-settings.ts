import { getParametersByName } from '@aws-lambda-powertools/parameters/ssm';
import { logger } from './logger.js';

/*
 * Price-cap display values, apart from config.ts so that only the price-cap function bundles
 * the SSM client and the others only the Secrets Manager one.
 */

/** Value shown wherever a price-cap setting is missing or unreadable (README: Product behaviour › Price-cap values). */
export const MISSING_DISPLAY_VALUE = '--';

export interface PriceCapSettings {
  ownStandardVariableTariff: string;
  regulatorPriceCap: string;
  priceCapDate: string;
}

/** For each price-cap value: the env var naming its SSM parameter, and the env var with a local value. */
export const priceCapSources: Record<keyof PriceCapSettings, { parameterNameVariable: string; valueVariable: string }> =
  {
    ownStandardVariableTariff: {
      parameterNameVariable: 'PRICE_CAP_OWN_SVT_PARAMETER',
      valueVariable: 'PRICE_CAP_OWN_SVT',
    },
    regulatorPriceCap: { parameterNameVariable: 'PRICE_CAP_REGULATOR_PARAMETER', valueVariable: 'PRICE_CAP_REGULATOR' },
    priceCapDate: { parameterNameVariable: 'PRICE_CAP_DATE_PARAMETER', valueVariable: 'PRICE_CAP_DATE' },
  };

export const PRICE_CAP_CACHE_SECONDS = 60;

function displayValue(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : MISSING_DISPLAY_VALUE;
}

/**
 * The three price-cap display values. From SSM when parameter names are configured, else
 * from plain environment values. Never throws: whatever cannot be read becomes '--'.
 */
export async function loadPriceCapSettings(): Promise<PriceCapSettings> {
  const entries = Object.entries(priceCapSources) as [
    keyof PriceCapSettings,
    (typeof priceCapSources)[keyof PriceCapSettings],
  ][];
  const parameterNames = entries
    .map(([, source]) => process.env[source.parameterNameVariable])
    .filter((name): name is string => !!name);

  let fromSsm: Record<string, unknown> = {};
  if (parameterNames.length > 0) {
    try {
      const request = Object.fromEntries(parameterNames.map((name) => [name, {}]));
      const { _errors: failed, ...values } = await getParametersByName<string>(request, {
        maxAge: PRICE_CAP_CACHE_SECONDS,
        throwOnError: false,
      });
      if (failed?.length) logger.warn('Some price-cap parameters could not be read', { parameters: failed });
      fromSsm = values;
    } catch (error) {
      logger.error('Price-cap parameters could not be read', error as Error);
    }
  }

  const settings = {} as PriceCapSettings;
  for (const [key, source] of entries) {
    const parameterName = process.env[source.parameterNameVariable];
    settings[key] = displayValue(parameterName ? fromSsm[parameterName] : process.env[source.valueVariable]);
  }
  return settings;
}
