import { BOOKING_MESSAGES, OFFER_MESSAGES as M } from '@cuepoint/domain/booking/booking-api';
import type { TMakeOfferBody, TOffer, TOfferAccepted } from '@cuepoint/domain/booking/booking-api';
import { toMinor } from '@cuepoint/domain/money/minor-units';
import {
  offerTermsFrom,
  TERMS_AGREEMENT_MESSAGES,
  type TOfferTerms,
} from '@cuepoint/domain/booking/terms-agreement';
import {
  moveOffer,
  type TOfferMove,
  type TOfferMoveContexts,
  type TOfferMoveResult,
  type TOfferRefusalCode,
} from '@cuepoint/domain/booking/offers';
import type { TBookingActor } from '@cuepoint/domain/booking/effects';
import type { Clock } from '../../../adapters/clock.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { refusalError, type BookingEngine } from '../engine/engine.ts';
import { acceptance } from '../requests/requests-service.ts';
import { isUniqueViolation, type BookingQueries, type BookingStore } from '../requests/requests-store.ts';
import { bookingView } from '../bookings/bookings-view.ts';
import { offerChange, offerRequestFacts, offerState } from './offer-state.ts';
import { offerForReader, presentOffer } from './present-offer.ts';
import type { OfferRow } from './offers-store.ts';
import { sideOf } from '@cuepoint/domain/booking/sides';

export type OffersDeps = { store: BookingStore; clock: Clock; engine: BookingEngine };

const REFUSAL_STATUS: Record<TOfferRefusalCode, 'FORBIDDEN' | 'CONFLICT' | 'UNPROCESSABLE'> = {
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  rule: 'UNPROCESSABLE',
};

/** The rules' answer to a move, or the API's refusal (403, 409, 422 in the rules' words). */
function moved(result: TOfferMoveResult): Extract<TOfferMoveResult, { ok: true }> {
  if (!result.ok) throw new AppError(REFUSAL_STATUS[result.code], result.reason);
  return result;
}

type TOfferTermsBody = Pick<TMakeOfferBody, 'payment_terms' | 'cancellation_notice_hours'>;

/** An offer's own terms: what the DJ set, else the DJ's standard terms. */
async function offerTerms(tx: BookingQueries, djUserId: number, body: TOfferTermsBody): Promise<TOfferTerms> {
  const standard = await tx.djStandardTerms(djUserId);
  return {
    paymentTerms: body.payment_terms ?? standard.paymentTerms,
    cancellationNoticeHours: body.cancellation_notice_hours ?? standard.cancellationNoticeHours,
  };
}

/** The terms a stored offer carries. */
function offerTermsOf(offer: OfferRow): TOfferTerms {
  return offerTermsFrom(offer.paymentTerms, offer.cancellationNoticeHours);
}

/** A DJ's counter may set new terms (absent: the offer's stand); a customer's counter names a price only. */
function counterTerms(actor: TBookingActor, offer: OfferRow, body: TOfferTermsBody): Partial<OfferRow> {
  const given = body.payment_terms !== undefined || body.cancellation_notice_hours !== undefined;
  if (!given) return {};
  if (actor.role !== 'dj')
    throw new AppError('UNPROCESSABLE', TERMS_AGREEMENT_MESSAGES.customerSetsNoOfferTerms);
  return {
    paymentTerms: body.payment_terms ?? offer.paymentTerms,
    cancellationNoticeHours: body.cancellation_notice_hours ?? offer.cancellationNoticeHours,
  };
}

/** A rate the body gave, in minor units (the body's schema allows at most 2 decimals). */
const rateMinor = (body: TMakeOfferBody) => toMinor(body.hourly_rate);

/**
 * Offers and their negotiation (decision record 029, domain offers.ts): a DJ the request reached proposes an hourly
 * rate; the side the offer awaits accepts, declines or counters; the DJ may withdraw. Only the request's customer and
 * the offer's DJ see an offer (anyone else: 404). An acceptance fires the request's `accept_offer` and makes the
 * booking in the same transaction, so of two acceptances sent at once one wins and the other is a 409.
 */
