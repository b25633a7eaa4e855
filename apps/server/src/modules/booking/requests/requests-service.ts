import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import { BOOKING_MESSAGES, type TBooking } from '@cuepoint/domain/booking/booking-api';
import { moveOffer } from '@cuepoint/domain/booking/offers';
import { maskContactDetails } from '@cuepoint/domain/trust/contact-masking';
import type { Clock } from '../../../adapters/clock.ts';
import { conflict, notFound } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { agreedAmounts, refusalError, type BookingEngine } from '../engine/engine.ts';
import { presentInbox, presentListed, type RequestBookingFacts } from './present.ts';
import type { TBookingRequestWithBooking, TDjInboxRequest } from '@cuepoint/domain/booking/booking-api';
import {
  isUniqueViolation,
  type BookingStore,
  type ListedRow,
  type RecipientRow,
  type RequestRow,
} from './requests-store.ts';
import { offerForReader, presentOffer } from '../offers/present-offer.ts';
import { bookingView } from '../bookings/bookings-view.ts';
import { offerChange, offerRequestFacts, offerState } from '../offers/offer-state.ts';

export type RequestsDeps = { store: BookingStore; clock: Clock; engine: BookingEngine };

/** Statuses in which a DJ's acceptance already holds the request. */
const HELD = ['accepted', 'awaiting_dj_agreement', 'confirmed', 'completed'];

/** A request some DJ already accepted answers the second acceptance with a 409 in words. */
export function checkNotAccepted(row: Pick<RequestRow, 'status'>): void {
  if (HELD.includes(row.status)) throw conflict(BOOKING_MESSAGES.alreadyAccepted);
}

/** Runs an acceptance: the live booking's unique index turns a lost race into the same 409. */
export async function acceptance<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_live_per_request_unique'))
      throw conflict(BOOKING_MESSAGES.alreadyAccepted);
    throw error;
  }
}

/**
 * Reading and withdrawing requests: customers see their own (another's is a 404), a DJ sees what reached it; a
 * customer's cancel fires the lifecycle's `cancel`, which releases a hold or stops using a saved card.
 */
