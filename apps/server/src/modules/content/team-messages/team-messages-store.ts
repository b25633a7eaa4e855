import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bugReports, contactMessages } from '../../../db/schema/public-forms.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type NewBugReport = typeof bugReports.$inferInsert;

/** Messages to the team are stored first and marked once mailed, so a mail outage loses nothing. */
export function createMessageStore(db: Db) {
  return {
    async addContactMessage(values: NewContactMessage) {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },
    async markContactMessageMailed(id: number, at: Date) {
      await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
    },
    async addBugReport(values: NewBugReport) {
      const [row] = await db.insert(bugReports).values(values).returning();
      return row!;
    },
    async markBugReportMailed(id: number, at: Date) {
      await db.update(bugReports).set({ mailedAt: at }).where(eq(bugReports.id, id));
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;
