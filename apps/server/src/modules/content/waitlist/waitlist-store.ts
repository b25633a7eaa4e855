import type { Db } from '../../../db/client.ts';
import { waitlistSignups } from '../../../db/schema/public-forms.ts';
import type { TWaitlistRole } from '@cuepoint/domain/content/waitlist';

export function createWaitlistStore(db: Db) {
  return {
    /** One row per address: a repeated sign-up changes nothing and reports that it was known. */
    async add(values: { email: string; emailNormalized: string; role: TWaitlistRole }): Promise<boolean> {
      const rows = await db
        .insert(waitlistSignups)
        .values(values)
        .onConflictDoNothing({ target: waitlistSignups.emailNormalized })
        .returning({ id: waitlistSignups.id });
      return rows.length === 1;
    },
  };
}
