import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import { bookingPayouts, bookings } from '../../../db/schema/bookings.ts';
import { paymentConnectedAccounts } from '../../../db/schema/payments.ts';
import { disputes, payoutAdjustments } from '../../../db/schema/trust.ts';
import { users } from '../../../db/schema/users.ts';
import type { DisputeRow } from '../disputes/disputes-store.ts';
import { PAYOUT_MESSAGES } from '@cuepoint/domain/payouts/payouts-api';

export type PayoutRow = typeof bookingPayouts.$inferSelect;
export type NewPayoutRow = typeof bookingPayouts.$inferInsert;

/** What a payout's transfer needs: the payout, its booking's request (for the outbox) and the charge that funds it. */
export type DuePayout = PayoutRow & DueFacts;
type DueFacts = {
  requestId: number;
  requestStatus: string;
  paymentStatus: string;
  paymentIntentId: string | null;
  customerUserId: number;
  eventAt: Date;
};

/** A payout as the DJ's dashboard lists it, with its booking's event and fee split. */
export type ListedPayout = PayoutRow & {
  customerName: string;
  eventAt: Date;
  eventTimezone: string;
  durationMinutes: number;
  bookingAmountMinor: number;
  platformFeeMinor: number;
  processingFeeMinor: number;
  djPayoutMinor: number;
  /** What the booking's card was charged, read as the booking's answer reads it (chargedOf). */
  paymentStatus: string;
  cancellationChargeMinor: number | null;
  /** The booking's dispute, if any: a decided refund changes what the DJ receives. */
  dispute: DisputeMoney | null;
  /** What that dispute's refund took from this payout, if anything. */
  clawback: PayoutClawback | null;
};

/** A dispute's refund taken from one payout: reduced before it was paid, or reversed after (reversalId once sent). */
export type PayoutClawback = { kind: string; amountMinor: number; reversalId: string | null };

/** A dispute's decision as money (decided-refund.ts reads it). */
export type DisputeMoney = Pick<
  DisputeRow,
  'status' | 'outcome' | 'refundMinor' | 'djShareMinor' | 'platformShareMinor' | 'refundId'
>;

/** Which due payouts a run of the job takes. */
export type DueFilter = { bookingId?: number | undefined; djUserId?: number | undefined };

const OPEN = ['scheduled', 'failed'];

