import type { FastifyBaseLogger } from 'fastify';
import { fire, type TTransitionContexts, type TTransitionName } from '@cuepoint/domain/booking/transitions';
import type { TBookingActor, TBookingEffect, TBookingJob } from '@cuepoint/domain/booking/effects';
import type { TRefusalCode } from '@cuepoint/domain/booking/transitions';
import { isFinalStatus, isOpenStatus, type TRequestStatus } from '@cuepoint/domain/booking/states';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import type { TBookingAudience, TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import type { TPaymentTerms } from '@cuepoint/domain/booking/contract';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPaymentMode } from '@cuepoint/domain/payments/intents';
import type { Clock } from '../../adapters/clock.ts';
import type { PaymentGateway, PaymentIntentView } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../http/app-error.ts';
import {
  bookingStatusFor,
  eventPayload,
  lifecycleChange,
  offerEventPayload,
  toLifecycle,
  type OfferEvent,
} from './lifecycle-state.ts';
import { moveOffer, offerCloseReason } from '@cuepoint/domain/booking/offers';
import { offerChange, offerRequestFacts, offerState } from '../booking-offers/offer-state.ts';
import type { BookingRow } from '../bookings/bookings-store.ts';
import { rankDjsForRequest } from './routing.ts';
import type { BookingQueries, BookingStore, RequestChange, RequestRow } from './store.ts';

/** A payment call to repeat later when the gateway failed after the new state was committed. */
export type PaymentRetry =
  | { action: 'release'; requestId: number; intentId: string }
  | { action: 'capture'; requestId: number; intentId: string; amountMinor: number };

export type EngineDeps = {
  store: BookingStore;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Sends the timer job of that name for the request, due at `at`. */
  sendTimer(job: TBookingJob, requestId: number, at: Date): Promise<void>;
  /** Sends a payment call to be repeated (with the job runner's retries). */
  retryPayment(retry: PaymentRetry): Promise<void>;
  /** Sends a run of the payouts that are due at `at` (after the transaction that scheduled them committed). */
  sendPayoutRun(at: Date): Promise<void>;
};

export type Fired = {
  ok: true;
  request: RequestRow;
  later: TBookingEffect[];
  /** The booking the transition made (an acceptance) or moved, if any. */
  booking: BookingRow | null;
};

/** What an acceptance agreed on: the offer it came from (null: as asked) and the hourly rate. */
export type Acceptance = { offerId: number | null; hourlyRateMinor: number };

/** The agreed price of an hourly rate for the request's duration (the customer pays it; fees come out of it). */
export function agreedAmounts(request: Pick<RequestRow, 'durationMinutes'>, hourlyRateMinor: number) {
  return feeBreakdown(request.durationMinutes / 60, hourlyRateMinor);
}
export type Refused = { ok: false; code: TRefusalCode; reason: string };

/** The same release or capture of a hold is one gateway request, however often it is repeated. */
export const releaseKey = (retry: { requestId: number; intentId: string }) =>
  `booking-request-${retry.requestId}-release-${retry.intentId}`;
export const captureKey = (retry: { requestId: number; intentId: string }) =>
  `booking-request-${retry.requestId}-capture-${retry.intentId}`;

const HOLD_LOST =
  'The hold on your card was released by the card network: please secure the booking with a card again';

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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The event's calendar date in its own zone (travel periods are calendar dates). */
export function eventDate(row: Pick<RequestRow, 'eventAt' | 'eventTimezone'>): string {
  let format = dateFormats.get(row.eventTimezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: row.eventTimezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(row.eventTimezone, format);
  }
  return format.format(row.eventAt);
}

/**
 * The booking engine: fires the lifecycle's transitions on stored requests and performs their effects, the ones that
 * touch the database in the transaction of the new state (visibility, the outbox), the others once it committed
 * (timers, the gateway's calls), in the order the rules gave them.
 */
