import { and, eq } from 'drizzle-orm';
import { canRequestBooking } from '@cuepoint/domain/booking/profile-request-form';
import type { Db } from '../../../db/client.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import { notSuspended } from './suspension-sql.ts';

/**
 * The sign-up's dj_id (docs/product/accounts-and-sessions.md: the DJ a visitor was about to book) when it can lead
 * anywhere: the new account may request bookings (a venue or a music enthusiast) and the id is a DJ's public profile (a
 * DJ account, not suspended, with a profile). Anything else is dropped without an error, as the sign-up itself must not
 * fail over where it leads next.
 */
export async function bookableDjId(
  db: Db,
  userType: string,
  djId: number | null | undefined,
): Promise<number | null> {
  if (!djId || !canRequestBooking(userType)) return null;
  const [profile] = await db
    .select({ userId: djProfiles.userId })
    .from(djProfiles)
    .innerJoin(users, eq(users.id, djProfiles.userId))
    .where(and(eq(djProfiles.userId, djId), eq(users.userType, 'dj'), notSuspended(users.id)))
    .limit(1);
  return profile ? djId : null;
}
