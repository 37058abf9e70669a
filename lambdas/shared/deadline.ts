import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * One deadline per request (docs/security.md › Deadlines). createHandler (lambdas/shared/http.ts)
 * starts it; every step of the request (secret loading, each upstream call, the card provider)
 * takes its time from the same budget, so a route answers within REQUEST_BUDGET_MS whatever its
 * upstreams do, however many steps it has. The Lambda time-outs (lambdas/routes.ts) are this
 * budget plus a margin.
 */

/** Every route answers within this time. The one constant the Lambda time-outs derive from. */
export const REQUEST_BUDGET_MS = 6_000;

/**
 * Environment variable that shortens the budget (milliseconds, at most REQUEST_BUDGET_MS). The
 * fault-injection tests run with a few hundred milliseconds instead of waiting 6 s per case; the
 * same code paths run either way.
 */
export const REQUEST_BUDGET_VARIABLE = 'REQUEST_BUDGET_MS';

/** The budget this invocation gets: REQUEST_BUDGET_MS unless configured shorter. */
export function requestBudgetMs(): number {
  const configured = Number(process.env[REQUEST_BUDGET_VARIABLE]);
  return Number.isFinite(configured) && configured > 0 ? Math.min(configured, REQUEST_BUDGET_MS) : REQUEST_BUDGET_MS;
}

/** The request's budget ran out before a step finished. */
export class DeadlineExceededError extends Error {
  constructor(step: string) {
    super(`${step} did not finish within the request's deadline`);
    this.name = 'DeadlineExceededError';
  }
}

export interface RequestDeadline {
  /** Aborted (with a TimeoutError) when the budget runs out. */
  readonly signal: AbortSignal;
  /** Milliseconds left, never negative. */
  remainingMs(): number;
}

const current = new AsyncLocalStorage<RequestDeadline>();

/**
 * The steps' deadline comes this much before the budget is spent, so a step cut off by it still
 * answers in its own words (e.g. the account lookup's message on the checkout route) before the
 * route's back-stop (createHandler, lambdas/shared/http.ts) answers for it at the full budget.
 */
export function stepGraceMs(budgetMs: number): number {
  return Math.min(250, Math.floor(budgetMs / 10));
}

/**
 * Runs `work` with a deadline for its steps `budgetMs - stepGraceMs(budgetMs)` from now. Its
 * timer is setTimeout (cleared when the work ends, and test fake timers control it), not
 * AbortSignal.timeout.
 */
export async function withRequestDeadline<T>(budgetMs: number, work: (deadline: RequestDeadline) => Promise<T>) {
  const controller = new AbortController();
  const stepsMs = budgetMs - stepGraceMs(budgetMs);
  const expiresAt = Date.now() + stepsMs;
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request deadline has passed', 'TimeoutError')),
    stepsMs,
  );
  timer.unref?.();
  const deadline: RequestDeadline = {
    signal: controller.signal,
    remainingMs: () => (controller.signal.aborted ? 0 : Math.max(0, expiresAt - Date.now())),
  };
  try {
    return await current.run(deadline, () => work(deadline));
  } finally {
    clearTimeout(timer);
  }
}

/** The current request's deadline, if the code runs inside createHandler. */
export function currentDeadline(): RequestDeadline | undefined {
  return current.getStore();
}

/** Milliseconds left of the current request, or `fallbackMs` outside a request. */
export function remainingMs(fallbackMs: number): number {
  return currentDeadline()?.remainingMs() ?? fallbackMs;
}

/**
 * Settles with `work`, or rejects with DeadlineExceededError `ms` from now: the route's back-stop,
 * for steps that ignore the deadline altogether.
 */
export async function withinMs<T>(step: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError(step)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}

/**
 * Settles with `work`, or rejects with DeadlineExceededError once the current request's deadline
 * passes, whichever comes first. For clients that cannot be handed an AbortSignal (the AWS SDK
 * through Powertools, the card provider's SDK): their own time-outs are set to fit inside the
 * budget too, so the call abandoned here also stops soon after.
 */
export async function withinRequestDeadline<T>(step: string, work: Promise<T>): Promise<T> {
  const deadline = currentDeadline();
  if (!deadline) return work;
  if (deadline.signal.aborted) {
    work.catch(() => undefined);
    throw new DeadlineExceededError(step);
  }
  let onAbort: () => void = () => undefined;
  const expired = new Promise<never>((_, reject) => {
    onAbort = () => reject(new DeadlineExceededError(step));
    deadline.signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    deadline.signal.removeEventListener('abort', onAbort);
    // The abandoned call may still fail later; that failure is no longer anyone's concern.
    work.catch(() => undefined);
  }
}
