import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MAX_ROUTED_DJS } from '@cuepoint/domain/matchmaking/for-request';
import { bookingEvents } from '../../../db/schema/booking.ts';
import { emailTokens } from '../../../db/schema/accounts.ts';
import { users } from '../../../db/schema/users.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { hashToken, newToken } from '../../accounts/accounts/tokens.ts';
import { bookingKitPerFile, remoteDj, submitRequest, uniqueGenre } from '../bookings/bookings-test-kit.ts';

/**
 * A DJ who becomes a match after an open request was shared is reached by it too (decision record 045): on verifying
 * the address, on a profile change, while the request is open, has room, and would choose the DJ.
 */
const { kit, call } = bookingKitPerFile();

async function inbox(djUserId: number): Promise<number[]> {
  const answer = await call('GET', '/dj/booking-requests', await kit.bearer(djUserId));
  return (answer.body.data as { id: number }[]).map((request) => request.id);
}

/** Runs the jobs the last call sent, then waits until the DJ's inbox says what the test expects. */
async function expectInbox(djUserId: number, check: (ids: number[]) => void) {
  await kit.advanceHours(0);
  await vi.waitFor(async () => check(await inbox(djUserId)), { timeout: 10_000, interval: 50 });
}

async function fanAuth() {
  const { user } = await createEnthusiast(kit.t.database.db);
  return kit.bearer(user.id);
}

async function reachedEvents(requestId: number) {
  return kit.t.database.db
    .select({ payload: bookingEvents.payload })
    .from(bookingEvents)
    .where(
      and(eq(bookingEvents.requestId, requestId), eq(bookingEvents.type, 'booking_request.reached_new_djs')),
    );
}

describe('an open request and a DJ who matches it later', () => {
  it('reaches a DJ who verifies the address after it was shared, once, and tells only that DJ', async () => {
    const genre = uniqueGenre();
    const auth = await fanAuth();
    const open = await submitRequest(kit, auth, { hoursAhead: 100, genre });
    const late = await remoteDj(kit, genre, 'Late');
    await kit.t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, late.id));
    expect(await inbox(late.id)).toEqual([]);

    const token = newToken();
    const now = kit.now();
    await kit.t.database.db.insert(emailTokens).values({
      tokenHash: hashToken(token),
      userId: late.id,
      purpose: 'verify_email',
      email: late.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    expect((await call('POST', '/auth/verify-email', undefined, { token })).status).toBe(200);
    await expectInbox(late.id, (ids) => expect(ids).toContain(open.id));
    const events = await reachedEvents(open.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ dj_id: late.id, request_id: open.id });

    // Another change does not reach the DJ again.
    const put = await call('PUT', '/dj/profile', await kit.bearer(late.id), {
      bio: 'Warm-ups and peak time',
    });
    expect(put.status).toBe(200);
    await kit.advanceHours(0);
    expect(await reachedEvents(open.id)).toHaveLength(1);
  });

  it('reaches a DJ whose profile change makes them a match, not one it does not', async () => {
    const genre = uniqueGenre();
    const auth = await fanAuth();
    const open = await submitRequest(kit, auth, { hoursAhead: 110, genre, hourlyBudget: 150 });
    const pricey = await remoteDj(kit, genre, 'Pricey');
    await kit.t.database.db
      .update(djProfiles)
      .set({ hourlyRateMinMinor: 90_000, currency: 'EUR' })
      .where(eq(djProfiles.userId, pricey.id));

    const unrelated = await call('PUT', '/dj/profile', await kit.bearer(pricey.id), {
      bio: 'Still asking a lot',
    });
    expect(unrelated.status).toBe(200);
    await kit.advanceHours(0);
    expect(await inbox(pricey.id)).not.toContain(open.id);

    const cheaper = await call('PUT', '/dj/profile', await kit.bearer(pricey.id), { hourly_rate_min: 120 });
    expect(cheaper.status, JSON.stringify(cheaper.body)).toBe(200);
    await expectInbox(pricey.id, (ids) => expect(ids).toContain(open.id));
  });

  it('leaves alone a request still aimed at one DJ, one past its window, and one that reached its most DJs', async () => {
    const genre = uniqueGenre();
    const auth = await fanAuth();
    const target = await remoteDj(kit, genre, 'Target');
    const aimed = await submitRequest(kit, auth, { hoursAhead: 120, djId: target.id });
    const soon = await submitRequest(kit, auth, { hoursAhead: 30, genre });
    const full = await submitRequest(kit, auth, { hoursAhead: 130, genre });
    // `full` reached the target and the DJs made now: fill it up to the limit.
    const fillers = [];
    for (let i = fillers.length; i < MAX_ROUTED_DJS; i += 1)
      fillers.push(await remoteDj(kit, genre, `Filler${i}`));
    for (const filler of fillers)
      expect((await call('PUT', '/dj/profile', await kit.bearer(filler.id), { bio: 'Here' })).status).toBe(
        200,
      );
    await kit.advanceHours(0);
    await vi.waitFor(async () => {
      const reached = await call('GET', `/booking-requests/${full.id}`, auth);
      expect(reached.status).toBe(200);
      expect((reached.body.data.recipients as unknown[]).length).toBe(MAX_ROUTED_DJS);
    });

    // The clock passes the soon request's window (23 h before its event), not the others'.
    await kit.advanceHours(8);
    const late = await remoteDj(kit, genre, 'Latest');
    expect((await call('PUT', '/dj/profile', await kit.bearer(late.id), { bio: 'New here' })).status).toBe(
      200,
    );
    await kit.advanceHours(0);
    const ids = await inbox(late.id);
    expect(ids).not.toContain(aimed.id);
    expect(ids).not.toContain(soon.id);
    expect(ids).not.toContain(full.id);
  });
});
