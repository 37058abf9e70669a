import Stripe from 'stripe';
import { eventObject, type EmulatedEvent, type ProviderObject } from './objects.js';

/** One delivery attempt of an event to the webhook endpoint, as the provider's dashboard lists them. */
export interface WebhookDelivery {
  at: string;
  /** HTTP status, or 0 when the endpoint could not be reached. */
  status: number;
}

export interface WebhookTarget {
  url: string;
  signingSecret: string;
}

/** The provider's retry schedule is hours long; the emulator's is seconds, and stops after these. */
const REDELIVERY_DELAYS_MS = [1_000, 2_000, 4_000];

/**
 * The provider's webhook side: every event emitted, signed and posted to the site's webhook route
 * in the background, tried again a few times after a non-2xx answer, with its deliveries recorded.
 */
export function createWebhookDeliveries(webhookTarget: (() => WebhookTarget | undefined) | undefined) {
  const events = new Map<string, { event: EmulatedEvent; deliveries: WebhookDelivery[] }>();
  const timers = new Set<NodeJS.Timeout>();
  const pendingDeliveries = new Set<Promise<unknown>>();
  const stopDeliveries = new AbortController();

  /** Posts the event, signed as the provider signs it, to the webhook route; records the answer. */
  async function deliver(eventId: string): Promise<WebhookDelivery | undefined> {
    const record = events.get(eventId);
    const target = webhookTarget?.();
    if (!record || !target) return undefined;
    const payload = JSON.stringify(record.event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.signingSecret });
    let status = 0;
    try {
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.any([stopDeliveries.signal, AbortSignal.timeout(20_000)]),
      });
      status = answer.status;
      await answer.arrayBuffer();
    } catch {
      // Unreachable or timed out: recorded as status 0, as the provider's log shows a failed connection.
    }
    const delivery = { at: new Date().toISOString(), status };
    record.deliveries.push(delivery);
    return delivery;
  }

  /** Delivers in the background and, like the provider, tries again a few times after a non-2xx answer. */
  function deliverWithRetries(eventId: string, attempt = 0): void {
    const run = deliver(eventId).then((delivery) => {
      const delay = REDELIVERY_DELAYS_MS[attempt];
      if (!delivery || (delivery.status >= 200 && delivery.status < 300) || delay === undefined) return;
      if (stopDeliveries.signal.aborted) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliverWithRetries(eventId, attempt + 1);
      }, delay);
      timers.add(timer);
    });
    pendingDeliveries.add(run);
    void run.finally(() => pendingDeliveries.delete(run));
  }

  function emit(type: string, object: ProviderObject): EmulatedEvent {
    const event = eventObject(type, object);
    events.set(event.id, { event, deliveries: [] });
    deliverWithRetries(event.id);
    return event;
  }

  return {
    events,
    emit,
    deliver,
    /** Stops scheduled redeliveries and waits for deliveries under way (the sandbox is closing). */
    settle: async (): Promise<void> => {
      stopDeliveries.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...pendingDeliveries]);
    },
  };
}
