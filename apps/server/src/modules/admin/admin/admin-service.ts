import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_MESSAGES,
  isOperatorEmail,
  type TAdminDispute,
  type TAdminReport,
  type TAdminUser,
  type TAuditEntry,
  type TOperatorAction,
} from '@cuepoint/domain/trust/admin';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import type { Clock } from '../../../adapters/clock.ts';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { bookingRowQueries } from '../../booking/index.ts';
import { presentBookings } from '../../booking/index.ts';
import type { DisputesService } from '../../booking/index.ts';
import { presentDispute } from '../../booking/index.ts';
import { disputeQueries, type DisputeRow } from '../../booking/index.ts';
import { adminQueries } from './admin-store.ts';
import { auditEntries, recordOperatorAction, type AuditRow } from '../../platform/index.ts';

/**
 * What a suspension moves, done as the account would through the booking engine: a DJ's open requests declined and
 * its bookings not yet charged cancelled (both reach similar DJs again); a customer's open requests withdrawn (holds
 * released, saved cards dropped, the DJs told).
 */
export type Rerouting = {
  declineRequest(dj: AuthUser, requestId: number): Promise<unknown>;
  cancelBooking(dj: AuthUser, bookingId: number, reason: string): Promise<unknown>;
  withdrawRequest(customer: AuthUser, requestId: number, reason: string): Promise<unknown>;
};

export type AdminDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  operators: readonly string[];
  disputes: DisputesService;
  rerouting: Rerouting;
};

export const SUSPENSION_CANCEL_REASON =
  'The DJ can no longer take this booking: the account was suspended by Cuepoint.';

export const SUSPENSION_WITHDRAW_REASON =
  'The customer can no longer book: the account was suspended by Cuepoint.';

type UserFacts = Awaited<ReturnType<ReturnType<typeof adminQueries>['user']>>;

function presentUser(row: NonNullable<UserFacts>): TAdminUser {
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.stageName ?? row.user.displayName,
    user_type: row.user.userType,
    created_at: row.user.createdAt.toISOString(),
    suspended: row.suspension !== null,
    suspended_at: row.suspension?.suspendedAt.toISOString() ?? null,
    suspension_reason: row.suspension?.reason ?? null,
    bookings: Number(row.bookings),
  };
}

function presentAudit(row: AuditRow, currency: string | null): TAuditEntry {
  return {
    id: row.id,
    operator: { id: row.operatorUserId ?? 0, email: row.operatorEmail },
    action: row.action as TOperatorAction,
    target: row.targetType,
    target_id: row.targetId,
    detail: row.detail,
    currency,
    at: row.createdAt.toISOString(),
  };
}

/** The account as the engine's services see it signed in, for the moves a suspension makes in its name. */
function actingAs(row: NonNullable<UserFacts>, now: Date): AuthUser {
  return {
    id: row.user.id,
    email: row.user.email,
    userType: row.user.userType as TUserType,
    displayName: row.user.displayName,
    emailVerified: true,
    sessionId: 0,
    sessionExpiresAt: now,
    sessionSignedInAt: now,
    credentialConfirmedAt: null,
    row: row.user,
  };
}

/**
 * The operator console (decision record 034). Every action that changes something writes the operator audit in
 * its own transaction; reading a booking is audited too.
 */
