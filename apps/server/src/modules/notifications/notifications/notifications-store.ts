import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TNotificationDraft } from '@cuepoint/domain/notifications/booking-notifications';
import type { TDeliveryChannel } from '@cuepoint/domain/notifications/delivery-policy';
import type { Db } from '../../../db/client.ts';
import { notificationDeliveries, notifications } from '../../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The channel every change of an account's notification centre notifies, with the account's id. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Writes drafts as notifications of one source, each with a push and an e-mail delivery, and announces the new items
 * to the accounts' unread-count streams at commit. A draft already written for its account and source is skipped, so
 * a source read twice notifies once. Answers how many were new.
 */
export async function insertNotifications(
  db: Db,
  sourceKey: string,
  drafts: readonly TNotificationDraft[],
  now: Date,
): Promise<number> {
  let created = 0;
  const seen = new Set<number>();
  for (const draft of drafts) {
    // One notification per account and source, even when a draft list names an account twice.
    if (seen.has(draft.userId)) continue;
    seen.add(draft.userId);
    // One round trip: the notification, its push and e-mail deliveries, and the wake of the account's streams.
    const result = await db.execute(sql`
      with inserted as (
        insert into notifications (user_id, source_key, category, kind, title, body, url, created_at)
        values (${draft.userId}, ${sourceKey}, ${draft.category}, ${draft.kind}, ${draft.title}, ${draft.body},
          ${draft.url}, ${now.toISOString()}::timestamptz)
        on conflict (user_id, source_key) do nothing
        returning id, user_id
      ),
      deliveries as (
        insert into notification_deliveries (notification_id, channel, next_attempt_at, created_at)
        select inserted.id, channel, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from inserted, (values ('push'), ('email')) as channels (channel)
        on conflict do nothing
        returning notification_id
      )
      select id, pg_notify(${NOTIFICATIONS_CHANNEL}, user_id::text), (select count(*) from deliveries) as deliveries
      from inserted
    `);
    if (rowsOf<{ id: number }>(result).length === 0) continue;
    created += 1;
  }
  return created;
}

/** Wakes the account's unread-count streams (sent at commit inside a transaction). */
export async function announce(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(userId)})`);
}

/** The notification centre's queries. */
export function createCentreStore(db: Db) {
  return {
    async list(userId: number, before: number | undefined, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(
          before === undefined
            ? eq(notifications.userId, userId)
            : and(eq(notifications.userId, userId), lt(notifications.id, before)),
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.count ?? 0);
    },

    /** Marks one of the account's notifications read; null when it is not the account's. */
    async markRead(userId: number, id: number, now: Date): Promise<NotificationRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(notifications)
          .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
          .returning();
        if (row) await announce(tx as unknown as Db, userId);
        return row ?? null;
      });
    },

    async markAllRead(userId: number, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(notifications)
          .set({ readAt: now })
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
          .returning({ id: notifications.id });
        if (rows.length > 0) await announce(tx as unknown as Db, userId);
        return rows.length;
      });
    },
  };
}

export type CentreStore = ReturnType<typeof createCentreStore>;

/** A delivery a sender took, with what it sends and to whom. */
export type ClaimedDelivery = {
  id: number;
  channel: TDeliveryChannel;
  attempts: number;
  leaseUntil: Date;
  pushSentTo: number[];
  createdAt: Date;
  notificationId: number;
  userId: number;
  category: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  email: string;
  /** Whether the account proved its address: e-mail goes only to a verified one. */
  emailVerified: boolean;
  displayName: string;
  userType: string;
};

type RawClaimed = {
  id: number | string;
  channel: string;
  attempts: number | string;
  lease_until: Date | string;
  push_sent_to: number[] | string | null;
  created_at: Date | string;
  notification_id: number | string;
  user_id: number | string;
  category: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  email: string;
  email_verified: boolean | string;
  display_name: string;
  user_type: string;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const asIds = (value: number[] | string | null): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : typeof value === 'string'
      ? value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
      : [];

/** The sender's queries: take due deliveries with a lease, and record each outcome while the lease is still ours. */
export function createDeliveryStore(db: Db) {
  return {
    /**
     * Takes up to `limit` due deliveries (pending, due, not leased by a live sender) for `leaseMs`, counting the
     * attempt. Concurrent senders skip each other's rows.
     */
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      const at = now.toISOString();
      const result = await db.execute(sql`
        with due as (
          select id from notification_deliveries
          where status = 'pending' and next_attempt_at <= ${at}::timestamptz
            and (lease_until is null or lease_until <= ${at}::timestamptz)
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        update notification_deliveries d
        set lease_until = ${leaseUntil}::timestamptz, attempts = d.attempts + 1
        from due, notifications n, users u
        where d.id = due.id and n.id = d.notification_id and u.id = n.user_id
        returning d.id, d.channel, d.attempts, d.lease_until, d.push_sent_to, d.created_at, d.notification_id,
          n.user_id, n.category, n.kind, n.title, n.body, n.url, u.email,
          u.email_verified_at is not null as email_verified, u.display_name, u.user_type
      `);
      return rowsOf<RawClaimed>(result)
        .map((row) => ({
          id: Number(row.id),
          channel: row.channel as TDeliveryChannel,
          attempts: Number(row.attempts),
          leaseUntil: asDate(row.lease_until),
          pushSentTo: asIds(row.push_sent_to),
          createdAt: asDate(row.created_at),
          notificationId: Number(row.notification_id),
          userId: Number(row.user_id),
          category: row.category,
          kind: row.kind,
          title: row.title,
          body: row.body,
          url: row.url,
          email: row.email,
          emailVerified: row.email_verified === true || row.email_verified === 't',
          displayName: row.display_name,
          userType: row.user_type,
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** One more device reached: a retry of this delivery skips it. */
    async addPushSent(delivery: ClaimedDelivery, subscriptionId: number): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({
          pushSentTo: sql`array_append(${notificationDeliveries.pushSentTo}, ${subscriptionId}::integer)`,
        })
        .where(eq(notificationDeliveries.id, delivery.id));
    },

    /** The delivery's outcome, recorded only while the lease is still this sender's (false: another took it over). */
    async finish(
      delivery: ClaimedDelivery,
      outcome:
        | { status: 'sent' | 'skipped' | 'failed'; now: Date; error?: string | null }
        | { status: 'pending'; nextAttemptAt: Date; error: string },
    ): Promise<boolean> {
      const rows = await db
        .update(notificationDeliveries)
        .set(
          outcome.status === 'pending'
            ? { nextAttemptAt: outcome.nextAttemptAt, leaseUntil: null, lastError: outcome.error }
            : {
                status: outcome.status,
                leaseUntil: null,
                lastError: outcome.error ?? null,
                ...(outcome.status === 'sent' ? { sentAt: outcome.now } : {}),
              },
        )
        .where(
          and(
            eq(notificationDeliveries.id, delivery.id),
            eq(notificationDeliveries.status, 'pending'),
            eq(notificationDeliveries.leaseUntil, delivery.leaseUntil),
          ),
        )
        .returning({ id: notificationDeliveries.id });
      return rows.length === 1;
    },

    /** When the next pending delivery falls due (null: none). */
    async nextDueAt(): Promise<Date | null> {
      const [row] = rowsOf<{ at: Date | string | null }>(
        await db.execute(
          sql`select min(next_attempt_at) as at from notification_deliveries where status = 'pending'`,
        ),
      );
      return row?.at ? asDate(row.at) : null;
    },
  };
}

export type DeliveryStore = ReturnType<typeof createDeliveryStore>;
