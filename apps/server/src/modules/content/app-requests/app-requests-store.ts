import type { Db } from '../../../db/client.ts';
import { appDownloadRequests } from '../../../db/schema/public-forms.ts';

export function createAppRequestStore(db: Db) {
  return {
    /** One row per account and Apple ID; true when this call added it. */
    async add(values: { userId: number; appleIdEmail: string; appleIdNormalized: string }): Promise<boolean> {
      const rows = await db
        .insert(appDownloadRequests)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: appDownloadRequests.id });
      return rows.length === 1;
    },
  };
}
