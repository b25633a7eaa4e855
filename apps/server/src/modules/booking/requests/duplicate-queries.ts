import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { TEarlierRequest } from '@cuepoint/domain/booking/duplicate-requests';
import type { TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import { FINAL_STATUSES, type TRequestStatus } from '@cuepoint/domain/booking/states';
import type { Db } from '../../../db/client.ts';
import { bookingRequestRecipients, bookingRequests } from '../../../db/schema/booking.ts';

/** The key of the advisory lock that runs one customer's submits one after the other (decision record 042). */
const CUSTOMER_REQUESTS_LOCK = 730_220;

/**
 * The queries of the duplicate rule (packages/domain booking/duplicate-requests.ts): a customer's requests that are
 * not closed and whose events overlap a time, which the domain's rule then reads. Every duplicate shares the new
 * request's time (an overlap, or the same start), so this narrows without deciding.
 */
export function duplicateQueries(db: Db) {
  return {
    /**
     * Holds the customer's submits until this transaction ends: two submits sent at once run one after the other,
     * and the second sees the first's request. The lock and the check are two statements (read committed takes a
     * statement's snapshot when it starts).
     */
    async lockCustomerRequests(customerUserId: number): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${CUSTOMER_REQUESTS_LOCK}::integer, ${customerUserId}::integer)`,
      );
    },

    async earlierRequestsDuring(
      customerUserId: number,
      event: { start: Date; end: Date },
    ): Promise<TEarlierRequest[]> {
      const rows = await db
        .select({
          id: bookingRequests.id,
          status: bookingRequests.status,
          targetDjId: bookingRequests.djUserId,
          acceptedDjId: bookingRequests.acceptedDjUserId,
          targetLeft: sql<boolean>`exists (
            select 1 from ${bookingRequestRecipients} recipient
            where recipient.request_id = ${bookingRequests.id}
              and recipient.dj_user_id = ${bookingRequests.djUserId}
              and recipient.hidden_at is not null)`,
          eventAt: bookingRequests.eventAt,
          eventEndsAt: bookingRequests.eventEndsAt,
          performanceType: bookingRequests.performanceType,
          city: bookingRequests.city,
          country: bookingRequests.country,
        })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.customerUserId, customerUserId),
            notInArray(bookingRequests.status, [...FINAL_STATUSES]),
            lt(bookingRequests.eventAt, event.end),
            gt(bookingRequests.eventEndsAt, event.start),
          ),
        )
        .orderBy(desc(bookingRequests.id))
        .limit(50);
      return rows.map((row) => ({
        ...row,
        status: row.status as TRequestStatus,
        performanceType: row.performanceType as TPerformanceType,
        targetLeft: row.targetLeft === true,
      }));
    },
  };
}
