import { canRequestBooking } from '@cuepoint/domain/booking/profile-request-form';
import type { Db } from '../../../db/client.ts';
import { createDjProfileStore } from '../../djs/profile/profile-store.ts';

/**
 * The sign-up's dj_id (1-foundation §3: the DJ a visitor was about to book) when it can lead anywhere: the new
 * account may request bookings (a venue or a music enthusiast) and the id is a DJ's public profile. Anything else is
 * dropped without an error, as the sign-up itself must not fail over where it leads next.
 */
export async function bookableDjId(
  db: Db,
  userType: string,
  djId: number | null | undefined,
): Promise<number | null> {
  if (!djId || !canRequestBooking(userType)) return null;
  return (await createDjProfileStore(db).byUserId(djId)) ? djId : null;
}
