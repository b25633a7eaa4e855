import { fire, type TTransitionContexts, type TTransitionName } from '@cuepoint/domain/booking/transitions';
import type { TBookingActor, TBookingEffect, TBookingJob } from '@cuepoint/domain/booking/effects';
import type { TRefusalCode } from '@cuepoint/domain/booking/transitions';
import { isOpenStatus, type TRequestStatus } from '@cuepoint/domain/booking/states';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import type { TPaymentTerms } from '@cuepoint/domain/booking/contract';
import type { TOfferTerms } from '@cuepoint/domain/booking/terms-agreement';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPaymentMode } from '@cuepoint/domain/payments/intents';
import { AppError } from '../../../http/app-error.ts';
import { BOOKING_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { bookingStatusFor, eventPayload, lifecycleChange, toLifecycle } from './lifecycle-state.ts';
import { closeOffersAtBookedTime, recordOfferEvent, withdrawOffers } from '../offers/offer-withdrawal.ts';
import type { BookingQueries, RequestChange, RequestRow } from '../requests/requests-store.ts';
import { createEnginePayments } from './engine-payments.ts';
import type { EngineDeps, Fired, Refused } from './engine-types.ts';
import { createRequestSharing } from './sharing.ts';

export type { EngineDeps, Fired, Refused } from './engine-types.ts';
export {
  captureKey,
  detachKey,
  performPaymentCall,
  releaseKey,
  type PaymentRetry,
} from './engine-payments.ts';

/**
 * What an acceptance agreed on: the offer it came from (null: as asked), the hourly rate and the DJ's terms (the
 * offer's, or the DJ's standard terms for a request accepted as asked).
 */
export type Acceptance = { offerId: number | null; hourlyRateMinor: number; terms: TOfferTerms };

/** The agreed price of an hourly rate for the request's duration (the customer pays it; fees come out of it). */
export function agreedAmounts(request: Pick<RequestRow, 'durationMinutes'>, hourlyRateMinor: number) {
  return feeBreakdown(request.durationMinutes / 60, hourlyRateMinor);
}

const REFUSAL_STATUS: Record<TRefusalCode, 'FORBIDDEN' | 'CONFLICT' | 'UNPROCESSABLE'> = {
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  rule: 'UNPROCESSABLE',
  not_due: 'CONFLICT',
};

/** A refusal of the rules as the API answers it: 403, 409 or 422 with the rule's words. */
export function refusalError(refused: Refused): AppError {
  return new AppError(REFUSAL_STATUS[refused.code], refused.reason);
}

/**
 * The booking engine: fires the lifecycle's transitions on stored requests and performs their effects, the ones that
 * touch the database in the transaction of the new state (visibility, the outbox), the others once it committed
 * (timers, the gateway's calls), in the order the rules gave them.
 */
export function createBookingEngine(deps: EngineDeps) {
  const { store, log } = deps;
  const { paymentCall, recordOffSessionAnswer, authorizeSavedCard, recordHoldLost, chargeSavedCard } =
    createEnginePayments(deps, fireById);

  const { share, reachNewDj } = createRequestSharing(store);

  /**
   * The DJ's payouts of the booking per its contract: at capture, the upfront part now and the rest at the event's end;
   * on a late cancellation (both instants now) every part at once.
   */
  async function schedulePayoutsOf(
    tx: BookingQueries,
    request: RequestRow,
    bookingId: number | null,
    effect: Extract<TBookingEffect, { kind: 'schedule_payouts' }>,
  ) {
    const booking = bookingId === null ? null : await tx.booking(bookingId);
    if (!booking?.paymentTerms) {
      log.error({ requestId: request.id, bookingId }, 'payouts asked for a booking without terms');
      return;
    }
    if (effect.upfrontDueAt.getTime() === effect.afterEventDueAt.getTime()) {
      await tx.payoutsDueNow(booking.id, effect.upfrontDueAt);
      return;
    }
    await tx.schedulePayouts({
      bookingId: booking.id,
      djUserId: booking.djUserId,
      currency: booking.currency as TExtendedCurrency,
      djPayoutMinor: booking.djPayoutMinor,
      terms: booking.paymentTerms as TPaymentTerms,
      capturedAt: effect.upfrontDueAt,
      eventEndsAt: effect.afterEventDueAt,
      gateway: request.gateway as TPaymentMode,
    });
  }

  /** Performs the effects that live in the database, in the caller's transaction; answers the rest. */
  async function storeEffects(
    tx: BookingQueries,
    request: RequestRow,
    effects: readonly TBookingEffect[],
    now: Date,
    bookingId: number | null = null,
  ): Promise<TBookingEffect[]> {
    const later: TBookingEffect[] = [];
    for (const effect of effects) {
      switch (effect.kind) {
        case 'route_to_dj':
          await tx.addRecipients(request.id, [effect.djId], 'targeted', now);
          break;
        case 'share_with_matching_djs':
          await share(tx, request, null, now);
          break;
        case 'share_with_similar_djs':
          await share(tx, request, effect.djId, now);
          break;
        case 'hide_from_dj':
          await tx.hideFrom(request.id, effect.djId, now);
          break;
        case 'close_to_other_djs':
          await tx.hideFromAllBut(request.id, effect.djId, now);
          break;
        case 'schedule_payouts':
          await schedulePayoutsOf(tx, request, bookingId, effect);
          // Once committed (and after the capture before it), each part is paid when it falls due.
          later.push(effect);
          break;
        case 'outbox':
          await tx.insertEvent(
            request.id,
            effect.event.type,
            eventPayload(effect.event, request, bookingId ?? undefined),
            now,
          );
          break;
        default:
          later.push(effect);
      }
    }
    return later;
  }

  /**
   * A new booking for the request a DJ just accepted, at the agreed rate (the partial unique index keeps it one);
   * refused while the DJ holds another booking at that time (decision record 042), in words for whoever accepted.
   */
  async function createBooking(
    tx: BookingQueries,
    request: RequestRow,
    acceptance: Acceptance,
    actor: TBookingActor,
    now: Date,
  ) {
    if (await tx.djBookedDuring(request.acceptedDjUserId!, request.eventAt, request.eventEndsAt))
      throw new AppError(
        'CONFLICT',
        actor.role === 'dj' ? BOOKING_MESSAGES.djBookedThen : BOOKING_MESSAGES.djBookedElsewhere,
      );
    const amounts = agreedAmounts(request, acceptance.hourlyRateMinor);
    return tx.insertBooking({
      requestId: request.id,
      offerId: acceptance.offerId,
      djUserId: request.acceptedDjUserId!,
      customerUserId: request.customerUserId,
      status: 'awaiting_confirmation',
      hourlyRateMinor: acceptance.hourlyRateMinor,
      currency: request.currency,
      amountMinor: amounts.customerPaysMinor,
      platformFeeMinor: amounts.platformFeeMinor,
      processingFeeMinor: amounts.processingFeeMinor,
      djPayoutMinor: amounts.djPayoutMinor,
      djPaymentTerms: acceptance.terms.paymentTerms,
      djCancellationNoticeHours: acceptance.terms.cancellationNoticeHours,
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * Fires a transition on a request the caller locked in `tx` and stores the new state (with `extra`, facts the server
   * established such as a new intent id) and the effects that live in the database. An acceptance makes the booking
   * in the same transaction; a request that stops being open withdraws its live offers; the live booking follows the
   * request's status, and every outbox row written while a booking holds the request names it.
   */
  async function fireOn<N extends TTransitionName>(
    tx: BookingQueries,
    row: RequestRow,
    name: N,
    actor: TBookingActor,
    now: Date,
    context: TTransitionContexts[N],
    extra: Partial<RequestChange> = {},
    acceptance?: Acceptance,
  ): Promise<Fired | Refused> {
    const result = fire(toLifecycle(row), name, actor, now, context);
    if (!result.ok) return { ok: false, code: result.code, reason: result.reason };
    const live =
      row.status === 'accepted' || row.status === 'awaiting_dj_agreement' || row.status === 'confirmed'
        ? await tx.liveBooking(row.id)
        : null;
    const request = await tx.updateRequest(row.id, { ...lifecycleChange(row, result.next, now), ...extra });
    let booking = live;
    if (acceptance && request.status === 'accepted' && isOpenStatus(row.status as TRequestStatus)) {
      booking = await createBooking(tx, request, acceptance, actor, now);
      await closeOffersAtBookedTime(tx, booking.djUserId, request, now);
    }
    const later = await storeEffects(tx, request, result.effects, now, booking?.id ?? null);
    if (booking) {
      const status = bookingStatusFor(request.status as TRequestStatus);
      if (status !== booking.status)
        booking = await tx.updateBooking(booking.id, {
          status,
          ...(status === 'completed' ? { completedAt: now } : {}),
          updatedAt: now,
        });
    }
    if (isOpenStatus(row.status as TRequestStatus) && !isOpenStatus(request.status as TRequestStatus))
      await withdrawOffers(tx, request, actor, now);
    return { ok: true, request, later, booking };
  }

  /** Loads and locks the request, fires, commits; null when the request does not exist. */
  async function fireById<N extends TTransitionName>(
    requestId: number,
    name: N,
    actor: TBookingActor,
    now: Date,
    context: TTransitionContexts[N],
    extra: Partial<RequestChange> = {},
  ): Promise<Fired | Refused | null> {
    const result = await store.transaction(async (tx) => {
      const row = await tx.request(requestId, { lock: true });
      return row ? fireOn(tx, row, name, actor, now, context, extra) : null;
    });
    if (result?.ok) await performLater(result.request, result.later);
    return result;
  }

  /**
   * Performs what a committed transition left for after the commit, in order. `releaseIntentId`: the hold a new
   * authorization replaced (the request already names the new one); `detachPaymentMethodId`: the saved card it
   * replaced; `bookingId`: the booking the transition moved.
   */
  async function performLater(
    request: RequestRow,
    later: readonly TBookingEffect[],
    options: {
      releaseIntentId?: string | null;
      detachPaymentMethodId?: string | null;
      bookingId?: number | null;
    } = {},
  ) {
    for (const effect of later) {
      switch (effect.kind) {
        case 'schedule':
          await deps.sendTimer(effect.job, request.id, effect.at);
          break;
        case 'release_authorization': {
          const intentId =
            options.releaseIntentId === undefined ? request.paymentIntentId : options.releaseIntentId;
          if (intentId) await paymentCall({ action: 'release', requestId: request.id, intentId });
          break;
        }
        case 'capture':
          if (request.paymentIntentId)
            await paymentCall({
              action: 'capture',
              requestId: request.id,
              intentId: request.paymentIntentId,
              amountMinor: effect.amountMinor,
            });
          break;
        case 'charge_saved_card':
          await chargeSavedCard(request, effect.amountMinor, options.bookingId ?? null);
          break;
        case 'authorize_off_session':
          await authorizeSavedCard(request);
          break;
        case 'detach_saved_card': {
          // After any charge of it above: nothing will charge the card again, so the customer no longer keeps it.
          const paymentMethodId =
            options.detachPaymentMethodId === undefined
              ? request.paymentMethodId
              : options.detachPaymentMethodId;
          if (paymentMethodId)
            await paymentCall({ action: 'detach', requestId: request.id, paymentMethodId });
          break;
        }
        case 'schedule_payouts':
          await deps.sendPayoutRun(effect.upfrontDueAt);
          if (effect.afterEventDueAt.getTime() !== effect.upfrontDueAt.getTime())
            await deps.sendPayoutRun(effect.afterEventDueAt);
          break;
        default:
          log.error({ effect: effect.kind, requestId: request.id }, 'booking effect left unperformed');
      }
    }
  }

  /**
   * A timer job: fires its transition as the system at `now`. A request that moved on is refused by the guards and
   * nothing happens, so a timer may run twice or late. An authorization left pending by a crash is resumed.
   */
  async function runTimer(job: TBookingJob, requestId: number, now: Date) {
    if (job === 'authorize_saved_card' || job === 'retry_authorization') {
      const current = await store.request(requestId);
      if (current?.offSessionPending) {
        await authorizeSavedCard(current);
        return { ok: true as const, resumed: true };
      }
    }
    const result = await fireById(requestId, job, { role: 'system' }, now, {});
    if (result && !result.ok)
      log.debug({ job, requestId, reason: result.reason }, 'booking timer had nothing to do');
    return result;
  }

  return {
    storeEffects,
    recordOfferEvent,
    fireOn,
    fireById,
    performLater,
    paymentCall,
    recordOffSessionAnswer,
    recordHoldLost,
    authorizeSavedCard,
    runTimer,
    reachNewDj,
  };
}

export type BookingEngine = ReturnType<typeof createBookingEngine>;
