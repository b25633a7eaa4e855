import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/users.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { bookingKitPerFile, remoteDj, submitRequest, uniqueGenre } from '../bookings/bookings-test-kit.ts';

/** A DJ who has not verified the address cannot answer, so open requests pass them by (decision record 043). */
const { kit, call } = bookingKitPerFile();

describe('a DJ who never verified the address', () => {
  it('is not shared an open request, yet sees one aimed at them and must verify to answer it', async () => {
    const genre = uniqueGenre();
    const verified = await remoteDj(kit, genre, 'Verified');
    const unverified = await remoteDj(kit, genre, 'Unverified');
    await kit.t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    const { user: fan } = await createEnthusiast(kit.t.database.db);
    const fanAuth = await kit.bearer(fan.id);

    const open = await submitRequest(kit, fanAuth, { hoursAhead: 100, genre });
    const aimed = await submitRequest(kit, fanAuth, { hoursAhead: 102, djId: unverified.id });
    const inbox = async (userId: number) =>
      (
        (await call('GET', '/dj/booking-requests', await kit.bearer(userId))).body.data as { id: number }[]
      ).map((request) => request.id);
    expect(await inbox(verified.id)).toContain(open.id);
    expect(await inbox(unverified.id)).toEqual([aimed.id]);
    const accept = await call(
      'POST',
      `/booking-requests/${aimed.id}/accept`,
      await kit.bearer(unverified.id),
      {},
    );
    expect(accept.status).toBe(403);
  });
});
