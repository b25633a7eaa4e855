import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@cuepoint/domain/trust/admin';
import { MESSAGE_MESSAGES } from '@cuepoint/domain/trust/messages';
import { BOOKING_API_MESSAGES } from '@cuepoint/domain/booking/request-api';
import { createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { hashPassword } from '../../accounts/accounts/passwords.ts';
import { users } from '../../../db/schema/users.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { eq } from 'drizzle-orm';
import {
  acceptAndConfirm,
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  uniqueGenre,
} from '../../booking/bookings/bookings-test-kit.ts';
import { makeOperator } from './admin-test-kit.ts';

const { kit, call } = bookingKitPerFile();

const ROUTES: [method: 'GET' | 'POST', url: string, body?: object][] = [
  ['GET', '/admin/overview'],
  ['GET', '/admin/users?q=a'],
  ['POST', '/admin/users/999999/suspend', { reason: 'Test' }],
  ['POST', '/admin/users/999999/restore', { reason: 'Test' }],
  ['GET', '/admin/bookings/999999'],
  ['GET', '/admin/disputes'],
  ['POST', '/admin/disputes/999999/decide', { outcome: 'no_refund', note: 'Test' }],
  ['GET', '/admin/reports'],
  ['POST', '/admin/reports/999999/resolve', { action: 'keep', note: 'Test' }],
  ['GET', '/admin/audit'],
];

describe('the operator console', () => {
  it('is reached by operators only: a visitor 401, any other account 403, an unverified listed address 403', async () => {
    const { user: venue } = await createVenue(kit.t.database.db);
    const venueAuth = await kit.bearer(venue.id);
    const dj = await remoteDj(kit, uniqueGenre(), 'Not ops');
    const djAuth = await kit.bearer(dj.id);
    const unverified = await makeOperator(kit, { verified: false });
    const operator = await makeOperator(kit);
    for (const [method, url, body] of ROUTES) {
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      for (const auth of [venueAuth, djAuth, unverified.auth]) {
        const answer = await call(method, url, auth, body);
        expect([answer.status, answer.body.error], `${method} ${url}`).toEqual([
          403,
          ADMIN_MESSAGES.operatorsOnly,
        ]);
      }
      const answer = await call(method, url, operator.auth, body);
      expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).not.toBeGreaterThanOrEqual(
        500,
      );
      expect([401, 403]).not.toContain(answer.status);
    }
    // The session says who the console answers, so the menu can lead there without asking it.
    const sessionOf = async (auth: typeof operator.auth) =>
      (await call('GET', '/auth/session', auth)).body.user?.is_operator;
    expect(await sessionOf(operator.auth)).toBe(true);
    expect(await sessionOf(unverified.auth)).toBe(false);
    expect(await sessionOf(venueAuth)).toBe(false);
    expect((await call('GET', '/admin/overview', operator.auth)).body.data).toMatchObject({
      openDisputes: expect.any(Number),
      openReports: expect.any(Number),
    });
    const found = await call(
      'GET',
      `/admin/users?q=${encodeURIComponent(venue.email.slice(0, 12))}`,
      operator.auth,
    );
    expect(found.body.data.map((user: { id: number }) => user.id)).toContain(venue.id);
    expect((await call('GET', `/admin/users?q=${'x'.repeat(101)}`, operator.auth)).status).toBe(400);
  });

  it('suspends a DJ: signed out, unable to sign in, gone from its profile and reviews, not bookable, its open request re-routed; restoring brings it back; all audited', async () => {
    const genre = uniqueGenre();
    const operator = await makeOperator(kit);
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const customerAuth = await kit.bearer(customer.id);
    const suspended = await remoteDj(kit, genre, 'Suspended');
    const other = await remoteDj(kit, genre, 'Other');
    await kit.t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Correct horse battery 9') })
      .where(eq(users.id, suspended.id));
    const djAuth = await kit.bearer(suspended.id);
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 100, genre, djId: suspended.id });
    const before = await call('GET', '/dj/booking-requests', await kit.bearer(other.id));
    expect(before.body.data.map((item: { id: number }) => item.id)).not.toContain(request.id);

    const [profile] = await kit.t.database.db
      .select({ stageName: djProfiles.stageName })
      .from(djProfiles)
      .where(eq(djProfiles.userId, suspended.id));
    const search = async () =>
      (await call('GET', `/search-djs?q=${encodeURIComponent(profile!.stageName)}`)).body.data.map(
        (dj: { id: number }) => dj.id,
      );
    expect(await search()).toContain(suspended.id);

    const answer = await call('POST', `/admin/users/${suspended.id}/suspend`, operator.auth, {
      reason: 'Asked customers to pay outside Cuepoint',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: suspended.id,
      suspended: true,
      suspension_reason: 'Asked customers to pay outside Cuepoint',
    });

    expect((await call('GET', '/bookings', djAuth)).status).toBe(401);
    expect((await call('GET', '/bookings', await kit.bearer(suspended.id))).status).toBe(401);
    const login = await call('POST', '/auth/login', undefined, {
      email: suspended.email,
      password: 'Correct horse battery 9',
    });
    expect([login.status, login.body.error]).toEqual([403, ADMIN_MESSAGES.suspended]);
    expect((await call('GET', `/dj-public-page.php?id=${suspended.id}`)).status).toBe(404);
    expect((await call('GET', `/dj-reviews.php?dj_id=${suspended.id}`)).status).toBe(404);
    expect(await search()).not.toContain(suspended.id);
    const refused = await call('POST', '/payment-authorize.php', customerAuth, {
      event_name: 'Birthday',
      event_date: new Date(kit.now().getTime() + 100 * 3_600_000).toISOString(),
      hourly_rate: 150,
      duration: 2,
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      dj_id: suspended.id,
    });
    expect([refused.status, refused.body.error]).toEqual([422, BOOKING_API_MESSAGES.djNotFound]);

    // The request aimed at the DJ went on to similar DJs, without it.
    const inbox = await call('GET', '/dj/booking-requests', await kit.bearer(other.id));
    expect(inbox.body.data.map((item: { id: number }) => item.id)).toContain(request.id);

    expect(
      (await call('POST', `/admin/users/${suspended.id}/suspend`, operator.auth, { reason: 'Again' })).body
        .error,
    ).toBe(ADMIN_MESSAGES.alreadySuspended);
    expect(
      (await call('POST', `/admin/users/${operator.user.id}/suspend`, operator.auth, { reason: 'Me' }))
        .status,
    ).toBe(422);
    expect(
      (await call('POST', `/admin/users/999999/suspend`, operator.auth, { reason: 'Nobody' })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/admin/users/${suspended.id}/suspend`, operator.auth, { reason: '' })).status,
    ).toBe(400);

    const restored = await call('POST', `/admin/users/${suspended.id}/restore`, operator.auth, {
      reason: 'Appeal accepted',
    });
    expect(restored.body.data).toMatchObject({ suspended: false });
    expect((await call('GET', `/dj-public-page.php?id=${suspended.id}`)).status).toBe(200);
    expect((await call('GET', '/bookings', await kit.bearer(suspended.id))).status).toBe(200);
    expect(
      (await call('POST', `/admin/users/${suspended.id}/restore`, operator.auth, { reason: 'Again' })).body
        .error,
    ).toBe(ADMIN_MESSAGES.notSuspended);

    const audit = await call('GET', '/admin/audit', operator.auth);
    const mine = audit.body.data.filter(
      (entry: { target_id: number; target: string }) =>
        entry.target === 'user' && entry.target_id === suspended.id,
    );
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual([
      'user.restored',
      'user.suspended',
    ]);
    expect(mine[1]).toMatchObject({
      operator: { id: operator.user.id },
      detail: { reason: 'Asked customers to pay outside Cuepoint', requestIds: [request.id] },
    });
  });

  it('moderates a reported message: the operator reads it as written and removes it for both parties', async () => {
    const genre = uniqueGenre();
    const operator = await makeOperator(kit);
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const customerAuth = await kit.bearer(customer.id);
    const dj = await remoteDj(kit, genre, 'Spammer');
    const djAuth = await kit.bearer(dj.id);
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 100, genre });
    const sent = await call('POST', `/booking-requests/${request.id}/messages`, djAuth, {
      text: 'Pay me directly: paypal me at spam@example.com',
    });
    const id = sent.body.data.id as number;
    expect(
      (await call('POST', `/messages/${id}/report`, customerAuth, { reason: 'Asks to pay outside' })).status,
    ).toBe(201);

    const reports = await call('GET', '/admin/reports', operator.auth);
    const report = reports.body.data.find(
      (item: { target_id: number; target: string }) => item.target === 'message' && item.target_id === id,
    );
    expect(report).toMatchObject({
      text: 'Pay me directly: paypal me at spam@example.com',
      author: { id: dj.id },
      reporter: { id: customer.id },
      status: 'open',
      request_id: request.id,
    });
    const resolved = await call('POST', `/admin/reports/${report.id}/resolve`, operator.auth, {
      action: 'remove',
      note: 'Off-platform payment',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolution: 'removed' });
    expect(
      (
        await call('POST', `/admin/reports/${report.id}/resolve`, operator.auth, {
          action: 'keep',
          note: 'x',
        })
      ).status,
    ).toBe(409);
    for (const [auth, query] of [
      [customerAuth, `?dj_id=${dj.id}`],
      [djAuth, ''],
    ] as const) {
      const thread = await call('GET', `/booking-requests/${request.id}/messages${query}`, auth);
      expect(thread.body.data.messages[0]).toMatchObject({ removed: true, text: MESSAGE_MESSAGES.hidden });
    }
    const audit = await call('GET', '/admin/audit', operator.auth);
    expect(audit.body.data[0]).toMatchObject({
      action: 'report.content_removed',
      target: 'report',
      target_id: report.id,
    });
  });

  it('gives a decided dispute’s audit entry the dispute’s currency (its amounts are in minor units); other entries none', async () => {
    const genre = uniqueGenre();
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const dj = await remoteDj(kit, genre, 'Audited');
    let customerAuth = await kit.bearer(customer.id);
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 30, genre });
    const bookingId = await acceptAndConfirm(kit, request.id, await kit.bearer(dj.id), customerAuth);
    await kit.advanceHours(33);
    customerAuth = await kit.bearer(customer.id);
    const opened = await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
      reason: 'late_or_short',
      statement: 'The DJ started 45 minutes late and played half the agreed set.',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const disputeId = opened.body.data.id as number;
    const operator = await makeOperator(kit);
    const decided = await call('POST', `/admin/disputes/${disputeId}/decide`, operator.auth, {
      outcome: 'partial_refund',
      refund_amount: 100,
      note: 'Half the set was lost to a late start.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);

    const audit = (await call('GET', '/admin/audit', operator.auth)).body.data;
    expect(
      audit.find(
        (entry: { action: string; target_id: number }) =>
          entry.action === 'dispute.decided' && entry.target_id === disputeId,
      ),
    ).toMatchObject({
      target: 'dispute',
      currency: opened.body.data.currency,
      detail: { booking_id: bookingId, outcome: 'partial_refund', refund_minor: 10000 },
    });
    const trail = (await call('GET', `/admin/bookings/${bookingId}`, operator.auth)).body.data.operator_audit;
    expect(
      trail.map((entry: { action: string; currency: string | null }) => [entry.action, entry.currency]),
    ).toEqual([
      ['booking.viewed', null],
      ['dispute.decided', opened.body.data.currency],
    ]);
  });
});