/** The payouts' queries, on the database or inside a caller's transaction (the booking engine's included). */
export function payoutQueries(db: Db) {
  const dueColumns = {
    payout: bookingPayouts,
    requestId: bookings.requestId,
    requestStatus: bookingRequests.status,
    paymentStatus: bookingRequests.paymentStatus,
    paymentIntentId: bookingRequests.paymentIntentId,
    customerUserId: bookingRequests.customerUserId,
    eventAt: bookingRequests.eventAt,
  };
  type DueSelection = DueFacts & { payout: PayoutRow };
  const flatten = ({ payout, ...rest }: DueSelection): DuePayout => ({ ...payout, ...rest });

  return {
    /** Inserts the parts a booking does not have yet (a repeat keeps the first); answers all of its payouts. */
    async insertPayouts(bookingId: number, rows: readonly NewPayoutRow[]): Promise<PayoutRow[]> {
      if (rows.length > 0)
        await db
          .insert(bookingPayouts)
          .values([...rows])
          .onConflictDoNothing();
      return this.payoutsOf(bookingId);
    },

    async payoutsOf(bookingId: number): Promise<PayoutRow[]> {
      return db
        .select()
        .from(bookingPayouts)
        .where(eq(bookingPayouts.bookingId, bookingId))
        .orderBy(asc(bookingPayouts.dueAt), asc(bookingPayouts.id));
    },

    /** The booking with what its payouts need: the DJ, the payout, the terms, the event's end and the gateway. */
    async bookingForPayouts(bookingId: number) {
      const [row] = await db
        .select({
          id: bookings.id,
          djUserId: bookings.djUserId,
          currency: bookings.currency,
          djPayoutMinor: bookings.djPayoutMinor,
          paymentTerms: bookings.paymentTerms,
          eventEndsAt: bookingRequests.eventEndsAt,
          gateway: bookingRequests.gateway,
        })
        .from(bookings)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },

    /** Brings every unpaid, not cancelled payout of the booking due by `now`; answers the booking's payouts. */
    async dueBy(bookingId: number, now: Date): Promise<PayoutRow[]> {
      await db
        .update(bookingPayouts)
        .set({ dueAt: now, updatedAt: now })
        .where(
          and(
            eq(bookingPayouts.bookingId, bookingId),
            inArray(bookingPayouts.status, OPEN),
            gt(bookingPayouts.dueAt, now),
          ),
        );
      return this.payoutsOf(bookingId);
    },

    /**
     * Payouts of this gateway to pay now: scheduled and due; failed ones only for a retry (`retryFailed`), or when they failed for want
     * of an account and the DJ's account now takes payouts. Oldest due first.
     */
    async duePayouts(
      now: Date,
      gateway: string,
      filter: DueFilter & { retryFailed?: boolean },
      limit: number,
    ): Promise<DuePayout[]> {
      const accountReady = sql`exists (
        select 1 from ${paymentConnectedAccounts}
        where ${paymentConnectedAccounts.userId} = ${bookingPayouts.djUserId}
          and ${paymentConnectedAccounts.gateway} = ${bookingPayouts.gateway}
          and ${paymentConnectedAccounts.payoutsEnabled})`;
      const failedToRetry = filter.retryFailed
        ? eq(bookingPayouts.status, 'failed')
        : and(
            eq(bookingPayouts.status, 'failed'),
            eq(bookingPayouts.failureReason, PAYOUT_MESSAGES.accountMissing),
            accountReady,
          );
      const rows = await db
        .select(dueColumns)
        .from(bookingPayouts)
        .innerJoin(bookings, eq(bookings.id, bookingPayouts.bookingId))
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
        .where(
          and(
            lte(bookingPayouts.dueAt, now),
            eq(bookingPayouts.gateway, gateway),
            or(eq(bookingPayouts.status, 'scheduled'), failedToRetry),
            // Held while the booking has an open dispute: its decision may reduce them (decision record 034).
            sql`not exists (select 1 from disputes d where d.booking_id = ${bookingPayouts.bookingId} and d.status in ('open', 'answered'))`,
            filter.bookingId === undefined ? undefined : eq(bookingPayouts.bookingId, filter.bookingId),
            filter.djUserId === undefined ? undefined : eq(bookingPayouts.djUserId, filter.djUserId),
          ),
        )
        .orderBy(asc(bookingPayouts.dueAt), asc(bookingPayouts.id))
        .limit(limit);
      return rows.map(flatten);
    },

    /** The payout, locked until the caller's transaction ends (the job's outcome is written once). */
    async lockPayout(id: number): Promise<PayoutRow | null> {
      const [row] = await db.select().from(bookingPayouts).where(eq(bookingPayouts.id, id)).for('update');
      return row ?? null;
    },

    async markPaid(id: number, transferId: string | null, now: Date): Promise<PayoutRow> {
      const [row] = await db
        .update(bookingPayouts)
        .set({ status: 'paid', transferId, failureReason: null, paidAt: now, updatedAt: now })
        .where(eq(bookingPayouts.id, id))
        .returning();
      return row!;
    },

    async markFailed(id: number, reason: string, now: Date): Promise<PayoutRow> {
      const [row] = await db
        .update(bookingPayouts)
        .set({ status: 'failed', failureReason: reason, updatedAt: now })
        .where(eq(bookingPayouts.id, id))
        .returning();
      return row!;
    },

    /** The DJ's payouts, the next due first among the unpaid, then the paid newest first. */
    async djPayouts(djUserId: number, gateway: string, limit: number): Promise<ListedPayout[]> {
      const rows = await db
        .select({
          payout: bookingPayouts,
          customerName: users.displayName,
          eventAt: bookingRequests.eventAt,
          eventTimezone: bookingRequests.eventTimezone,
          durationMinutes: bookingRequests.durationMinutes,
          bookingAmountMinor: bookings.amountMinor,
          platformFeeMinor: bookings.platformFeeMinor,
          processingFeeMinor: bookings.processingFeeMinor,
          djPayoutMinor: bookings.djPayoutMinor,
          paymentStatus: bookingRequests.paymentStatus,
          cancellationChargeMinor: bookings.cancellationChargeMinor,
          disputeId: disputes.id,
          disputeStatus: disputes.status,
          outcome: disputes.outcome,
          refundMinor: disputes.refundMinor,
          djShareMinor: disputes.djShareMinor,
          platformShareMinor: disputes.platformShareMinor,
          refundId: disputes.refundId,
          clawbackKind: payoutAdjustments.kind,
          clawbackMinor: payoutAdjustments.amountMinor,
          reversalId: payoutAdjustments.reversalId,
        })
        .from(bookingPayouts)
        .innerJoin(bookings, eq(bookings.id, bookingPayouts.bookingId))
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
        .innerJoin(users, eq(users.id, bookings.customerUserId))
        .leftJoin(disputes, eq(disputes.bookingId, bookings.id))
        .leftJoin(
          payoutAdjustments,
          and(
            eq(payoutAdjustments.payoutId, bookingPayouts.id),
            eq(payoutAdjustments.disputeId, disputes.id),
          ),
        )
        .where(and(eq(bookingPayouts.djUserId, djUserId), eq(bookingPayouts.gateway, gateway)))
        .orderBy(
          sql`case when ${bookingPayouts.status} = 'paid' then 1 else 0 end`,
          sql`case when ${bookingPayouts.status} = 'paid' then null else ${bookingPayouts.dueAt} end asc`,
          desc(bookingPayouts.paidAt),
          desc(bookingPayouts.id),
        )
        .limit(limit);
      return rows.map(
        ({
          payout,
          disputeId,
          disputeStatus,
          outcome,
          refundMinor,
          djShareMinor,
          platformShareMinor,
          refundId,
          clawbackKind,
          clawbackMinor,
          reversalId,
          ...rest
        }) => ({
          ...payout,
          ...rest,
          dispute:
            disputeId === null
              ? null
              : { status: disputeStatus!, outcome, refundMinor, djShareMinor, platformShareMinor, refundId },
          clawback:
            clawbackKind === null || clawbackMinor === null
              ? null
              : { kind: clawbackKind, amountMinor: clawbackMinor, reversalId },
        }),
      );
    },

    /**
     * The DJ's payouts summed per currency and status: paid less what disputes' refunds took back from the transfers,
     * and still to come (scheduled or failed, already reduced by any refund). Together they are what the bookings'
     * `dj_payout_now` add up to.
     */
    async djTotals(djUserId: number, gateway: string) {
      const reversed = sql`(select coalesce(sum(${payoutAdjustments.amountMinor}), 0) from ${payoutAdjustments}
        where ${payoutAdjustments.payoutId} = ${bookingPayouts.id} and ${payoutAdjustments.kind} = 'reversed')`;
      const rows = await db
        .select({
          currency: bookingPayouts.currency,
          paid: sql<string>`coalesce(sum(${bookingPayouts.amountMinor} - ${reversed}) filter (where ${bookingPayouts.status} = 'paid'), 0)`,
          owed: sql<string>`coalesce(sum(${bookingPayouts.amountMinor}) filter (where ${bookingPayouts.status} in ('scheduled', 'failed')), 0)`,
        })
        .from(bookingPayouts)
        .where(and(eq(bookingPayouts.djUserId, djUserId), eq(bookingPayouts.gateway, gateway)))
        .groupBy(bookingPayouts.currency)
        .orderBy(asc(bookingPayouts.currency));
      return rows.map((row) => ({
        currency: row.currency,
        paidMinor: Number(row.paid),
        owedMinor: Number(row.owed),
      }));
    },
  };
}

export type PayoutQueries = ReturnType<typeof payoutQueries>;

export type PayoutStore = PayoutQueries & {
  /** Runs work in one transaction: a payout's outcome and its outbox row commit together. */
  transaction<T>(work: (tx: PayoutQueries, db: Db) => Promise<T>): Promise<T>;
};

export function createPayoutStore(db: Db): PayoutStore {
  return {
    ...payoutQueries(db),
    transaction: (work) =>
      db.transaction(async (tx) => work(payoutQueries(tx as unknown as Db), tx as unknown as Db)),
  };
}
