import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../adapters/clock.ts';
import type { PaymentGateway, WebhookVerifier } from '../../../adapters/payments/payment-gateway.ts';
import type { PaymentsStore } from '../../../adapters/payments/payments-store.ts';
import { AppError } from '../../../http/app-error.ts';

export type WebhookOutcome = {
  /** The event was processed before (a redelivery): acknowledged again, not redone. */
  duplicate: boolean;
  /** An event type the booking engine does not use: acknowledged and ignored. */
  ignored: boolean;
};

/**
 * A Stripe webhook: verified by signature and age, recorded by event id so a redelivery is processed once, then the
 * gateway's bookkeeping (a DJ's account state) and every subscriber. A subscriber's failure forgets the event and
 * answers 503, so Stripe delivers it again.
 */
export async function receiveWebhook(
  deps: {
    gateway: PaymentGateway;
    webhooks: WebhookVerifier;
    store: PaymentsStore;
    clock: Clock;
    log: FastifyBaseLogger;
  },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const { id, type, event } = await deps.webhooks.verify(rawBody, signature);
  if (!event) {
    deps.log.info({ event: id, type }, 'payment webhook of an unused type acknowledged');
    return { duplicate: false, ignored: true };
  }
  const now = deps.clock.now();
  if (!(await deps.store.recordEvent(id, type, now))) return { duplicate: true, ignored: false };
  try {
    if (event.type === 'account.updated') await deps.store.updateConnectedAccount(event.account, now);
    await deps.gateway.publish(event);
  } catch (error) {
    await deps.store.forgetEvent(id);
    deps.log.error({ err: error, event: id, type }, 'payment webhook not processed; the gateway will retry');
    throw new AppError(
      'UNAVAILABLE',
      'The event could not be processed now; it will be processed when sent again',
    );
  }
  return { duplicate: false, ignored: false };
}
