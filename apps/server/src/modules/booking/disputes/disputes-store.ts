import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import { bookingPayouts, bookings } from '../../../db/schema/bookings.ts';
import { disputes, payoutAdjustments } from '../../../db/schema/trust.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type AdjustmentRow = typeof payoutAdjustments.$inferSelect;
export type PayoutRow = typeof bookingPayouts.$inferSelect;

/** The queries of disputes and the payout adjustments their refunds make. */
export function disputeQueries(db: Db) {
  return {
    /** A booking with what a dispute needs of it and of its request; locked when asked. */
    async booking(id: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          id: bookings.id,
          requestId: bookings.requestId,
          status: bookings.status,
          customerUserId: bookings.customerUserId,
          djUserId: bookings.djUserId,
          currency: bookings.currency,
          amountMinor: bookings.amountMinor,
          djPayoutMinor: bookings.djPayoutMinor,
          cancellationChargeMinor: bookings.cancellationChargeMinor,
          eventAt: bookingRequests.eventAt,
          eventEndsAt: bookingRequests.eventEndsAt,
          paymentStatus: bookingRequests.paymentStatus,
          paymentIntentId: bookingRequests.paymentIntentId,
          requestStatus: bookingRequests.status,
        })
        .from(bookings)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
        .where(eq(bookings.id, id));
      const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
      return row ?? null;
    },

    async ofBooking(bookingId: number, options: { lock?: boolean } = {}): Promise<DisputeRow | null> {
      const query = db.select().from(disputes).where(eq(disputes.bookingId, bookingId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async byId(id: number, options: { lock?: boolean } = {}): Promise<DisputeRow | null> {
      const query = db.select().from(disputes).where(eq(disputes.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insert(row: typeof disputes.$inferInsert): Promise<DisputeRow | null> {
      const [inserted] = await db.insert(disputes).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async update(id: number, change: Partial<typeof disputes.$inferInsert>): Promise<DisputeRow> {
      const [row] = await db.update(disputes).set(change).where(eq(disputes.id, id)).returning();
      return row!;
    },

    /** Disputes by status, the oldest first (the operators' queue). */
    async list(statuses: readonly string[], limit: number): Promise<DisputeRow[]> {
      return db
        .select()
        .from(disputes)
        .where(statuses.length ? inArray(disputes.status, [...statuses]) : undefined)
        .orderBy(asc(disputes.createdAt), asc(disputes.id))
        .limit(limit);
    },

    /** Decided disputes whose refund or reversals keep failing at the gateway, the oldest first. */
    async failingSettles(limit: number): Promise<DisputeRow[]> {
      return db
        .select()
        .from(disputes)
        .where(and(eq(disputes.status, 'decided'), isNotNull(disputes.settleError)))
        .orderBy(asc(disputes.decidedAt), asc(disputes.id))
        .limit(limit);
    },

    async recent(limit: number): Promise<DisputeRow[]> {
      return db.select().from(disputes).orderBy(desc(disputes.id)).limit(limit);
    },

    async payouts(bookingId: number, options: { lock?: boolean } = {}): Promise<PayoutRow[]> {
      const query = db
        .select()
        .from(bookingPayouts)
        .where(eq(bookingPayouts.bookingId, bookingId))
        .orderBy(asc(bookingPayouts.dueAt), asc(bookingPayouts.id));
      return options.lock ? query.for('update') : query;
    },

    /** An unpaid payout's new amount (cancelled at 0). */
    async reducePayout(id: number, toMinor: number, now: Date): Promise<void> {
      await db
        .update(bookingPayouts)
        .set({ amountMinor: toMinor, updatedAt: now, ...(toMinor === 0 ? { status: 'cancelled' } : {}) })
        .where(and(eq(bookingPayouts.id, id), inArray(bookingPayouts.status, ['scheduled', 'failed'])));
    },

    async insertAdjustment(row: typeof payoutAdjustments.$inferInsert): Promise<void> {
      await db.insert(payoutAdjustments).values(row).onConflictDoNothing();
    },

    async adjustments(disputeId: number): Promise<(AdjustmentRow & { transferId: string | null })[]> {
      return db
        .select({
          id: payoutAdjustments.id,
          disputeId: payoutAdjustments.disputeId,
          payoutId: payoutAdjustments.payoutId,
          kind: payoutAdjustments.kind,
          amountMinor: payoutAdjustments.amountMinor,
          reversalId: payoutAdjustments.reversalId,
          createdAt: payoutAdjustments.createdAt,
          transferId: bookingPayouts.transferId,
        })
        .from(payoutAdjustments)
        .innerJoin(bookingPayouts, eq(bookingPayouts.id, payoutAdjustments.payoutId))
        .where(eq(payoutAdjustments.disputeId, disputeId))
        .orderBy(asc(payoutAdjustments.id));
    },

    async setReversal(adjustmentId: number, reversalId: string): Promise<void> {
      await db
        .update(payoutAdjustments)
        .set({ reversalId })
        .where(and(eq(payoutAdjustments.id, adjustmentId), sql`${payoutAdjustments.reversalId} is null`));
    },
  };
}

export type DisputeQueries = ReturnType<typeof disputeQueries>;
