import { routePaths } from '#contracts/site-routes';

/*
 * What a journey keeps in this tab between its pages (docs/security.md › Nothing left in the
 * browser): sessionStorage, so it is gone when the tab closes, stamped with when it was last used.
 * Data unused for JOURNEY_IDLE_MS reads as nothing and is removed, and going to a page outside the
 * journey removes it (forgetJourneysLeft, run by the app layout on every navigation).
 */

/** A shared computer left for half an hour keeps nobody's account in its storage. */
export const JOURNEY_IDLE_MS = 30 * 60_000;

/** Each journey's storage key and its pages; any other page ends it. */
export const journeys = {
  payment: {
    storageKey: 'fernleaf.payment.account',
    pages: [routePaths.payment, routePaths.paymentSuccess, routePaths.paymentFailure],
  },
  meterReading: {
    storageKey: 'fernleaf.meterReading.session',
    pages: [routePaths.meterReading, routePaths.submitMeterReading],
  },
} as const;
export type JourneyName = keyof typeof journeys;

interface Stamped {
  usedAt: number;
  value: unknown;
}

export function saveJourneyData(journey: JourneyName, value: unknown, now = Date.now()): void {
  const stamped: Stamped = { usedAt: now, value };
  try {
    sessionStorage.setItem(journeys[journey].storageKey, JSON.stringify(stamped));
  } catch {
    // Storage blocked or full: the journey still works, it just does not survive a refresh.
  }
}

export function forgetJourneyData(journey: JourneyName): void {
  try {
    sessionStorage.removeItem(journeys[journey].storageKey);
  } catch {
    // Nothing stored that we could reach.
  }
}

/**
 * The journey's data as saved (for the caller to check against its schema), or undefined when
 * there is none, it is unreadable or it was last used more than JOURNEY_IDLE_MS ago (then it is
 * removed). Reading it counts as using it.
 */
export function readJourneyData(journey: JourneyName, now = Date.now()): unknown {
  let stamped: Partial<Stamped> | null;
  try {
    const stored = sessionStorage.getItem(journeys[journey].storageKey);
    stamped = stored ? (JSON.parse(stored) as Partial<Stamped> | null) : null;
  } catch {
    stamped = null;
  }
  const usedAt = stamped?.usedAt;
  if (typeof usedAt !== 'number' || now - usedAt > JOURNEY_IDLE_MS || usedAt > now) {
    forgetJourneyData(journey);
    return undefined;
  }
  saveJourneyData(journey, stamped?.value, now);
  return stamped?.value;
}

const samePage = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** Forgets the data of every journey that `pathname` is not a page of. */
export function forgetJourneysLeft(pathname: string): void {
  for (const [name, journey] of Object.entries(journeys) as [JourneyName, (typeof journeys)[JourneyName]][]) {
    if (!journey.pages.some((page) => samePage(page, pathname))) forgetJourneyData(name);
  }
}
