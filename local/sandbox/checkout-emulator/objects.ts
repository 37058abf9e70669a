import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';

/*
 * The card provider's objects as the emulator makes them: each starts from the provider's own
 * sample (local/sandbox/data/card-provider/) with our values filled in, and the form encoding its
 * REST API takes.
 */

export type ProviderObject = Record<string, unknown>;

interface SessionValues {
  id: string;
  object: 'checkout.session';
  mode: string;
  currency: string;
  amount_total: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_intent: string | null;
  line_items_summary: { name: string; unit_amount: number; quantity: number }[];
  url: string | null;
  created: number;
}
export type EmulatedSession = SessionValues & ProviderObject;

export interface EmulatedEvent extends ProviderObject {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: ProviderObject };
}

function providerSample(name: string): ProviderObject {
  const path = fileURLToPath(new URL(`../data/card-provider/${name}.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as ProviderObject;
}

/** The provider's sample objects, read once; each emulated object starts from a deep copy. */
export const providerSamples = {
  checkoutSession: providerSample('checkout.session'),
  paymentIntent: providerSample('payment_intent'),
  event: providerSample('event'),
};

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Turns `a[b][0][c]=x` form fields into nested objects (arrays stay as index-keyed objects). */
export function decodeProviderForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    const name = path.at(-1);
    // A field without a name ('' or '[]') has nowhere to go.
    if (name === undefined) continue;
    let node = root;
    path.slice(0, -1).forEach((segment) => {
      if (typeof node[segment] !== 'object') node[segment] = {};
      node = node[segment];
    });
    node[name] = value;
  }
  return root;
}

/** A session in the provider's shape: its sample with our values; what a payment-mode checkout without shipping has. */
export function sessionObject(values: Omit<SessionValues, 'object'>): EmulatedSession {
  const sample = structuredClone(providerSamples.checkoutSession);
  return {
    ...sample,
    after_expiration: null,
    amount_subtotal: values.amount_total,
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    collected_information: null,
    currency_conversion: null,
    customer_details: null,
    expires_at: values.created + 24 * 60 * 60,
    invoice_creation: null,
    livemode: false,
    shipping_address_collection: null,
    shipping_cost: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ...values,
    object: 'checkout.session',
  };
}

/** What a session asked its PaymentIntent to carry (`payment_intent_data`); kept off the session object, as the provider does. */
export interface PaymentIntentData {
  description: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

export function paymentIntentObject(session: EmulatedSession, data: PaymentIntentData): ProviderObject {
  const id = randomId('pi');
  return {
    ...structuredClone(providerSamples.paymentIntent),
    id,
    amount: session.amount_total,
    amount_received: session.amount_total,
    automatic_payment_methods: null,
    canceled_at: null,
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    created: now(),
    currency: session.currency,
    last_payment_error: null,
    description: data.description,
    latest_charge: randomId('ch'),
    livemode: false,
    metadata: { ...data.metadata },
    next_action: null,
    payment_method: randomId('pm'),
    processing: null,
    receipt_email: data.receipt_email,
    shipping: null,
    status: 'succeeded',
    transfer_data: null,
  };
}

export function eventObject(type: string, object: ProviderObject): EmulatedEvent {
  return {
    ...structuredClone(providerSamples.event),
    id: randomId('evt'),
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: structuredClone(object) },
    livemode: false,
    object: 'event',
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
