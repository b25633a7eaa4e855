import {
  BOOKING_MESSAGES as M,
  DJ_HOLDING_BOOKING_STATUSES,
  OFFER_MESSAGES,
} from '@cuepoint/domain/booking/booking-api';
import {
  TERMS_AGREEMENT_MESSAGES,
  offerTermsFrom,
  termsChanged,
  type TDeclineTermsBody,
  type TOfferTerms,
} from '@cuepoint/domain/booking/terms-agreement';
import type { TBooking, TCancelBookingBody, TConfirmBookingBody } from '@cuepoint/domain/booking/booking-api';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transitions';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import type { TBookingActor } from '@cuepoint/domain/booking/effects';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { Clock } from '../../../adapters/clock.ts';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import { conflict, notFound, unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import type { createAuthorizeService } from '../requests/authorize-service.ts';
import { refusalError, type BookingEngine, type Fired } from '../engine/engine.ts';
import {
  intentIdOf,
  NEW_CARD,
  reauthorizeWithCard,
  type ReauthorizeInput,
} from '../requests/reauthorize-card.ts';
import { hasSavedCard } from '../engine/lifecycle-state.ts';
import type { BookingQueries, BookingStore, RequestRow } from '../requests/requests-store.ts';
import type { BookingRow } from './bookings-store.ts';
import { bookingView, isParty, presentBookings } from './bookings-view.ts';
import { needsAuthorization } from './present-booking.ts';
import { sideOf } from '@cuepoint/domain/booking/sides';

/** The DJ's terms the booking carries (the offer's, or the DJ's standard terms when accepted as asked). */
function djTermsOf(booking: BookingRow): TOfferTerms {
  return offerTermsFrom(booking.djPaymentTerms, booking.djCancellationNoticeHours);
}

export type BookingsDeps = {
  store: BookingStore;
  gateway: PaymentGateway;
  clock: Clock;
  engine: BookingEngine;
  authorize: ReturnType<typeof createAuthorizeService>;
};

/** POST /bookings/{id}/reauthorize: the intent the payment step confirmed for the booking's agreed price. */
export type { ReauthorizeInput };

const LIVE: readonly string[] = DJ_HOLDING_BOOKING_STATUSES;

/** The saved card a failed booking can use again on-session; 409 when there is none (or it was removed). */
function savedCardOf(request: RequestRow): string {
  if (!hasSavedCard(request) || !request.paymentMethodId) throw conflict(CARD_RESCUE_MESSAGES.noSavedCard);
  return request.paymentMethodId;
}

/**
 * Bookings (decision record 029): both parties read them; the customer confirms with the contract's terms, secures
 * the agreed price with a new authorization when the card holds less, and either party cancels with a reason. Every
 * write locks the request first, then the booking, as acceptances do, and fires the request's transition.
 */
