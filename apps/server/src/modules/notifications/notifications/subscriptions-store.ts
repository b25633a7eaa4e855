import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type TNotificationPreferences,
} from '@cuepoint/domain/notifications/preferences';
import type { Db } from '../../../db/client.ts';
import { notificationPreferences, pushSubscriptions } from '../../../db/schema/notifications.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

export type NewSubscription = {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  platform: string | null;
  now: Date;
};

const preferencesOf = (
  row: typeof notificationPreferences.$inferSelect | undefined,
): TNotificationPreferences =>
  row
    ? {
        djAvailableInCity: row.djAvailableInCity,
        requestResponses: row.requestResponses,
        bookingUpdates: row.bookingUpdates,
        eventReminders: row.eventReminders,
        newFeatures: row.newFeatures,
      }
    : { ...DEFAULT_NOTIFICATION_PREFERENCES };

/** Push subscriptions (devices) and notification preferences. */
export function createSubscriptionsStore(db: Db) {
  return {
    /**
     * Saves a device's subscription. An endpoint is one browser: subscribing again updates its keys, and a browser
     * now signed in to another account moves to it. Answers the row and whether it is new.
     */
    async save(input: NewSubscription): Promise<{ row: SubscriptionRow; created: boolean }> {
      const [before] = await db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, input.endpoint));
      const [row] = await db
        .insert(pushSubscriptions)
        .values({
          userId: input.userId,
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          userAgent: input.userAgent,
          platform: input.platform,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: input.userId,
            p256dh: input.p256dh,
            auth: input.auth,
            userAgent: input.userAgent,
            platform: input.platform,
            updatedAt: input.now,
          },
        })
        .returning();
      return { row: row!, created: before?.userId !== input.userId };
    },

    /** Removes the account's device with this endpoint, or every device of the account; answers how many. */
    async remove(userId: number, endpoint?: string): Promise<number> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(
          endpoint === undefined
            ? eq(pushSubscriptions.userId, userId)
            : and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)),
        )
        .returning({ id: pushSubscriptions.id });
      return removed.length;
    },

    /** The push service said this subscription is gone (404/410). */
    async removeById(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async markSuccess(id: number, now: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id));
    },

    async listFor(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.id);
    },

    async preferences(userId: number): Promise<TNotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return preferencesOf(row);
    },

    /** Changes the categories given and keeps the others; answers every category after the change. */
    async updatePreferences(
      userId: number,
      patch: Partial<TNotificationPreferences>,
      now: Date,
    ): Promise<TNotificationPreferences> {
      const next = { ...(await this.preferences(userId)), ...patch };
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...next, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...patch, updatedAt: now } })
        .returning();
      return preferencesOf(row);
    },
  };
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;
