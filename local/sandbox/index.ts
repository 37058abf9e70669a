import { createCheckoutEmulator, type WebhookTarget } from './checkout-emulator/index.js';
import { createPaymentPostingUpstream, PAYMENT_POSTING_PATH, type ReceivedPosting } from './payment-postings.js';
import { loadSandboxData, type SandboxData } from './data.js';
import { startLocalDynamoDb } from '../dynamodb-local.js';
import { seedSampleCatalogue } from './tariff-catalogue.js';
import { seedRegulatorFigures } from './regulator-figures.js';
import { startLocalSsm, type LocalSsm } from '../ssm-local.js';
import { listenOnFreePort } from '../http-server.js';
import { SANDBOX_REVIEWS_BUSINESS_UNIT, createUpstreamsListener, upstreamPaths } from './upstreams.js';

/** The card emulator's test key. Lives only on the server side, like the real one. */
export const SANDBOX_CARD_PROVIDER_KEY = 'sk_test_fernleaf_sandbox_emulator';
/** The signing secret of the sandbox's webhook endpoint: the emulator signs with it, the route verifies. */
export const SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET = 'whsec_fernleaf_sandbox_emulator';
/** The site's webhook route (lambdas/contracts/routes.ts), where the emulator delivers its events. */
export const CARD_PROVIDER_WEBHOOK_PATH = '/api/card-provider/webhook';

export interface Sandbox {
  data: SandboxData;
  upstreamsUrl: string;
  checkoutUrl: string;
  /** The payment-posting workflow stand-in (GET /__sandbox/payment-postings lists what it received). */
  paymentPostingsUrl: string;
  /**
   * Where the emulator delivers its signed events: the site's origin (the route path is added),
   * signed with the secret the handlers verify with (the sandbox's unless the user set another).
   */
  setWebhookOrigin(origin: string | undefined, signingSecret?: string): void;
  /** Every payment posting received so far, repeats included. */
  paymentPostings(): readonly ReceivedPosting[];
  /** The next `count` postings answer 503. */
  failNextPaymentPostings(count: number): void;
  /** Environment variables that point the handlers' configuration at this sandbox. */
  environment: Record<string, string>;
  /** Puts the data back as the data files have it, undoing readings submitted and payments posted since the start. */
  resetData(): void;
  /** The SSM Parameter Store stand-in holding the regulator's figures (local/ssm-local.ts). */
  ssm: LocalSsm;
  /** Forgets every reading remembered by the idempotency table, as if none had been sent. */
  clearIdempotencyRecords(): Promise<void>;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** A DynamoDB the user runs (DYNAMODB_ENDPOINT); without it dynalite starts in-process. */
  dynamoDbEndpoint?: string;
  /** Echoes each payment posting on the console (the local server). */
  logPaymentPostings?: boolean;
  /** Port of the payment-posting stand-in (the end-to-end tests read its postings); a free one if unset. */
  paymentPostingsPort?: number;
  /** Port of the SSM stand-in (the end-to-end tests set figures with the ops command); a free one if unset. */
  ssmPort?: number;
}

/**
 * Starts the third-party stand-ins in-process on free 127.0.0.1 ports, the product's tables
 * (local/dynamodb-local.ts) with the sample tariff catalogue published to them, and SSM Parameter
 * Store's stand-in (local/ssm-local.ts) with the sample regulator's figures.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const data = loadSandboxData();
  const dynamoDb = await startLocalDynamoDb({ endpoint: options.dynamoDbEndpoint });
  await seedSampleCatalogue(dynamoDb.environment);
  const ssm = await startLocalSsm(undefined, options.ssmPort);
  const regulatorEnvironment = await seedRegulatorFigures(ssm.url);
  const upstreams = createUpstreamsListener(data);
  const upstreamServer = await listenOnFreePort(upstreams.listener);
  let checkoutUrl = '';
  let webhookTarget: WebhookTarget | undefined;
  const emulator = createCheckoutEmulator({
    secretKey: SANDBOX_CARD_PROVIDER_KEY,
    publicUrl: () => checkoutUrl,
    webhookTarget: () => webhookTarget,
  });
  const checkoutServer = await listenOnFreePort(emulator);
  checkoutUrl = checkoutServer.url;
  const paymentPosting = createPaymentPostingUpstream({
    log: options.logPaymentPostings ? (line) => console.log(line) : undefined,
  });
  const paymentPostingServer = await listenOnFreePort(paymentPosting, options.paymentPostingsPort);

  const base = upstreamServer.url;
  return {
    data,
    upstreamsUrl: base,
    checkoutUrl,
    paymentPostingsUrl: paymentPostingServer.url,
    setWebhookOrigin(origin, signingSecret = SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET) {
      webhookTarget = origin ? { url: `${origin}${CARD_PROVIDER_WEBHOOK_PATH}`, signingSecret } : undefined;
    },
    paymentPostings: () => paymentPosting.postings(),
    failNextPaymentPostings: (count) => paymentPosting.failNext(count),
    environment: {
      ACCOUNT_LOOKUP_URL: `${base}${upstreamPaths.accountLookup}`,
      METER_READINGS_URL: `${base}${upstreamPaths.meterReadings}`,
      ELECTRICITY_READING_URL: `${base}${upstreamPaths.electricityReading}`,
      GAS_READING_URL: `${base}${upstreamPaths.gasReading}`,
      REVIEWS_URL: `${base}${upstreamPaths.reviews}`,
      REVIEWS_BUSINESS_UNIT_ID: SANDBOX_REVIEWS_BUSINESS_UNIT,
      CARD_PROVIDER_SECRET_KEY: SANDBOX_CARD_PROVIDER_KEY,
      CARD_PROVIDER_API_URL: checkoutUrl,
      CARD_PROVIDER_WEBHOOK_SECRET: SANDBOX_CARD_PROVIDER_WEBHOOK_SECRET,
      PAYMENT_POSTING_URL: `${paymentPostingServer.url}${PAYMENT_POSTING_PATH}`,
      ...dynamoDb.environment,
      ...ssm.environment,
      ...regulatorEnvironment,
    },
    ssm,
    resetData() {
      // In place: the upstreams read this same object.
      Object.assign(data, loadSandboxData());
      paymentPosting.reset();
    },
    clearIdempotencyRecords: () => dynamoDb.clear(),
    async close() {
      upstreams.releaseHeldRequests();
      await emulator.settle();
      await Promise.all([
        upstreamServer.close(),
        checkoutServer.close(),
        paymentPostingServer.close(),
        dynamoDb.close(),
        ssm.close(),
      ]);
    },
  };
}
