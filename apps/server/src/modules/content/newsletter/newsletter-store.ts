import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { newsletterSubscriptions } from '../../../db/schema/public-forms.ts';

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

export function createNewsletterStore(db: Db) {
  return {
    /** Inserts a subscription unless the address is known; returns the row and whether it is new. */
    async insertIfNew(values: { email: string; emailNormalized: string; unsubscribeToken: string }) {
      const [created] = await db
        .insert(newsletterSubscriptions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      if (created) return { row: created, created: true };
      const [existing] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.emailNormalized, values.emailNormalized))
        .limit(1);
      return { row: existing, created: false };
    },

    async resubscribe(id: number, now: Date): Promise<Subscription | undefined> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'subscribed', subscribedAt: now, unsubscribedAt: null })
        .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.status, 'unsubscribed')))
        .returning();
      return row;
    },

    async findByToken(token: string): Promise<Subscription | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.unsubscribeToken, token))
        .limit(1);
      return row;
    },

    /** True when this call unsubscribed the address (false: it already was). */
    async unsubscribe(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: now })
        .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.status, 'subscribed')))
        .returning({ id: newsletterSubscriptions.id });
      return rows.length === 1;
    },
  };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
