import { describe, expect, it } from 'vitest';
import { ZDjPayouts } from '@cuepoint/domain/payouts/payouts-api';
import { CROSS_SITE_REFUSED } from '@cuepoint/domain/accounts/messages';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { payoutsServiceFor } from './payouts-job.ts';
import { API, scheduleFor, seedBooking, startPayoutsKit } from './payouts-test-kit.ts';
import { useKit } from '../../../test/use-test-app.ts';
import { sessionCookieFor } from '../../../test/cookie-session.ts';

const kit = useKit(startPayoutsKit);

type Auth = { authorization: string } | undefined;

async function call(method: 'GET' | 'POST', url: string, auth: Auth) {
  const response = await kit.t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...auth },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /dj/payouts and POST /dj/payouts/connect: who may call them', () => {
  it('a visitor is asked to sign in, a venue or an enthusiast is refused', async () => {
    const { user: venue } = await createVenue(kit.db);
    const { user: fan } = await createEnthusiast(kit.db);
    for (const [method, url] of [
      ['GET', '/dj/payouts'],
      ['POST', '/dj/payouts/connect'],
    ] as const) {
      const visitor = await call(method, url, undefined);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toMatchObject({ success: false, error: expect.any(String) });
      expect((await call(method, url, await kit.bearer(venue.id))).status).toBe(403);
      expect((await call(method, url, await kit.bearer(fan.id))).status).toBe(403);
    }
  });

  it('a DJ sees only their own payouts; another DJ’s are never in the answer', async () => {
    const { user: owner } = await createDj(kit.db);
    const { user: other } = await createDj(kit.db);
    const booking = await seedBooking(kit, {
      hours: 2,
      rate: 150,
      currency: 'EUR',
      startsInHours: 30,
      djUserId: owner.id,
    });
    await scheduleFor(kit, booking, '30_70');

    const own = await call('GET', '/dj/payouts', await kit.bearer(owner.id));
    expect(own.status).toBe(200);
    const data = ZDjPayouts.parse(own.body.data);
    expect(data.payouts.map((payout) => payout.booking_id)).toEqual([booking.bookingId, booking.bookingId]);

    const theirs = await call('GET', '/dj/payouts', await kit.bearer(other.id));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual({
      account: { connected: false, payouts_enabled: false, details_submitted: false, mode: 'test' },
      payouts: [],
      totals: { paid: [], scheduled: [] },
    });
  });

  it('refuses a connect another site could have sent with the session cookie', async () => {
    const { user: dj } = await createDj(kit.db);
    const response = await kit.t.app.inject({
      method: 'POST',
      url: `${API}/dj/payouts/connect`,
      headers: {
        ...(await sessionCookieFor(kit.t.database, dj.id, kit.clock.clock.now())),
        origin: 'https://elsewhere.example',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: CROSS_SITE_REFUSED });
  });
});

describe('the DJ’s payouts', () => {
  it('lists each payout with its dates, its booking’s event and fee split, and the totals', async () => {
    const { user: dj } = await createDj(kit.db);
    const auth = await kit.bearer(dj.id);
    const booking = await seedBooking(kit, {
      hours: 2,
      rate: 150,
      currency: 'EUR',
      startsInHours: 30,
      djUserId: dj.id,
    });
    await scheduleFor(kit, booking, '30_70');

    let data = ZDjPayouts.parse((await call('GET', '/dj/payouts', auth)).body.data);
    expect(data.account).toEqual({
      connected: false,
      payouts_enabled: false,
      details_submitted: false,
      mode: 'test',
    });
    expect(data.payouts).toHaveLength(2);
    const [upfront, after] = data.payouts;
    expect(upfront).toMatchObject({
      kind: 'upfront',
      amount: 86.7,
      currency: 'EUR',
      status: 'scheduled',
      paid_at: null,
      failure_reason: null,
      event: { date: booking.eventAt.toISOString(), timezone: 'Europe/Berlin', duration: 2 },
      booking_amounts: { customer_pays: 300, platform_fee: 2, processing_fee: 9, dj_payout: 289 },
      refund: null,
    });
    expect(after).toMatchObject({
      kind: 'after_event',
      amount: 202.3,
      due_at: booking.eventEndsAt.toISOString(),
    });
    expect(data.totals).toEqual({ paid: [], scheduled: [{ currency: 'EUR', amount: 289 }] });

    // Paid without an account: it fails and says why.
    await payoutsServiceFor(kit.t.app.services, kit.t.app.log).payDue(kit.now(), {
      bookingId: booking.bookingId,
    });
    data = ZDjPayouts.parse((await call('GET', '/dj/payouts', auth)).body.data);
    expect(data.payouts[0]).toMatchObject({
      status: 'failed',
      failure_reason: 'Connect a payout account to receive this payout',
    });

    // Connecting on the test gateway connects at once, answers the dashboard and pays what failed.
    const connect = await call('POST', '/dj/payouts/connect', auth);
    expect(connect).toEqual({
      status: 200,
      body: { success: true, data: { url: expect.stringMatching(/\/dj-dashboard\?payouts=connected$/) } },
    });
    data = ZDjPayouts.parse((await call('GET', '/dj/payouts', auth)).body.data);
    expect(data.account).toMatchObject({ connected: true, payouts_enabled: true });
    expect(data.payouts.map((payout) => payout.status)).toEqual(['scheduled', 'paid']);
    expect(data.payouts[1]!.paid_at).not.toBeNull();
    expect(data.totals).toEqual({
      paid: [{ currency: 'EUR', amount: 86.7 }],
      scheduled: [{ currency: 'EUR', amount: 202.3 }],
    });
  });
});
