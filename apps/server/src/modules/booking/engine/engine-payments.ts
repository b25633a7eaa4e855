import type { TBookingActor } from '@cuepoint/domain/booking/effects';
import type { TTransitionContexts, TTransitionName } from '@cuepoint/domain/booking/transitions';
import { isFinalStatus, type TRequestStatus } from '@cuepoint/domain/booking/states';
import { declineKindOf } from '@cuepoint/domain/booking/card-rescue';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { PaymentGateway, PaymentIntentView } from '../../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../../http/app-error.ts';
import type { EngineDeps, Fired, PaymentRetry, Refused } from './engine-types.ts';

export type { PaymentRetry } from './engine-types.ts';
import { eventPayload, toLifecycle } from './lifecycle-state.ts';
import type { RequestChange, RequestRow } from '../requests/requests-store.ts';

/** A payment call to repeat later when the gateway failed after the new state was committed. */
/** The same release or capture of a hold is one gateway request, however often it is repeated. */
export const releaseKey = (retry: { requestId: number; intentId: string }) =>
  `booking-request-${retry.requestId}-release-${retry.intentId}`;
export const captureKey = (retry: { requestId: number; intentId: string }) =>
  `booking-request-${retry.requestId}-capture-${retry.intentId}`;
export const detachKey = (retry: { requestId: number; paymentMethodId: string }) =>
  `booking-request-${retry.requestId}-detach-${retry.paymentMethodId}`;

/** Performs one payment call of a committed transition (or its repeat by the retry job). */
export async function performPaymentCall(gateway: PaymentGateway, retry: PaymentRetry): Promise<void> {
  if (retry.action === 'release')
    await gateway.cancel({ intentId: retry.intentId, idempotencyKey: releaseKey(retry) });
  else if (retry.action === 'detach')
    await gateway.detachPaymentMethod({
      paymentMethodId: retry.paymentMethodId,
      idempotencyKey: detachKey(retry),
    });
  else
    await gateway.capture({
      intentId: retry.intentId,
      amountMinor: retry.amountMinor,
      idempotencyKey: captureKey(retry),
    });
}

const HOLD_LOST =
  'The hold on your card was released by the card network: please secure the booking with a card again';

/** The engine's fireById: fires a transition on the stored request and commits (null: no such request). */
type FireById = <N extends TTransitionName>(
  requestId: number,
  name: N,
  actor: TBookingActor,
  now: Date,
  context: TTransitionContexts[N],
  extra?: Partial<RequestChange>,
) => Promise<Fired | Refused | null>;

/**
 * The payment side of the booking engine's effects: the gateway's calls (authorize the saved card, capture, release,
 * detach, charge the saved card at a late cancellation) and the records of what the gateway answered.
 */
