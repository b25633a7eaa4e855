import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  AUTHORIZATION_RETRY_DELAY_MS,
  CAPTURE_WINDOW_MS,
  RESCUE_REMINDER_LEAD_MS,
  SAVED_CARD_AUTHORIZATION_LEAD_MS,
  SIMILAR_DJS_FALLBACK_MS,
} from '@cuepoint/domain/booking/constants';
import type { Db } from '../../../db/client.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';

/** The statuses in which a request still has timers ahead. */
const LIVE = ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed'];

/** The sweep's view of the booking timers (jobs.ts). */
export function timerQueries(db: Db) {
  /** The ids of at most `limit` requests matching every condition. */
  const ids = async (limit: number, ...conditions: SQL[]) =>
    (
      await db
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(and(...conditions))
        .limit(limit)
    ).map((row) => row.id);

  return {
    /** Requests whose timer is due, for the sweep that catches a timer lost between a commit and its send. */
    async dueTimers(now: Date, limit: number) {
      const notExpired = sql`${bookingRequests.expiresAt} > ${now}`;
      const failed = [
        inArray(bookingRequests.status, LIVE),
        eq(bookingRequests.paymentStatus, 'failed'),
        notExpired,
      ];
      const [expire, share, authorize, capture, complete, retry, remind] = await Promise.all([
        ids(
          limit,
          inArray(bookingRequests.status, LIVE),
          lte(bookingRequests.expiresAt, now),
          // A confirmed booking whose card is held does not expire: it is charged.
          sql`not (${bookingRequests.status} = 'confirmed' and ${bookingRequests.paymentStatus} in ('authorized', 'captured'))`,
        ),
        ids(
          limit,
          eq(bookingRequests.status, 'routed_to_dj'),
          lte(bookingRequests.routedAt, new Date(now.getTime() - SIMILAR_DJS_FALLBACK_MS)),
          notExpired,
        ),
        ids(
          limit,
          inArray(bookingRequests.status, LIVE),
          eq(bookingRequests.paymentStatus, 'card_saved'),
          lte(bookingRequests.eventAt, new Date(now.getTime() + SAVED_CARD_AUTHORIZATION_LEAD_MS)),
          notExpired,
        ),
        // A confirmed booking's charge from T−24 h, and its completion once the event ended.
        ids(
          limit,
          eq(bookingRequests.status, 'confirmed'),
          eq(bookingRequests.paymentStatus, 'authorized'),
          lte(bookingRequests.eventAt, new Date(now.getTime() + CAPTURE_WINDOW_MS)),
        ),
        ids(
          limit,
          eq(bookingRequests.status, 'confirmed'),
          eq(bookingRequests.paymentStatus, 'captured'),
          lte(bookingRequests.eventEndsAt, now),
        ),
        // A saved card's soft decline, tried once more 24 h later; the reminder of a card still failed at T−48 h.
        ids(
          limit,
          ...failed,
          eq(bookingRequests.paymentDecline, 'soft'),
          eq(bookingRequests.authorizationRetried, false),
          eq(bookingRequests.offSessionPending, false),
          lte(bookingRequests.paymentFailedAt, new Date(now.getTime() - AUTHORIZATION_RETRY_DELAY_MS)),
        ),
        ids(
          limit,
          ...failed,
          eq(bookingRequests.rescueReminded, false),
          lte(bookingRequests.eventAt, new Date(now.getTime() + RESCUE_REMINDER_LEAD_MS)),
          sql`${bookingRequests.paymentFailedAt} < ${bookingRequests.eventAt} - interval '48 hours'`,
        ),
      ]);
      return {
        expire,
        share_with_similar_djs: share,
        authorize_saved_card: authorize,
        capture,
        complete,
        retry_authorization: retry,
        remind_authorization: remind,
      };
    },
  };
}
