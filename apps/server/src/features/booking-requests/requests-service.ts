import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import type { TBookingRequestListed, TDjBookingRequest } from '@cuepoint/domain/booking/request-api';
import type { Clock } from '../../adapters/clock.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { refusalError, type BookingEngine } from './engine.ts';
import { presentInbox, presentListed } from './present.ts';
import type { BookingStore } from './store.ts';

export type RequestsDeps = { store: BookingStore; clock: Clock; engine: BookingEngine };

/**
 * Reading and withdrawing requests: customers see their own (another's is a 404), a DJ sees what reached it; a
 * customer's cancel fires the lifecycle's `cancel`, which releases a hold or stops using a saved card.
 */
export function createRequestsService({ store, clock, engine }: RequestsDeps) {
  return {
    async listOwn(user: AuthUser): Promise<TBookingRequestListed[]> {
      return (await store.customerRequests(user.id)).map((row) => presentListed(row));
    },

    async detail(user: AuthUser, id: number): Promise<TBookingRequestListed> {
      const row = await store.listedRequest(id);
      if (row && user.userType !== 'dj' && row.customerUserId === user.id)
        return presentListed(row, await store.recipients(id));
      if (row && user.userType === 'dj' && (await store.reached(id, user.id))) return presentListed(row);
      throw notFound(M.notFound);
    },

    async cancel(user: AuthUser, id: number, reason: string | undefined): Promise<TBookingRequestListed> {
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
      return presentListed((await store.listedRequest(id))!);
    },

    async djInbox(user: AuthUser): Promise<TDjBookingRequest[]> {
      return (await store.djInbox(user.id)).map(presentInbox);
    },
  };
}
