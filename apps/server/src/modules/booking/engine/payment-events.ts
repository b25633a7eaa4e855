import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEvent } from '../../../adapters/payments/payment-events.ts';
import type { Services } from '../../../services.ts';
import { bookingEngineFor } from './jobs.ts';
import { createBookingStore, type RequestRow } from '../requests/requests-store.ts';

/** The request an intent event is about: the one it is stored on, or the one named in its metadata. */
async function requestOf(
  store: ReturnType<typeof createBookingStore>,
  intentId: string,
  metadata: Record<string, string>,
): Promise<RequestRow | null> {
  const stored = await store.requestByIntent(intentId);
  if (stored) return stored;
  const named = Number(metadata['booking_request_id']);
  return Number.isInteger(named) && named > 0 ? store.request(named) : null;
}

/**
 * Keeps payment_status true when the gateway moves an intent on its own (Stripe's verified webhooks, the test
 * gateway's events): a saved card's authorization answered later (held, failed, or needing the customer), and a hold
 * released outside our calls (the card network's 7 days, a refund in the dashboard). Idempotent: a repeated event
 * finds the request already moved and does nothing.
 */
export function subscribeToPaymentEvents(services: Services, log: FastifyBaseLogger): () => void {
  const store = createBookingStore(services.database.db);
  const engine = bookingEngineFor(services, log);

  async function handle(event: PaymentEvent) {
    if (!('intent' in event) || event.intent.kind !== 'payment_intent') return;
    const intent = event.intent;
    // Only a saved card's authorization waits for these answers, and the engine names its request in the intent's
    // metadata: a customer confirming a card in the payment step costs no lookup.
    if (event.type !== 'payment_intent.canceled' && !intent.metadata['booking_request_id']) return;
    const request = await requestOf(store, intent.id, intent.metadata);
    if (!request) return;
    switch (event.type) {
      case 'payment_intent.amount_capturable_updated':
      case 'payment_intent.payment_failed':
      case 'payment_intent.requires_action':
        if (request.offSessionPending) await engine.recordOffSessionAnswer(request.id, intent);
        return;
      case 'payment_intent.canceled':
        if (request.paymentIntentId === intent.id) await engine.recordHoldLost(request.id, intent.id);
        return;
      default:
        return;
    }
  }

  return services.payments.onEvent(handle);
}