export function createEnginePayments(deps: EngineDeps, fireById: FireById) {
  const { store, gateway, log } = deps;

  function holdIdempotencyKey(request: RequestRow, action: string, intentId: string) {
    return `booking-request-${request.id}-${action}-${intentId}`;
  }

  /** Runs a payment call now; when the gateway fails, the call is sent to the job runner to be repeated. */
  async function paymentCall(retry: PaymentRetry) {
    try {
      await performPaymentCall(gateway, retry);
    } catch (error) {
      const refused =
        error instanceof AppError &&
        (error.code === 'CONFLICT' || (retry.action === 'detach' && error.code !== 'UNAVAILABLE'));
      if (refused) {
        // The intent cannot move that way any more (a hold already charged, a capture of a released hold).
        log.error({ err: error, ...retry }, 'booking payment call refused by the gateway');
        return;
      }
      log.warn({ err: error, ...retry }, 'booking payment call failed: repeating it later');
      await deps.retryPayment(retry);
    }
  }

  /**
   * Records what the gateway answered for the saved card's authorization: held (authorization_succeeded, which
   * releases it again if the request closed meanwhile) or refused with the gateway's reason. Still processing: the
   * gateway's event settles it. Idempotent: once recorded, the transitions' guards refuse a repeat.
   */
  async function recordOffSessionAnswer(requestId: number, intent: PaymentIntentView) {
    const now = deps.clock.now();
    if (intent.status === 'requires_capture') {
      return fireById(
        requestId,
        'authorization_succeeded',
        { role: 'gateway' },
        now,
        {},
        {
          paymentIntentId: intent.id,
          paymentError: null,
        },
      );
    }
    if (intent.status === 'processing') return null;
    const reason =
      intent.lastError?.message ??
      (intent.status === 'requires_action'
        ? 'Your bank asks you to confirm this payment: please secure the booking with your card again'
        : `The card could not be authorized (status ${intent.status})`);
    // The kind decides what follows: a soft decline is tried again once, the others wait for the customer.
    const decline = declineKindOf(intent.lastError, intent.status === 'requires_action');
    return fireById(
      requestId,
      'authorization_failed',
      { role: 'gateway' },
      now,
      { reason, decline },
      { paymentIntentId: intent.id, paymentError: reason },
    );
  }

  /**
   * Authorizes the saved card while the customer is away (the effect of authorize_saved_card, or a repeat after a
   * crash: the same idempotency key answers the same intent).
   */
  async function authorizeSavedCard(request: RequestRow) {
    if (!request.offSessionPending || !request.setupIntentId) return;
    const setup = await gateway.retrieveIntent(request.setupIntentId);
    if (
      !setup ||
      setup.kind !== 'setup_intent' ||
      setup.status !== 'succeeded' ||
      !setup.paymentMethodId ||
      !setup.customerId
    ) {
      const reason = 'The saved card is no longer available: please secure the booking with a card again';
      await fireById(
        request.id,
        'authorization_failed',
        { role: 'gateway' },
        deps.clock.now(),
        { reason, decline: 'hard' },
        {
          paymentError: reason,
        },
      );
      return;
    }
    const intent = await gateway.authorizeOffSession({
      amountMinor: request.amountMinor,
      currency: toLifecycle(request).currency,
      customerId: setup.customerId,
      paymentMethodId: setup.paymentMethodId,
      metadata: { booking_request_id: String(request.id), purpose: 'booking_request' },
      // The one retry of a soft decline is a new attempt at the gateway, not a repeat of the first.
      idempotencyKey: holdIdempotencyKey(
        request,
        request.authorizationRetried ? 'authorize-retry' : 'authorize',
        request.setupIntentId,
      ),
    });
    await recordOffSessionAnswer(request.id, intent);
  }

  /**
   * The gateway released a hold the request still counts on (the card network's 7 days, a cancel outside our calls):
   * an open request needs a new card, so its payment is failed, with the authorization_failed event for its customer.
   * A hold the request no longer counts on (released by us, or replaced) changes nothing.
   */
  async function recordHoldLost(requestId: number, intentId: string) {
    const now = deps.clock.now();
    await store.transaction(async (tx) => {
      const row = await tx.request(requestId, { lock: true });
      if (!row || row.paymentIntentId !== intentId || row.paymentStatus !== 'authorized') return;
      const status = row.status;
      const payment = isFinalStatus(status as TRequestStatus) ? 'released' : 'failed';
      const updated = await tx.updateRequest(row.id, {
        paymentStatus: payment,
        paymentError: payment === 'failed' ? HOLD_LOST : null,
        updatedAt: now,
      });
      await tx.insertEvent(
        row.id,
        'booking_request.authorization_failed',
        eventPayload(
          {
            type: 'booking_request.authorization_failed',
            at: now,
            actor: { role: 'gateway' },
            from: { status: status as TRequestStatus, payment: 'authorized' },
            to: { status: status as TRequestStatus, payment },
            reason: HOLD_LOST,
          },
          updated,
        ),
        now,
      );
    });
  }

  /**
   * A customer's late cancellation of a booking whose card is only saved: the agreed price is charged off-session at
   * once (held, then captured). A declined card leaves the cancellation uncharged: the payment is failed, the
   * booking's charge 0 and its payouts cancelled.
   */
  async function chargeSavedCard(request: RequestRow, amountMinor: number, bookingId: number | null) {
    const setup = request.setupIntentId ? await gateway.retrieveIntent(request.setupIntentId) : null;
    let failure = 'The saved card is no longer available';
    if (setup?.kind === 'setup_intent' && setup.paymentMethodId && setup.customerId) {
      const intent = await gateway.authorizeOffSession({
        amountMinor,
        currency: request.currency as TExtendedCurrency,
        customerId: setup.customerId,
        paymentMethodId: setup.paymentMethodId,
        metadata: { booking_request_id: String(request.id), purpose: 'booking_cancellation' },
        idempotencyKey: holdIdempotencyKey(request, 'cancellation-charge', setup.id),
      });
      if (intent.status === 'requires_capture') {
        await store.updateRequest(request.id, { paymentIntentId: intent.id, updatedAt: deps.clock.now() });
        await paymentCall({ action: 'capture', requestId: request.id, intentId: intent.id, amountMinor });
        return;
      }
      failure = intent.lastError?.message ?? `The card could not be charged (status ${intent.status})`;
    }
    const now = deps.clock.now();
    await store.transaction(async (tx) => {
      await tx.updateRequest(request.id, { paymentStatus: 'failed', paymentError: failure, updatedAt: now });
      if (bookingId === null) return;
      await tx.updateBooking(bookingId, { cancellationChargeMinor: 0, updatedAt: now });
      await tx.cancelPayouts(bookingId, now);
    });
    log.warn({ requestId: request.id, bookingId, failure }, 'late cancellation charge refused by the card');
  }

  return { paymentCall, recordOffSessionAnswer, authorizeSavedCard, recordHoldLost, chargeSavedCard };
}

export type EnginePayments = ReturnType<typeof createEnginePayments>;
