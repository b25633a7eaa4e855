import type { ConnectAccountStatus, PaymentIntentView, SetupIntentView } from './payment-views.ts';

/**
 * The gateway's events the booking engine listens to, with Stripe's type names. Stripe sends them as webhooks
 * (verified, each id processed once); the test gateway publishes the same ones as its intents move.
 */
export const PAYMENT_INTENT_EVENT_TYPES = [
  /** Held: the intent reached requires_capture (an authorization succeeded). */
  'payment_intent.amount_capturable_updated',
  /** The customer must authenticate (3-D Secure) before the amount is held. */
  'payment_intent.requires_action',
  /** An attempt failed; the intent is back in requires_payment_method with its last error. */
  'payment_intent.payment_failed',
  /** Charged (captured). */
  'payment_intent.succeeded',
  /** Released or dropped; Stripe also cancels a hold left uncaptured for 7 days. */
  'payment_intent.canceled',
] as const;
export type PaymentIntentEventType = (typeof PAYMENT_INTENT_EVENT_TYPES)[number];

export const SETUP_INTENT_EVENT_TYPES = [
  'setup_intent.succeeded',
  'setup_intent.requires_action',
  'setup_intent.setup_failed',
  'setup_intent.canceled',
] as const;
export type SetupIntentEventType = (typeof SETUP_INTENT_EVENT_TYPES)[number];

export const ACCOUNT_EVENT_TYPES = ['account.updated'] as const;

type EventBase = {
  /** The gateway's event id (`evt_…`). */
  id: string;
  createdAt: Date;
};

export type PaymentEvent =
  | (EventBase & { type: PaymentIntentEventType; intent: PaymentIntentView })
  | (EventBase & { type: SetupIntentEventType; intent: SetupIntentView })
  | (EventBase & { type: 'account.updated'; account: ConnectAccountStatus });

export type PaymentEventType = PaymentEvent['type'];

/**
 * A subscriber. It may run again for the same event (a webhook redelivered after a subscriber failed), so what it
 * does must be idempotent, as the booking transitions' guards are.
 */
export type PaymentEventHandler = (event: PaymentEvent) => Promise<void> | void;

export type PaymentEventHub = {
  subscribe(handler: PaymentEventHandler): () => void;
  /** Runs every subscriber in turn; the first failure stops and is thrown (the webhook answers 503, Stripe retries). */
  publish(event: PaymentEvent): Promise<void>;
};

/** In process: the booking engine subscribes at startup, the gateway publishes. */
export function createPaymentEventHub(): PaymentEventHub {
  const handlers = new Set<PaymentEventHandler>();
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    async publish(event) {
      for (const handler of [...handlers]) await handler(event);
    },
  };
}

export function isPaymentIntentEventType(type: string): type is PaymentIntentEventType {
  return (PAYMENT_INTENT_EVENT_TYPES as readonly string[]).includes(type);
}

export function isSetupIntentEventType(type: string): type is SetupIntentEventType {
  return (SETUP_INTENT_EVENT_TYPES as readonly string[]).includes(type);
}