export function createOffersService({ store, clock, engine }: OffersDeps) {
  /** Whether the request's customer and the DJ have a confirmed booking (contact details then show). */
  async function revealed(djUserId: number, customerUserId: number): Promise<boolean> {
    return (await store.confirmedPartnersOf(djUserId, 'dj')).has(customerUserId);
  }

  /** The offer as the caller (one of its two parties) reads it. */
  async function view(offerId: number, currency: string, user: AuthUser): Promise<TOffer> {
    const row = (await store.listedOffer(offerId))!;
    const request = (await store.request(row.requestId))!;
    const reader =
      sideOf({ customerUserId: request.customerUserId, djUserId: row.djUserId }, user) ?? 'customer';
    return offerForReader(
      presentOffer(row, currency),
      reader,
      await revealed(row.djUserId, request.customerUserId),
    );
  }

  /**
   * Locks the offer's request, then the offer (acceptances lock in the same order); the actor speaking for the
   * caller's side, or a 404 for anyone but the request's customer and the offer's DJ.
   */
  async function lockOffer(tx: BookingQueries, user: AuthUser, offerId: number) {
    const unlocked = await tx.offer(offerId);
    const request = unlocked ? await tx.request(unlocked.requestId, { lock: true }) : null;
    const offer = request ? await tx.offer(offerId, { lock: true }) : null;
    if (!request || !offer) throw notFound(M.notFound);
    const side = sideOf({ customerUserId: request.customerUserId, djUserId: offer.djUserId }, user);
    if (!side) throw notFound(M.notFound);
    const actor: TBookingActor =
      side === 'dj' ? { role: 'dj', djId: user.id } : { role: 'customer', userId: user.id };
    return { request, offer, actor };
  }

  /** A move on an existing offer by its customer or DJ, stored with its outbox row; answers the offer's currency. */
  async function answer<N extends Exclude<TOfferMove, 'make' | 'accept' | 'close'>>(
    user: AuthUser,
    offerId: number,
    move: N,
    context: TOfferMoveContexts[N],
    terms?: TOfferTermsBody,
  ): Promise<TOffer> {
    const now = clock.now();
    const currency = await store.transaction(async (tx) => {
      const { request, offer, actor } = await lockOffer(tx, user, offerId);
      const result = moved(
        moveOffer(offerState(offer), move, actor, { ...context, request: offerRequestFacts(request), now }),
      );
      const next = await tx.updateOffer(offer.id, {
        ...offerChange(result.next, now),
        ...(terms ? counterTerms(actor, offer, terms) : {}),
      });
      const reason = 'reason' in context ? (context.reason ?? undefined) : undefined;
      await engine.recordOfferEvent(tx, {
        type: result.event,
        at: now,
        actor,
        from: offer.status,
        offer: next,
        request,
        bookingId: null,
        reason,
      });
      return request.currency;
    });
    return view(offerId, currency, user);
  }

  return {
    /** The customer sees every offer on the request; a DJ its own (once the request reached it). */
    async list(user: AuthUser, requestId: number): Promise<TOffer[]> {
      const request = await store.request(requestId);
      if (!request) throw notFound(M.notFound);
      if (user.userType !== 'dj' && request.customerUserId === user.id) {
        const partners = await store.confirmedPartnersOf(user.id, 'customer');
        return (await store.requestOffers(requestId)).map((row) =>
          offerForReader(presentOffer(row, request.currency), 'customer', partners.has(row.djUserId)),
        );
      }
      if (user.userType === 'dj') {
        const own = await store.requestOffers(requestId, user.id);
        if (own.length > 0 || (await store.reached(requestId, user.id))) {
          const shown = await revealed(user.id, request.customerUserId);
          return own.map((row) => offerForReader(presentOffer(row, request.currency), 'dj', shown));
        }
      }
      throw notFound(M.notFound);
    },

    /** A DJ the request reached proposes an hourly rate; the offer awaits the customer. */
    async make(user: AuthUser, requestId: number, body: TMakeOfferBody): Promise<TOffer> {
      const now = clock.now();
      const actor: TBookingActor = { role: 'dj', djId: user.id };
      const made = await store
        .transaction(async (tx) => {
          const request = await tx.request(requestId, { lock: true });
          const reached = request ? await tx.reached(requestId, user.id) : false;
          if (!request || !reached) throw notFound(M.notFound);
          const live = await tx.liveOffer(requestId, user.id);
          const result = moved(
            moveOffer(live ? offerState(live) : null, 'make', actor, {
              hourlyRateMinor: rateMinor(body),
              message: body.message ?? null,
              reached,
              request: offerRequestFacts(request),
              now,
            }),
          );
          // A DJ booked at that time cannot promise the night to another customer (decision record 042).
          if (await tx.djBookedDuring(user.id, request.eventAt, request.eventEndsAt))
            throw new AppError('CONFLICT', BOOKING_MESSAGES.djBookedThen);
          const terms = await offerTerms(tx, user.id, body);
          const offer = await tx.insertOffer({
            requestId,
            djUserId: user.id,
            paymentTerms: terms.paymentTerms,
            cancellationNoticeHours: terms.cancellationNoticeHours,
            ...offerChange(result.next, now),
            status: result.next.status,
            hourlyRateMinor: result.next.hourlyRateMinor,
            amountMinor: result.next.amountMinor,
            createdAt: now,
          });
          await engine.recordOfferEvent(tx, {
            type: result.event,
            at: now,
            actor,
            from: null,
            offer,
            request,
            bookingId: null,
          });
          return { offer, request };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'booking_offers_live_unique'))
            throw new AppError('CONFLICT', M.liveOfferExists);
          throw error;
        });
      return view(made.offer.id, made.request.currency, user);
    },

    /**
     * The awaited side accepts the standing proposal (the counter, if any): the request's accept_offer fires with the
     * offer's DJ and price, the booking is made, every other live offer is withdrawn.
     */
    async accept(user: AuthUser, offerId: number): Promise<TOfferAccepted> {
      const now = clock.now();
      const fired = await acceptance(() =>
        store.transaction(async (tx) => {
          const { request, offer, actor } = await lockOffer(tx, user, offerId);
          const result = moved(
            moveOffer(offerState(offer), 'accept', actor, { request: offerRequestFacts(request), now }),
          );
          const agreed = result.agreed!;
          const accepted = await tx.updateOffer(offer.id, offerChange(result.next, now));
          const fired = await engine.fireOn(
            tx,
            request,
            'accept_offer',
            actor,
            now,
            {
              djId: offer.djUserId,
              reached: await tx.reached(request.id, offer.djUserId),
              chargeMinor: agreed.amountMinor,
            },
            {},
            { offerId: offer.id, hourlyRateMinor: agreed.hourlyRateMinor, terms: offerTermsOf(offer) },
          );
          if (!fired.ok) throw refusalError(fired);
          await engine.recordOfferEvent(tx, {
            type: result.event,
            at: now,
            actor,
            from: offer.status,
            offer: accepted,
            request: fired.request,
            bookingId: fired.booking!.id,
          });
          return { ...fired, currency: request.currency };
        }),
      );
      await engine.performLater(fired.request, fired.later);
      return {
        offer: await view(offerId, fired.currency, user),
        booking: await bookingView(store, fired.booking!.id, user.id),
      };
    },

    /** The awaited side says no: the offer is declined (a DJ may make a new one while the request is open). */
    decline: (user: AuthUser, offerId: number, reason: string | undefined) =>
      answer(user, offerId, 'decline', { reason: reason ?? null }),

    /** The awaited side proposes another hourly rate; the offer then awaits the other side. */
    counter: (user: AuthUser, offerId: number, body: TMakeOfferBody) =>
      answer(
        user,
        offerId,
        'counter',
        { hourlyRateMinor: rateMinor(body), message: body.message ?? null },
        body,
      ),

    /** The DJ takes back their own live offer. */
    withdraw: (user: AuthUser, offerId: number) => answer(user, offerId, 'withdraw', {}),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
