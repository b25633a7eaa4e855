import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEvent } from '../../../adapters/payments/payment-events.ts';
import { createPaymentsStore } from '../../../adapters/payments/payments-store.ts';
import type { Services } from '../../../services.ts';
import { payoutsServiceFor } from './payouts-job.ts';

/**
 * A DJ's connected account that now takes payouts (Stripe's account.updated, or the test gateway's instant
 * onboarding) gets the DJ's due payouts that failed paid at once, the ones that failed for want of an account and
 * the ones the gateway refused before. Idempotent, as a redelivered webhook requires.
 */
export function subscribeToAccountEvents(services: Services, log: FastifyBaseLogger): () => void {
  const accounts = createPaymentsStore(services.database.db, services.payments.mode);
  const payouts = payoutsServiceFor(services, log);

  async function handle(event: PaymentEvent) {
    if (event.type !== 'account.updated' || !event.account.payoutsEnabled) return;
    const owner = await accounts.accountByRef(event.account.accountId);
    if (!owner) return;
    await payouts.payDue(services.clock.now(), { djUserId: owner.userId, retryFailed: true });
  }

  return services.payments.onEvent(handle);
}