export function createBookingEngine(deps: EngineDeps) {
  const { store, gateway, log } = deps;

  async function share(tx: BookingQueries, request: RequestRow, similarTo: number | null, now: Date) {
    // An open request is shared once, at its submit; a later share leaves out the DJs it already reached.
    const reached = similarTo === null ? [] : await tx.recipients(request.id);
    const exclude = reached.map((recipient) => recipient.djUserId);
    if (request.djUserId !== null) exclude.push(request.djUserId);
    const genres = [...request.preferredGenres];
    if (similarTo !== null) genres.push(...(await tx.djGenres(similarTo)));
    const routing = {
      customerRole: request.customerRole as TBookingAudience,
      performanceType: request.performanceType as TPerformanceType,
      city: request.city,
      country: request.country,
      hourlyBudgetMinor: request.hourlyBudgetMinor,
      genres,
    };
    const candidates = await tx.djCandidates({
      exclude,
      eventDate: eventDate(request),
      maxRateMinor: request.hourlyBudgetMinor,
      remote:
        routing.performanceType === 'onsite' ? null : routing.customerRole === 'venue' ? 'venue' : 'private',
      genres: [...new Set(genres.map((genre) => genre.trim().toLowerCase()).filter((genre) => genre !== ''))],
    });
    const chosen = rankDjsForRequest(routing, candidates);
    await tx.addRecipients(request.id, chosen, similarTo === null ? 'matching' : 'similar', now);
  }

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

  /** A new booking for the request a DJ just accepted, at the agreed rate (the partial unique index keeps it one). */
  async function createBooking(tx: BookingQueries, request: RequestRow, acceptance: Acceptance, now: Date) {
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
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The outbox row of an offer's move, in the move's transaction. */
  async function recordOfferEvent(tx: BookingQueries, event: OfferEvent) {
    await tx.insertEvent(event.request.id, event.type, offerEventPayload(event), event.at);
  }

  /** The request stopped being open: every live offer is withdrawn (domain offers.ts `close`), each with its row. */
  async function withdrawOffers(tx: BookingQueries, request: RequestRow, actor: TBookingActor, now: Date) {
    for (const offer of await tx.liveOffersOf(request.id)) {
      const reason = offerCloseReason(
        request.status as TRequestStatus,
        offer.djUserId,
        request.acceptedDjUserId,
      );
      if (!reason) continue;
      const result = moveOffer(
        offerState(offer),
        'close',
        { role: 'system' },
        {
          reason,
          request: offerRequestFacts(request),
          now,
        },
      );
      if (!result.ok) continue;
      const closed = await tx.updateOffer(offer.id, offerChange(result.next, now));
      await recordOfferEvent(tx, {
        type: result.event,
        at: now,
        actor,
        from: offer.status,
        offer: closed,
        request,
        bookingId: null,
        reason: result.statusMessage ?? undefined,
      });
    }
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
      row.status === 'accepted' || row.status === 'confirmed' ? await tx.liveBooking(row.id) : null;
    const request = await tx.updateRequest(row.id, { ...lifecycleChange(row, result.next, now), ...extra });
    let booking = live;
    if (acceptance && request.status === 'accepted' && isOpenStatus(row.status as TRequestStatus))
      booking = await createBooking(tx, request, acceptance, now);
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

  function holdIdempotencyKey(request: RequestRow, action: string, intentId: string) {
    return `booking-request-${request.id}-${action}-${intentId}`;
  }

  /** Runs a payment call now; when the gateway fails, the call is sent to the job runner to be repeated. */
  async function paymentCall(retry: PaymentRetry) {
    try {
      if (retry.action === 'release')
        await gateway.cancel({ intentId: retry.intentId, idempotencyKey: releaseKey(retry) });
      else
        await gateway.capture({
          intentId: retry.intentId,
          amountMinor: retry.amountMinor,
          idempotencyKey: captureKey(retry),
        });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
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
    return fireById(
      requestId,
      'authorization_failed',
      { role: 'gateway' },
      now,
      { reason },
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
        { reason },
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
      idempotencyKey: holdIdempotencyKey(request, 'authorize', request.setupIntentId),
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

  /**
   * Performs what a committed transition left for after the commit, in order. `releaseIntentId`: the hold a new
   * authorization replaced (the request already names the new one); `bookingId`: the booking the transition moved.
   */
  async function performLater(
    request: RequestRow,
    later: readonly TBookingEffect[],
    options: { releaseIntentId?: string | null; bookingId?: number | null } = {},
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
    if (job === 'authorize_saved_card') {
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
  };
}

export type BookingEngine = ReturnType<typeof createBookingEngine>;
