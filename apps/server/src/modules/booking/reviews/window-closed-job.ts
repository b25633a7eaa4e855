import { sql } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS } from '@cuepoint/domain/trust/reviews';
import type { Db } from '../../../db/client.ts';
import { defineJob } from '../../../jobs/job.ts';
import { appendBookingEvent } from '../../notifications/index.ts';
import { reviewQueries } from './reviews-store.ts';
import { DAY_MS } from '@cuepoint/domain/time/durations';

/** How far back a closed window is still announced (a runner down for longer does not flood old news). */
const LOOK_BACK_DAYS = 30;
const BATCH = 200;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whether the booking's publication was already announced (by the second review, or by an earlier run). */
async function announced(db: Db, requestId: number, bookingId: number): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from booking_events
      where request_id = ${requestId} and type = 'review.published'
        and (payload->>'booking_id')::integer = ${bookingId}
      limit 1`),
  );
  return rows.length > 0;
}

/**
 * Reviews published because the 14-day window closed with only one of them written (decision record 034): the
 * publication is worked out when read, so nothing changes at day 14 but the news. Each such booking gets its
 * `review.published` outbox row once (the booking row is locked and the row looked for again), which the
 * notifications fan-out words for both parties. Answers how many were announced.
 */
export async function announceClosedReviewWindows(db: Db, now: Date): Promise<number> {
  const closedBy = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const since = new Date(closedBy.getTime() - LOOK_BACK_DAYS * DAY_MS);
  const due = rowsOf<{ id: number | string; request_id: number | string }>(
    await db.execute(sql`
      select b.id, b.request_id from bookings b
      where b.status = 'completed'
        and b.completed_at <= ${closedBy.toISOString()}::timestamptz
        and b.completed_at > ${since.toISOString()}::timestamptz
        and exists (select 1 from reviews r where r.booking_id = b.id)
        and not exists (
          select 1 from booking_events e
          where e.request_id = b.request_id and e.type = 'review.published'
            and (e.payload->>'booking_id')::integer = b.id)
      order by b.completed_at, b.id
      limit ${BATCH}`),
  );
  let count = 0;
  for (const row of due) {
    const bookingId = Number(row.id);
    const requestId = Number(row.request_id);
    count += await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const booking = await reviewQueries(txDb).booking(bookingId, { lock: true });
      if (!booking || (await announced(txDb, requestId, bookingId))) return 0;
      await appendBookingEvent(txDb, {
        requestId,
        type: 'review.published',
        createdAt: now,
        payload: {
          type: 'review.published',
          at: now.toISOString(),
          actor: { role: 'system' },
          dj_id: booking.djUserId,
          customer_id: booking.customerUserId,
          booking_id: bookingId,
          window_closed: true,
        },
      });
      return 1;
    });
  }
  return count;
}

/** Every fifteen minutes: the review windows that closed since are announced to both parties. */
export const reviewWindowsClosedJob = defineJob({
  name: 'reviews.windows-closed',
  schedule: '*/15 * * * *',
  pollingIntervalSeconds: 60,
  retryLimit: 1,
  async handler({ services, now, log }) {
    const announcedNow = await announceClosedReviewWindows(services.database.db, now);
    if (announcedNow > 0) log.info({ announced: announcedNow }, 'closed review windows announced');
  },
});