export function createBookingsService({ store, gateway, clock, engine, authorize }: BookingsDeps) {
  /** Locks the booking's request, then the booking; a booking of another account (or none) is a 404. */
  async function lockBooking(tx: BookingQueries, user: AuthUser, id: number) {
    const unlocked = await tx.booking(id);
    const request = unlocked ? await tx.request(unlocked.requestId, { lock: true }) : null;
    const booking = request ? await tx.booking(id, { lock: true }) : null;
    if (!request || !booking || !isParty(booking, user.id)) throw notFound(M.notFound);
    return { request, booking };
  }

  /** The customer's own booking (a DJ reaching a customer's action is refused by the route's role check). */
  async function lockCustomerBooking(tx: BookingQueries, user: AuthUser, id: number) {
    const locked = await lockBooking(tx, user, id);
    if (locked.booking.customerUserId !== user.id) throw notFound(M.notFound);
    return locked;
  }

  /** The DJ's own booking, waiting for the DJ's agreement to the customer's terms (otherwise a 409). */
  async function lockDjBooking(tx: BookingQueries, user: AuthUser, id: number) {
    const locked = await lockBooking(tx, user, id);
    if (locked.booking.djUserId !== user.id || user.userType !== 'dj') throw notFound(M.notFound);
    if (locked.booking.status !== 'awaiting_dj_agreement')
      throw conflict(TERMS_AGREEMENT_MESSAGES.notAwaiting);
    return locked;
  }

  /**
   * A change of the booking in one transaction (`change` fires the request's transition and answers it), then what
   * it left for after the commit; answers the booking as the user sees it.
   */
  async function changeBooking(
    user: AuthUser,
    id: number,
    change: (tx: BookingQueries) => Promise<Fired>,
  ): Promise<TBooking> {
    const fired = await store.transaction(change);
    await engine.performLater(fired.request, fired.later, { bookingId: id });
    return bookingView(store, id, user.id);
  }

  /** The offer the booking came from now says what happened, in the spec's words (decision record 029). */
  async function offerAccepted(tx: BookingQueries, booking: BookingRow, now: Date) {
    if (booking.offerId !== null)
      await tx.updateOffer(booking.offerId, {
        statusMessage: OFFER_MESSAGES.acceptedByCustomer,
        updatedAt: now,
      });
  }

  async function customerBooking(user: AuthUser, id: number): Promise<BookingRow> {
    const booking = await store.booking(id);
    if (!booking || booking.customerUserId !== user.id) throw notFound(M.notFound);
    return booking;
  }

  return {
    async list(user: AuthUser): Promise<TBooking[]> {
      return presentBookings(store, await store.bookingsOf(user.id), user.id);
    },

    detail: (user: AuthUser, id: number): Promise<TBooking> => bookingView(store, id, user.id),

    /**
     * The customer confirms the booking with the contract's terms (the three-step flow's end): refused while the
     * card secures less than the agreed price, until a new authorization covers it. The DJ's payment terms and
     * notice (absent ones are the DJ's) confirm it at once; others wait for the DJ's agreement.
     */
    async confirm(user: AuthUser, id: number, body: TConfirmBookingBody): Promise<TBooking> {
      const now = clock.now();
      return changeBooking(user, id, async (tx) => {
        const { request, booking } = await lockCustomerBooking(tx, user, id);
        if (booking.status !== 'awaiting_confirmation') throw conflict(M.notConfirmable);
        if (request.paymentStatus !== 'failed' && needsAuthorization(booking, request))
          throw unprocessable(M.priceAboveHold);
        const djTerms = djTermsOf(booking);
        const terms = {
          paymentTerms: body.payment_terms ?? djTerms.paymentTerms,
          cancellationNoticeHours: body.cancellation_notice_hours ?? djTerms.cancellationNoticeHours,
        };
        const changed = termsChanged(djTerms, terms);
        const customer: TBookingActor = { role: 'customer', userId: user.id };
        const result = await engine.fireOn(tx, request, 'confirm', customer, now, { termsChanged: changed });
        if (!result.ok) throw refusalError(result);
        await tx.updateBooking(booking.id, {
          paymentTerms: terms.paymentTerms,
          cancellationNoticeHours: terms.cancellationNoticeHours,
          equipmentProvided: body.equipment_provided,
          additionalTerms: body.additional_terms ?? null,
          specialRequirements: body.special_requirements ?? null,
          termsProposedBy: changed ? 'customer' : 'dj',
          customerAgreedAt: now,
          // The DJ agreed to its own terms by offering them.
          djAgreedAt: changed ? null : booking.createdAt,
          termsDeclinedMessage: null,
          termsDeclinedAt: null,
          confirmedAt: changed ? null : now,
          updatedAt: now,
        });
        if (!changed) await offerAccepted(tx, booking, now);
        return result;
      });
    },

    /** The booking's DJ agrees to the terms the customer proposed: the booking is confirmed. */
    async agreeTerms(user: AuthUser, id: number): Promise<TBooking> {
      const now = clock.now();
      return changeBooking(user, id, async (tx) => {
        const { request, booking } = await lockDjBooking(tx, user, id);
        const result = await engine.fireOn(
          tx,
          request,
          'agree_terms',
          { role: 'dj', djId: user.id },
          now,
          {},
        );
        if (!result.ok) throw refusalError(result);
        await tx.updateBooking(booking.id, { djAgreedAt: now, confirmedAt: now, updatedAt: now });
        await offerAccepted(tx, booking, now);
        return result;
      });
    },

    /**
     * The booking's DJ sends the customer's terms back with a message: the booking awaits the customer's
     * confirmation again, which starts from the DJ's terms.
     */
    async declineTerms(user: AuthUser, id: number, body: TDeclineTermsBody): Promise<TBooking> {
      const now = clock.now();
      return changeBooking(user, id, async (tx) => {
        const { request, booking } = await lockDjBooking(tx, user, id);
        const result = await engine.fireOn(tx, request, 'decline_terms', { role: 'dj', djId: user.id }, now, {
          message: body.message,
        });
        if (!result.ok) throw refusalError(result);
        await tx.updateBooking(booking.id, {
          paymentTerms: null,
          cancellationNoticeHours: null,
          termsProposedBy: 'dj',
          customerAgreedAt: null,
          djAgreedAt: null,
          termsDeclinedMessage: body.message,
          termsDeclinedAt: now,
          updatedAt: now,
        });
        return result;
      });
    },

    /**
     * A new intent for the agreed price, when the card secures less or failed (the payment step confirms it): for a new
     * card, or a hold on the saved card that failed, which its holder confirms on-session (3-D Secure if asked).
     */
    async authorization(user: AuthUser, id: number, idempotencyKey: string | null, options = NEW_CARD) {
      const booking = await customerBooking(user, id);
      const request = (await store.request(booking.requestId))!;
      if (!LIVE.includes(booking.status)) throw conflict(M.notCancellable);
      if (!needsAuthorization(booking, request)) throw conflict(BOOKING_REFUSALS.alreadySecured);
      const savedCard = options.useSavedCard ? savedCardOf(request) : null;
      return authorize.authorizeBooking(
        user,
        {
          id: booking.id,
          requestId: booking.requestId,
          djUserId: booking.djUserId,
          currency: booking.currency as TExtendedCurrency,
          amountMinor: booking.amountMinor,
          platformFeeMinor: booking.platformFeeMinor,
          processingFeeMinor: booking.processingFeeMinor,
          djPayoutMinor: booking.djPayoutMinor,
          hourlyRateMinor: booking.hourlyRateMinor,
          durationMinutes: request.durationMinutes,
          eventAt: request.eventAt,
        },
        { idempotencyKey, savedPaymentMethodId: savedCard },
      );
    },

    /**
     * The new authorization, checked like a submit's card (made by us for this customer and the agreed price, unused,
     * held or saved at the gateway), replaces the old one: `reauthorize` fires and the old hold is released.
     */
    async reauthorize(user: AuthUser, id: number, input: ReauthorizeInput): Promise<TBooking> {
      const intentId = intentIdOf(input);
      const checked = await customerBooking(user, id);
      const checkedRequest = await store.request(checked.requestId);
      const expected = {
        intentId,
        amountMinor: checked.amountMinor,
        currency: checked.currency as TExtendedCurrency,
        hourlyRateMinor: checked.hourlyRateMinor,
        durationMinutes: checkedRequest?.durationMinutes ?? 0,
        djUserId: checked.djUserId,
      };
      const lock = async (tx: BookingQueries) => {
        const { request, booking } = await lockCustomerBooking(tx, user, id);
        if (!LIVE.includes(booking.status)) throw conflict(M.notCancellable);
        // The card now secures the booking's agreed price: the request's payment amounts follow it.
        const { amountMinor, platformFeeMinor, processingFeeMinor, djPayoutMinor } = booking;
        return { request, amountMinor, change: { platformFeeMinor, processingFeeMinor, djPayoutMinor } };
      };
      const deps = { store, gateway, engine };
      await reauthorizeWithCard(deps, user, expected, clock.now(), lock, { bookingId: id });
      return bookingView(store, id, user.id);
    },

    /**
     * Either party cancels with a reason (domain `cancel_booking`): the customer before the notice period pays
     * nothing and the hold is released, inside it pays the agreed price at once; the DJ before the charge ends the
     * booking and the request reopens to similar DJs. Who, when, why and what was charged are kept on the booking.
     */
    async cancel(user: AuthUser, id: number, body: TCancelBookingBody): Promise<TBooking> {
      const now = clock.now();
      return changeBooking(user, id, async (tx) => {
        const { request, booking } = await lockBooking(tx, user, id);
        if (!LIVE.includes(booking.status)) throw conflict(M.notCancellable);
        const side = sideOf(booking, user);
        if (!side) throw notFound(M.notFound);
        const actor: TBookingActor =
          side === 'dj' ? { role: 'dj', djId: user.id } : { role: 'customer', userId: user.id };
        const result = await engine.fireOn(tx, request, 'cancel_booking', actor, now, {
          reason: body.reason,
          noticeHours: booking.cancellationNoticeHours,
        });
        if (!result.ok) throw refusalError(result);
        const charged = side === 'customer' && result.request.paymentStatus === 'captured';
        await tx.updateBooking(booking.id, {
          cancelledAt: now,
          cancelledByRole: side,
          cancelledByUserId: user.id,
          cancelReason: body.reason,
          cancellationChargeMinor: charged ? booking.amountMinor : 0,
          updatedAt: now,
        });
        if (!charged) await tx.cancelPayouts(booking.id, now);
        return result;
      });
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
