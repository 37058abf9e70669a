import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxAccount, SandboxData, SandboxMeter } from './data.js';
import { fieldText, readJson, sendJson } from '../http-server.js';

/** Paths of the sandbox upstreams; bin/serve.ts builds the handlers' config URLs from them. */
export const upstreamPaths = {
  accountLookup: '/workflows/account-lookup',
  meterReadings: '/workflows/meter-readings',
  electricityReading: '/workflows/readings/electricity',
  gasReading: '/workflows/readings/gas',
  reviews: '/reviews/v1/business-units',
} as const;

export const SANDBOX_REVIEWS_BUSINESS_UNIT = 'fernleaf-sandbox-unit';
const ACCOUNT_FAILING_WITH_500 = '100500';
const ACCOUNT_NEVER_ANSWERING = '100504';
const NEVER_ANSWER_MS = 30_000;

const normalisePostcode = (postcode: unknown) => fieldText(postcode).replace(/\s+/g, '').toUpperCase();

function findAccount(data: SandboxData, accountNo: unknown, postcode: unknown): SandboxAccount | undefined {
  return data.accounts.accounts.find(
    (account) =>
      account.accountNo === fieldText(accountNo) && normalisePostcode(account.postcode) === normalisePostcode(postcode),
  );
}

function latestReadingValue(readings: { readingDate: string; readingValue: number }[]): number | undefined {
  const newest = [...readings].sort((a, b) => b.readingDate.localeCompare(a.readingDate))[0];
  return newest?.readingValue;
}

/**
 * The upstream workflows and the review service, in their own HTTP shapes, with the
 * behaviours the fixture files describe. Timers for the never-answering account are tracked
 * so that shutdown is immediate.
 */
export function createUpstreamsListener(data: SandboxData) {
  const heldRequests = new Set<NodeJS.Timeout>();

  async function accountWorkflow(request: IncomingMessage, response: ServerResponse) {
    const body = (await readJson(request)) as { accountNo?: unknown; postcode?: unknown } | undefined;
    if (!body || typeof body !== 'object') return sendJson(response, 400, { error: 'Body must be JSON' });
    if (String(body.accountNo) === ACCOUNT_FAILING_WITH_500)
      return sendJson(response, 500, { error: 'Internal workflow error' });
    if (String(body.accountNo) === ACCOUNT_NEVER_ANSWERING) {
      const timer = setTimeout(() => {
        heldRequests.delete(timer);
        sendJson(response, 504, { error: 'Workflow timed out' });
      }, NEVER_ANSWER_MS);
      heldRequests.add(timer);
      response.on('close', () => {
        clearTimeout(timer);
        heldRequests.delete(timer);
      });
      return;
    }
    return sendJson(response, 200, { data: findAccount(data, body.accountNo, body.postcode) ?? null });
  }

  async function readingSubmission(
    request: IncomingMessage,
    response: ServerResponse,
    meterType: SandboxMeter['meterType'],
  ) {
    const rules = data.accounts.readingRules;
    const payload = (await readJson(request)) as Record<string, unknown> | undefined;
    const reading = Number(payload?.reading);
    if (!payload || !/^\d{1,6}$/.test(fieldText(payload.reading))) {
      return sendJson(response, 400, { messages: [{ message: 'The reading must be 1 to 6 digits.' }] });
    }
    const account = findAccount(data, payload.accountNo, payload.postcode);
    const meter = account?.meters.find(
      (candidate) =>
        candidate.meterType === meterType &&
        candidate.serial === payload.serialNumber &&
        candidate.mpxn === payload.mpanCore,
    );
    const register = meter?.registers.find((candidate) => candidate.registerLabel === payload.register);
    if (!register) return sendJson(response, rules.unknownMeter.status, rules.unknownMeter.body);

    const latest = latestReadingValue(register.readings);
    if (latest !== undefined && reading < latest)
      return sendJson(response, rules.lowerThanLatest.status, rules.lowerThanLatest.body);

    register.readings.push({
      readingDate: `${String(payload.readingDate)}T12:00:00`,
      readingValue: reading,
      readType: fieldText(payload.readType, 'C'),
    });
    return sendJson(response, rules.success.status, rules.success.body);
  }

  function reviews(url: URL, response: ServerResponse) {
    const [businessUnit, resource] = url.pathname.slice(upstreamPaths.reviews.length + 1).split('/');
    if (businessUnit !== SANDBOX_REVIEWS_BUSINESS_UNIT || resource !== 'reviews')
      return sendJson(response, 404, { message: 'Business unit not found' });
    const stars = url.searchParams
      .getAll('reviewStars')
      .flatMap((value) => value.split(','))
      .map(Number);
    const perPage = Number(url.searchParams.get('reviewsPerPage') ?? 20);
    const selected = data.reviews.reviews
      .filter((review) => stars.length === 0 || stars.includes(review.stars))
      .slice(0, perPage);
    return sendJson(response, 200, { businessEntity: data.reviews.businessEntity, reviews: selected });
  }

  const listener = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case `POST ${upstreamPaths.accountLookup}`:
      case `POST ${upstreamPaths.meterReadings}`:
        return accountWorkflow(request, response);
      case `POST ${upstreamPaths.electricityReading}`:
        return readingSubmission(request, response, 'ELECTRICITY');
      case `POST ${upstreamPaths.gasReading}`:
        return readingSubmission(request, response, 'GAS');
    }
    if (request.method === 'GET' && url.pathname.startsWith(`${upstreamPaths.reviews}/`)) return reviews(url, response);
    return sendJson(response, 404, { error: 'Not found' });
  };

  const releaseHeldRequests = () => {
    for (const timer of heldRequests) clearTimeout(timer);
    heldRequests.clear();
  };
  return { listener, releaseHeldRequests };
}
