import type { Context } from 'aws-lambda';
import type { Account, Meter, Register } from '#contracts/account';
import {
  meterTypeForFuel,
  readingWorkflowAnswerSchema,
  type ReadingWorkflowPayload,
  type SubmitMeterReadingRequest,
} from '#contracts/meter-reading';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import { compactPostcode } from '#contracts/postcode';
import { fetchAccount } from '../shared/account-workflow.js';
import { findMeterByRef } from '../shared/reading-account.js';
import { loadConfig } from '../shared/config.js';
import { HttpError } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { AlreadyInFlightError, IdempotencyStoreError, type Once } from '../shared/idempotency.js';
import { ukDate } from '#contracts/uk-date';
import { readingKey } from './reading-key.js';
import { callUpstream, countUpstreamFailure, UpstreamError } from '../shared/upstream.js';

/**
 * The submission payload: today's UK date and readType C, a customer's own reading
 * (docs/product/meter-readings.md › Meter readings). The serial and supply number come from the
 * account the workflow knows, never from the browser (docs/security.md › Least data out).
 */
export function buildReadingPayload(
  request: SubmitMeterReadingRequest,
  meter: Pick<Meter, 'serial' | 'mpxn'>,
  now: Date,
): ReadingWorkflowPayload {
  return {
    readingDate: ukDate(now),
    postcode: compactPostcode(request.postcode),
    accountNo: request.accountNo,
    reading: request.reading,
    serialNumber: meter.serial,
    register: request.register,
    mpanCore: meter.mpxn,
    readType: 'C',
  };
}

/**
 * The meter and register the reading is for: the meter the request's `meterRef` names on this
 * account (../shared/reading-account.ts), which must supply the chosen fuel and have that register.
 * The browser is not trusted to have checked any of it.
 */
export function findSubmittedMeter(
  account: Account,
  request: SubmitMeterReadingRequest,
): { meter: Meter; register: Register } {
  const meter = findMeterByRef(account, request.meterRef);
  if (!meter) throw new HttpError(404, 'meter_not_found', meterReadingMessages.meterNotOnAccount);
  if (meter.meterType !== meterTypeForFuel[request.fuel])
    throw new HttpError(400, 'wrong_fuel', meterReadingMessages.wrongFuel);
  const register = meter.registers.find((candidate) => candidate.registerLabel === request.register);
  if (!register) throw new HttpError(404, 'register_not_found', meterReadingMessages.registerNotOnMeter);
  return { meter, register };
}

/** The workflow throttling us: not a verdict on the reading, so a 502 like any failure, not a 422. */
const TOO_MANY_REQUESTS = 429;

function firstMessage(body: unknown): string | undefined {
  const parsed = readingWorkflowAnswerSchema.safeParse(body);
  const message = parsed.success ? parsed.data.messages?.[0]?.message?.trim() : undefined;
  return message || undefined;
}

/**
 * Sends the payload to the fuel's workflow. The workflow's first message is the text the user sees,
 * on success and on refusal; without one, the default messages apply
 * (docs/product/meter-readings.md › Meter readings).
 */
async function sendToWorkflow(url: string, payload: ReadingWorkflowPayload): Promise<string> {
  try {
    const { body } = await callUpstream(url, { body: payload });
    return firstMessage(body) ?? meterReadingMessages.submitted;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const unreadable = error.kind === 'malformed' || error.kind === 'too-large';
    if (unreadable && error.status !== undefined && error.status >= 200 && error.status < 300) {
      // The workflow said yes (2xx) in words we cannot read (or too many of them): the reading is
      // in, so it must not be sent again; the user gets the default success message.
      logger.warn('Reading workflow accepted the reading with an unreadable body', { status: error.status });
      return meterReadingMessages.submitted;
    }
    logger.warn('Reading workflow did not accept the reading', { kind: error.kind, status: error.status });
    if (error.kind === 'timeout') {
      countUpstreamFailure('reading-workflow', 'timeout');
      throw new HttpError(504, 'reading_workflow_timeout', meterReadingMessages.unexpected);
    }
    const message = firstMessage(error.body) ?? meterReadingMessages.unexpected;
    const refused =
      error.kind === 'http' &&
      error.status !== undefined &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== TOO_MANY_REQUESTS;
    if (!refused) countUpstreamFailure('reading-workflow', error.kind);
    // A refusal (4xx) is about the reading itself; anything else (throttling included) is the workflow failing.
    throw refused
      ? new HttpError(422, 'reading_rejected', message)
      : new HttpError(502, 'reading_workflow_failed', message);
  }
}

export interface SubmitDependencies {
  /** Sends an identical reading once (lambdas/shared/idempotency.ts; key: reading-key.ts). */
  submissions: Once<string>;
  /** The invocation's context: how long a send may be in flight. */
  context?: Partial<Context>;
  now?: () => Date;
}

/**
 * Checks the reading against the account the workflow knows (number AND postcode), then sends
 * it to the electricity or gas workflow once, across all instances: an identical reading for the
 * same register and day within the idempotency window gets the first answer again without a
 * second send, and one sent while the first is still in flight gets a 409.
 */
export async function submitMeterReading(
  request: SubmitMeterReadingRequest,
  dependencies: SubmitDependencies,
): Promise<{ message: string; duplicate: boolean }> {
  const account = await fetchAccount({ accountNo: request.accountNo, postcode: request.postcode }, 'meterReadingsUrl');
  const { meter } = findSubmittedMeter(account, request);

  const payload = buildReadingPayload(request, meter, (dependencies.now ?? (() => new Date()))());
  const urlKey = request.fuel === 'electricity' ? 'electricityReadingUrl' : 'gasReadingUrl';
  const config = await loadConfig([urlKey]);

  const identity = {
    accountNo: payload.accountNo,
    serialNumber: payload.serialNumber,
    register: payload.register,
    readingDate: payload.readingDate,
    reading: Number(payload.reading),
  };
  try {
    const { outcome, repeated } = await dependencies.submissions.run(
      readingKey(identity),
      () => sendToWorkflow(config[urlKey], payload),
      dependencies.context,
    );
    return { message: outcome, duplicate: repeated };
  } catch (error) {
    if (error instanceof AlreadyInFlightError)
      throw new HttpError(409, 'reading_in_progress', meterReadingMessages.inProgress);
    if (error instanceof IdempotencyStoreError) {
      logger.error('Reading idempotency store failed', { cause: (error.cause as Error | undefined)?.name });
      throw new HttpError(503, 'reading_store_unavailable', meterReadingMessages.unexpected);
    }
    throw error;
  }
}
