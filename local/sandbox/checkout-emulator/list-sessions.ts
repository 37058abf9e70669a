import type { EmulatedSession, FormObject, ProviderObject } from './objects.js';

/** The provider's page size when none is asked for, and the most it gives in one page. */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

/** What `GET /v1/checkout/sessions` answers: a page in the provider's list shape, or the problem with the request. */
export type SessionListAnswer = { page: ProviderObject } | { error: string };

const RANGE_TESTS: Record<string, (created: number, bound: number) => boolean> = {
  gt: (created, bound) => created > bound,
  gte: (created, bound) => created >= bound,
  lt: (created, bound) => created < bound,
  lte: (created, bound) => created <= bound,
};

/** `created` as the provider takes it: a timestamp, or `created[gte]=...` and its siblings. */
function createdFilter(created: FormObject[string] | undefined): ((value: number) => boolean) | string {
  if (created === undefined) return () => true;
  const bounds = typeof created === 'string' ? { eq: created } : created;
  const tests: ((value: number) => boolean)[] = [];
  for (const [operator, raw] of Object.entries(bounds)) {
    const bound = Number(raw);
    if (typeof raw !== 'string' || !Number.isInteger(bound)) return `Invalid integer: created[${operator}]`;
    const test = operator === 'eq' ? (value: number) => value === bound : RANGE_TESTS[operator];
    if (!test) return `Received unknown parameter: created[${operator}]`;
    tests.push((value) => test(value, bound));
  }
  return (value) => tests.every((test) => test(value));
}

/**
 * The provider's list of checkout sessions: newest first, filtered by `created` and `status`,
 * `limit` per page (1 to 100, 10 by default), the next page after `starting_after`, and
 * `expand[]=data.payment_intent` replacing each payment's id with its PaymentIntent. The SDK's
 * auto-pagination reads `has_more` and asks again after the last id.
 */
export function listSessions(
  sessions: Iterable<EmulatedSession>,
  paymentIntents: ReadonlyMap<string, ProviderObject>,
  query: FormObject,
): SessionListAnswer {
  const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    return { error: 'Invalid limit: must be at least 1 and at most 100' };
  const inCreated = createdFilter(query.created);
  if (typeof inCreated === 'string') return { error: inCreated };
  const status = typeof query.status === 'string' ? query.status : undefined;
  const expand = Object.values(typeof query.expand === 'object' ? query.expand : {});
  // Created in this order, so reversed is newest first (also within one second, as the provider's order is).
  const matching = [...sessions]
    .reverse()
    .filter((session) => inCreated(session.created) && (status === undefined || session.status === status));

  let start = 0;
  if (typeof query.starting_after === 'string') {
    const after = matching.findIndex((session) => session.id === query.starting_after);
    if (after === -1) return { error: `No such checkout.session: '${query.starting_after}'` };
    start = after + 1;
  }
  const data = matching.slice(start, start + limit).map((session) => {
    const copy: ProviderObject = structuredClone(session);
    if (expand.includes('data.payment_intent') && typeof session.payment_intent === 'string')
      copy.payment_intent = structuredClone(paymentIntents.get(session.payment_intent) ?? null);
    return copy;
  });
  return {
    page: { object: 'list', url: '/v1/checkout/sessions', has_more: start + limit < matching.length, data },
  };
}