export function createAdminService(deps: AdminDeps) {
  const { db, clock, log } = deps;
  const store = adminQueries(db);
  const disputeStore = disputeQueries(db);

  async function adminDispute(row: DisputeRow): Promise<TAdminDispute> {
    const booking = (await disputeStore.booking(row.bookingId))!;
    const names = await store.names([booking.customerUserId, booking.djUserId]);
    return {
      ...presentDispute(row, booking, await disputeStore.adjustments(row.id), null),
      request_id: booking.requestId,
      customer: { id: booking.customerUserId, name: names.get(booking.customerUserId) ?? '' },
      dj: { id: booking.djUserId, name: names.get(booking.djUserId) ?? '' },
      refund_failure:
        row.settleError === null
          ? null
          : {
              attempts: row.settleAttempts,
              error: row.settleError,
              alerted_at: row.settleAlertedAt?.toISOString() ?? null,
            },
    };
  }

  // A decision's amounts are written in minor units without their currency: it is the dispute's, read here so that
  // entries written before and after read alike.
  async function presentAuditRows(rows: AuditRow[]): Promise<TAuditEntry[]> {
    const currencies = await store.disputeCurrencies(
      rows.filter((row) => row.targetType === 'dispute').map((row) => row.targetId),
    );
    return rows.map((row) =>
      presentAudit(row, row.targetType === 'dispute' ? (currencies.get(row.targetId) ?? null) : null),
    );
  }

  async function audit(
    operator: AuthUser,
    action: TOperatorAction,
    targetType: 'user' | 'booking' | 'dispute' | 'report',
    targetId: number,
    detail: Record<string, unknown>,
    txDb: Db = db,
  ) {
    await recordOperatorAction(txDb, {
      operator: { id: operator.id, email: operator.email },
      action,
      targetType,
      targetId,
      detail,
      at: clock.now(),
    });
  }

  return {
    async overview() {
      return store.counts();
    },

    async searchUsers(query: string): Promise<TAdminUser[]> {
      return (await store.searchUsers(query, 50)).map(presentUser);
    },

    /**
     * Suspends an account: signed out everywhere and unable to sign in, not found in search, not bookable. A DJ's
     * open requests go on without it (as its decline: a request aimed at it reaches similar DJs, its live offers
     * close) and its bookings not yet charged are cancelled in its name, so the requests reopen to similar DJs. A
     * customer's requests still open or awaiting its confirmation are withdrawn in its name (holds released); its
     * confirmed bookings stay for the operators.
     */
    async suspend(operator: AuthUser, userId: number, reason: string): Promise<TAdminUser> {
      const found = await store.user(userId);
      if (!found) throw notFound(ADMIN_MESSAGES.userNotFound);
      if (found.user.id === operator.id) throw unprocessable(ADMIN_MESSAGES.ownAccount);
      if (isOperatorEmail(found.user.email, deps.operators))
        throw unprocessable(ADMIN_MESSAGES.operatorAccount);
      const now = clock.now();
      const isDj = found.user.userType === 'dj';
      const work = isDj ? await store.openWorkOf(userId) : { requestIds: [], bookingIds: [] };
      const withdrawn = isDj ? [] : await store.openRequestsOf(userId);
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        if (!(await adminQueries(txDb).suspend(userId, reason, operator.id, now)))
          throw conflict(ADMIN_MESSAGES.alreadySuspended);
        const moved = isDj ? work : { withdrawnRequestIds: withdrawn };
        await audit(operator, 'user.suspended', 'user', userId, { reason, ...moved }, txDb);
      });
      const dj = actingAs(found, now);
      for (const requestId of withdrawn)
        await deps.rerouting
          .withdrawRequest(dj, requestId, SUSPENSION_WITHDRAW_REASON)
          .catch((error: unknown) => {
            log.warn(
              { err: error, requestId, userId },
              'a suspended customer’s request could not be withdrawn',
            );
          });
      for (const bookingId of work.bookingIds)
        await deps.rerouting
          .cancelBooking(dj, bookingId, SUSPENSION_CANCEL_REASON)
          .catch((error: unknown) => {
            log.warn({ err: error, bookingId, userId }, 'a suspended DJ’s booking could not be cancelled');
          });
      for (const requestId of work.requestIds)
        await deps.rerouting.declineRequest(dj, requestId).catch((error: unknown) => {
          log.warn({ err: error, requestId, userId }, 'a suspended DJ’s request could not be re-routed');
        });
      return presentUser((await store.user(userId))!);
    },

    async restore(operator: AuthUser, userId: number, reason: string): Promise<TAdminUser> {
      if (!(await store.user(userId))) throw notFound(ADMIN_MESSAGES.userNotFound);
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        if (!(await adminQueries(txDb).restore(userId))) throw conflict(ADMIN_MESSAGES.notSuspended);
        await audit(operator, 'user.restored', 'user', userId, { reason }, txDb);
      });
      return presentUser((await store.user(userId))!);
    },

    /** Any booking with its audit trail, its dispute and what operators did about it (the reading is audited). */
    async booking(
      operator: AuthUser,
      bookingId: number,
    ): Promise<{ booking: TBooking; dispute: TAdminDispute | null; operator_audit: TAuditEntry[] }> {
      const rows = bookingRowQueries(db);
      const row = await rows.bookingDetail(bookingId);
      if (!row) throw notFound('Booking not found');
      const [booking] = await presentBookings(rows, [row]);
      const dispute = await disputeStore.ofBooking(bookingId);
      await audit(operator, 'booking.viewed', 'booking', bookingId, {});
      const trail = [
        ...(await auditEntries(db, { targetType: 'booking', targetId: bookingId })),
        ...(dispute ? await auditEntries(db, { targetType: 'dispute', targetId: dispute.id }) : []),
      ].sort((a, b) => b.id - a.id);
      return {
        booking: booking!,
        dispute: dispute ? await adminDispute(dispute) : null,
        operator_audit: await presentAuditRows(trail),
      };
    },

    async disputes(status: 'open' | 'all'): Promise<TAdminDispute[]> {
      // The queue: refunds that keep failing at the gateway first, then the disputes waiting for a decision.
      const rows =
        status === 'open'
          ? [
              ...(await disputeStore.failingSettles(50)),
              ...(await disputeStore.list(['open', 'answered'], 100)),
            ]
          : await disputeStore.recent(100);
      return Promise.all(rows.map(adminDispute));
    },

    async decide(operator: AuthUser, disputeId: number, body: Parameters<DisputesService['decide']>[2]) {
      await deps.disputes.decide(operator, disputeId, body);
      return adminDispute((await disputeStore.byId(disputeId))!);
    },

    async reports(status: 'open' | 'all'): Promise<TAdminReport[]> {
      const rows = await store.reports(status, 100);
      const reviewRows = new Map(
        (await store.reviewsByIds(rows.filter((r) => r.targetType === 'review').map((r) => r.targetId))).map(
          (r) => [r.review.id, r],
        ),
      );
      const messageRows = new Map(
        (
          await store.messagesByIds(rows.filter((r) => r.targetType === 'message').map((r) => r.targetId))
        ).map((r) => [r.message.id, r]),
      );
      const authors = rows.map((row) =>
        row.targetType === 'review'
          ? (reviewRows.get(row.targetId)?.review.authorUserId ?? 0)
          : (messageRows.get(row.targetId)?.message.senderUserId ?? 0),
      );
      const names = await store.names([...authors, ...rows.map((row) => row.reporterUserId)]);
      return rows.map((row, index) => {
        const review = reviewRows.get(row.targetId);
        const message = messageRows.get(row.targetId);
        const isReview = row.targetType === 'review';
        return {
          id: row.id,
          target: isReview ? 'review' : 'message',
          target_id: row.targetId,
          text: (isReview ? review?.review.body : message?.message.body) ?? '',
          author: { id: authors[index]!, name: names.get(authors[index]!) ?? '' },
          reporter: { id: row.reporterUserId, name: names.get(row.reporterUserId) ?? '' },
          reason: row.reason,
          status: row.status as 'open' | 'resolved',
          resolution: (row.resolution as 'removed' | 'kept' | null) ?? null,
          created_at: row.createdAt.toISOString(),
          booking_id: isReview ? (review?.review.bookingId ?? null) : null,
          request_id: isReview ? (review?.requestId ?? null) : (message?.thread.requestId ?? null),
        };
      });
    },

    /** Removes the reported review or message (kept, no longer shown) or keeps it; every open report of it closes. */
    async resolveReport(operator: AuthUser, reportId: number, action: 'remove' | 'keep', note: string) {
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const queries = adminQueries(txDb);
        const report = await queries.report(reportId, { lock: true });
        if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
        if (report.status !== 'open') throw conflict(ADMIN_MESSAGES.reportResolved);
        const now = clock.now();
        await queries.resolve(report, action === 'remove' ? 'removed' : 'kept', operator.id, now);
        await audit(
          operator,
          action === 'remove' ? 'report.content_removed' : 'report.kept',
          'report',
          reportId,
          { target: report.targetType, target_id: report.targetId, note },
          txDb,
        );
      });
      return (await this.reports('all')).find((report) => report.id === reportId)!;
    },

    async audit(): Promise<TAuditEntry[]> {
      return presentAuditRows(await auditEntries(db, {}, 200));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