export function createRequestsService({ store, clock, engine }: RequestsDeps) {
  /** Each request's offers count and latest booking, in two queries. */
  async function factsOf(ids: readonly number[]): Promise<(id: number) => RequestBookingFacts> {
    const [counts, bookings] = await Promise.all([store.offerCounts(ids), store.latestBookings(ids)]);
    return (id) => ({ offersCount: counts.get(id) ?? 0, booking: bookings.get(id) ?? null });
  }

  async function listed(row: ListedRow, recipients?: readonly RecipientRow[]) {
    return presentListed(row, recipients, (await factsOf([row.id]))(row.id));
  }

  return {
    async listOwn(user: AuthUser): Promise<TBookingRequestWithBooking[]> {
      const rows = await store.customerRequests(user.id);
      const facts = await factsOf(rows.map((row) => row.id));
      return rows.map((row) => presentListed(row, undefined, facts(row.id)));
    },

    async detail(user: AuthUser, id: number): Promise<TBookingRequestWithBooking> {
      const row = await store.listedRequest(id);
      if (row && user.userType !== 'dj' && row.customerUserId === user.id)
        return listed(row, await store.recipients(id));
      if (row && user.userType === 'dj' && (await store.reached(id, user.id))) {
        // The customer's description hides contact details from the DJ until the two have a confirmed booking.
        const revealed = (await store.confirmedPartnersOf(user.id, 'dj')).has(row.customerUserId);
        return listed(revealed ? row : { ...row, description: maskContactDetails(row.description).text });
      }
      throw notFound(M.notFound);
    },

    async cancel(
      user: AuthUser,
      id: number,
      reason: string | undefined,
    ): Promise<TBookingRequestWithBooking> {
      const now = clock.now();
      const result = await store.transaction(async (tx) => {
        const row = await tx.request(id, { lock: true });
        if (!row || row.customerUserId !== user.id) throw notFound(M.notFound);
        return engine.fireOn(tx, row, 'cancel', { role: 'customer', userId: user.id }, now, {
          ...(reason ? { reason } : {}),
        });
      });
      if (!result.ok) throw refusalError(result);
      await engine.performLater(result.request, result.later);
      return listed((await store.listedRequest(id))!);
    },

    /** The DJ accepts the request as asked (its budget): the booking awaits the customer's confirmation. */
    async accept(user: AuthUser, id: number): Promise<TBooking> {
      const now = clock.now();
      const fired = await acceptance(() =>
        store.transaction(async (tx) => {
          const row = await tx.request(id, { lock: true });
          if (!row || !(await tx.everReached(id, user.id))) throw notFound(M.notFound);
          // Another DJ's acceptance took the request out of this DJ's inbox: the lost race is a 409, not a 404.
          checkNotAccepted(row);
          const reached = await tx.reached(id, user.id);
          if (!reached) throw notFound(M.notFound);
          const result = await engine.fireOn(
            tx,
            row,
            'accept',
            { role: 'dj', djId: user.id },
            now,
            { reached, chargeMinor: agreedAmounts(row, row.hourlyBudgetMinor).customerPaysMinor },
            {},
            {
              offerId: null,
              hourlyRateMinor: row.hourlyBudgetMinor,
              // Accepted as asked: the booking carries the DJ's standard terms.
              terms: await tx.djStandardTerms(user.id),
            },
          );
          if (!result.ok) throw refusalError(result);
          return result;
        }),
      );
      await engine.performLater(fired.request, fired.later);
      return bookingView(store, fired.booking!.id, user.id);
    },

    /** The DJ passes: the request leaves its inbox (and reaches similar DJs when it was aimed at this DJ). */
    async decline(
      user: AuthUser,
      id: number,
      reason: string | undefined,
    ): Promise<{ id: number; status: 'declined' }> {
      const now = clock.now();
      const fired = await store.transaction(async (tx) => {
        const row = await tx.request(id, { lock: true });
        const reached = row ? await tx.reached(id, user.id) : false;
        if (!row || !reached) throw notFound(M.notFound);
        const actor = { role: 'dj', djId: user.id } as const;
        const result = await engine.fireOn(tx, row, 'decline', actor, now, { reached });
        if (!result.ok) throw refusalError(result);
        // The DJ's own live offer goes with the request.
        const offer = await tx.liveOffer(id, user.id);
        const withdrawal = offer
          ? moveOffer(offerState(offer), 'withdraw', actor, {
              request: offerRequestFacts(result.request),
              now,
            })
          : null;
        if (offer && withdrawal?.ok)
          await engine.recordOfferEvent(tx, {
            type: withdrawal.event,
            at: now,
            actor,
            from: offer.status,
            offer: await tx.updateOffer(offer.id, offerChange(withdrawal.next, now)),
            request: result.request,
            bookingId: null,
            reason,
          });
        return result;
      });
      await engine.performLater(fired.request, fired.later);
      return { id, status: 'declined' };
    },

    /**
     * What reached the DJ; a request's description hides contact details until the DJ and the customer have a
     * confirmed booking (decision record 034).
     */
    async djInbox(user: AuthUser): Promise<TDjInboxRequest[]> {
      const rows = await store.djInbox(user.id);
      const ids = rows.map((row) => row.id);
      const [offers, bookings, confirmed] = await Promise.all([
        store.latestDjOffers(user.id, ids),
        store.latestBookings(ids),
        store.confirmedCustomersOf(user.id),
      ]);
      return rows.map((row) => {
        const offer = offers.get(row.id);
        const booking = bookings.get(row.id);
        const item = presentInbox(
          row,
          offer
            ? offerForReader(presentOffer(offer, row.currency), 'dj', confirmed.has(row.customerUserId))
            : null,
          booking && booking.djUserId === user.id ? booking : null,
        );
        return confirmed.has(row.customerUserId)
          ? item
          : { ...item, description: maskContactDetails(item.description).text };
      });
    },
  };
}
