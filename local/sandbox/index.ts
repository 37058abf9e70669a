import { createCheckoutEmulator } from './checkout-emulator.js';
import { loadSandboxData, type SandboxData } from './data.js';
import { startLocalDynamoDb } from '../dynamodb-local.js';
import { listenOnFreePort } from '../http-server.js';
import {
  SANDBOX_QUOTE_API_KEY,
  SANDBOX_REVIEWS_BUSINESS_UNIT,
  createUpstreamsListener,
  upstreamPaths,
} from './upstreams.js';

/** The card emulator's test key. Lives only on the server side, like the real one. */
export const SANDBOX_CARD_PROVIDER_KEY = 'sk_test_fernleaf_sandbox_emulator';

export interface Sandbox {
  data: SandboxData;
  upstreamsUrl: string;
  checkoutUrl: string;
  /** Environment variables that point the handlers' configuration at this sandbox. */
  environment: Record<string, string>;
  /** Puts the data back as the data files have it, undoing readings submitted since the start. */
  resetData(): void;
  /** Forgets every reading remembered by the idempotency table, as if none had been sent. */
  clearIdempotencyRecords(): Promise<void>;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** A DynamoDB the user runs (DYNAMODB_ENDPOINT); without it dynalite starts in-process. */
  dynamoDbEndpoint?: string;
}

/**
 * Starts the third-party stand-ins in-process on free 127.0.0.1 ports, and the reading-idempotency
 * table (local/dynamodb-local.ts).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const data = loadSandboxData();
  const dynamoDb = await startLocalDynamoDb({ endpoint: options.dynamoDbEndpoint });
  const upstreams = createUpstreamsListener(data);
  const upstreamServer = await listenOnFreePort(upstreams.listener);
  let checkoutUrl = '';
  const checkoutServer = await listenOnFreePort(
    createCheckoutEmulator({ secretKey: SANDBOX_CARD_PROVIDER_KEY, publicUrl: () => checkoutUrl }),
  );
  checkoutUrl = checkoutServer.url;

  const base = upstreamServer.url;
  return {
    data,
    upstreamsUrl: base,
    checkoutUrl,
    environment: {
      ACCOUNT_LOOKUP_URL: `${base}${upstreamPaths.accountLookup}`,
      METER_READINGS_URL: `${base}${upstreamPaths.meterReadings}`,
      ELECTRICITY_READING_URL: `${base}${upstreamPaths.electricityReading}`,
      GAS_READING_URL: `${base}${upstreamPaths.gasReading}`,
      QUOTE_URL: `${base}${upstreamPaths.quote}`,
      QUOTE_API_KEY: SANDBOX_QUOTE_API_KEY,
      REVIEWS_URL: `${base}${upstreamPaths.reviews}`,
      REVIEWS_BUSINESS_UNIT_ID: SANDBOX_REVIEWS_BUSINESS_UNIT,
      CARD_PROVIDER_SECRET_KEY: SANDBOX_CARD_PROVIDER_KEY,
      CARD_PROVIDER_API_URL: checkoutUrl,
      PRICE_CAP_OWN_SVT: data.priceCap.ownStandardVariableTariff,
      PRICE_CAP_REGULATOR: data.priceCap.regulatorPriceCap,
      PRICE_CAP_DATE: data.priceCap.priceCapDate,
      ...dynamoDb.environment,
    },
    resetData() {
      // In place: the upstreams read this same object.
      Object.assign(data, loadSandboxData());
    },
    clearIdempotencyRecords: () => dynamoDb.clear(),
    async close() {
      upstreams.releaseHeldRequests();
      await Promise.all([upstreamServer.close(), checkoutServer.close(), dynamoDb.close()]);
    },
  };
}
